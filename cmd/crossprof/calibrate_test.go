// Tests of calibrate as a user runs it: a fit to measurements, its mistakes, and the saved
// parameter set in cost and explore.

package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCalibrateSaveAndCost fits r to Tiny's cycles at r=3 (1683, worked out by hand in
// cost/cost_test.go), saves the set and costs with it.
func TestCalibrateSaveAndCost(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "t.duckdb")
	if status, _, errs := run(t, "run", "-q", "--cp", "../../testdata/cost/Tiny", "--out", filepath.Join(tmp, "T.trace"), "--db", db, "Tiny"); status != 0 {
		t.Fatal(errs)
	}
	m := filepath.Join(tmp, "m.csv")
	os.WriteFile(m, []byte("trace,root,cycles\nT,,1683\n"), 0o644)
	status, out, errs := run(t, "calibrate", "--db", db, "--measured", m, "--fit", "r", "--save", "board")
	for _, want := range []string{"fitted: r=3 (from 1, int 0..15)", "1 measurements for 1 parameters", "1620", "-3.74", "1683",
		"RMS relative error: 3.74% before, 0.00% after, - leave-one-out", `saved parameter set "board"`} {
		if status != 0 || !strings.Contains(out, want) {
			t.Fatalf("calibrate: status %d, stderr %q, output lacks %q:\n%s", status, errs, want, out)
		}
	}
	status, out, errs = run(t, "cost", "--db", db, "--params", "board")
	if status != 0 || !strings.Contains(out, "the whole run: 1683 cycles") || !strings.Contains(out, " r=3 ") {
		t.Errorf("cost --params board: status %d, stderr %q:\n%s", status, errs, out)
	}
	// --set goes over the set's values.
	status, out, errs = run(t, "cost", "--db", db, "--params", "board", "--set", "r=1")
	if status != 0 || !strings.Contains(out, "the whole run: 1620 cycles") {
		t.Errorf("cost --params board --set r=1: status %d, stderr %q:\n%s", status, errs, out)
	}
	variants := filepath.Join(tmp, "v.txt")
	os.WriteFile(variants, []byte("board\nslow r=5\n"), 0o644)
	status, out, errs = run(t, "explore", "--db", db, "--variants", variants, "--params", "board", "--format", "csv")
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if status != 0 || err != nil || len(recs) != 3 || recs[1][2] != "1683" || recs[2][2] == "1683" {
		t.Errorf("explore --params board: status %d, stderr %q, %v:\n%s", status, errs, err, out)
	}
	// Saving again replaces; csv output keeps the note off stdout.
	status, out, errs = run(t, "calibrate", "--db", db, "--measured", m, "--fit", "r", "--save", "board", "--format", "csv")
	if status != 0 || !strings.Contains(errs, `replaced parameter set "board"`) || strings.Contains(out, "replaced") || !strings.HasPrefix(out, "trace,root,measured") {
		t.Errorf("calibrate --format csv: status %d, stderr %q:\n%s", status, errs, out)
	}
	status, _, errs = run(t, "cost", "--db", db, "--params", "nope")
	if status != 2 || !strings.Contains(errs, `no parameter set named "nope" in the database (it has: board)`) {
		t.Errorf("cost --params nope: status %d, stderr %q", status, errs)
	}
}

func TestCalibrateMistakes(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "t.duckdb")
	if status, _, errs := run(t, "run", "-q", "--cp", "../../testdata/cost/Tiny", "--out", filepath.Join(tmp, "T.trace"), "--db", db, "Tiny"); status != 0 {
		t.Fatal(errs)
	}
	file := func(name, text string) string {
		p := filepath.Join(tmp, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	good := file("good.csv", "T,Tiny.main,1700\n")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--measured", file("a.csv", "T,Tiny.main,1700\nT,Tiny.big,12x\n"), "--fit", "r"}, `a.csv, row 2, column 3 (cycles): "12x" is not a number of cycles`},
		{[]string{"--measured", file("b.csv", "trace,root,cycles\nT,Tiny.main\n"), "--fit", "r"}, "b.csv, row 2: 2 fields, want 3"},
		{[]string{"--measured", file("c.csv", "Nope,main,100\n"), "--fit", "r"}, `c.csv, row 1, column 1 (trace): no trace named "Nope"`},
		{[]string{"--measured", file("d.csv", "T,Tiny.nope,100\n"), "--fit", "r"}, "d.csv, row 1, column 2 (root method): no calling context of a method Tiny.nope"},
		{[]string{"--measured", file("e.csv", "T,Tiny.main,0\n"), "--fit", "r"}, "e.csv, row 1, column 3 (cycles): 0: measured cycles must be positive"},
		{[]string{"--measured", filepath.Join(tmp, "none.csv"), "--fit", "r"}, "none.csv: no such file"},
		{[]string{"--measured", good}, "give --measured FILE.csv and --fit NAME,..."},
		{[]string{"--measured", good, "--fit", "r,cache_policy"}, "parameter cache_policy of model jop is a choice (one of fifo|lru|always-hit|always-miss), not a number to fit"},
		{[]string{"--measured", good, "--fit", "x"}, `model jop has no parameter "x" to fit`},
		{[]string{"--measured", good, "--fit", "r", "--set", "r=20"}, "model jop: r=20 is not allowed: r must be an integer in 0..15"},
		{[]string{"--measured", good, "--fit", "r", "--params", "none"}, `no parameter set named "none"`},
	}
	for _, c := range cases {
		status, _, errs := run(t, append([]string{"calibrate", "--db", db}, c.args...)...)
		if status != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: status %d, stderr %q; want 2 and %q", c.args, status, errs, c.want)
		}
	}
	status, out, _ := run(t, "calibrate", "--help")
	if status != 0 || !strings.Contains(out, "crossprof calibrate --measured board.csv --fit r,w") {
		t.Errorf("calibrate --help: %d\n%s", status, out)
	}
}
