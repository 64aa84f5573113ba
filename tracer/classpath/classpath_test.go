// Tests of Open, Find, Entries and SHA256 on a temporary directory and jar.

package classpath

import (
	"archive/zip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// makeJar writes a jar with the given members, in order.
func makeJar(t *testing.T, name string, members [][2]string) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	w := zip.NewWriter(f)
	for _, m := range members {
		fw, err := w.Create(m[0])
		if err != nil {
			t.Fatal(err)
		}
		fw.Write([]byte(m[1]))
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// setup makes dir/ with com/foo/Bar.class and Only.class, and lib/x.jar with
// com/foo/Bar.class, com/foo/Baz.class (twice) and a directory entry.
func setup(t *testing.T) (dir, jarPath string) {
	root := t.TempDir()
	t.Chdir(root) // so that the spec can use relative paths as users do
	write(t, "classes/com/foo/Bar.class", []byte("bar from dir"))
	write(t, "classes/Only.class", []byte("only"))
	if err := os.MkdirAll("lib", 0o755); err != nil {
		t.Fatal(err)
	}
	makeJar(t, "lib/x.jar", [][2]string{
		{"META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n"},
		{"com/foo/", ""},
		{"com/foo/Bar.class", "bar from jar"},
		{"com/foo/Baz.class", "baz"},
		{"com/foo/Baz.class", "second baz"},
	})
	return "classes", "lib/x.jar"
}

func TestFind(t *testing.T) {
	dir, jar := setup(t)
	p, err := Open(dir + ":" + jar)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	tests := []struct{ name, data, origin string }{
		{"com/foo/Bar", "bar from dir", "classes/com/foo/Bar.class"},
		{"Only", "only", "classes/Only.class"},
		{"com/foo/Baz", "baz", "lib/x.jar!com/foo/Baz.class"},
	}
	for _, tt := range tests {
		data, origin, err := p.Find(tt.name)
		if err != nil || string(data) != tt.data || origin != tt.origin {
			t.Errorf("Find(%q) = %q, %q, %v; want %q, %q", tt.name, data, origin, err, tt.data, tt.origin)
		}
	}
	for _, name := range []string{"com/foo/Nope", "com/foo", "", "../classes/Only", "/etc/passwd", "com//foo/Bar", "./Only", "META-INF/MANIFEST.MF"} {
		if _, _, err := p.Find(name); !errors.Is(err, ErrNotFound) {
			t.Errorf("Find(%q): error %v, want ErrNotFound", name, err)
		}
	}

	// With the jar first, it wins.
	q, err := Open(jar + "::" + dir)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if data, origin, err := q.Find("com/foo/Bar"); err != nil || string(data) != "bar from jar" || origin != "lib/x.jar!com/foo/Bar.class" {
		t.Errorf("jar first: %q %q %v", data, origin, err)
	}
	want := []Entry{{Path: jar, IsJar: true}, {Path: dir}}
	if got := q.Entries(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Entries = %v, want %v", got, want)
	}
	if err := q.Close(); err != nil {
		t.Error(err)
	}
	if _, _, err := q.Find("Only"); err == nil || errors.Is(err, ErrNotFound) {
		t.Errorf("Find after Close: %v", err)
	}
}

func TestOpenErrors(t *testing.T) {
	setup(t)
	write(t, "lib/bad.jar", []byte("this is not a zip file"))
	tests := []struct{ spec, want string }{
		{"classes:lib/missing.jar", "class path entry lib/missing.jar: does not exist"},
		{"nodir", "class path entry nodir: does not exist"},
		{"lib/x.jar:lib/bad.jar", "class path entry lib/bad.jar: not a valid jar: zip: not a valid zip file"},
	}
	for _, tt := range tests {
		p, err := Open(tt.spec)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Open(%q) = %v, %v; want error %q", tt.spec, p, err, tt.want)
		}
	}
	p, err := Open("")
	if err != nil || len(p.Entries()) != 0 {
		t.Fatalf("Open(\"\") = %v, %v", p, err)
	}
	if _, _, err := p.Find("A"); !errors.Is(err, ErrNotFound) {
		t.Errorf("empty path Find: %v", err)
	}
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func TestSHA256(t *testing.T) {
	dir, jar := setup(t)
	write(t, "classes/notes.txt", []byte("ignored"))
	p, err := Open(dir + ":" + jar)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	es := p.Entries()

	jarBytes, err := os.ReadFile(jar)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := es[1].SHA256(); err != nil || got != sum(jarBytes) {
		t.Errorf("jar SHA256 = %s, %v; want %s", got, err, sum(jarBytes))
	}

	manifest := sum([]byte("only")) + "  Only.class\n" + sum([]byte("bar from dir")) + "  com/foo/Bar.class\n"
	got, err := es[0].SHA256()
	if err != nil || got != sum([]byte(manifest)) {
		t.Errorf("dir SHA256 = %s, %v; want %s", got, err, sum([]byte(manifest)))
	}
	// Any change to a class file changes the hash; other files do not.
	write(t, "classes/notes.txt", []byte("changed"))
	if again, _ := es[0].SHA256(); again != got {
		t.Error("a non-class file changed the directory hash")
	}
	write(t, "classes/com/foo/Bar.class", []byte("bar from dir, edited"))
	if again, _ := es[0].SHA256(); again == got {
		t.Error("editing a class file did not change the directory hash")
	}

	empty := t.TempDir()
	if got, err := (Entry{Path: empty}).SHA256(); err != nil || got != sum(nil) {
		t.Errorf("empty dir SHA256 = %s, %v", got, err)
	}
	if _, err := (Entry{Path: "nonexistent.jar", IsJar: true}).SHA256(); err == nil || !strings.Contains(err.Error(), "nonexistent.jar") {
		t.Errorf("missing jar SHA256 error %v", err)
	}
}
