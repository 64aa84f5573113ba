// Tests of the bottlenecks query (queries/bottlenecks.sql) on the two test programs made for
// it: BottleneckChain, a top-down chain main > run > process > hotLoop, and HiddenBottleneck,
// a small method called from many contexts that no chain of bottlenecks leads to.

package main

import (
	"encoding/csv"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// bottleneckDB traces the programs and loads them into a new database, one trace each, named
// after the program.
func bottleneckDB(t *testing.T, programs ...string) string {
	t.Helper()
	dir := t.TempDir()
	db := filepath.Join(dir, "b.duckdb")
	for _, p := range programs {
		tr := filepath.Join(dir, p+".trace")
		if status, _, errs := run(t, "trace", "-q", "--deterministic", "--cp", programsDir+"/"+p, "--out", tr, p); status != 0 {
			t.Fatalf("trace %s: status %d: %s", p, status, errs)
		}
		if status, _, errs := run(t, "ingest", "--db", db, tr); status != 0 {
			t.Fatalf("ingest %s: status %d: %s", p, status, errs)
		}
	}
	return db
}

// bottleneckRow is a row of the bottlenecks query.
type bottleneckRow struct {
	kind, method, path string
	share, self        float64
	node, contexts     int
}

func (b bottleneckRow) String() string {
	return fmt.Sprintf("%s %s %.1f%% (self %.1f%%) node %d (%d contexts): %s", b.kind, b.method, b.share, b.self, b.node, b.contexts, b.path)
}

// bottleneckArgs is the command line of the bottlenecks query with parameters (name=value).
func bottleneckArgs(db, trace string, params ...string) []string {
	args := []string{"query", "--db", db, "--trace", trace, "bottlenecks"}
	for _, p := range params {
		args = append(args, "--param", p)
	}
	return args
}

// queryBottlenecks runs the bottlenecks query with parameters (name=value) and returns its
// rows, checking the columns and the order.
func queryBottlenecks(t *testing.T, db, trace string, params ...string) []bottleneckRow {
	t.Helper()
	status, out, errs := run(t, append(bottleneckArgs(db, trace, params...), "--format", "csv")...)
	if status != 0 || errs != "" && !strings.HasPrefix(errs, "crossprof: cycles of cost run ") {
		t.Fatalf("bottlenecks %v: status %d, stderr %q", params, status, errs)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("bottlenecks %v: csv: %v\n%s", params, err, out)
	}
	want := []string{"kind", "method", "share", "self_share", "path", "node", "contexts"}
	if len(recs) == 0 || strings.Join(recs[0], ",") != strings.Join(want, ",") {
		t.Fatalf("bottlenecks %v: columns %q, want %q", params, recs, want)
	}
	num := func(s string) float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("bottlenecks %v: %q is not a number:\n%s", params, s, out)
		}
		return f
	}
	var rows []bottleneckRow
	for _, r := range recs[1:] {
		rows = append(rows, bottleneckRow{kind: r[0], method: r[1], share: num(r[2]), self: num(r[3]), path: r[4],
			node: int(num(r[5])), contexts: int(num(r[6]))})
	}
	for i := 1; i < len(rows); i++ {
		a, b := rows[i-1], rows[i]
		if a.kind == "deep-starter" && b.kind == "top-down" || a.kind == b.kind && a.share < b.share {
			t.Errorf("bottlenecks %v: rows out of order: %v before %v", params, a, b)
		}
	}
	return rows
}

// findBottleneck returns the rows of a kind ("" for any) and method.
func findBottleneck(rows []bottleneckRow, kind, method string) []bottleneckRow {
	var out []bottleneckRow
	for _, r := range rows {
		if (kind == "" || r.kind == kind) && r.method == method {
			out = append(out, r)
		}
	}
	return out
}

// sqlNumber runs a --sql query returning one number.
func sqlNumber(t *testing.T, db, trace, query string) float64 {
	t.Helper()
	status, out, errs := run(t, "query", "--db", db, "--trace", trace, "--format", "csv", "--sql", query)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != 2 {
		t.Fatalf("%s: status %d, stderr %q, output %q", query, status, errs, out)
	}
	f, err := strconv.ParseFloat(lines[1], 64)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return f
}

func TestBottlenecksChain(t *testing.T) {
	db := bottleneckDB(t, "BottleneckChain")
	const chain = "BottleneckChain.main > BottleneckChain.run > BottleneckChain.process > BottleneckChain.hotLoop"

	// The default threshold (10%) refines main, run and process into hotLoop alone.
	for _, params := range [][]string{nil, {"threshold=10", "metric=bytecodes"}} {
		rows := queryBottlenecks(t, db, "BottleneckChain", params...)
		if len(rows) != 1 {
			t.Fatalf("%v: want hotLoop alone, got %v", params, rows)
		}
		if r := rows[0]; r.kind != "top-down" || r.method != "BottleneckChain.hotLoop" || r.path != chain ||
			r.share < 60 || r.self != r.share || r.contexts != 1 {
			t.Errorf("%v: %v", params, r)
		}
	}

	// A low threshold adds the light siblings, each the most specific bottleneck of its
	// branch; the chain's intermediate contexts, with hardly any code of their own, stay out.
	rows := queryBottlenecks(t, db, "BottleneckChain", "threshold=1")
	for _, m := range []string{"hotLoop", "prepare", "setup"} {
		if r := findBottleneck(rows, "top-down", "BottleneckChain."+m); len(r) != 1 || r[0].share <= 1 {
			t.Errorf("threshold 1: %s: %v", m, r)
		}
	}
	if r := findBottleneck(rows, "top-down", "BottleneckChain.prepare"); len(r) == 1 &&
		r[0].path != "BottleneckChain.main > BottleneckChain.run > BottleneckChain.process > BottleneckChain.prepare" {
		t.Errorf("threshold 1: prepare's path %q", r[0].path)
	}
	for _, m := range []string{"main", "run", "process"} {
		if r := findBottleneck(rows, "", "BottleneckChain."+m); len(r) > 0 {
			t.Errorf("threshold 1: intermediate context reported: %v", r)
		}
	}

	// Above hotLoop's share the search stops one level up: process is a bottleneck none of
	// whose callees is one.
	hot := findBottleneck(queryBottlenecks(t, db, "BottleneckChain"), "top-down", "BottleneckChain.hotLoop")[0].share
	rows = queryBottlenecks(t, db, "BottleneckChain", "threshold="+strconv.FormatFloat(hot+0.5, 'f', 1, 64))
	if len(rows) != 1 || rows[0].method != "BottleneckChain.process" || rows[0].kind != "top-down" || rows[0].self >= 1 {
		t.Errorf("threshold above hotLoop's %.1f%%: want process alone, got %v", hot, rows)
	}
}

func TestBottlenecksHidden(t *testing.T) {
	db := bottleneckDB(t, "HiddenBottleneck")
	const checksum = "HiddenBottleneck.checksum"

	rows := queryBottlenecks(t, db, "HiddenBottleneck")
	deep := findBottleneck(rows, "deep-starter", checksum)
	if len(deep) != 1 {
		t.Fatalf("threshold 10: checksum is not a deep starter: %v", rows)
	}
	d := deep[0]
	// Its share is the method's inclusive share (hot-methods' "incl %"), its path that of its
	// heaviest context, the one with 60 calls from Parser.scan.
	total := sqlNumber(t, db, "HiddenBottleneck", "SELECT bytecodes FROM traces WHERE trace_id = getvariable('trace_id')")
	incl := sqlNumber(t, db, "HiddenBottleneck", "SELECT bytecodes_inclusive FROM method_bytecodes WHERE trace_id = getvariable('trace_id') AND class_name || '.' || name = '"+checksum+"'")
	if want := float64(int(1000*incl/total+0.5)) / 10; d.share != want || d.share < 20 || d.self != d.share {
		t.Errorf("checksum: share %.1f%%, self %.1f%%; want %.1f%% (over 20)", d.share, d.self, want)
	}
	if d.path != "HiddenBottleneck.main > Parser.scan > "+checksum || d.contexts != 53 {
		t.Errorf("checksum: path %q, %d contexts; want the one from Parser.scan, 53", d.path, d.contexts)
	}
	if r := findBottleneck(rows, "top-down", checksum); len(r) > 0 {
		t.Errorf("threshold 10: checksum reported top-down: %v", r)
	}
	if r := findBottleneck(rows, "top-down", "HiddenBottleneck.bulk"); len(r) != 1 {
		t.Errorf("threshold 10: bulk is not the top-down bottleneck: %v", rows)
	}
	// Store.flush recurses 40 deep: its contexts' inclusive counts sum to far more than 10%,
	// but counted once (its outermost context) it is a few percent.
	naive := sqlNumber(t, db, "HiddenBottleneck", "SELECT sum(bytecodes_inclusive) FROM cct WHERE trace_id = getvariable('trace_id') AND method = 'Store.flush'")
	if 100*naive/total < 20 {
		t.Errorf("Store.flush's contexts sum to %.1f%% only: the recursion check tests nothing", 100*naive/total)
	}
	if r := findBottleneck(rows, "", "Store.flush"); len(r) > 0 {
		t.Errorf("threshold 10: Store.flush reported (its recursion counted more than once?): %v", r)
	}
	if len(rows) != 2 {
		t.Errorf("threshold 10: want bulk and checksum, got %v", rows)
	}

	// Above checksum's total it is gone.
	rows = queryBottlenecks(t, db, "HiddenBottleneck", "threshold="+strconv.FormatFloat(d.share+1, 'f', 1, 64))
	if r := findBottleneck(rows, "", checksum); len(r) > 0 {
		t.Errorf("threshold above %.1f%%: checksum still reported: %v", d.share, r)
	}

	// At 5% the heavier callers become top-down bottlenecks (no checksum context is one), and
	// checksum stays a deep starter.
	rows = queryBottlenecks(t, db, "HiddenBottleneck", "threshold=5")
	for _, m := range []string{"Parser.parse", "Encoder.encode", "Store.get", "Net.send"} {
		if r := findBottleneck(rows, "top-down", m); len(r) != 1 {
			t.Errorf("threshold 5: %s is not a top-down bottleneck: %v", m, rows)
		}
	}
	if r := findBottleneck(rows, "deep-starter", checksum); len(r) != 1 {
		t.Errorf("threshold 5: checksum is not a deep starter: %v", rows)
	}

	// At 2% the bottleneck chains reach checksum's contexts: it is top-down, not hidden.
	rows = queryBottlenecks(t, db, "HiddenBottleneck", "threshold=2")
	if r := findBottleneck(rows, "deep-starter", checksum); len(r) > 0 {
		t.Errorf("threshold 2: checksum still a deep starter: %v", r)
	}
	if r := findBottleneck(rows, "top-down", checksum); len(r) < 10 {
		t.Errorf("threshold 2: checksum top-down in %d contexts, want 10 or more: %v", len(r), rows)
	}
}

func TestBottlenecksCycles(t *testing.T) {
	db := bottleneckDB(t, "BottleneckChain", "HiddenBottleneck")
	for _, c := range []struct {
		params []string
		want   string
	}{
		{[]string{"metric=cycles"}, "query bottlenecks: trace 2 has no cost run: run crossprof cost first, or use --param metric=bytecodes"},
		{[]string{"metric=cycles", "run=1"}, "trace 2 has no cost run 1"},
		{[]string{"metric=instructions"}, "metric=instructions is not allowed: metric must be one of bytecodes, cycles, calls"},
	} {
		status, out, errs := run(t, bottleneckArgs(db, "HiddenBottleneck", c.params...)...)
		if status != 2 || !strings.Contains(errs, c.want) || strings.Contains(errs, "goroutine") || out != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and %q", c.params, status, out, errs, c.want)
		}
	}

	for _, p := range []string{"BottleneckChain", "HiddenBottleneck"} {
		if status, _, errs := run(t, "cost", "--db", db, "--trace", p); status != 0 {
			t.Fatalf("cost %s: status %d: %s", p, status, errs)
		}
	}
	rows := queryBottlenecks(t, db, "BottleneckChain", "metric=cycles")
	if len(rows) != 1 || rows[0].method != "BottleneckChain.hotLoop" || rows[0].kind != "top-down" || rows[0].share < 60 {
		t.Errorf("BottleneckChain in cycles: want hotLoop alone, got %v", rows)
	}
	// The share is of the cost run's cycles, not of bytecodes.
	cycles := sqlNumber(t, db, "BottleneckChain", "SELECT c.inclusive_cycles FROM node_cost c JOIN cost_runs r USING (run_id) WHERE r.trace_id = getvariable('trace_id') AND c.node_id = "+strconv.Itoa(rows[0].node))
	total := sqlNumber(t, db, "BottleneckChain", "SELECT cycles FROM cost_runs WHERE trace_id = getvariable('trace_id')")
	if want := float64(int(1000*cycles/total+0.5)) / 10; len(rows) == 1 && rows[0].share != want {
		t.Errorf("hotLoop: %.1f%% of the cycles, want %.1f%%", rows[0].share, want)
	}

	runID := strconv.Itoa(int(sqlNumber(t, db, "HiddenBottleneck", "SELECT max(run_id) FROM cost_runs WHERE trace_id = getvariable('trace_id')")))
	for _, params := range [][]string{{"metric=cycles"}, {"metric=cycles", "run=" + runID}} {
		rows = queryBottlenecks(t, db, "HiddenBottleneck", params...)
		if r := findBottleneck(rows, "deep-starter", "HiddenBottleneck.checksum"); len(r) != 1 || r[0].share <= 10 {
			t.Errorf("HiddenBottleneck %v: checksum is not a deep starter: %v", params, rows)
		}
		if r := findBottleneck(rows, "top-down", "HiddenBottleneck.checksum"); len(r) > 0 {
			t.Errorf("HiddenBottleneck %v: checksum top-down: %v", params, rows)
		}
	}
	// A run of another trace is not this trace's.
	status, _, errs := run(t, bottleneckArgs(db, "HiddenBottleneck", "metric=cycles", "run=1")...)
	if status != 2 || !strings.Contains(errs, "has no cost run 1") {
		t.Errorf("run of another trace: status %d, stderr %q", status, errs)
	}
}

func TestBottlenecksCalls(t *testing.T) {
	db := bottleneckDB(t, "HiddenBottleneck")
	rows := queryBottlenecks(t, db, "HiddenBottleneck", "metric=calls")
	calls := sqlNumber(t, db, "HiddenBottleneck", "SELECT sum(calls) FROM cct_nodes WHERE trace_id = getvariable('trace_id') AND method_id = (SELECT method_id FROM methods WHERE trace_id = getvariable('trace_id') AND class_name = 'HiddenBottleneck' AND name = 'checksum')")
	total := sqlNumber(t, db, "HiddenBottleneck", "SELECT sum(calls) FROM cct_nodes WHERE trace_id = getvariable('trace_id')")
	r := findBottleneck(rows, "deep-starter", "HiddenBottleneck.checksum")
	if len(r) != 1 || calls != 502 {
		t.Fatalf("calls: checksum (%v calls) is not a deep starter: %v", calls, rows)
	}
	if want := float64(int(1000*calls/total+0.5)) / 10; r[0].share != want || r[0].self != want {
		t.Errorf("calls: checksum %.1f%% (self %.1f%%), want %.1f%% of %v calls", r[0].share, r[0].self, want, total)
	}
	// A context's calls are not inclusive: the roots, called once, are no bottlenecks.
	if td := findBottleneck(rows, "top-down", "HiddenBottleneck.main"); len(td) > 0 {
		t.Errorf("calls: main is a top-down bottleneck: %v", td)
	}
}
