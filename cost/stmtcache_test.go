// Tests of the cost cache: a re-cost that takes the tables the trace alone fixes from the
// database gives the same cycles, context by context, as a run that computes everything.

package cost_test

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/queries"
)

// nodeCost returns a cost run's rows of node_cost, one line per context.
func nodeCost(t *testing.T, db *sql.DB, run int32) string {
	t.Helper()
	var s string
	err := db.QueryRow(`SELECT string_agg(concat_ws(' ', node_id, self_cycles, inclusive_cycles, cache_hits, cache_misses), chr(10) ORDER BY node_id)
		FROM node_cost WHERE run_id = ?`, run).Scan(&s)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func cachedTables(t *testing.T, db *sql.DB) int {
	t.Helper()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'cost_cache'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// paramSets vary what the cache keys (code layout, method cache) and what it does not (the
// timing parameters).
var paramSets = []map[string]string{
	nil,
	{"r": "3", "w": "4"},
	{"cache_blocks": "8", "r": "2"},
	{"code_layout": "classfile", "single_fetch": "true", "branch_extra": "2"},
	{"cache_size": "2048", "cache_blocks": "8", "invoke_scale": "0.5"},
	{"r": "3", "w": "4"},
}

// TestCostCacheSameAsComputed costs ExceptionsDeep under several parameter sets twice: once
// with an empty cache before each run, so that everything is computed, and once in an
// order where each run takes what it can from the cache that the runs before it filled.
// Every context's cycles, inclusive cycles and cache counts must be the same.
func TestCostCacheSameAsComputed(t *testing.T) {
	db, _ := tracedDB(t, "../testdata/programs/ExceptionsDeep", "ExceptionsDeep")
	ctx := context.Background()
	jop, _ := cost.LoadModel("jop")
	// The built-in model's runs are not checked against the catalog (runModel): show here
	// that they leave it alone, the cost cache apart.
	catalog := func() string {
		conn, err := db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fp, err := queries.Fingerprint(ctx, conn)
		if err != nil {
			t.Fatal(err)
		}
		return fp
	}
	before := catalog()
	computed := map[int]string{}
	for i, set := range paramSets {
		if _, err := db.Exec(`DROP SCHEMA IF EXISTS cost_cache CASCADE`); err != nil {
			t.Fatal(err)
		}
		res, err := cost.Run(ctx, db, 1, jop, cost.Options{Set: set})
		if err != nil {
			t.Fatalf("parameters %v: %v", set, err)
		}
		computed[i] = nodeCost(t, db, res.RunID)
	}
	if cachedTables(t, db) == 0 {
		t.Fatal("the cost runs kept nothing in the cost cache")
	}
	for _, i := range []int{0, 1, 2, 3, 4, 5, 1, 0, 3, 4, 2} {
		res, err := cost.Run(ctx, db, 1, jop, cost.Options{Set: paramSets[i]})
		if err != nil {
			t.Fatalf("parameters %v: %v", paramSets[i], err)
		}
		if got := nodeCost(t, db, res.RunID); got != computed[i] {
			t.Errorf("parameters %v: the cost with the cache differs from the one computed:\n%s", paramSets[i], firstDiff(got, computed[i]))
		}
	}
	if catalog() != before {
		t.Error("the jop model's runs changed the database's catalog")
	}
	if computed[1] == computed[0] || computed[3] == computed[0] {
		t.Error("other parameters gave the same cost: the test cannot tell a stale table")
	}
}

// TestEvaluatorWithCache evaluates the parameter sets in turn on one connection (what
// calibrate does), with the cache filled by a run of the first set only: the first
// evaluation leaves the tables that no statement read in the cache, and a later set with
// another method cache needs some of them. Each total must be the stored run's.
func TestEvaluatorWithCache(t *testing.T) {
	db, _ := tracedDB(t, "../testdata/programs/ExceptionsDeep", "ExceptionsDeep")
	ctx := context.Background()
	jop, _ := cost.LoadModel("jop")
	want := map[int]int64{}
	for i, set := range paramSets {
		res, err := cost.Run(ctx, db, 1, jop, cost.Options{Set: set})
		if err != nil {
			t.Fatal(err)
		}
		want[i] = res.Cycles
	}
	if _, err := db.Exec(`DROP SCHEMA cost_cache CASCADE`); err != nil {
		t.Fatal(err)
	}
	if _, err := cost.Run(ctx, db, 1, jop, cost.Options{}); err != nil {
		t.Fatal(err)
	}
	// A connection of its own, without the temp tables that the runs left on theirs.
	db.SetMaxIdleConns(0)
	ev, err := cost.NewEvaluator(ctx, db, jop, false)
	if err != nil {
		t.Fatal(err)
	}
	defer ev.Close()
	for _, i := range []int{0, 2, 1, 3, 4} {
		if got, err := ev.Cycles(ctx, 1, "", paramSets[i]); err != nil || got != want[i] {
			t.Errorf("parameters %v: evaluator %d (%v), cost run %d", paramSets[i], got, err, want[i])
		}
	}
	if ev.Runs != 5 {
		t.Errorf("%d evaluations, want 5", ev.Runs)
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d: %q, computed %q", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("%d lines, computed %d", len(al), len(bl))
}
