// Tests of ingest and query as a user runs them: every named query on a real database,
// golden output for the JP2 example, and the mistakes users make.

package main

import (
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/crossprof/crossprof/queries"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

var (
	dbOnce sync.Once
	dbPath string
	dbErr  string
)

// demoDB is a database holding deterministic traces of Demo (trace 1) and Fgh (trace 2),
// each costed once with the jop model, built once for the package's tests.
func demoDB(t *testing.T) string {
	t.Helper()
	dbOnce.Do(func() {
		dir, err := os.MkdirTemp("", "crossprof-query-test-")
		if err != nil {
			dbErr = err.Error()
			return
		}
		dbPath = filepath.Join(dir, "q.duckdb")
		for _, p := range []string{"Demo", "Fgh"} {
			tr := filepath.Join(dir, p+".trace")
			if status, _, errs := run(t, "trace", "-q", "--deterministic", "--cp", programsDir+"/"+p, "--out", tr, p); status != 0 {
				dbErr = "trace " + p + ": " + errs
				return
			}
			if status, _, errs := run(t, "ingest", "--db", dbPath, tr); status != 0 {
				dbErr = "ingest " + p + ": " + errs
				return
			}
			if status, _, errs := run(t, "cost", "--db", dbPath, "--trace", p); status != 0 {
				dbErr = "cost " + p + ": " + errs
				return
			}
		}
	})
	if dbErr != "" {
		t.Fatal(dbErr)
	}
	return dbPath
}

// TestNamedQueries runs every named query in every format; csv and json must parse and
// agree on the number of rows.
func TestNamedQueries(t *testing.T) {
	db := demoDB(t)
	for _, q := range queries.Named() {
		args := []string{"query", "--db", db, "--trace", "1", q.Name}
		if q.Name == "compare" {
			args = append(args, "--param", "other=2")
		}
		status, table, errs := run(t, args...)
		if q.HasParam("run") && q.Name == "cycles" {
			// The queries of cycles say which cost run they show.
			if !strings.HasPrefix(errs, "crossprof: cycles of cost run 1 (model jop; ") {
				t.Errorf("%s: stderr %q, want the cost run", q.Name, errs)
			}
			errs = ""
		}
		if status != 0 || errs != "" || strings.Contains(table, "(no rows)") {
			t.Errorf("%s: status %d, stderr %q, output:\n%s", q.Name, status, errs, table)
			continue
		}
		_, csvOut, _ := run(t, append(args, "--format", "csv")...)
		recs, err := csv.NewReader(strings.NewReader(csvOut)).ReadAll()
		if err != nil {
			t.Errorf("%s: csv: %v", q.Name, err)
		}
		_, jsonOut, _ := run(t, append(args, "--format", "json")...)
		var rows []map[string]any
		if err := json.Unmarshal([]byte(jsonOut), &rows); err != nil {
			t.Errorf("%s: json: %v", q.Name, err)
		}
		if len(rows) != len(recs)-1 {
			t.Errorf("%s: %d json rows, %d csv rows", q.Name, len(rows), len(recs)-1)
		}
		for _, c := range recs[0] {
			if strings.ContainsAny(c, " %") {
				t.Errorf("%s: csv column %q: want names without spaces and %%", q.Name, c)
			}
		}
		if strings.Contains(q.Description, "tree") && (!slices.Contains(recs[0], "node") || !slices.Contains(recs[0], "parent")) {
			t.Errorf("%s: csv columns %q: want node and parent", q.Name, recs[0])
		}
	}
}

// TestNamedQueriesInPlainDuckDB runs every named query as a DuckDB user would, in a plain
// connection of the DuckDB driver (nothing of crossprof's), by its macro with every parameter
// at its default, and compares the rows with crossprof query's. The macros' defaults must
// be the ones crossprof query documents and uses.
func TestNamedQueriesInPlainDuckDB(t *testing.T) {
	dbFile := demoDB(t)
	db, err := sql.Open("duckdb", dbFile+"?access_mode=read_only")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range queries.Named() {
		call := "FROM " + q.Macro + "(trace := 2)"
		if !q.TakesTrace {
			call = "FROM " + q.Macro + "()"
		}
		rows, err := db.Query(call)
		if err != nil {
			t.Errorf("%s: %v", call, err)
			continue
		}
		cols, _ := rows.Columns()
		got := [][]string{cols}
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			rec := make([]string, len(cols))
			for i, v := range vals {
				if v != nil {
					rec[i] = fmt.Sprint(v)
				}
			}
			got = append(got, rec)
		}
		rows.Close()
		status, out, errs := run(t, "query", "--db", dbFile, "--trace", "2", q.Name, "--format", "csv")
		if status != 0 {
			t.Errorf("crossprof query %s: status %d: %s", q.Name, status, errs)
			continue
		}
		want, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatalf("%s: csv: %v", q.Name, err)
		}
		if len(got) < 2 || len(got) != len(want) {
			t.Errorf("%s: %d rows in DuckDB, %d from crossprof query", call, len(got)-1, len(want)-1)
			continue
		}
		for i := range got {
			for j := range got[i] {
				a, b := got[i][j], want[i][j]
				fa, ea := strconv.ParseFloat(a, 64)
				fb, eb := strconv.ParseFloat(b, 64)
				if a != b && (ea != nil || eb != nil || fa != fb) {
					t.Errorf("%s: row %d, column %s: %q in DuckDB, %q from crossprof query", call, i, want[0][j], a, b)
					break
				}
			}
		}
	}
}

// TestQueryShowSQL checks that --show-sql prints a call that runs as printed.
func TestQueryShowSQL(t *testing.T) {
	dbFile := demoDB(t)
	status, out, errs := run(t, "query", "--db", dbFile, "--trace", "Demo", "hot-methods", "--param", "limit=3", "--show-sql")
	if status != 0 || !strings.Contains(out, "FROM hot_methods(trace := 1, top := 3);\n") {
		t.Fatalf("status %d, stderr %q, output:\n%s", status, errs, out)
	}
	db, err := sql.Open("duckdb", dbFile+"?access_mode=read_only")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM (" + strings.TrimSuffix(queries.Statements(out)[0], ";\n") + ")").Scan(&n); err != nil || n != 3 {
		t.Errorf("the printed SQL: %d rows, %v", n, err)
	}
}

// TestQueryGolden compares the text output of some queries on the JP2 example with golden
// files (go test ./cmd/crossprof -run TestQueryGolden -update rewrites them).
func TestQueryGolden(t *testing.T) {
	db := demoDB(t)
	for _, c := range []struct {
		file string
		args []string
	}{
		{"query-cct.txt", []string{"cct", "--param", "min_share=0", "--param", "depth=3"}},
		{"query-hot-methods.txt", []string{"hot-methods", "--param", "limit=10"}},
		{"query-callsites.txt", []string{"callsites", "--param", "min_targets=2"}},
		{"query-sql.csv", []string{"--sql", "SELECT method, callsite_index, calls FROM cct WHERE trace_id = getvariable('trace_id') AND class_name NOT LIKE 'java.%' ORDER BY depth, method, callsite_index, calls", "--format", "csv"}},
	} {
		status, out, errs := run(t, append([]string{"query", "--db", db, "--trace", "Demo"}, c.args...)...)
		if status != 0 {
			t.Fatalf("%v: status %d: %s", c.args, status, errs)
		}
		golden := filepath.Join("testdata", c.file)
		if *update {
			os.MkdirAll("testdata", 0o755)
			os.WriteFile(golden, []byte(out), 0o644)
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if out != string(want) {
			t.Errorf("%v: output differs from %s:\n%s", c.args, golden, out)
		}
	}
}

func TestQueryMistakes(t *testing.T) {
	db := demoDB(t)
	cases := []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"query", "--db", db, "nosuch"}, 2, `no query named "nosuch"`},
		{[]string{"query", "--db", db}, 2, "missing query NAME or --sql"},
		{[]string{"query", "--db", db, "cct", "--param", "deep=3"}, 2, `query cct has no parameter "deep" (it has: depth, min_share)`},
		{[]string{"query", "--db", db, "cct", "--param", "depth"}, 2, "--set wants name=value"},
		{[]string{"query", "--db", db, "cct", "--format", "xml"}, 2, "--format must be table, csv or json"},
		{[]string{"query", "--db", db, "--trace", "7", "cct"}, 2, "no trace 7 in the database"},
		{[]string{"query", "--db", db, "--trace", "Nope", "cct"}, 2, `no trace named "Nope"`},
		{[]string{"query", "--db", db, "--sql", "SELECT nosuchcolumn FROM cct"}, 2, `query --sql: Referenced column "nosuchcolumn" not found`},
		{[]string{"query", "--db", db, "compare", "--param", "other=9"}, 2, "query compare: no trace 9 in the database"},
		{[]string{"query", "--db", db, "--trace", "1", "compare"}, 2, "no trace was loaded before trace 1: give other"},
		{[]string{"query", "--db", db, "cycles", "--param", "run=x"}, 2, `query cycles: run wants a cost run id, not "x"`},
		{[]string{"query", "--db", filepath.Join(t.TempDir(), "none.duckdb"), "cct"}, 2, "does not exist: load a trace first"},
		{[]string{"ingest", "--db", db}, 2, "missing TRACEDIR"},
		{[]string{"ingest", "--db", db, "no/such.trace"}, 2, "trace no/such.trace: no such file or directory"},
	}
	for _, c := range cases {
		status, _, errs := run(t, c.args...)
		if status != c.status || !strings.Contains(errs, c.want) || strings.Contains(errs, "goroutine") {
			t.Errorf("%v: status %d, stderr %q; want %d and %q", c.args, status, errs, c.status, c.want)
		}
	}
}

// TestReadmeSQL runs the SQL examples of the README's querying section against the Demo
// trace, and checks that the README describes every table and view ingest creates.
func TestReadmeSQL(t *testing.T) {
	db := demoDB(t)
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	blocks := strings.Split(readme, "```sql\n")
	if len(blocks) < 4 {
		t.Fatalf("README has %d SQL examples, want 3", len(blocks)-1)
	}
	for _, b := range blocks[1:] {
		sql := b[:strings.Index(b, "```")]
		status, out, errs := run(t, "query", "--db", db, "--sql", sql)
		if status != 0 || strings.Contains(out, "(no rows)") {
			t.Errorf("README example failed (status %d, %s):\n%s\n%s", status, errs, sql, out)
		}
	}
	schema, err := os.ReadFile("../../queries/build/schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(schema), "\n") {
		for _, prefix := range []string{"CREATE TABLE IF NOT EXISTS ", "CREATE OR REPLACE VIEW "} {
			if rest, ok := strings.CutPrefix(l, prefix); ok {
				name := strings.Fields(rest)[0]
				if !strings.Contains(readme, "#### "+name+"\n") && !strings.Contains(readme, "#### "+name+" (view)\n") {
					t.Errorf("README does not describe %s", name)
				}
			}
		}
	}
}
