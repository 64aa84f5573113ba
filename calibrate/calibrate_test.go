package calibrate_test

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/calibrate"
	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/vm"
)

var testDB *sql.DB

// TestMain loads two small programs into one database: Tiny (no memory writes: its
// estimate depends on r, not w) and Fgh (static field writes and printing: on both).
func TestMain(m *testing.M) {
	testtrace.Main(m, "crossprof-calibrate-test-", &testDB, func(ctx context.Context, db *sql.DB, tmp string) error {
		for _, p := range []struct{ cp, main string }{{testtrace.Testdata("cost", "Tiny"), "Tiny"}, {testtrace.Program("Fgh"), "Fgh"}} {
			dir := filepath.Join(tmp, p.main+".trace")
			if _, err := testtrace.Record(p.cp, p.main, dir, vm.BlocksDefault, 0); err != nil {
				return err
			}
			if _, err := ingest.Ingest(ctx, db, dir, ingest.Options{}); err != nil {
				return err
			}
		}
		return nil
	})
}

func resolve(ctx context.Context, spec string) (int32, string, error) {
	var id int32
	err := testDB.QueryRowContext(ctx, `SELECT trace_id FROM traces WHERE name = ?`, spec).Scan(&id)
	if err != nil {
		return 0, "", fmt.Errorf("no trace named %q", spec)
	}
	return id, spec, nil
}

// measure makes synthetic measurements: the jop model's estimates with set.
func measure(t *testing.T, set map[string]string, rows [][2]string) []calibrate.Measurement {
	t.Helper()
	ctx := context.Background()
	model, _ := cost.LoadModel("jop")
	ev, err := cost.NewEvaluator(ctx, testDB, model, false)
	if err != nil {
		t.Fatal(err)
	}
	defer ev.Close()
	var ms []calibrate.Measurement
	for i, r := range rows {
		id, _, err := resolve(ctx, r[0])
		if err != nil {
			t.Fatal(err)
		}
		c, err := ev.Cycles(ctx, id, r[1], set)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, calibrate.Measurement{Trace: r[0], Root: r[1], Cycles: float64(c), Line: i + 1})
	}
	return ms
}

var rows = [][2]string{{"Tiny", ""}, {"Tiny", "Tiny.big"}, {"Fgh", "Fgh.main"}, {"Fgh", "f"}, {"Fgh", "g"}}

// TestFitFindsKnownParameters fits r and w from the defaults (1, 2) to measurements made
// with r=3, w=4, and r, w and soft_call to measurements that leave soft_call undetermined.
func TestFitFindsKnownParameters(t *testing.T) {
	ctx := context.Background()
	model, _ := cost.LoadModel("jop")
	ms := measure(t, map[string]string{"r": "3", "w": "4"}, rows)
	res, err := calibrate.Run(ctx, testDB, calibrate.Setup{Model: model, Fit: []string{"r", "w"}, File: "m.csv", Measurements: ms, Resolve: resolve})
	if err != nil {
		t.Fatal(err)
	}
	if res.Set["r"] != "3" || res.Set["w"] != "4" || res.RMSAfter != 0 || res.RMSLeaveOneOut != 0 || res.RMSBefore == 0 {
		t.Errorf("fitted %v: RMS errors %g before, %g after, %g leave-one-out; want r=3 w=4, errors 0 after", res.Set, res.RMSBefore, res.RMSAfter, res.RMSLeaveOneOut)
	}
	for _, r := range res.Rows {
		if r.After != r.Cycles || r.LeaveOneOut != r.Cycles || r.Before == r.Cycles && r.Root != "Tiny.big" {
			t.Errorf("%s %s: measured %g, before %g, after %g, leave-one-out %g", r.Trace, r.Root, r.Cycles, r.Before, r.After, r.LeaveOneOut)
		}
	}
	t.Logf("%d estimates, %d re-costs (%.2f s), %.2f s", res.Evaluations, res.Runs, res.ModelTime.Seconds(), res.Elapsed.Seconds())
	// Tiny runs no software bytecode and writes no memory: neither soft_call nor w matters.
	res, err = calibrate.Run(ctx, testDB, calibrate.Setup{Model: model, Fit: []string{"r", "w", "soft_call"}, File: "m.csv", Measurements: ms[:2], Resolve: resolve})
	if err != nil {
		t.Fatal(err)
	}
	if res.Set["r"] != "3" || res.Set["w"] != "2" || res.Set["soft_call"] != "80" || strings.Join(res.Undetermined, ",") != "soft_call,w" {
		t.Errorf("fitted %v, undetermined %v; want r=3, and w and soft_call undetermined at 2 and 80", res.Set, res.Undetermined)
	}
	// Fgh runs irem, a software bytecode, so its estimates depend on soft_call too. (The
	// slowest fit here: a wide integer range, three parameters, five leave-one-out fits.)
	if testing.Short() {
		return
	}
	res, err = calibrate.Run(ctx, testDB, calibrate.Setup{Model: model, Fit: []string{"r", "w", "soft_call"}, Set: map[string]string{"soft_call": "90"},
		File: "m.csv", Measurements: ms, Resolve: resolve})
	if err != nil {
		t.Fatal(err)
	}
	if res.Set["r"] != "3" || res.Set["w"] != "4" || res.Set["soft_call"] != "80" || len(res.Undetermined) > 0 {
		t.Errorf("fitted %v, undetermined %v; want r=3 w=4 soft_call=80", res.Set, res.Undetermined)
	}
	t.Logf("%d estimates, %d re-costs (%.2f s), %.2f s", res.Evaluations, res.Runs, res.ModelTime.Seconds(), res.Elapsed.Seconds())
}

// TestFitCache fits r and the method cache size to measurements made with a 256-byte cache
// in two blocks, starting from 4 KB, where every method fits: a plateau the search must leave.
func TestFitCache(t *testing.T) {
	model, _ := cost.LoadModel("jop")
	ms := measure(t, map[string]string{"cache_size": "256", "cache_blocks": "2", "r": "2"}, rows)
	res, err := calibrate.Run(context.Background(), testDB, calibrate.Setup{Model: model, Fit: []string{"r", "cache_size"},
		Set: map[string]string{"cache_blocks": "2"}, File: "m.csv", Measurements: ms, Resolve: resolve})
	if err != nil {
		t.Fatal(err)
	}
	if res.Set["r"] != "2" || res.RMSAfter != 0 {
		t.Errorf("fitted %v with RMS error %g; want r=2 and no error", res.Set, res.RMSAfter)
	}
}

// TestEvaluatorMatchesCostRun checks the evaluator's incremental re-costs (statements whose
// inputs did not change are skipped) against complete cost runs, over a sequence of
// parameter sets that changes one thing at a time.
func TestEvaluatorMatchesCostRun(t *testing.T) {
	ctx := context.Background()
	model, _ := cost.LoadModel("jop")
	ev, err := cost.NewEvaluator(ctx, testDB, model, false)
	if err != nil {
		t.Fatal(err)
	}
	defer ev.Close()
	id, _, _ := resolve(ctx, "Fgh")
	sets := []map[string]string{
		{}, {"r": "3"}, {"r": "3", "w": "5"}, {"r": "3", "w": "5", "cache_size": "512", "cache_blocks": "4"},
		{"r": "3", "w": "5", "cache_size": "512", "cache_blocks": "4", "invoke_scale": "0.5"}, {"branch_extra": "2", "single_fetch": "true"}, {"r": "3"},
	}
	for _, set := range sets {
		for _, root := range []string{"", "Fgh.g"} {
			got, err := ev.Cycles(ctx, id, root, set)
			if err != nil {
				t.Fatal(err)
			}
			want, err := cost.Run(ctx, testDB, id, model, cost.Options{Set: set, Root: root})
			if err != nil {
				t.Fatal(err)
			}
			if got != want.Cycles {
				t.Errorf("%v, root %q: evaluator %d cycles, cost run %d", set, root, got, want.Cycles)
			}
		}
	}
	// One run per new set (the last repeats the second), and one more for the first set's
	// second root; after that one run answers for both roots.
	if ev.Runs != len(sets) || ev.Hits == 0 {
		t.Errorf("%d runs and %d remembered answers: want %d runs", ev.Runs, ev.Hits, len(sets))
	}
}

func TestRunErrors(t *testing.T) {
	ctx := context.Background()
	model, _ := cost.LoadModel("jop")
	ms := []calibrate.Measurement{{Trace: "Tiny", Root: "Tiny.main", Cycles: 1000, Line: 2}, {Trace: "Fgh", Root: "Fgh.nope", Cycles: 1000, Line: 3}}
	for _, c := range []struct {
		fit  []string
		set  map[string]string
		ms   []calibrate.Measurement
		want string
	}{
		{[]string{"r"}, nil, ms, "m.csv, row 3, column 2 (root method): no calling context of a method Fgh.nope in trace"},
		{[]string{"r"}, nil, []calibrate.Measurement{{Trace: "Nope", Cycles: 1, Line: 4}}, `m.csv, row 4, column 1 (trace): no trace named "Nope"`},
		{[]string{"q"}, nil, ms, `model jop has no parameter "q" to fit`},
		{[]string{"cache_policy"}, nil, ms, "parameter cache_policy of model jop is a choice (one of fifo|lru|always-hit|always-miss), not a number to fit"},
		{[]string{"r", "r"}, nil, ms, "parameter r is named twice"},
		{[]string{"r"}, map[string]string{"r": "99"}, ms, "model jop: r=99 is not allowed: r must be an integer in 0..15"},
		{[]string{"r"}, map[string]string{"w": "-1"}, ms, "model jop: w=-1 is not allowed: w must be an integer in 0..15"},
	} {
		_, err := calibrate.Run(ctx, testDB, calibrate.Setup{Model: model, Fit: c.fit, Set: c.set, File: "m.csv", Measurements: c.ms, Resolve: resolve})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("fit %v: %v, want %q", c.fit, err, c.want)
		}
	}
	if e := calibrate.RelErr(110, 100); math.Abs(e-0.1) > 1e-12 {
		t.Errorf("RelErr(110, 100) = %g", e)
	}
}
