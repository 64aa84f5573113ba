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
	for _, want := range []string{"filtered sum = 32737210", "cycles for 775907 bytecodes", "Example.filter", "method cache fifo:4096:16", "crossprof explore --db " + db + " --preset cprof"} {
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
	if status != 0 || !strings.Contains(out, "1597 cycles for 344 bytecodes, CPI 4.64") || !strings.Contains(out, "  Tiny.big") {
		t.Fatalf("run: status %d, stderr %q, output:\n%s", status, errs, out)
	}
	if err := os.RemoveAll(tr); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "the whole run: 1620 cycles, 344 bytecodes"},
		{[]string{"--set", "r=3"}, "the whole run: 1683 cycles"},
		{[]string{"--set", "cache_policy=always-miss"}, "1696 cycles"},
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
	if status != 0 || err != nil || len(recs) != 3 || recs[1][2] != "1597" || recs[2][2] != "1696" {
		t.Fatalf("explore: status %d, stderr %q, %v:\n%s", status, errs, err, out)
	}
	// speedup of "miss" versus "hit": (1597 / 1696 - 1) * 100
	if !strings.HasPrefix(recs[2][5], "-5.83") {
		t.Errorf("explore speedup %s, want -5.83...", recs[2][5])
	}
	status, out, errs = run(t, "explore", "--db", db, "--preset", "cprof")
	if status != 0 || !strings.Contains(out, "combined") || !strings.Contains(out, "cache-64k/256") {
		t.Errorf("explore --preset cprof: status %d, stderr %q:\n%s", status, errs, out)
	}

	// explore's runs (6 to 15) are labelled with their variants, and every consumer shows the
	// latest run of crossprof cost (5) unless told otherwise, and says which.
	plain := "cycles of cost run 5 (model jop, totals of Tiny.big; "
	for _, c := range []struct {
		args   []string
		stdout bool
		want   string
	}{
		{[]string{"query", "cycles"}, false, plain},
		{[]string{"query", "cycles", "--param", "run=6"}, false, "cycles of cost run 6 (model jop, explore variant hit; "},
		{[]string{"query", "bottlenecks", "--param", "metric=cycles"}, false, plain},
		{[]string{"export", "--format", "pprof", "-o", filepath.Join(tmp, "t.pb.gz")}, false, plain},
		{[]string{"export", "--format", "pprof", "-o", filepath.Join(tmp, "t.pb.gz"), "--run", "15"}, false, "cost run 15 (model jop, explore variant combined; "},
		{[]string{"report", "-o", filepath.Join(tmp, "r.html")}, true, plain},
		{[]string{"report", "-o", filepath.Join(tmp, "r.html"), "--run", "7"}, true, "cost run 7 (model jop, explore variant miss; "},
		{[]string{"query", "--sql", "SELECT string_agg(coalesce(variant, '-'), ' ' ORDER BY run_id) FROM cost_runs", "--format", "csv"}, true, "- - - - - hit miss baseline cache-1k/4"},
	} {
		status, out, errs := run(t, append(append([]string{}, c.args[0], "--db", db), c.args[1:]...)...)
		got := errs
		if c.stdout {
			got = out
		}
		if status != 0 || !strings.Contains(got, c.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %q", c.args, status, out, errs, c.want)
		}
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
		{[]string{"cost", "--db", db, "--set", "q=1"}, 2, `model jop has no parameter "q"`},
		{[]string{"cost", "--db", db, "--model", "nope"}, 2, `no cost model named "nope"`},
		{[]string{"cost", "--db", db, "--set", "cache_policy=random"}, 2, "model jop: cache_policy=random is not allowed: cache_policy must be one of fifo, lru, always-hit, always-miss"},
		{[]string{"cost", "--db", db, "--set", "cache_size=1000", "--set", "cache_blocks=16"}, 2, "1000"},
		{[]string{"cost", "--db", db, "--root", "Nope.main"}, 2, "--root Nope.main: no calling context"},
		{[]string{"cost", "--db", db, "--model-file", sneaky}, 2, "disabled"},
		{[]string{"explore", "--db", db}, 2, "give --variants FILE or --preset NAME"},
		{[]string{"explore", "--db", db, "--preset", "nope"}, 2, `no preset "nope"`},
		{[]string{"explore", "--db", db, "--variants", badVariants}, 2, "v.txt:2: model jop: cache_size=abc is not allowed: cache_size must be a power of two in 256..65536"},
		{[]string{"explore", "--db", db, "--variants", filepath.Join(tmp, "none.txt")}, 2, "none.txt: no such file"},
		{[]string{"run", "--db", db, "--set", "x=1", "Tiny"}, 2, `the jop model has no parameter "x"`},
		{[]string{"cost", "--db", missing}, 2, "missing.duckdb does not exist: load a trace first"},
		{[]string{"explore", "--db", missing, "--preset", "cprof"}, 2, "missing.duckdb does not exist: load a trace first"},
		{[]string{"ingest", "--db", missing, filepath.Join(tmp, "none.trace")}, 2, "none.trace: no such file or directory"},
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
	if bytecodes != 344 || cycles != 1597 {
		t.Errorf("profile totals: %d bytecodes, %d cycles; want 344 and 1597", bytecodes, cycles)
	}
}
