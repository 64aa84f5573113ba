// This file holds the differential test: every program in testdata/programs runs under
// crossprof and must print what HotSpot prints. Besides its sources, a program directory may
// hold args (one argument per line), stdin (its standard input), files/ (copied into a fresh
// working directory for each run) and allow (crossprof flags, one per line, such as
// --allow-write=files).

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/internal/testtrace"
)

const programsDir = "../../testdata/programs"

// TestMain gives the tests the environment testdata/programs/build.sh gives HotSpot: crossprof
// runs in the test process and takes the guest's default locale from it (LC_ALL=C.UTF-8: "en").
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "C.UTF-8")
	os.Exit(m.Run())
}

// outcome is what a run of a program shows: its output, the first line of its error output
// (an uncaught exception's message), and its exit status.
type outcome struct {
	stdout string
	stderr string
	status int
}

func programArgs(t *testing.T, dir string) []string {
	data, err := os.ReadFile(filepath.Join(dir, "args"))
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// hotspot runs the program's class files in classDir under java when it is on PATH, and
// otherwise reads the committed golden files that testdata/programs/build.sh made with java.
func hotspot(t *testing.T, dir, classDir, name string, args []string) outcome {
	if java, err := exec.LookPath("java"); err == nil && os.Getenv("CROSSPROF_GOLDEN_ONLY") == "" {
		abs, err := filepath.Abs(classDir)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(java, append([]string{"-Xss8m", "-cp", abs, name}, args...)...)
		cmd.Env = append(os.Environ(), "LC_ALL=C.UTF-8")
		cmd.Dir = programWorkDir(t, dir)
		if in := programStdin(t, dir); in != nil {
			cmd.Stdin = in
		}
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err = cmd.Run()
		status := 0
		if ee, ok := err.(*exec.ExitError); ok {
			status = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("running java: %v", err)
		}
		return outcome{out.String(), errb.String(), status}
	}
	return golden(t, dir)
}

// golden reads the expected outcome that testdata/programs/build.sh recorded in dir.
func golden(t *testing.T, dir string) outcome {
	read := func(f string) string {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	status, err := strconv.Atoi(strings.TrimSpace(read("expected.status")))
	if err != nil {
		t.Fatal(err)
	}
	return outcome{read("expected.stdout"), read("expected.stderr"), status}
}

func TestProgramsMatchHotSpot(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join(programsDir, "*", "expected.status"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no test programs found in %s", programsDir)
	}
	for _, f := range dirs {
		dir := filepath.Dir(f)
		name := filepath.Base(dir)
		for _, v := range compilations(dir, name) {
			classDir := v.dir
			t.Run(name+"/"+v.name, func(t *testing.T) {
				t.Parallel()
				args := programArgs(t, dir)
				want := hotspot(t, dir, classDir, name, args)
				var out, errb bytes.Buffer
				status := runProgram(t, dir, classDir, name, args, &out, &errb)
				got := outcome{out.String(), errb.String(), status}
				if got.stdout != want.stdout {
					t.Errorf("stdout differs from HotSpot's:\n%s", testtrace.LineDiff(want.stdout, got.stdout))
				}
				if got.stderr != want.stderr {
					t.Errorf("stderr differs from HotSpot's:\n%s", testtrace.LineDiff(want.stderr, got.stderr))
				}
				if got.status != want.status {
					t.Errorf("exit status %d, want %d (stderr: %s)", got.status, want.status, errb.String())
				}
			})
		}
	}
}

// runProgram runs a test program under crossprof as the differential test does: with the
// program's stdin file as its standard input, the flags in its allow file, and, if it has a
// files/ directory, in a fresh working directory holding a copy of it.
func runProgram(t *testing.T, dir, classDir, name string, args []string, stdout, stderr io.Writer) int {
	abs, err := filepath.Abs(classDir)
	if err != nil {
		t.Fatal(err)
	}
	e := &env{stdout: stdout, stderr: stderr, dir: programWorkDir(t, dir)}
	if in := programStdin(t, dir); in != nil {
		e.stdin = in
	}
	cl := append([]string{"trace", "--quiet", "--cp", abs, "--out", filepath.Join(t.TempDir(), "t.trace")}, programLines(t, dir, "allow")...)
	return mainEnv(context.Background(), append(append(cl, name), args...), e)
}

// programLines reads one of a program's optional files of lines (args, allow).
func programLines(t *testing.T, dir, file string) []string {
	data, err := os.ReadFile(filepath.Join(dir, file))
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// programStdin opens the program's file stdin, or returns nil if it has none.
func programStdin(t *testing.T, dir string) *os.File {
	f, err := os.Open(filepath.Join(dir, "stdin"))
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// programWorkDir gives a program with a files/ directory a fresh working directory holding a
// copy of it, so that what the program writes stays out of the source tree (build.sh does the
// same for HotSpot). Other programs run in the test's own directory ("").
func programWorkDir(t *testing.T, dir string) string {
	src := filepath.Join(dir, "files")
	if _, err := os.Stat(src); err != nil {
		return ""
	}
	work := t.TempDir()
	if err := os.CopyFS(filepath.Join(work, "files"), os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return work
}

// compilation is one compiled form of a test program: its class directory.
type compilation struct{ name, dir string }

// compilations lists a program's committed compilations: javac --release 8 in the program's
// directory and JDK 17's default javac in jdk17/ (testdata/programs/build.sh makes both).
func compilations(dir, name string) []compilation {
	var cs []compilation
	if _, err := os.Stat(filepath.Join(dir, name+".class")); err == nil {
		cs = append(cs, compilation{"release8", dir})
	}
	if _, err := os.Stat(filepath.Join(dir, "jdk17", name+".class")); err == nil {
		cs = append(cs, compilation{"jdk17", filepath.Join(dir, "jdk17")})
	}
	return cs
}

// TestJava21ProgramsMatchHotSpot runs the programs of testdata/programs21, compiled by a JDK 21+
// javac with --release 21 (class file version 65: pattern switches, record patterns), against
// the output a JDK 21+ HotSpot gave, committed beside them (`just testdata21` remakes both).
func TestJava21ProgramsMatchHotSpot(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("../../testdata/programs21", "*", "expected.status"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no test programs found in testdata/programs21")
	}
	for _, f := range dirs {
		dir := filepath.Dir(f)
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want := golden(t, dir)
			var out, errb bytes.Buffer
			status := Main(context.Background(), append([]string{"trace", "--quiet", "--cp", dir, "--out", filepath.Join(t.TempDir(), "t.trace"), name}, programArgs(t, dir)...), &out, &errb)
			if out.String() != want.stdout {
				t.Errorf("stdout differs from HotSpot's:\n%s", testtrace.LineDiff(want.stdout, out.String()))
			}
			if errb.String() != want.stderr {
				t.Errorf("stderr differs from HotSpot's:\n%s", testtrace.LineDiff(want.stderr, errb.String()))
			}
			if status != want.status {
				t.Errorf("exit status %d, want %d", status, want.status)
			}
		})
	}
}

// TestDeterministicRunsAreReproducible runs multithreaded programs under --deterministic: two
// runs give byte-identical trace tables, and under any --quantum the program prints what
// HotSpot printed (the scheduler may interleave threads differently, never wrongly).
func TestDeterministicRunsAreReproducible(t *testing.T) {
	for _, name := range []string{"ProducerConsumer", "ExecutorsUse", "ConcurrentCollections"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(programsDir, name)
			want := golden(t, dir)
			var traces []string
			for _, quantum := range []string{"1", "7", "100", "20000", "20000"} {
				out := filepath.Join(t.TempDir(), "t.trace")
				var stdout, stderr bytes.Buffer
				status := Main(context.Background(), []string{"trace", "--quiet", "--deterministic", "--quantum", quantum, "--cp", dir, "--out", out, name}, &stdout, &stderr)
				if status != want.status || stdout.String() != want.stdout {
					t.Fatalf("--quantum %s: status %d, stdout differs from HotSpot's:\n%s", quantum, status, testtrace.LineDiff(want.stdout, stdout.String()))
				}
				if quantum == "20000" {
					traces = append(traces, out)
				}
			}
			files, _ := filepath.Glob(filepath.Join(traces[0], "*.arrow"))
			if len(files) == 0 {
				t.Fatal("no trace tables")
			}
			for _, f := range files {
				a, errA := os.ReadFile(f)
				b, errB := os.ReadFile(filepath.Join(traces[1], filepath.Base(f)))
				if errA != nil || errB != nil || !bytes.Equal(a, b) {
					t.Errorf("%s differs between two --deterministic runs (%d and %d bytes)", filepath.Base(f), len(a), len(b))
				}
			}
		})
	}
}
