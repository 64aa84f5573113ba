// Tests that every column is described and that the README's trace format section is the
// one generated from these definitions.

package schemas

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the README's trace format section")

func TestColumnsDescribed(t *testing.T) {
	seen := map[string]bool{}
	for _, tb := range All {
		if seen[tb.Name] {
			t.Errorf("table %s defined twice", tb.Name)
		}
		seen[tb.Name] = true
		if tb.Doc == "" {
			t.Errorf("table %s has no description", tb.Name)
		}
		cols := map[string]bool{}
		for _, c := range tb.Columns {
			if c.Doc == "" || c.Type == nil {
				t.Errorf("%s.%s lacks a type or description", tb.Name, c.Name)
			}
			if cols[c.Name] {
				t.Errorf("%s.%s defined twice", tb.Name, c.Name)
			}
			cols[c.Name] = true
		}
		if tb.Schema().NumFields() != len(tb.Columns) {
			t.Errorf("%s: schema has %d fields for %d columns", tb.Name, tb.Schema().NumFields(), len(tb.Columns))
		}
	}
}

const begin, end = "<!-- trace-format:begin -->\n", "<!-- trace-format:end -->"

func TestREADMETraceFormat(t *testing.T) {
	const path = "../README.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	i, j := strings.Index(s, begin), strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatalf("README.md has no %q ... %q section", begin, end)
	}
	want := Markdown()
	if got := s[i+len(begin) : j]; got != want {
		if *update {
			s = s[:i+len(begin)] + want + s[j:]
			if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("README.md's trace format section is out of date: run go test ./schemas -update")
	}
}
