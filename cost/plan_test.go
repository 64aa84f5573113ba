package cost

import (
	"strings"
	"testing"

	"github.com/crossprof/crossprof/queries"
)

// TestCacheKeys checks which statements of a small model get cache keys: those that read
// only the trace (its tables and the views made of them), the method cache replay and the
// code layout, through earlier statements too; not those that read a timing parameter, a
// table that cost runs write (by a qualified name too), a table of the user's or a macro
// that reads such a table.
func TestCacheKeys(t *testing.T) {
	model := `CREATE OR REPLACE TEMP TABLE a AS SELECT node_id, calls AS cycles FROM cct_nodes WHERE trace_id = getvariable('trace_id');
CREATE OR REPLACE TEMP TABLE b AS SELECT a.node_id, a.cycles * getvariable('r') AS cycles FROM a;
CREATE OR REPLACE TEMP TABLE c AS SELECT node_id, invoke_misses FROM node_cache JOIN a USING (node_id);
CREATE OR REPLACE TEMP TABLE d AS SELECT node_id FROM node_cost;
CREATE OR REPLACE TEMP TABLE e AS SELECT * FROM d;
CREATE OR REPLACE TEMP TABLE f AS SELECT * FROM my_notes;
CREATE OR REPLACE TEMP MACRO g(x) AS x + 1;
CREATE OR REPLACE TEMP TABLE h AS SELECT g(method_id) AS m, code_length FROM code_layout;
CREATE OR REPLACE TEMP TABLE i AS SELECT * FROM cycles(1);
CREATE OR REPLACE TEMP VIEW j AS SELECT * FROM a;
CREATE OR REPLACE TEMP TABLE k AS SELECT a.node_id FROM main.cost_runs, a;
CREATE OR REPLACE TEMP TABLE l AS SELECT * FROM temp.main.b;
CREATE OR REPLACE TEMP TABLE m AS SELECT x.node_id FROM "main"."node_cost" x;
SELECT node_id, 0 AS self_cycles, 0 AS cache_hits, 0 AS cache_misses FROM b;
`
	plan := analyze(queries.Statements(model))
	if !plan.incr {
		t.Fatal("the model is not incremental")
	}
	user := func(name string) bool { return name == "my_notes" }
	params := map[string]string{"trace_id": "1", "r": "1", "cache_size": "4096", "cache_blocks": "16", "cache_policy": "fifo", "code_layout": "jop"}
	keys := plan.cacheKeys("trace row", params, user)
	var got []string
	for i, k := range keys {
		if k != "" {
			got = append(got, plan.stmts[i].defines)
		}
	}
	if want := "a c h"; strings.Join(got, " ") != want {
		t.Errorf("cached: %q, want %q", strings.Join(got, " "), want)
	}
	key := func(row string, change map[string]string) []string {
		p := map[string]string{}
		for k, v := range params {
			p[k] = v
		}
		for k, v := range change {
			p[k] = v
		}
		return plan.cacheKeys(row, p, user)
	}
	for _, c := range []struct {
		what    string
		keys    []string
		changed string // the statements whose keys change
	}{
		{"another trace", key("another row", nil), "a c h"},
		{"r", key("trace row", map[string]string{"r": "3"}), ""},
		{"the cache", key("trace row", map[string]string{"cache_blocks": "8"}), "c"},
		{"the layout", key("trace row", map[string]string{"code_layout": "classfile"}), "h"},
	} {
		var changed []string
		for i := range keys {
			if c.keys[i] != keys[i] {
				changed = append(changed, plan.stmts[i].defines)
			}
		}
		if strings.Join(changed, " ") != c.changed {
			t.Errorf("%s: keys of %q changed, want %q", c.what, strings.Join(changed, " "), c.changed)
		}
	}
}

// TestJOPCached checks that the jop model's tables that the trace alone fixes are cached,
// and that those a timing parameter reaches are not.
func TestJOPCached(t *testing.T) {
	jop, err := LoadModel("jop")
	if err != nil {
		t.Fatal(err)
	}
	plan, err := planModel(jop)
	if err != nil {
		t.Fatal(err)
	}
	if !plan.builtin || !plan.incr {
		t.Fatalf("builtin %v, incremental %v", plan.builtin, plan.incr)
	}
	params, err := jop.Values(nil, "model")
	if err != nil {
		t.Fatal(err)
	}
	keys := plan.cacheKeys("row", params, func(string) bool { return false })
	cached := map[string]bool{}
	for i, k := range keys {
		cached[plan.stmts[i].defines] = k != ""
	}
	for _, name := range []string{"jop_timing", "jop_executed", "jop_form_counts", "jop_edges", "jop_returns", "jop_loads"} {
		if !cached[name] {
			t.Errorf("%s is not cached", name)
		}
	}
	for _, name := range []string{"jop_form_cycles", "jop_instruction_cycles", "jop_miss_cycles"} {
		if cached[name] {
			t.Errorf("%s is cached, though the timing parameters reach it", name)
		}
	}
	other := *jop
	other.SQL += "\n"
	if p, _ := planModel(&other); p.builtin {
		t.Error("a model file that differs from the built-in one is taken for it")
	}
}
