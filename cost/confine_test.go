// Tests that a cost model cannot change the database: hostile models are refused before
// their statement runs, and a model that fails midway leaves every table as it was.

package cost_test

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/cost"
)

// dbContent describes every persistent table's rows and every view's and macro's
// definition, so that two states of a database compare as text.
func dbContent(t *testing.T, db *sql.DB) string {
	t.Helper()
	ctx := context.Background()
	var names []string
	rows, err := db.QueryContext(ctx, `SELECT '"' || schema_name || '"."' || table_name || '"' FROM duckdb_tables() WHERE NOT temporary ORDER BY ALL`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	rows.Close()
	var b strings.Builder
	for _, n := range names {
		var count int64
		var digest string
		err := db.QueryRowContext(ctx, fmt.Sprintf(`SELECT count(*), coalesce(md5(string_agg(CAST(x AS VARCHAR), chr(10) ORDER BY CAST(x AS VARCHAR))), '') FROM %s AS x`, n)).Scan(&count, &digest)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "table %s: %d rows, %s\n", n, count, digest)
	}
	var defs string
	err = db.QueryRowContext(ctx, `SELECT string_agg(x, chr(10) ORDER BY x) FROM (
		SELECT 'view ' || view_name || ': ' || sql AS x FROM duckdb_views() WHERE NOT internal AND NOT temporary
		UNION ALL SELECT 'macro ' || function_name || ': ' || coalesce(macro_definition, '') FROM duckdb_functions()
		    WHERE function_type IN ('macro', 'table_macro') AND database_name NOT IN ('system', 'temp'))`).Scan(&defs)
	if err != nil {
		t.Fatal(err)
	}
	return b.String() + defs
}

func writeModel(t *testing.T, name, body string) *cost.Model {
	t.Helper()
	path := filepath.Join(t.TempDir(), name+".sql")
	if err := os.WriteFile(path, []byte("-- "+name+": a test model\n"+body), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := cost.LoadModelFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

const result = "SELECT node_id, 0 AS self_cycles, 0 AS cache_hits, 0 AS cache_misses FROM cct_nodes WHERE trace_id = getvariable('trace_id');\n"

// TestHostileModels runs models that try to change the database, each refused with an
// error that names its statement, and checks that every table is as it was, and that the
// calibration's evaluator refuses them too.
func TestHostileModels(t *testing.T) {
	db := tinyDB(t)
	ctx := context.Background()
	jop, _ := cost.LoadModel("jop")
	first, err := cost.Run(ctx, db, 1, jop, cost.Options{Secure: true})
	if err != nil {
		t.Fatal(err)
	}
	before := dbContent(t, db)
	for _, c := range []struct {
		name, body, statement, want string
	}{
		{"drop", "DROP TABLE calls;\n" + result, "statement 1 (DROP TABLE calls;)", "DROP"},
		{"dropview", "CREATE OR REPLACE TEMP TABLE x AS SELECT 1 AS a;\nDROP VIEW cct;\n" + result, "statement 2 (DROP VIEW cct;)", "DROP"},
		{"delete", "DELETE FROM cost_runs;\n" + result, "statement 1 (DELETE FROM cost_runs;)", "DELETE changes a table"},
		{"update", "UPDATE cct_nodes SET calls = 0;\n" + result, "statement 1 (UPDATE cct_nodes SET calls = 0;)", "UPDATE changes a table"},
		{"insert", "INSERT INTO cost_runs SELECT * FROM cost_runs;\n" + result, "statement 1", "INSERT changes a table"},
		{"create", "CREATE TABLE x AS SELECT 1 AS a;\n" + result, "statement 1 (CREATE TABLE x AS SELECT 1 AS a;)", "persistent"},
		{"createqualified", "CREATE TEMP TABLE main.x AS SELECT 1 AS a;\n" + result, "statement 1", "persistent"},
		{"macro", "CREATE OR REPLACE MACRO hot_methods(trace := NULL, top := 20) AS TABLE SELECT 1;\n" + result, "statement 1", "persistent"},
		{"shadow", "CREATE OR REPLACE TEMP TABLE cost_runs AS SELECT 1 AS a;\n" + result, "statement 1", "would hide the database's cost_runs"},
		{"alter", "ALTER TABLE calls ADD COLUMN x INTEGER;\n" + result, "statement 1", "ALTER"},
		{"attach", "ATTACH ':memory:' AS other;\n" + result, "statement 1", "ATTACH"},
		{"copy", "COPY calls TO '/tmp/stolen.csv';\n" + result, "statement 1", "COPY"},
		{"install", "INSTALL httpfs;\n" + result, "statement 1", "INSTALL"},
		{"pragma", "PRAGMA enable_profiling;\n" + result, "statement 1", "PRAGMA"},
		{"transaction", "COMMIT;\n" + result, "statement 1", "transaction"},
		{"setting", "SET threads = 1;\n" + result, "statement 1", "setting"},
		{"twoinone", "CREATE OR REPLACE TEMP TABLE x AS SELECT 1 AS a; DROP TABLE calls;\n" + result, "statement 1", "holds 2 statements"},
		{"last", "SELECT 1 AS a;\nSELECT node_id, 0 AS self_cycles, 0 AS cache_hits, 0 AS cache_misses FROM cct_nodes; DROP TABLE calls;\n", "statement 2", "holds 2 statements"},
		{"explain", "EXPLAIN ANALYZE DELETE FROM calls;\n" + result, "statement 1", "EXPLAIN"},
		{"checkpoint", "CHECKPOINT;\n" + result, "statement 1", "CHECKPOINT"},
		// Allowed changes of its own temp tables, then a failure: rolled back.
		{"midway", "CREATE OR REPLACE TEMP TABLE x AS SELECT 1 AS a;\nINSERT INTO x VALUES (2);\nUPDATE x SET a = 3;\nDELETE FROM x WHERE a = 1;\nSELECT * FROM no_such_table;\n" + result,
			"statement 5 (SELECT * FROM no_such_table;)", "no_such_table"},
		{"badresult", "SELECT 1 AS a;\nSELECT 1 AS node_id;\n", "", "must return the columns"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := writeModel(t, c.name, c.body)
			_, err := cost.Run(ctx, db, 1, m, cost.Options{Secure: true})
			if err == nil || !strings.Contains(err.Error(), c.statement) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Run: %v; want an error naming %q with %q", err, c.statement, c.want)
			}
			if strings.Count(err.Error(), "\n") > 0 && c.want != "no_such_table" {
				t.Errorf("the error is not one line: %q", err)
			}
			if after := dbContent(t, db); after != before {
				t.Errorf("the database changed:\nbefore:\n%s\nafter:\n%s", before, after)
			}
			ev, err := cost.NewEvaluator(ctx, db, m, true)
			if err != nil {
				t.Fatal(err)
			}
			defer ev.Close()
			if _, err := ev.Cycles(ctx, 1, "", nil); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Evaluator: %v; want an error with %q", err, c.want)
			}
			if after := dbContent(t, db); after != before {
				t.Errorf("the evaluator changed the database:\nbefore:\n%s\nafter:\n%s", before, after)
			}
		})
	}
	// The database is still usable: the built-in model runs and adds exactly its run.
	res, err := cost.Run(ctx, db, 1, jop, cost.Options{Secure: true})
	if err != nil || res.Cycles != first.Cycles || res.RunID != 2 {
		t.Errorf("jop after the hostile models: %+v, %v; want run 2 with %d cycles", res, err, first.Cycles)
	}
}

// TestModelFailureRollsBackReplay checks that a model with the method cache parameters that
// fails after the replay leaves no stored replay behind.
func TestModelFailureRollsBackReplay(t *testing.T) {
	db := tinyDB(t)
	before := dbContent(t, db)
	jop, _ := cost.LoadModel("jop")
	broken := writeModel(t, "broken", strings.Replace(jop.SQL[strings.Index(jop.SQL, "\n")+1:], "FROM traces WHERE trace_id", "FROM no_such_table WHERE trace_id", 1))
	_, err := cost.Run(context.Background(), db, 1, broken, cost.Options{Secure: true})
	if err == nil || !strings.Contains(err.Error(), "no_such_table") {
		t.Fatalf("Run: %v; want the missing table", err)
	}
	if after := dbContent(t, db); after != before {
		t.Errorf("the database changed:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}

// TestModelParamDomains checks that values outside a parameter's declared domain are refused
// before the model runs, in one line naming the parameter, the value and the domain.
func TestModelParamDomains(t *testing.T) {
	db := tinyDB(t)
	jop, _ := cost.LoadModel("jop")
	for _, p := range jop.Params {
		if p.Domain == "" {
			t.Errorf("jop's parameter %s declares no domain", p.Name)
		}
	}
	for set, want := range map[string]string{
		"r=-1":              "model jop: r=-1 is not allowed: r must be an integer in 0..15",
		"r=abc":             "r=abc is not allowed: r must be an integer in 0..15",
		"r=1.5":             "r must be an integer in 0..15",
		"cache_size=1000":   "cache_size=1000 is not allowed: cache_size must be a power of two in 256..65536",
		"cache_policy=rand": "cache_policy must be one of fifo, lru, always-hit, always-miss",
		"single_fetch=yes":  "single_fetch must be true or false",
		"invoke_scale=NaN":  "invoke_scale must be a number in 0.25..2",
		"code_layout=x":     "code_layout must be one of jop, classfile",
	} {
		k, v, _ := strings.Cut(set, "=")
		_, err := cost.Run(context.Background(), db, 1, jop, cost.Options{Set: map[string]string{k: v}})
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("--set %s: %v; want %q", set, err, want)
		}
	}
	var runs int
	db.QueryRow(`SELECT count(*) FROM cost_runs`).Scan(&runs)
	if runs != 0 {
		t.Errorf("%d cost runs stored; want none", runs)
	}
}
