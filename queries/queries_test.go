package queries

import (
	"strings"
	"testing"
)

// TestNamedQueriesParse checks every embedded query's header: name, description, parameters.
func TestNamedQueriesParse(t *testing.T) {
	qs := Named()
	if len(qs) < 7 {
		t.Fatalf("%d named queries, want at least 7", len(qs))
	}
	for _, q := range qs {
		if q.Description == "" || strings.Contains(q.SQL, "getvariable('trace_id')") == (q.Name == "traces") {
			t.Errorf("%s: description %q; reads the trace: %v", q.Name, q.Description, strings.Contains(q.SQL, "getvariable('trace_id')"))
		}
		for _, p := range q.Params {
			if !strings.Contains(q.SQL, "getvariable('"+p.Name+"')") {
				t.Errorf("%s: parameter %s is declared but not read", q.Name, p.Name)
			}
		}
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
	if len(Statements(Build("cct"))) < 8 {
		t.Errorf("cct.sql splits into %d statements", len(Statements(Build("cct"))))
	}
}
