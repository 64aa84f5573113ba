// Tests of the progress line: on a terminal every long step shows what it has done, and
// nothing is written when stderr is not a terminal. The line's delay is set to zero rather
// than running something slow.

package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeTerminal is a stderr that the progress line takes for a terminal. Its writes are
// locked: the line is redrawn by a ticker while the command writes its own messages.
type fakeTerminal struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (f *fakeTerminal) Write(b []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.buf.Write(b)
}

func (f *fakeTerminal) String() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.buf.String()
}

// quickProgress makes every step "long" and every report redraw the line, and takes
// fakeTerminal writers for terminals, until the test ends.
func quickProgress(t *testing.T) {
	delay, every, term := progressDelay, progressEvery, isTerminal
	progressDelay, progressEvery = 0, 0
	isTerminal = func(w io.Writer) bool {
		_, ok := unchecked(w).(*fakeTerminal)
		return ok
	}
	t.Cleanup(func() { progressDelay, progressEvery, isTerminal = delay, every, term })
}

// runOn runs crossprof with stderr going to errw.
func runOn(t *testing.T, errw io.Writer, args ...string) (int, string) {
	t.Helper()
	var out bytes.Buffer
	status := Main(t.Context(), args, &out, errw)
	return status, out.String()
}

func TestProgressLines(t *testing.T) {
	quickProgress(t)
	tmp := t.TempDir()
	db, tr := filepath.Join(tmp, "t.duckdb"), filepath.Join(tmp, "Tiny.trace")
	variants := filepath.Join(tmp, "v.txt")
	if err := os.WriteFile(variants, []byte("hit cache_policy=always-hit\nmiss cache_policy=always-miss\nfifo cache_policy=fifo cache_size=1024 cache_blocks=4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want []string
	}{
		// trace, ingest (rows and the tree build's steps) and cost (the replay and the
		// model's statements).
		{[]string{"run", "--cp", "../../testdata/cost/Tiny", "--out", tr, "--db", db, "Tiny"}, []string{
			"crossprof: loading ", " of 27 rows, about ", "crossprof: building the calling context tree of ", "step 1/",
			"crossprof: costing trace 1 with model jop, ", "replaying the method cache: reading calls: ", " calls",
			"replaying the method cache: storing its counts", "running the model: statement 1/", "storing the run"}},
		{[]string{"cost", "--db", db, "--set", "cache_size=2048", "--set", "cache_blocks=8"}, []string{
			"crossprof: costing trace 1 with model jop, ", "replaying the method cache: ", " invocations",
			"running the model: statement 2/"}},
		{[]string{"explore", "--db", db, "--variants", variants}, []string{
			"crossprof: exploring 3 variants on trace 1, ", "variant 1/3 (hit, trace 1), running the model: statement 1/",
			"variant 3/3 (fifo, trace 1), about ", "s left, replaying the method cache: "}},
	} {
		term := &fakeTerminal{}
		status, out := runOn(t, term, c.args...)
		got := term.String()
		if status != 0 {
			t.Fatalf("%v: status %d, stderr %q, stdout:\n%s", c.args, status, got, out)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%v: the progress lines lack %q:\n%s", c.args[0], w, lines(got))
			}
		}
		// Every line is cleared before the command ends: the last thing written about
		// progress is an erase.
		if i := strings.LastIndex(got, "\r\x1b[K"); i < 0 || strings.HasPrefix(got[i+4:], "crossprof: costing") || strings.HasPrefix(got[i+4:], "crossprof: exploring") {
			t.Errorf("%v: a progress line is left on the terminal:\n%s", c.args[0], lines(got))
		}
	}

	// Not a terminal: the same runs write no progress line at all.
	for _, args := range [][]string{
		{"run", "--force", "--cp", "../../testdata/cost/Tiny", "--out", tr, "--db", filepath.Join(tmp, "u.duckdb"), "Tiny"},
		{"cost", "--db", db},
		{"explore", "--db", db, "--variants", variants},
	} {
		var errb bytes.Buffer
		if status, out := runOn(t, &errb, args...); status != 0 {
			t.Fatalf("%v: status %d, stderr %q, stdout:\n%s", args, status, errb.String(), out)
		}
		if strings.Contains(errb.String(), "\r") || strings.Contains(errb.String(), "\x1b[") {
			t.Errorf("%v: progress written to a non-terminal: %q", args[0], errb.String())
		}
	}
}

// TestEstimate checks the estimate's arithmetic and that it waits for something to go by.
func TestEstimate(t *testing.T) {
	for _, c := range []struct {
		done, total int64
		el          time.Duration
		want        string
	}{
		{1, 4, 2 * time.Second, "about 6s left"},
		{3, 4, 3 * time.Second, "about 1s left"},
		{0, 4, 2 * time.Second, ""},
		{5, 4, 2 * time.Second, ""},
		{1, 0, 2 * time.Second, ""},
		{1, 4, 10 * time.Millisecond, ""},
	} {
		if got := estimate(c.done, c.total, c.el); got != c.want {
			t.Errorf("estimate(%d, %d, %s) = %q, want %q", c.done, c.total, c.el, got, c.want)
		}
	}
}

// lines shows a terminal's output one redraw per line.
func lines(s string) string {
	return strings.ReplaceAll(s, "\r", "\n")
}

// TestProgressLineMakesWayForTheProgram traces a program that prints, sleeps and prints
// again, with its output and the progress line on one terminal: the line is cleared before
// each of the program's writes, so that no program text lands on the end of the line.
func TestProgressLineMakesWayForTheProgram(t *testing.T) {
	quickProgress(t)
	term := &fakeTerminal{}
	status := Main(t.Context(), []string{"trace", "--cp", "testdata/slowprint", "--out", filepath.Join(t.TempDir(), "s.trace"), "SlowPrint", "600"}, term, term)
	got := term.String()
	if status != 0 || !strings.Contains(got, "first line\n") || !strings.Contains(got, "second line\n") {
		t.Fatalf("status %d, terminal:\n%s", status, lines(got))
	}
	drawn := 0
	for _, seg := range strings.Split(got, "\r") {
		if !strings.HasPrefix(seg, "\x1b[Kcrossprof: tracing: ") {
			continue
		}
		drawn++
		if !strings.HasSuffix(seg, " bytecodes/s") {
			t.Errorf("the program wrote after the progress line without clearing it: %q", seg)
		}
	}
	if drawn == 0 {
		t.Errorf("no progress line while the program slept:\n%s", lines(got))
	}
}
