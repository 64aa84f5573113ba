// Tests of the one command-line grammar and of what a user sees while commands run: exit
// statuses on bad arguments, a second trace refused without --force, the program's output
// reaching a pipe at once, the main class hint and the completion scripts.

package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// testBinary builds crossprof once per test run, for tests that need a real process (pipes,
// the README's shell examples).
func testBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "crossprof-test-bin-")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "crossprof")
		if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			binErr = err
			t.Logf("go build: %s", out)
		}
	})
	if binErr != nil {
		t.Fatalf("building crossprof: %v", binErr)
	}
	return binPath
}

// TestExitStatusOnBadArgument gives every command an unknown flag and a bad argument: each
// exits 2 with one line on stderr that names the command.
func TestExitStatusOnBadArgument(t *testing.T) {
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "missing.duckdb")
	bad := map[string][]string{
		"run":        {"--out", filepath.Join(tmp, "r.trace"), "--db", missing, "--depth", "deep", "Main"},
		"trace":      {"--out", filepath.Join(tmp, "t.trace"), "--bba", "fancy", "Main"},
		"ingest":     {"--db", missing, filepath.Join(tmp, "none.trace")},
		"query":      {"--db", missing, "nosuchquery"},
		"cost":       {"--db", missing, "extra"},
		"explore":    {"--db", missing, "--preset", "cprof", "--format", "xml"},
		"export":     {"--db", missing, "--format", "svg"},
		"report":     {"--db", missing, "--threshold", "500"},
		"demo":       {"extra"},
		"completion": {"tcsh"},
	}
	for _, c := range commands() {
		tries := [][]string{{c.name, "--no-such-flag"}}
		if args, ok := bad[c.name]; ok {
			tries = append(tries, append([]string{c.name}, args...))
		}
		for _, a := range tries {
			status, out, errs := run(t, a...)
			if status != 2 || !strings.Contains(errs, "crossprof") || strings.Count(strings.TrimSpace(errs), "\n") > 0 || strings.Contains(errs, "goroutine") {
				t.Errorf("%v: status %d, stdout %q, stderr %q; want 2 and one line", a, status, out, errs)
			}
		}
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("a command given bad arguments created the database")
	}
	status, out, _ := run(t, "--help")
	if status != 0 || !strings.Contains(out, "Exit status, in every command") {
		t.Errorf("crossprof --help does not list the exit statuses:\n%s", out)
	}
}

// TestParamIsSet checks that --param is another spelling of --set.
func TestParamIsSet(t *testing.T) {
	status, _, errs := run(t, "query", "--db", filepath.Join(t.TempDir(), "none.duckdb"), "cct", "--param", "depth")
	if status != 2 || !strings.Contains(errs, "--set wants name=value") {
		t.Errorf("--param: status %d, stderr %q", status, errs)
	}
}

// TestSecondTraceRefused: a trace directory is replaced only with --force; the summary
// says where the trace went.
func TestSecondTraceRefused(t *testing.T) {
	out := filepath.Join(t.TempDir(), "Fgh.trace")
	args := []string{"trace", "--cp", programsDir + "/Fgh", "--out", out, "Fgh"}
	status, _, errs := run(t, args...)
	if status != 0 || !strings.Contains(errs, "trace of Fgh in "+out+": ") || !strings.Contains(errs, "bytecodes") {
		t.Fatalf("first trace: status %d, stderr %q", status, errs)
	}
	before, _ := os.ReadFile(filepath.Join(out, "manifest.json"))
	status, _, errs = run(t, args...)
	if status != 2 || !strings.Contains(errs, "already holds a trace: give --force") {
		t.Errorf("second trace: status %d, stderr %q; want 2 and a refusal", status, errs)
	}
	if after, _ := os.ReadFile(filepath.Join(out, "manifest.json")); string(after) != string(before) {
		t.Error("the refused trace changed the trace directory")
	}
	force := append([]string{"trace", "--force", "-q"}, args[1:]...)
	if status, _, errs = run(t, force...); status != 0 || errs != "" {
		t.Errorf("--force -q: status %d, stderr %q; want 0 and nothing", status, errs)
	}
}

// TestNothingLeftWhenNothingRan: a trace that cannot start leaves no directory behind, so
// that correcting the command line does not need --force.
func TestNothingLeftWhenNothingRan(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.trace")
	if status, _, _ := run(t, "trace", "--cp", programsDir+"/Fgh", "--out", out, "NoSuchMain"); status != 2 {
		t.Fatalf("status %d", status)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("the failed trace left its directory")
	}
}

// TestMainClassHint: a main class given without its package gets the full name as a hint.
func TestMainClassHint(t *testing.T) {
	cp := t.TempDir()
	data, err := os.ReadFile(programsDir + "/Fgh/Fgh.class")
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(cp, "com", "example"), 0o755)
	os.WriteFile(filepath.Join(cp, "com", "example", "Fgh.class"), data, 0o644)
	status, _, errs := run(t, "trace", "--cp", cp, "--out", filepath.Join(t.TempDir(), "t.trace"), "Fgh")
	if status != 2 || !strings.Contains(errs, "did you mean com.example.Fgh?") {
		t.Errorf("status %d, stderr %q; want a hint", status, errs)
	}
}

// TestPipeSeesFirstLine runs a program that prints a line and sleeps: the line must come
// through a pipe during the sleep, as with HotSpot, not when the program ends.
func TestPipeSeesFirstLine(t *testing.T) {
	bin := testBinary(t)
	cmd := exec.Command(bin, "trace", "-q", "--cp", "testdata/slowprint", "--out", filepath.Join(t.TempDir(), "s.trace"), "SlowPrint", "3000")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	errLine := make(chan string, 1)
	go func() {
		buf := make([]byte, 100)
		n, _ := stderr.Read(buf)
		errLine <- string(buf[:n])
	}()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	took := time.Since(start)
	if err != nil || line != "first line\n" {
		t.Fatalf("first line %q, %v", line, err)
	}
	if took > 2500*time.Millisecond {
		t.Errorf("the first line came after %s, while the program slept", took)
	}
	select {
	case s := <-errLine:
		if s != "no newline on stderr" {
			t.Errorf("stderr %q", s)
		}
	case <-time.After(2 * time.Second):
		t.Error("stderr's print without a newline did not come through during the sleep")
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("crossprof: %v", err)
	}
}

// TestCompletionScripts checks that the scripts name every command and that the shells
// that are installed accept them.
func TestCompletionScripts(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		status, out, errs := run(t, "completion", sh)
		if status != 0 || errs != "" {
			t.Fatalf("completion %s: status %d, stderr %q", sh, status, errs)
		}
		for _, c := range commands() {
			if !strings.Contains(out, c.name) {
				t.Errorf("completion %s: no command %s", sh, c.name)
			}
		}
		if !strings.Contains(out, "max-instructions") || !strings.Contains(out, "hot-methods") {
			t.Errorf("completion %s: no trace flags or query names", sh)
		}
		shell, err := exec.LookPath(sh)
		if err != nil {
			continue
		}
		f := filepath.Join(t.TempDir(), "c."+sh)
		os.WriteFile(f, []byte(out), 0o644)
		check := exec.Command(shell, "-n", f)
		if sh == "fish" {
			check = exec.Command(shell, "--no-execute", f)
		}
		if b, err := check.CombinedOutput(); err != nil {
			t.Errorf("%s rejects its completion script: %v\n%s", sh, err, b)
		}
	}
}
