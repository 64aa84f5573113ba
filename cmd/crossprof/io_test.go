// Tests standard input and the file permissions of trace (natives_io.go in tracer/vm).

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadOutsidePermissionStops checks that reading a file outside --allow-read stops the
// run with one line naming the path, the flag that allows it and the program's position.
func TestReadOutsidePermissionStops(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	allowed := t.TempDir()
	var out, errb bytes.Buffer
	status := Main(context.Background(), []string{"trace", "--quiet", "--cp", "testdata/readoutside", "--allow-read", allowed,
		"--out", filepath.Join(t.TempDir(), "t.trace"), "ReadOutside", secret}, &out, &errb)
	if status != 2 {
		t.Errorf("exit status %d, want 2", status)
	}
	if out.String() != "before\n" {
		t.Errorf("stdout %q, want the output before the access", out.String())
	}
	want := "crossprof: reading " + secret + " is not allowed (use --allow-read " + secret + ") at ReadOutside.main pc 15 (ReadOutside.java:8)\n"
	if errb.String() != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errb.String(), want)
	}
}

// TestReadAllowedAndManifest checks an allowed read, standard input, and the manifest's
// permissions and files_read.
func TestReadAllowedAndManifest(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "data.txt")
	if err := os.WriteFile(f, []byte("A"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	tr := filepath.Join(t.TempDir(), "t.trace")
	e := &env{stdout: &out, stderr: &errb, stdin: strings.NewReader("ignored"), dir: dir}
	status := mainEnv(context.Background(), []string{"trace", "--quiet", "--cp", "testdata/readoutside", "--allow-read", ".",
		"--out", tr, "ReadOutside", "data.txt"}, e)
	if status != 0 || out.String() != "before\nread 65\n" {
		t.Fatalf("status %d, stdout %q, stderr %q", status, out.String(), errb.String())
	}
	data, err := os.ReadFile(filepath.Join(tr, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Permissions struct{ Read []string }
		FilesRead   []struct {
			Path   string
			Size   int64
			SHA256 string
		} `json:"files_read"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Permissions.Read) != 1 || m.Permissions.Read[0] != dir {
		t.Errorf("permissions.read %v, want [%s]", m.Permissions.Read, dir)
	}
	sum := "559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd" // sha256("A")
	if len(m.FilesRead) != 1 || m.FilesRead[0].Path != f || m.FilesRead[0].Size != 1 || m.FilesRead[0].SHA256 != sum {
		t.Errorf("files_read %+v, want %s, 1 byte, %s", m.FilesRead, f, sum)
	}
}

// TestSymlinkOutsidePermissionStops checks that a symbolic link inside an allowed directory
// does not reach a file outside it: the read is refused with the usual message, naming the
// path as the program gave it. A link to a file inside the directory stays readable.
func TestSymlinkOutsidePermissionStops(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.txt")
	allowed := t.TempDir()
	inside := filepath.Join(allowed, "inside.txt")
	for _, f := range []string{secret, inside} {
		if err := os.WriteFile(f, []byte("A"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(allowed, "out.txt")
	in := filepath.Join(allowed, "in.txt")
	if err := os.Symlink(secret, out); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("inside.txt", in); err != nil {
		t.Fatal(err)
	}
	run := func(path string) (int, string, string) {
		var o, e bytes.Buffer
		status := Main(context.Background(), []string{"trace", "--quiet", "--cp", "testdata/readoutside", "--allow-read", allowed,
			"--out", filepath.Join(t.TempDir(), "t.trace"), "ReadOutside", path}, &o, &e)
		return status, o.String(), e.String()
	}
	status, stdout, stderr := run(out)
	want := "crossprof: reading " + out + " is not allowed (use --allow-read " + out + ") at ReadOutside.main pc 15 (ReadOutside.java:8)\n"
	if status != 2 || stdout != "before\n" || stderr != want {
		t.Errorf("link to outside: status %d, stdout %q, stderr:\n%s\nwant status 2, stderr:\n%s", status, stdout, stderr, want)
	}
	if status, stdout, stderr := run(in); status != 0 || stdout != "before\nread 65\n" {
		t.Errorf("link to inside: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}
