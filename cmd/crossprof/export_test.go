// Tests of crossprof export as a user meets it: bad command lines, missing databases and
// traces, and the outputs of a traced and ingested program.

package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/ingest"
)

func TestExportBadInput(t *testing.T) {
	tmp := t.TempDir()
	empty := filepath.Join(tmp, "empty.duckdb")
	db, err := ingest.Open(context.Background(), empty, ingest.Create)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	missing := filepath.Join(tmp, "missing.duckdb")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"export", "--db", empty}, "missing --format (pprof, collapsed, jp2-xml)"},
		{[]string{"export", "--db", empty, "--format", "svg"}, `--format: unknown format "svg": use pprof, collapsed, jp2-xml`},
		{[]string{"export", "--db", empty, "--format", "collapsed", "Demo"}, "export takes no arguments"},
		{[]string{"export", "--db", missing, "--format", "collapsed"}, "database " + missing + " does not exist"},
		{[]string{"export", "--db", empty, "--format", "collapsed"}, "the database holds no traces"},
		{[]string{"export", "--db", empty, "--trace", "7", "--format", "jp2-xml"}, "no trace 7 in the database"},
		{[]string{"export", "--db", empty, "--trace", "Nosuch", "--format", "pprof"}, `no trace named "Nosuch"`},
		{[]string{"export", "--db", empty, "--format", "collapsed", "--output"}, "flag needs an argument"},
	}
	for _, c := range cases {
		status, out, errs := run(t, c.args...)
		if status != 2 || out != "" || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 2 and one line with %q", c.args, status, out, errs, c.want)
		}
	}
	if _, err := os.Stat(missing); err == nil {
		t.Errorf("export created the database %s", missing)
	}
}

// TestExport traces and ingests Demo with the CLI and exports it in every format: the text
// formats must equal the export package's golden files (made from the same deterministic
// trace), and pprof must be refused on a terminal.
func TestExport(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "Demo.trace")
	db := filepath.Join(tmp, "t.duckdb")
	if status, _, errs := run(t, "trace", "--quiet", "--deterministic", "--cp", programsDir+"/Demo", "--out", dir, "Demo"); status != 0 {
		t.Fatalf("trace: status %d: %s", status, errs)
	}
	if status, _, errs := run(t, "ingest", "--db", db, dir); status != 0 {
		t.Fatalf("ingest: status %d: %s", status, errs)
	}

	status, out, errs := run(t, "export", "--db", db, "--format", "collapsed")
	want, err := os.ReadFile("../../export/testdata/Demo.collapsed")
	if err != nil {
		t.Fatal(err)
	}
	if status != 0 || errs != "" || out != string(want) {
		t.Errorf("export --format collapsed: status %d, stderr %q; stdout differs from export/testdata/Demo.collapsed: %v", status, errs, out != string(want))
	}

	xmlFile := filepath.Join(tmp, "cct.xml")
	status, out, errs = run(t, "export", "--db", db, "--trace", "Demo", "--format", "jp2-xml", "-o", xmlFile)
	if status != 0 || errs != "" || !strings.HasPrefix(out, "wrote trace 1 (Demo) as jp2-xml to "+xmlFile) {
		t.Errorf("export -o: status %d, stdout %q, stderr %q", status, out, errs)
	}
	got, err := os.ReadFile(xmlFile)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := os.ReadFile("../../export/testdata/Demo.jp2.xml"); string(got) != string(want) {
		t.Errorf("%s differs from export/testdata/Demo.jp2.xml", xmlFile)
	}
	if fi, err := os.Stat(xmlFile); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("%s: %v, mode %v; want 0644", xmlFile, err, fi.Mode())
	}

	pb := filepath.Join(tmp, "demo.pb.gz")
	status, _, errs = run(t, "export", "--db", db, "--trace", "1", "--format", "pprof", "-o", pb)
	data, err := os.ReadFile(pb)
	if status != 0 || errs != "" || err != nil || len(data) < 100 || data[0] != 0x1f || data[1] != 0x8b {
		t.Errorf("export pprof -o: status %d, stderr %q, %d bytes, error %v; want a gzip file", status, errs, len(data), err)
	}
	status, out, _ = run(t, "export", "--db", db, "--format", "pprof")
	if status != 0 || out != string(data) {
		t.Errorf("export pprof to a pipe: status %d, %d bytes; want the -o file's %d", status, len(out), len(data))
	}

	// A directory that does not exist: an error, and no file left behind.
	status, _, errs = run(t, "export", "--db", db, "--format", "collapsed", "-o", filepath.Join(tmp, "no", "such", "dir.txt"))
	if status != 2 || !strings.Contains(errs, "no such file or directory") {
		t.Errorf("export -o into a missing directory: status %d, stderr %q", status, errs)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}

	orig := isTerminal
	isTerminal = func(io.Writer) bool { return true }
	defer func() { isTerminal = orig }()
	status, out, errs = run(t, "export", "--db", db, "--format", "pprof")
	if status != 2 || out != "" || !strings.Contains(errs, "refusing to write a binary pprof profile to the terminal: give -o FILE") {
		t.Errorf("export pprof to a terminal: status %d, %d bytes on stdout, stderr %q", status, len(out), errs)
	}
	if status, _, _ := run(t, "export", "--db", db, "--format", "collapsed"); status != 0 {
		t.Errorf("export collapsed to a terminal: status %d, want 0", status)
	}
}
