// Tests of the report command: the page it writes and the mistakes users make. The page
// itself is tested in a browser by report/browser_test.go.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReport(t *testing.T) {
	db := demoDB(t)
	out := filepath.Join(t.TempDir(), "fgh.html")
	status, stdout, errs := run(t, "report", "--db", db, "--trace", "Fgh", "-o", out)
	if status != 0 || !strings.Contains(stdout, "wrote the report of trace 2 (Fgh)") || !strings.Contains(stdout, "cycles of cost run") {
		t.Fatalf("report: status %d, stderr %q, output %q", status, errs, stdout)
	}
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<!DOCTYPE html>", "default-src 'none'", `"name":"Fgh"`, `"metrics":["cycles","bytecodes","calls","equal"]`} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(string(page), "http://") || strings.Contains(string(page), "https://") {
		t.Error("the page contains a URL")
	}
	for _, c := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"--trace", "Fgh", "--run", "999"}, 2, "no cost run 999"},
		{[]string{"--trace", "Demo", "--run", "2"}, 2, "trace 1 has no cost run 2: it is a run of trace 2"},
		{[]string{"--trace", "Nope"}, 2, `no trace named "Nope"`},
		{[]string{"extra"}, 2, "report takes no arguments"},
		{[]string{"-o", ""}, 2, "give -o FILE.html"},
		{[]string{"-o", filepath.Join(t.TempDir(), "no", "such", "dir.html")}, 2, "cannot write"},
	} {
		status, _, errs := run(t, append([]string{"report", "--db", db}, c.args...)...)
		if status != c.status || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("report %v: status %d, stderr %q; want %d, %q", c.args, status, errs, c.status, c.want)
		}
	}
}
