// Tests of bad input that must never give a result with exit status 0: parameters and
// flags out of range, failed writes, SQL that would install extensions or change the
// database, runaway traces, and killed traces in the named queries.

package main

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/trace"
)

// copyDB copies the shared test database, for tests that may write to it.
func copyDB(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(demoDB(t))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "copy.duckdb")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// expectRefused runs crossprof and wants exit status 2, stderr of one line containing want,
// and nothing on stdout.
func expectRefused(t *testing.T, want string, args ...string) {
	t.Helper()
	status, out, errs := run(t, args...)
	if status != 2 || !strings.Contains(errs, want) || strings.Count(errs, "\n") != 1 || out != "" {
		t.Errorf("%v: status %d, stdout %q, stderr %q; want 2 and one line with %q", args, status, out, errs, want)
	}
}

// TestBadParametersRefusedFirst checks model parameters outside their domains in cost,
// explore, calibrate and run: one line naming the parameter, the value and the domain,
// exit 2, and no cost run stored.
func TestBadParametersRefusedFirst(t *testing.T) {
	db := copyDB(t)
	for _, c := range []struct{ set, want string }{
		{"r=-1", "r=-1 is not allowed: r must be an integer in 0..15"},
		{"r=abc", "r=abc is not allowed: r must be an integer in 0..15"},
		{"cache_size=1000", "cache_size=1000 is not allowed: cache_size must be a power of two in 256..65536"},
		{"cache_policy=random", "cache_policy must be one of fifo, lru, always-hit, always-miss"},
	} {
		expectRefused(t, c.want, "cost", "--db", db, "--set", c.set)
		expectRefused(t, c.want, "calibrate", "--db", db, "--measured", "/nonexistent.csv", "--fit", "w", "--set", c.set)
		expectRefused(t, c.want, "run", "--db", db, "--set", c.set, "--cp", "/nonexistent", "Main")
		variants := filepath.Join(t.TempDir(), "v.txt")
		os.WriteFile(variants, []byte("base\nbad "+c.set+"\n"), 0o644)
		expectRefused(t, variants+":2: model jop: "+c.set, "explore", "--db", db, "--variants", variants)
	}
	status, out, _ := run(t, "query", "--db", db, "--sql", "SELECT count(*) AS n FROM cost_runs", "--format", "csv")
	if status != 0 || out != "n\n2\n" {
		t.Errorf("cost runs after the refusals: status %d, %q; want the two of the test database", status, out)
	}
	status, out, _ = run(t, "cost", "--list-params")
	if status != 0 || !strings.Contains(out, "--set r=1 [int 0..15]: ") {
		t.Errorf("cost --list-params: status %d, output %q; want the domains", status, out)
	}
}

// TestBadNumericFlagsRefused checks every numeric flag's range before anything runs.
func TestBadNumericFlagsRefused(t *testing.T) {
	loop := []string{"--cp", "testdata/slowprint", "--out", filepath.Join(t.TempDir(), "x.trace")}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"trace", "--timeout", "-1s"}, "--timeout wants a wall time of 0 (no limit) or more"},
		{[]string{"trace", "--max-heap", "0"}, "--max-heap wants 1 to 1048576 MB, not 0"},
		{[]string{"trace", "--max-depth", "0"}, "--max-depth wants 1 to 1000000 frames, not 0"},
		{[]string{"trace", "--quantum", "-1"}, "--quantum wants 1 to 1000000000 bytecodes, not -1"},
		{[]string{"trace", "--max-trace-size", "lots"}, `--max-trace-size: want a size such as 20G, 500M or 0 (no limit), not "lots"`},
		{[]string{"trace", "--max-trace-size", "10K"}, "--max-trace-size wants 1M or more"},
		{[]string{"run", "--depth", "0"}, "--depth wants 1 to 100000 levels, not 0"},
		{[]string{"run", "--min-share", "101"}, "--min-share wants a percent from 0 to 100, not 101"},
		{[]string{"run", "--min-share", "NaN"}, "--min-share wants a percent from 0 to 100, not NaN"},
		{[]string{"run", "--max-depth", "-5"}, "--max-depth wants 1 to 1000000 frames, not -5"},
	} {
		args := append(append(c.args, loop...), "SlowPrint")
		expectRefused(t, c.want, args...)
		if _, err := os.Stat(loop[3]); err == nil {
			t.Errorf("%v: a trace was written", c.args)
		}
	}
	expectRefused(t, "--top wants 1 or more contexts, not 0", "cost", "--db", demoDB(t), "--top", "0")
	expectRefused(t, "query cct: min_share=200 is not allowed: min_share must be a number in 0..100", "query", "--db", demoDB(t), "cct", "--set", "min_share=200")
	expectRefused(t, "query hot-methods: top=-1 is not allowed: top must be an integer in 0..1000000000", "query", "--db", demoDB(t), "hot-methods", "--set", "top=-1")
	expectRefused(t, "metric must be one of bytecodes, cycles, calls", "query", "--db", demoDB(t), "bottlenecks", "--set", "metric=x")
	expectRefused(t, "--max-instructions", "trace", "--max-instructions", "-1", "Main")
	for _, s := range []string{"20G", "20GB", "20GiB", "20g", "1.5M", "0"} {
		if _, err := parseSize(s); err != nil {
			t.Errorf("parseSize(%q): %v", s, err)
		}
	}
}

// failingWriter fails every write, as /dev/full or a closed standard output does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestFailedWritesFail checks that an export, a report and a query whose output cannot be
// written exit 2 and never say "wrote".
func TestFailedWritesFail(t *testing.T) {
	db := demoDB(t)
	if _, err := os.Stat("/dev/full"); err == nil {
		for _, args := range [][]string{
			{"export", "--db", db, "--format", "collapsed", "-o", "/dev/full"},
			{"export", "--db", db, "--format", "pprof", "-o", "/dev/full"},
			{"report", "--db", db, "-o", "/dev/full"},
		} {
			status, out, errs := run(t, args...)
			if status != 2 || strings.Contains(out, "wrote") || !strings.Contains(errs, "writing /dev/full: no space left on device") {
				t.Errorf("%v: status %d, stdout %q, stderr %q; want 2 and the write error", args, status, out, errs)
			}
			if fi, err := os.Stat("/dev/full"); err != nil || fi.Mode().IsRegular() {
				t.Fatalf("/dev/full was replaced: %v", err)
			}
		}
	}
	for _, args := range [][]string{
		{"query", "--db", db, "hot-methods"},
		{"query", "--db", db, "--sql", "SELECT 1 AS x", "--format", "csv"},
		{"export", "--db", db, "--format", "collapsed"},
		{"cost", "--db", copyDB(t)},
		{"export", "--db", db, "--format", "jp2-xml", "-o", filepath.Join(t.TempDir(), "x.xml")}, // "wrote" to stdout fails
	} {
		var errb bytes.Buffer
		status := Main(context.Background(), args, failingWriter{}, &errb)
		if status != 2 || !strings.Contains(errb.String(), "no space left on device") {
			t.Errorf("%v with a failing stdout: status %d, stderr %q; want 2 and the error", args, status, errb.String())
		}
	}
	// The trace summary goes to stderr: when it cannot be written, the exit status says so.
	var out bytes.Buffer
	status := Main(context.Background(), []string{"trace", "--cp", "testdata/slowprint", "--out", filepath.Join(t.TempDir(), "t.trace"),
		"--max-instructions", "100000", "SlowPrint"}, &out, failingWriter{})
	if status != 2 {
		t.Errorf("trace with a failing stderr: status %d, want 2", status)
	}
}

// TestQuerySQLConfined checks that --sql cannot write the database or install extensions,
// and still reads the user's own files like the DuckDB CLI.
func TestQuerySQLConfined(t *testing.T) {
	db := demoDB(t)
	csv := filepath.Join(t.TempDir(), "mine.csv")
	os.WriteFile(csv, []byte("a,b\n1,2\n3,4\n"), 0o644)
	status, out, errs := run(t, "query", "--db", db, "--format", "csv", "--sql",
		"CREATE TEMP TABLE t AS SELECT * FROM read_csv('"+csv+"'); SET VARIABLE k = 10; SELECT sum(a) * getvariable('k') AS s FROM t")
	if status != 0 || out != "s\n40\n" {
		t.Errorf("reading my file: status %d, stdout %q, stderr %q", status, out, errs)
	}
	for _, c := range []struct{ sql, want string }{
		{"INSTALL httpfs", "never installs or loads extensions"},
		{"SELECT 1; LOAD httpfs; SELECT 2", "statement 2 (LOAD httpfs;)"},
		{"SET autoinstall_known_extensions = true", "does not change DuckDB's settings"},
		{"PRAGMA autoload_known_extensions = true; SELECT 1", "statement 1"},
		{"DELETE FROM cost_runs", "read-only"},
		{"DROP VIEW cct", "read-only"},
	} {
		status, out, errs := run(t, "query", "--db", db, "--sql", c.sql)
		if status != 2 || !strings.Contains(errs, c.want) || out != "" {
			t.Errorf("--sql %q: status %d, stdout %q, stderr %q; want 2 and %q", c.sql, status, out, errs, c.want)
		}
	}
}

// TestMaxTraceSize stops a runaway program at the trace size limit, with a readable
// incomplete trace that loads, and hot-methods shows no infinite share.
func TestMaxTraceSize(t *testing.T) {
	out := filepath.Join(t.TempDir(), "loop.trace")
	status, _, errs := run(t, "trace", "--quiet", "--cp", "testdata/callloop", "--out", out, "--max-trace-size", "1M", "--timeout", "2m", "CallLoop")
	if status != 2 || !strings.Contains(errs, "trace size limit of 1 MB reached (--max-trace-size)") || !strings.Contains(errs, "incomplete") {
		t.Fatalf("status %d, stderr %q; want 2 and the size limit", status, errs)
	}
	tr, err := trace.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Manifest.Complete || tr.Manifest.Ended != string(trace.EndSizeLimit) || tr.Manifest.ExitStatus != 2 {
		t.Errorf("manifest: complete=%v ended=%q status %d", tr.Manifest.Complete, tr.Manifest.Ended, tr.Manifest.ExitStatus)
	}
	db := filepath.Join(t.TempDir(), "t.duckdb")
	if status, _, errs := run(t, "ingest", "--db", db, "--allow-incomplete", out); status != 0 {
		t.Fatalf("ingest: %s", errs)
	}
	// A killed trace's manifest counts no bytecodes: the traces table then says 0.
	conn, err := sql.Open("duckdb", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(`UPDATE traces SET bytecodes = 0`); err != nil {
		t.Fatal(err)
	}
	conn.Close()
	for _, q := range []string{"hot-methods", "hot-contexts", "cct"} {
		status, csv, errs := run(t, "query", "--db", db, q, "--format", "csv")
		if status != 0 || strings.Contains(strings.ToLower(csv), "inf") || strings.Contains(csv, "NaN") || strings.Count(csv, "\n") < 2 {
			t.Errorf("%s: status %d, %q, %s", q, status, csv, errs)
		}
	}
}
