// Tests of the main job as a user runs it: demo, run, re-costing without the program,
// explore, and the mistakes users make with models.

package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
)

func TestDemo(t *testing.T) {
	db := filepath.Join(t.TempDir(), "demo.duckdb")
	status, out, errs := run(t, "demo", "--db", db)
	for _, want := range []string{"filtered sum = 32737210", "cycles for 775824 bytecodes", "Example.filter", "method cache fifo:4096:16", "crossprof explore --db " + db + " --preset cprof"} {
		if status != 0 || !strings.Contains(out, want) {
			t.Fatalf("demo: status %d, stderr %q, output lacks %q:\n%s", status, errs, want, out)
		}
	}
}

// TestRunAndRecost runs testdata/cost/Tiny (its cycles are worked out by hand in
// cost/cost_test.go), removes the trace, and re-costs it from the database alone.
func TestRunAndRecost(t *testing.T) {
	tmp := t.TempDir()
	db, tr := filepath.Join(tmp, "t.duckdb"), filepath.Join(tmp, "Tiny.trace")
	status, out, errs := run(t, "run", "-q", "--cp", "../../testdata/cost/Tiny", "--out", tr, "--db", db, "--set", "cache_policy=always-hit", "Tiny")
	if status != 0 || !strings.Contains(out, "1612 cycles for 344 bytecodes, CPI 4.69") || !strings.Contains(out, "  Tiny.big") {
		t.Fatalf("run: status %d, stderr %q, output:\n%s", status, errs, out)
	}
	if err := os.RemoveAll(tr); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "the whole run: 1635 cycles, 344 bytecodes"},
		{[]string{"--set", "r=3"}, "the whole run: 1698 cycles"},
		{[]string{"--set", "cache_policy=always-miss"}, "1711 cycles"},
		{[]string{"--root", "Tiny.big", "--set", "cache_policy=always-hit"}, "Tiny.big and its callees: 1296 cycles, 312 bytecodes"},
	} {
		status, out, errs := run(t, append([]string{"cost", "--db", db}, c.args...)...)
		if status != 0 || !strings.Contains(out, c.want) {
			t.Errorf("cost %v: status %d, stderr %q, want %q in:\n%s", c.args, status, errs, c.want, out)
		}
	}
	variants := filepath.Join(tmp, "v.txt")
	os.WriteFile(variants, []byte("# two designs\nhit cache_policy=always-hit\nmiss cache_policy=always-miss\n"), 0o644)
	status, out, errs = run(t, "explore", "--db", db, "--variants", variants, "--format", "csv")
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if status != 0 || err != nil || len(recs) != 3 || recs[1][2] != "1612" || recs[2][2] != "1711" {
		t.Fatalf("explore: status %d, stderr %q, %v:\n%s", status, errs, err, out)
	}
	// speedup of "miss" versus "hit": (1612 / 1711 - 1) * 100
	if !strings.HasPrefix(recs[2][5], "-5.78") {
		t.Errorf("explore speedup %s, want -5.78...", recs[2][5])
	}
	status, out, errs = run(t, "explore", "--db", db, "--preset", "cprof")
	if status != 0 || !strings.Contains(out, "combined") || !strings.Contains(out, "cache-64k/256") {
		t.Errorf("explore --preset cprof: status %d, stderr %q:\n%s", status, errs, out)
	}
}

func TestCostMistakes(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "t.duckdb")
	if status, _, errs := run(t, "run", "-q", "--cp", "../../testdata/cost/Tiny", "--out", filepath.Join(tmp, "T.trace"), "--db", db, "Tiny"); status != 0 {
		t.Fatal(errs)
	}
	sneaky := filepath.Join(tmp, "sneaky.sql")
	os.WriteFile(sneaky, []byte("-- sneaky: copies the database elsewhere\nCOPY cct_nodes TO '"+filepath.Join(tmp, "stolen.csv")+"';\nSELECT node_id, 0 AS self_cycles, 0 AS cache_hits, 0 AS cache_misses FROM cct_nodes;\n"), 0o644)
	missing := filepath.Join(tmp, "missing.duckdb") // no command may leave it behind
	badVariants := filepath.Join(tmp, "v.txt")
	os.WriteFile(badVariants, []byte("base\nbad cache_size=abc\n"), 0o644)
	cases := []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"cost", "--db", db, "--set", "q=1"}, 1, `model jop has no parameter "q"`},
		{[]string{"cost", "--db", db, "--model", "nope"}, 2, `no cost model named "nope"`},
		{[]string{"cost", "--db", db, "--set", "cache_policy=random"}, 1, `unknown policy "random"`},
		{[]string{"cost", "--db", db, "--set", "cache_size=1000", "--set", "cache_blocks=16"}, 1, "1000"},
		{[]string{"cost", "--db", db, "--root", "Nope.main"}, 1, "--root Nope.main: no calling context"},
		{[]string{"cost", "--db", db, "--model-file", sneaky}, 1, "disabled"},
		{[]string{"explore", "--db", db}, 2, "give --variants FILE or --preset NAME"},
		{[]string{"explore", "--db", db, "--preset", "nope"}, 2, `no preset "nope"`},
		{[]string{"explore", "--db", db, "--variants", badVariants}, 2, "v.txt:2: cache_size=abc: not a number of bytes"},
		{[]string{"explore", "--db", db, "--variants", filepath.Join(tmp, "none.txt")}, 2, "none.txt: no such file"},
		{[]string{"run", "--db", db, "--set", "x=1", "Tiny"}, 2, `the jop model has no parameter "x"`},
		{[]string{"cost", "--db", missing}, 2, "missing.duckdb does not exist: load a trace first"},
		{[]string{"explore", "--db", missing, "--preset", "cprof"}, 2, "missing.duckdb does not exist: load a trace first"},
		{[]string{"ingest", "--db", missing, filepath.Join(tmp, "none.trace")}, 1, "none.trace: no such file or directory"},
	}
	for _, c := range cases {
		status, _, errs := run(t, c.args...)
		if status != c.status || !strings.Contains(errs, c.want) || strings.Contains(errs, "goroutine") {
			t.Errorf("%v: status %d, stderr %q; want %d and %q", c.args, status, errs, c.status, c.want)
		}
	}
	if _, err := os.Stat(filepath.Join(tmp, "stolen.csv")); err == nil {
		t.Error("the model file wrote a file")
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("a command given a missing database or trace created the database")
	}
	status, out, _ := run(t, "cost", "--list-params")
	if status != 0 || !strings.Contains(out, "--set cache_policy=fifo") {
		t.Errorf("--list-params: %d\n%s", status, out)
	}
}

// TestExportCycles checks that a costed trace's pprof profile carries the cycles of its
// latest cost run as a third sample type.
func TestExportCycles(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "t.duckdb")
	if status, _, errs := run(t, "run", "-q", "--cp", "../../testdata/cost/Tiny", "--out", filepath.Join(tmp, "T.trace"), "--db", db,
		"--set", "cache_policy=always-hit", "Tiny"); status != 0 {
		t.Fatal(errs)
	}
	pb := filepath.Join(tmp, "t.pb.gz")
	if status, _, errs := run(t, "export", "--db", db, "--format", "pprof", "-o", pb); status != 0 {
		t.Fatal(errs)
	}
	f, err := os.Open(pb)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := profile.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.SampleType) != 3 || p.SampleType[2].Type != "cycles" {
		t.Fatalf("sample types %v, want bytecodes, calls, cycles", p.SampleType)
	}
	var bytecodes, cycles int64
	for _, s := range p.Sample {
		bytecodes += s.Value[0]
		cycles += s.Value[2]
	}
	if bytecodes != 344 || cycles != 1612 {
		t.Errorf("profile totals: %d bytecodes, %d cycles; want 344 and 1612", bytecodes, cycles)
	}
}
