// This file holds the differential test: every program in testdata/programs runs under
// crossprof and must print what HotSpot prints.

package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/internal/testtrace"
)

const programsDir = "../../testdata/programs"

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

// hotspot runs the program under java when it is on PATH, and otherwise reads the committed
// golden files that testdata/programs/build.sh made with java.
func hotspot(t *testing.T, dir, name string, args []string) outcome {
	if java, err := exec.LookPath("java"); err == nil && os.Getenv("CROSSPROF_GOLDEN_ONLY") == "" {
		cmd := exec.Command(java, append([]string{"-XX:-ShowCodeDetailsInExceptionMessages", "-Xss8m", "-cp", dir, name}, args...)...)
		cmd.Env = append(os.Environ(), "LC_ALL=C.UTF-8")
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		status := 0
		if ee, ok := err.(*exec.ExitError); ok {
			status = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("running java: %v", err)
		}
		return outcome{out.String(), errb.String(), status}
	}
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
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			args := programArgs(t, dir)
			want := hotspot(t, dir, name, args)
			var out, errb bytes.Buffer
			status := Main(context.Background(), append([]string{"trace", "--quiet", "--cp", dir, "--out", filepath.Join(t.TempDir(), "t.trace"), name}, args...), &out, &errb)
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
