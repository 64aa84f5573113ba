package queries

import (
	"regexp"
	"strings"
	"testing"
)

// TestNamedQueriesParse checks every embedded query's header and macro: name, description,
// parameters, and that the macro reads each of them and no DuckDB variable.
func TestNamedQueriesParse(t *testing.T) {
	qs := Named()
	if len(qs) < 7 {
		t.Fatalf("%d named queries, want at least 7", len(qs))
	}
	for _, q := range qs {
		if q.Description == "" || q.TakesTrace == (q.Name == "traces") || strings.Contains(q.SQL, "getvariable(") {
			t.Errorf("%s: description %q; takes the trace: %v; reads variables: %v", q.Name, q.Description, q.TakesTrace, strings.Contains(q.SQL, "getvariable("))
		}
		body := q.SQL[strings.Index(q.SQL, ") AS TABLE"):]
		for _, p := range q.Params {
			if !regexp.MustCompile(`[^.\w]` + p.Name + `\b`).MatchString(body) {
				t.Errorf("%s: parameter %s is declared but not read", q.Name, p.Name)
			}
		}
		if q.TakesTrace && !strings.Contains(body, "crossprof_trace(trace)") {
			t.Errorf("%s: the trace is not read through crossprof_trace(trace)", q.Name)
		}
	}
	if q := Lookup("hot_methods"); q == nil || q.Name != "hot-methods" {
		t.Errorf("Lookup does not find hot-methods by its macro's name")
	}
}

// TestMacroSignature checks that Parse refuses a macro whose parameters are not the header's.
func TestMacroSignature(t *testing.T) {
	for _, c := range []struct{ sql, want string }{
		{"-- q: d\n-- param top=20: rows\nCREATE OR REPLACE MACRO q(trace := NULL, top := 10) AS TABLE SELECT 1;\n", "the macro's parameters are (trace := NULL, top := 10), the header declares (trace := NULL, top := 20)"},
		{"-- q: d\nSELECT 1;\n", "must be one statement"},
		{"-- q: d\n-- param metric=cycles: m\nCREATE OR REPLACE MACRO q(trace := NULL, metric := 'cycles') AS TABLE SELECT metric;\n", ""},
	} {
		q, err := Parse("q", c.sql)
		if err == nil {
			err = q.parseMacro()
		}
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%q: %v, want %q", c.sql, err, c.want)
		}
	}
	q, _ := Parse("q", "-- q: d\n-- param run=null: r\n-- param name=x'y: n\nCREATE OR REPLACE MACRO q(trace := NULL, run := NULL, name := 'x''y') AS TABLE SELECT 1;\n")
	if err := q.parseMacro(); err != nil {
		t.Fatal(err)
	}
	if got := q.Call(3, map[string]string{"run": "7"}); got != "FROM q(trace := 3, run := 7, name := 'x''y')" {
		t.Errorf("Call = %s", got)
	}
}

func TestParseErrors(t *testing.T) {
	for _, sql := range []string{"SELECT 1", "-- other: x\nSELECT 1", "-- q:\nSELECT 1", "-- q: d\n-- param nodefault: x\nSELECT 1"} {
		if _, err := Parse("q", sql); err == nil {
			t.Errorf("Parse accepted %q", sql)
		}
	}
}

func TestStatements(t *testing.T) {
	got := Statements("-- a comment\nSELECT 1;\n\n-- two\nSELECT 'a;b'\n  FROM t;\n-- trailing comment\n")
	if len(got) != 2 || Summary(got[0]) != "SELECT 1;" || Summary(got[1]) != "SELECT 'a;b'" {
		t.Errorf("Statements = %q", got)
	}
	// Each statement of cct.sql ends a line with its semicolon, and no other line does.
	ends := 0
	for _, line := range strings.Split(Build("cct"), "\n") {
		if strings.HasSuffix(line, ";") && !strings.HasPrefix(strings.TrimSpace(line), "--") {
			ends++
		}
	}
	if n := len(Statements(Build("cct"))); n != ends || n < 5 {
		t.Errorf("cct.sql splits into %d statements, its lines end %d", n, ends)
	}
}
