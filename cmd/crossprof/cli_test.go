// Tests of the command line as a user meets it: help, bad input, limits, deadlocks,
// determinism.

package main

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/trace"
)

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	status := Main(context.Background(), args, &out, &errb)
	return status, out.String(), errb.String()
}

// TestHelp parses --help of every command, which catches broken or duplicate flags.
func TestHelp(t *testing.T) {
	status, out, _ := run(t, "--help")
	if status != 0 || !strings.Contains(out, "Commands:") {
		t.Fatalf("crossprof --help: status %d, output %q", status, out)
	}
	for _, c := range commands() {
		status, out, errs := run(t, c.name, "--help")
		if status != 0 || !strings.Contains(out, "Usage: crossprof "+c.name) || !strings.Contains(out, "Example") {
			t.Errorf("crossprof %s --help: status %d, stdout %q, stderr %q", c.name, status, out, errs)
		}
	}
}

func TestBadInput(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "x.trace")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"nosuchcommand"}, `unknown command "nosuchcommand"`},
		{[]string{"trace", "--cp", "does/not/exist", "--out", out, "Main"}, "class path entry does/not/exist"},
		{[]string{"trace", "--cp", programsDir + "/Demo", "--out", out, "NoSuchMain"}, "main class NoSuchMain not found"},
		{[]string{"trace", "--cp", programsDir + "/Demo", "--out", out, "Square"}, "has no method public static void main"},
		{[]string{"trace", "--cp", "../../testdata/programs-special/Malformed", "--out", out, "Broken"}, "Broken.class: malformed class file at offset 0x8"},
		{[]string{"trace", "--out", out}, "missing MAINCLASS"},
		{[]string{"trace", "--bba", "fancy", "--out", out, "Main"}, "--bba must be default or precise"},
		{[]string{"trace", "--max-instructions", "many", "Main"}, "invalid argument"},
	}
	for _, c := range cases {
		status, _, errs := run(t, c.args...)
		if status != 2 || !strings.Contains(errs, c.want) || strings.Contains(errs, "goroutine") {
			t.Errorf("%v: status %d, stderr %q; want 2 and %q", c.args, status, errs, c.want)
		}
		if n := strings.Count(strings.TrimSpace(errs), "\n"); n > 0 {
			t.Errorf("%v: %d lines on stderr, want one", c.args, n+1)
		}
	}
	if err := os.MkdirAll(filepath.Join(tmp, "notatrace"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(tmp, "notatrace", "keep.txt"), []byte("mine"), 0o644)
	status, _, errs := run(t, "trace", "--cp", programsDir+"/Fgh", "--out", filepath.Join(tmp, "notatrace"), "Fgh")
	if status != 2 || !strings.Contains(errs, "not part of a trace") {
		t.Errorf("tracing into a directory with other files: status %d, stderr %q", status, errs)
	}
}

func TestUnknownBootstrapIsReported(t *testing.T) {
	data, err := os.ReadFile("../../testdata/programs-special/Lambda/Lambda.class")
	if err != nil {
		t.Fatal(err)
	}
	// The same length keeps the class file valid: only the bootstrap method's name changes.
	patched := bytes.Replace(data, []byte("metafactory"), []byte("notafactory"), 1)
	if bytes.Equal(patched, data) {
		t.Fatal("Lambda.class does not name LambdaMetafactory.metafactory")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Lambda.class"), patched, 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errs := run(t, "trace", "--quiet", "--cp", dir, "--out", filepath.Join(t.TempDir(), "l.trace"), "Lambda")
	if status != 2 || out != "before the lambda\n" {
		t.Errorf("status %d, stdout %q; want 2 after the first line", status, out)
	}
	want := "crossprof: unsupported bootstrap method java.lang.invoke.LambdaMetafactory.notafactory("
	if !strings.HasPrefix(errs, want) || !strings.Contains(errs, "for invokedynamic in Lambda.main([Ljava/lang/String;)V pc ") ||
		!strings.HasSuffix(errs, "(Lambda.java:8)\n") || strings.Count(errs, "\n") != 1 {
		t.Errorf("stderr %q, want one line starting %q and naming the call site", errs, want)
	}
}

func TestMissingLibraryClassIsReported(t *testing.T) {
	for dir, pc := range map[string]int{"": 49, "jdk17": 36} { // javac 8 concatenates with StringBuilder
		status, out, errs := run(t, "trace", "--quiet", "--cp", filepath.Join("../../testdata/programs-special/MissingLibrary", dir),
			"--out", filepath.Join(t.TempDir(), "m.trace"), "MissingLibrary")
		if status != 2 || out != "caught NoClassDefFoundError: java/lang/ProcessBuilder\n" {
			t.Errorf("%s: status %d, stdout %q; want 2 after the caught error", dir, status, out)
		}
		want := fmt.Sprintf("crossprof: java.lang.ProcessBuilder is not in crossprof's runtime library (needed by MissingLibrary.main pc %d, MissingLibrary.java:12)\n", pc)
		if errs != want {
			t.Errorf("%s: stderr %q, want %q", dir, errs, want)
		}
	}
}

func TestDeadlockIsReported(t *testing.T) {
	status, _, errs := run(t, "trace", "--quiet", "--cp", "../../testdata/programs-special/Deadlock", "--out", filepath.Join(t.TempDir(), "d.trace"), "Deadlock")
	if status != 2 {
		t.Errorf("status %d, want 2", status)
	}
	for _, want := range []string{"deadlock", `thread "locker-1" waits to lock`, `held by thread "locker-2"`, `thread "locker-2" waits to lock`, "Deadlock.java:"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr %q lacks %q", errs, want)
		}
	}
}

func TestOutOfMemoryIsCatchable(t *testing.T) {
	status, out, errs := run(t, "trace", "--quiet", "--max-heap", "256", "--cp", "../../testdata/programs-special/OutOfMemory", "--out", filepath.Join(t.TempDir(), "o.trace"), "OutOfMemory")
	want := "caught OutOfMemoryError: Java heap space\ncaught OutOfMemoryError after many arrays\nstill running\n"
	if status != 0 || out != want {
		t.Errorf("status %d, stdout %q, stderr %q; want 0 and %q", status, out, errs, want)
	}
}

// TestDeterministicTraces runs a multi-threaded program twice and compares the traces.
func TestDeterministicTraces(t *testing.T) {
	var traces []*trace.Trace
	for i := 0; i < 2; i++ {
		dir := filepath.Join(t.TempDir(), "t.trace")
		status, _, errs := run(t, "trace", "--quiet", "--deterministic", "--quantum", "500", "--cp", programsDir+"/ProducerConsumer", "--out", dir, "ProducerConsumer")
		if status != 0 {
			t.Fatalf("status %d: %s", status, errs)
		}
		tr, err := trace.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		traces = append(traces, tr)
	}
	if !reflect.DeepEqual(traces[0].Calls, traces[1].Calls) || !reflect.DeepEqual(traces[0].Counts, traces[1].Counts) {
		t.Error("two deterministic runs gave different traces")
	}
	threads := map[int32]bool{}
	for _, c := range traces[0].Calls {
		threads[c.Thread] = true
	}
	if len(threads) < 2 {
		t.Errorf("calls from %d threads, want several", len(threads))
	}
}

// TestJarClassPath runs a program from a jar, with the class path entry hashed in the manifest.
func TestJarClassPath(t *testing.T) {
	tmp := t.TempDir()
	jar := filepath.Join(tmp, "fgh.jar")
	f, err := os.Create(jar)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	data, err := os.ReadFile(filepath.Join(programsDir, "Fgh", "Fgh.class"))
	if err != nil {
		t.Fatal(err)
	}
	w, err := zw.Create("Fgh.class")
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	out := filepath.Join(tmp, "fgh.trace")
	status, stdout, errs := run(t, "trace", "--quiet", "--cp", jar, "--out", out, "Fgh")
	want, _ := os.ReadFile(filepath.Join(programsDir, "Fgh", "expected.stdout"))
	if status != 0 || stdout != string(want) {
		t.Fatalf("status %d, stdout %q, stderr %q", status, stdout, errs)
	}
	m, err := trace.ReadManifest(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.ClassPath) != 1 || m.ClassPath[0].Kind != "jar" || len(m.ClassPath[0].SHA256) != 64 || !m.Complete {
		t.Errorf("manifest class path %+v, complete %v", m.ClassPath, m.Complete)
	}
}
