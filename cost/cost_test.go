// Tests of the cost models against cycle counts computed by hand from JOP's timing table.

package cost_test

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// tracedDB traces a program of testdata, loads it into a new database and deletes the trace
// directory, so that every cost run works from the database alone. It returns the program's
// standard output.
func tracedDB(t *testing.T, classPath, main string) (*sql.DB, string) {
	t.Helper()
	tmp := t.TempDir()
	dir := filepath.Join(tmp, main+".trace")
	run, err := testtrace.Record(classPath, main, dir, vm.BlocksDefault, 0)
	if err != nil {
		t.Fatal(err)
	}
	if run.Result.Status != 0 || run.Stderr != "" {
		t.Fatalf("%s: status %d, stderr %q", main, run.Result.Status, run.Stderr)
	}
	db, err := ingest.Open(context.Background(), filepath.Join(tmp, "t.duckdb"), ingest.Create)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	return db, run.Stdout
}

// tinyDB is the database of testdata/cost/Tiny.
func tinyDB(t *testing.T) *sql.DB {
	db, _ := tracedDB(t, "../testdata/cost/Tiny", "Tiny")
	return db
}

// TestJOPByHand checks the jop model on Tiny against the arithmetic below, with figures
// from JopSim/WCETInstruction d826db9e at r=1, w=2 (b = 4 on a method cache hit, so [b - x] = 0). JOP's
// build replaces main's iinc 2, 1 by iload_2 iconst_1 iadd istore_2 (4 cycles, 4 bytes):
//
//	main, once:     iconst_0 istore_1 iconst_0 istore_2                    4 x 1      =    4
//	  loop test x4: iload_2 1 + iconst_3 1 + if_icmpge 4 = 6               x 4        =   24
//	  body x3:      iload_1 1 + invokestatic 74 + istore_1 1 + iinc's 4 + goto 4 = 84
//	                                                                       x 3        =  252
//	  return 21 (main returns to no caller)                                           =   21
//	                                                                   main self      =  301
//	big, x3:        17 x (iload_0 1 + iconst_3 1 + imul 19 + iconst_1 1 + iadd 1 + istore_0 1)
//	                = 408, + iload_0 1 + ireturn 23 = 432                  x 3        = 1296
//	all hits:                                                                           1597
//
// A miss loads the whole method: b = 6 + (n + 1) * (1 + c), n = size in words, c = 1 for r=1.
// big is 104 bytes: n = 26, b = 60, so an invoke of big that misses costs 73 + 1 + [60 - 37]
// = 97, 23 more. main is 22 bytes in JOP's layout (21 in the class file): n = 6, b = 20, so
// a return to main that misses costs 23 + [20 - 10] = 33, 10 more. The lookups: main's entry
// (a root: no invoke to price), then three invokes of big and three returns to main.
//
//	fifo 4096/16: only main's entry and big's first invoke miss:  1597 + 23           = 1620
//	always-miss:  3 invoke misses and 3 return misses:           1597 + 3*23 + 3*10   = 1696
//	fifo 256/1:   one 256-byte block: big and main evict each other, every lookup misses = 1696
//	fifo 256/2:   main and big each keep a block:                                       1620
//	r=3 (fifo 4096/16): invokestatic 73 + 3 + [3 - 2] = 77 on a hit, so main's body is 87
//	              and main self 310, all hits 1606; big's miss: b = 6 + 27 * (1 + 3) = 114,
//	              penalty [114 - 37] = 77:                        1606 + 77           = 1683
func TestJOPByHand(t *testing.T) {
	db := tinyDB(t)
	model, err := cost.LoadModel("jop")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		set            map[string]string
		cycles, misses int64
	}{
		{map[string]string{"cache_policy": "always-hit"}, 1597, 0},
		{nil, 1620, 2},
		{map[string]string{"cache_policy": "always-miss"}, 1696, 7},
		{map[string]string{"cache_size": "256", "cache_blocks": "1"}, 1696, 7},
		{map[string]string{"cache_size": "256", "cache_blocks": "2"}, 1620, 2},
		{map[string]string{"r": "3"}, 1683, 2},
		{nil, 1620, 2}, // the same model twice gives the same result
	}
	for _, c := range cases {
		res, err := cost.Run(context.Background(), db, 1, model, cost.Options{Set: c.set})
		if err != nil {
			t.Fatalf("%v: %v", c.set, err)
		}
		if res.Cycles != c.cycles || res.Misses != c.misses || res.Lookups != 7 || res.Bytecodes != 344 {
			t.Errorf("%v: %d cycles, %d of %d lookups missed, %d bytecodes; want %d cycles, %d of 7 missed, 344 bytecodes",
				c.set, res.Cycles, res.Misses, res.Lookups, res.Bytecodes, c.cycles, c.misses)
		}
	}
	// Per context: big's self cycles at always-hit are 1296, main's inclusive all of it (1597).
	var bigSelf, mainIncl int64
	err = db.QueryRow(`SELECT max(CASE WHEN n.method = 'Tiny.big' THEN c.self_cycles END), max(CASE WHEN n.method = 'Tiny.main' THEN c.inclusive_cycles END)
		FROM node_cost c JOIN cct n ON n.trace_id = 1 AND n.node_id = c.node_id WHERE c.run_id = 1`).Scan(&bigSelf, &mainIncl)
	if err != nil || bigSelf != 1296 || mainIncl != 1597 {
		t.Errorf("run 1: big self %d, main inclusive %d (%v); want 1296 and 1597", bigSelf, mainIncl, err)
	}
	// Inclusive cycles against a reference: each context's own cycles plus its children's
	// inclusive, summed in Go from the deepest context up (node ids number parents first).
	checkInclusive(t, db, 1)
	// --root big: its three invocations, with the cycles of the returns they make.
	res, err := cost.Run(context.Background(), db, 1, model, cost.Options{Root: "Tiny.big", Set: map[string]string{"cache_policy": "always-hit"}})
	if err != nil || res.Cycles != 1296 || res.Bytecodes != 312 {
		t.Errorf("--root Tiny.big: %+v, %v; want 1296 cycles, 312 bytecodes", res, err)
	}
	if _, err := cost.Run(context.Background(), db, 1, model, cost.Options{Root: "Tiny.nothing"}); err == nil ||
		!strings.Contains(err.Error(), "--root Tiny.nothing: no calling context") {
		t.Errorf("--root of a method that did not run: %v", err)
	}
	if _, err := cost.Run(context.Background(), db, 1, model, cost.Options{Set: map[string]string{"q": "1"}}); err == nil ||
		!strings.Contains(err.Error(), `model jop has no parameter "q"`) {
		t.Errorf("unknown parameter: %v", err)
	}
	if _, err := cost.Run(context.Background(), db, 1, model, cost.Options{Set: map[string]string{"cache_policy": "random"}}); err == nil ||
		!strings.Contains(err.Error(), `cache_policy=random is not allowed: cache_policy must be one of fifo, lru, always-hit, always-miss`) {
		t.Errorf("unknown policy: %v", err)
	}
}

// TestModelFileCannotReadFiles runs a model that tries to read a file with external access
// disabled, as crossprof cost does.
func TestModelFileCannotReadFiles(t *testing.T) {
	db := tinyDB(t)
	secret := filepath.Join(t.TempDir(), "secret.csv")
	os.WriteFile(secret, []byte("a,b\n1,2\n"), 0o644)
	model := filepath.Join(t.TempDir(), "sneaky.sql")
	os.WriteFile(model, []byte("-- sneaky: reads a file\nSELECT node_id, 0 AS self_cycles, 0 AS cache_hits, 0 AS cache_misses FROM cct_nodes, read_csv('"+secret+"');\n"), 0o644)
	m, err := cost.LoadModelFile(model)
	if err != nil {
		t.Fatal(err)
	}
	_, err = cost.Run(context.Background(), db, 1, m, cost.Options{Secure: true})
	if err == nil || !strings.Contains(err.Error(), "disabled") {
		t.Fatalf("a model reading %s: %v; want it refused", secret, err)
	}
	// The database itself stays usable, and the built-in model runs.
	jop, _ := cost.LoadModel("jop")
	if res, err := cost.Run(context.Background(), db, 1, jop, cost.Options{Secure: true}); err != nil || res.Cycles != 1620 {
		t.Errorf("jop after the refusal: %+v, %v", res, err)
	}
}

// checkInclusive compares every context's inclusive cycles in a cost run with the sum of self
// cycles over its subtree, computed here from the parents alone.
func checkInclusive(t *testing.T, db *sql.DB, run int32) {
	t.Helper()
	rows, err := db.Query(`SELECT n.node_id, coalesce(n.parent_id, 0), c.self_cycles, c.inclusive_cycles
		FROM node_cost c JOIN cost_runs r USING (run_id)
		JOIN cct_nodes n ON n.trace_id = r.trace_id AND n.node_id = c.node_id
		WHERE c.run_id = ? ORDER BY n.node_id`, run)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var parent []int32
	var self, got []int64
	for rows.Next() {
		var id, p int32
		var s, i int64
		if err := rows.Scan(&id, &p, &s, &i); err != nil {
			t.Fatal(err)
		}
		if int(id) != len(parent)+1 {
			t.Fatalf("run %d: node %d after %d nodes", run, id, len(parent))
		}
		parent, self, got = append(parent, p), append(self, s), append(got, i)
	}
	want := append([]int64(nil), self...)
	for i := len(want) - 1; i >= 0; i-- {
		if p := parent[i]; p > 0 {
			want[p-1] += want[i]
		}
	}
	if len(want) == 0 {
		t.Fatalf("run %d has no contexts", run)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("run %d: node %d: inclusive cycles %d, its subtree's self cycles add up to %d", run, i+1, got[i], want[i])
		}
	}
}

// TestInclusiveDeepAndBushy checks inclusive cycles on a 12,000-deep recursion (a tree far
// too deep for per-level sums) and on a bushy tree, against sums computed from the parents.
func TestInclusiveDeepAndBushy(t *testing.T) {
	model, err := cost.LoadModel("jop")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"StackOverflow", "Fgh"} {
		db, _ := tracedDB(t, "../testdata/programs/"+name, name)
		res, err := cost.Run(context.Background(), db, 1, model, cost.Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkInclusive(t, db, res.RunID)
	}
}
