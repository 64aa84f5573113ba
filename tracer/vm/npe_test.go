// Tests of the helpful NullPointerException messages: a program compiled with javac -g (so
// locals have names) whose output HotSpot recorded, and the naming rules on their own.

package vm

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// TestNPEMessagesWithLocalNames runs testdata/npe/NullMessages, the same source as
// testdata/programs/NullMessages but compiled with "javac --release 8 -g" so that the
// messages name locals from the LocalVariableTable; expected.stdout and expected.stderr
// are HotSpot's (java -cp . NullMessages, JDK 17).
func TestNPEMessagesWithLocalNames(t *testing.T) {
	dir := filepath.Join("testdata", "npe")
	var out, errb bytes.Buffer
	res, err := Run(context.Background(), Config{ClassPath: dir, MainClass: "NullMessages", Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, got string }{{"expected.stdout", out.String()}, {"expected.stderr", errb.String()}} {
		want, err := os.ReadFile(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		if c.got != string(want) {
			t.Errorf("%s differs: %s", c.file, firstDiff(string(want), c.got))
		}
	}
	if res.Status != 1 {
		t.Errorf("status %d, want 1 (an uncaught NullPointerException)", res.Status)
	}
}

func TestNPEMethodNames(t *testing.T) {
	for _, c := range []struct{ class, want string }{
		{"java/lang/Object", "Object"},
		{"java/lang/String", "String"},
		{"java/lang/StringBuilder", "java.lang.StringBuilder"},
		{"[I", "[I"},
		{"[Ljava/lang/String;", "[Ljava.lang.String;"},
		{"a/B$C", "a.B$C"},
	} {
		if got := npeClassName(c.class); got != c.want {
			t.Errorf("npeClassName(%q) = %q, want %q", c.class, got, c.want)
		}
	}
	if got, want := strings.Join(npeParams("(IJ[[Ljava/lang/String;DLa/B;[Z)V"), " "), "I J [[Ljava/lang/String; D La/B; [Z"; got != want {
		t.Errorf("npeParams = %q, want %q", got, want)
	}
	if got := npeParams("()V"); len(got) != 0 {
		t.Errorf("npeParams of no parameters = %q", got)
	}
}

// TestNPELocalNames checks the names of locals without a LocalVariableTable: this and
// parameters (counted from 1, longs and doubles taking two slots) while they hold what the
// caller passed, <localN> otherwise.
func TestNPELocalNames(t *testing.T) {
	code := []byte{0xb1}
	for _, c := range []struct {
		access uint16
		desc   string
		slot   int
		param  bool
		want   string
	}{
		{0, "(Ljava/lang/String;)V", 0, true, "this"},
		{0, "(Ljava/lang/String;)V", 0, false, "<local0>"},
		{0, "(Ljava/lang/String;)V", 1, true, "<parameter1>"},
		{0, "(Ljava/lang/String;)V", 1, false, "<local1>"},
		{0, "(Ljava/lang/String;)V", 2, true, "<local2>"},
		{8, "(JLjava/lang/String;)V", 0, true, "<parameter1>"},
		{8, "(JLjava/lang/String;)V", 1, true, "<parameter1>"},
		{8, "(JLjava/lang/String;)V", 2, true, "<parameter2>"},
		{8, "(JLjava/lang/String;)V", 3, true, "<local3>"},
		{8, "(D[IZ)V", 3, true, "<parameter3>"},
	} {
		m := &Method{Access: c.access, Desc: c.desc, raw: &classfile.Code{Code: code}}
		d := &npeDescriber{m: m}
		d.local(0, c.slot, c.param)
		if got := d.b.String(); got != c.want {
			t.Errorf("%s access %#x slot %d param %v: %q, want %q", c.desc, c.access, c.slot, c.param, got, c.want)
		}
	}
}

// firstDiff describes the first line where got differs from want.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(w), len(g)) {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + itoa(i+1) + ":\n  want " + strconv.Quote(wl) + "\n  got  " + strconv.Quote(gl)
		}
	}
	return "(no line differs)"
}

// TestNPEMessageOnLibraryCode computes the message of every instruction of the runtime
// library's code that may raise one: whatever the code, the analysis must not panic, and
// the messages must be well formed. HotSpot opens the "because" clause before it looks at
// the instruction that pushed the value and leaves it open if that one cannot be described;
// the only such values in javac's code are never null (new), so those messages never show.
func TestNPEMessageOnLibraryCode(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "rt", "classes", "java", "*", "*.class"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no runtime library classes: %v", err)
	}
	if testing.Short() {
		files = files[:20]
	}
	messages := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cf, err := classfile.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		c := &Class{Name: cf.ThisClass, File: cf}
		for _, mf := range cf.Methods {
			if mf.Code == nil {
				continue
			}
			m := &Method{Class: c, Name: mf.Name, Desc: mf.Descriptor, Access: mf.Access, raw: mf.Code}
			for pc := range mf.Code.Code {
				msg := npeMessage(m, pc)
				if msg == "" {
					continue
				}
				messages++
				if strings.HasSuffix(msg, ` because "`) {
					msg = strings.TrimSuffix(msg, ` because "`)
				}
				if !strings.HasPrefix(msg, "Cannot ") || strings.Count(msg, `"`)%2 != 0 {
					t.Errorf("%s.%s%s pc %d: %q", cf.ThisClass, mf.Name, mf.Descriptor, pc, msg)
				}
			}
		}
	}
	if messages == 0 {
		t.Error("no messages at all")
	}
}
