// Tests of ingest on traces broken on purpose: every failure names what is wrong and leaves
// nothing of the trace in the database.

package ingest_test

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// TestMain lets the test binary hold a database open in a child process (for the lock test).
func TestMain(m *testing.M) {
	if path := os.Getenv("CROSSPROF_TEST_HOLD_DB"); path != "" {
		db, err := ingest.Open(context.Background(), path, ingest.Create)
		if err != nil {
			os.Stdout.WriteString("error: " + err.Error() + "\n")
			os.Exit(1)
		}
		os.Stdout.WriteString("ready\n")
		bufio.NewReader(os.Stdin).ReadString('\n') // until the parent closes stdin
		db.Close()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// demoTrace writes a fresh trace of the Demo program.
func demoTrace(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "Demo.trace")
	record(t, "Demo", dir, vm.BlocksDefault, 0)
	return dir
}

// rowsLeft counts the rows of every table of the database.
func rowsLeft(t *testing.T, db *sql.DB) int64 {
	t.Helper()
	var total int64
	for _, tbl := range []string{"traces", "classes", "methods", "instructions", "blocks", "vectors", "invocations", "calls", "block_counts", "cct_nodes", "call_nodes", "cct_blocks"} {
		var n int64
		if err := db.QueryRow("SELECT count(*) FROM " + tbl).Scan(&n); err != nil {
			t.Fatal(err)
		}
		total += n
	}
	return total
}

func editManifest(t *testing.T, dir string, edit func(m map[string]any)) {
	t.Helper()
	p := filepath.Join(dir, trace.ManifestFile)
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	data, _ = json.Marshal(m)
	// Sealed again, so that the edit reaches the checks of what the manifest says.
	data, err = trace.SealManifest(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestBadTraces(t *testing.T) {
	cases := []struct {
		name  string
		spoil func(t *testing.T, dir string)
		want  string
	}{
		{"truncated arrow file", func(t *testing.T, dir string) {
			p := filepath.Join(dir, "events.arrow")
			fi, _ := os.Stat(p)
			if err := os.Truncate(p, fi.Size()-100); err != nil {
				t.Fatal(err)
			}
		}, "events.arrow: cut short in batch 0"},
		{"flipped bit", func(t *testing.T, dir string) {
			p := filepath.Join(dir, "events.arrow")
			data, _ := os.ReadFile(p)
			data[len(data)/2] ^= 4
			os.WriteFile(p, data, 0o644)
		}, "events.arrow: batch 0 (bytes 0 to"},
		{"edited manifest", func(t *testing.T, dir string) {
			p := filepath.Join(dir, trace.ManifestFile)
			data, _ := os.ReadFile(p)
			os.WriteFile(p, []byte(strings.Replace(string(data), `"exit_status": 0`, `"exit_status": 1`, 1)), 0o644)
		}, "manifest.json: the text does not match its checksum"},
		{"missing checksums", func(t *testing.T, dir string) {
			os.Remove(filepath.Join(dir, "classes.crc"))
		}, "the checksums of table classes are missing (classes.crc)"},
		{"ended", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["ended"] = "bogus" })
		}, `manifest.json: field ended is "bogus", not one of`},
		{"wall seconds", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["wall_seconds"] = -1 })
		}, "manifest.json: field wall_seconds is -1"},
		{"running and complete", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["ended"] = "running" })
		}, `manifest.json: field complete is true, but field ended is "running"`},
		{"no rows", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { delete(m, "rows") })
		}, "manifest.json: field rows is missing"},
		{"invocations", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["invocations"] = m["invocations"].(float64) + 1 })
		}, "invocations entered, the manifest says the run made"},
		{"garbage arrow file", func(t *testing.T, dir string) {
			os.WriteFile(filepath.Join(dir, "vectors.arrow"), []byte("not arrow at all"), 0o644)
		}, "vectors.arrow: cut short in batch 0"},
		{"missing table", func(t *testing.T, dir string) {
			os.Remove(filepath.Join(dir, "classes.arrow"))
		}, "table classes is missing (classes.arrow)"},
		{"schema version", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["schema_version"] = 99 })
		}, "trace format version 99"},
		{"no manifest", func(t *testing.T, dir string) {
			os.Remove(filepath.Join(dir, trace.ManifestFile))
		}, "is not a crossprof trace: no manifest.json"},
		{"row count", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["rows"].(map[string]any)["vectors"] = 1 })
		}, "rows, the manifest says 1"},
		{"bytecode counter", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) { m["bytecodes"] = 1000 })
		}, "executed bytecodes, the tracer counted 1000"},
		{"incomplete", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m map[string]any) {
				m["complete"] = false
				m["ended"] = "timeout"
				m["exit_status"] = 2
				m["message"] = "timeout of 1s reached"
			})
		}, "is incomplete (timeout: timeout of 1s reached); load it anyway with --allow-incomplete"},
	}
	db := openDB(t, filepath.Join(t.TempDir(), "t.duckdb"))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := demoTrace(t)
			c.spoil(t, dir)
			_, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got error %v, want one containing %q", err, c.want)
			}
			if n := rowsLeft(t, db); n != 0 {
				t.Errorf("%d rows left in the database after a failed ingest", n)
			}
		})
	}
}

func TestDuplicateAndReplace(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "t.duckdb"))
	dir := demoTrace(t)
	first, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	before := rowsLeft(t, db)
	_, err = ingest.Ingest(context.Background(), db, dir, ingest.Options{})
	if err == nil || !strings.Contains(err.Error(), "is already loaded as trace 1 (Demo); use --replace") {
		t.Fatalf("second ingest: %v", err)
	}
	again, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{Replace: true})
	if err != nil {
		t.Fatal(err)
	}
	if !again.Replaced || again.TraceID != first.TraceID {
		t.Errorf("replace gave trace %d (replaced %v), want trace %d replaced", again.TraceID, again.Replaced, first.TraceID)
	}
	if after := rowsLeft(t, db); after != before {
		t.Errorf("%d rows after replacing, %d before", after, before)
	}
	other, err := ingest.Ingest(context.Background(), db, demoTrace(t), ingest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if other.TraceID != 2 {
		t.Errorf("a new trace of the same program got id %d, want 2", other.TraceID)
	}
}

// TestIncompleteTraces loads a run stopped by the instruction limit and one whose tracer was
// killed (manifest still "running", last batch cut).
func TestIncompleteTraces(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "t.duckdb"))
	dir := filepath.Join(t.TempDir(), "NQueens.trace")
	record(t, "NQueens", dir, vm.BlocksDefault, 5_000_000)
	if _, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{}); err == nil ||
		!strings.Contains(err.Error(), "is incomplete (instruction-limit: instruction limit of 5000000 bytecodes reached)") {
		t.Fatalf("ingest of a stopped run: %v", err)
	}
	res, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{AllowIncomplete: true})
	if err != nil {
		t.Fatal(err)
	}
	var complete bool
	var ended string
	db.QueryRow("SELECT complete, ended FROM traces WHERE trace_id = ?", res.TraceID).Scan(&complete, &ended)
	if complete || ended != "instruction-limit" {
		t.Errorf("traces row says complete=%v ended=%s", complete, ended)
	}

	// A killed tracer: the manifest was never rewritten and events.arrow ends mid-batch. The
	// invocations still active at the kill have entries but no exits: they are in the tree,
	// without block counts of their own.
	killed := filepath.Join(t.TempDir(), "Killed.trace")
	record(t, "NQueens", killed, vm.BlocksDefault, 5_000_000)
	editManifest(t, killed, func(m map[string]any) {
		// As the tracer wrote it when the run started.
		m["complete"], m["ended"], m["rows"], m["bytecodes"], m["invocations"] = false, "running", nil, 0, 0
		m["end"], m["wall_seconds"], m["exit_status"] = "0001-01-01T00:00:00Z", 0, 0
		delete(m, "message")
	})
	// The checksum file loses the end marker's entry and part of the last batch's.
	for _, f := range []struct {
		name string
		cut  int64
	}{{"events.arrow", 10}, {"vectors.arrow", 10}, {"events.crc", 26}, {"vectors.crc", 26}} {
		p := filepath.Join(killed, f.name)
		fi, _ := os.Stat(p)
		if err := os.Truncate(p, fi.Size()-f.cut); err != nil {
			t.Fatal(err)
		}
	}
	res, err = ingest.Ingest(context.Background(), db, killed, ingest.Options{AllowIncomplete: true})
	if err != nil {
		t.Fatalf("a killed trace: %v", err)
	}
	var open, orphans, placed int64
	db.QueryRow("SELECT count(*) FROM calls WHERE trace_id = ? AND seq_exit IS NULL", res.TraceID).Scan(&open)
	db.QueryRow(`SELECT count(*) FROM calls c WHERE trace_id = $1 AND parent_id IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM calls p WHERE p.trace_id = $1 AND p.call_id = c.parent_id)`, res.TraceID).Scan(&orphans)
	if orphans != 0 || res.Calls == 0 || res.Nodes == 0 || open == 0 {
		t.Errorf("a killed trace: %d calls, %d of them open, %d without their caller, %d contexts; want calls, open ones, no orphans, contexts", res.Calls, open, orphans, res.Nodes)
	}
	db.QueryRow(`SELECT count(*) FROM call_nodes c JOIN cct_nodes n USING (trace_id, node_id) WHERE trace_id = ?`, res.TraceID).Scan(&placed)
	if placed != res.Calls {
		t.Errorf("%d calls placed in the tree, want all %d", placed, res.Calls)
	}
}

// TestLockedDatabase opens a database that another process holds open for writing.
func TestLockedDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "locked.duckdb")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "CROSSPROF_TEST_HOLD_DB="+path)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { stdin.Close(); cmd.Wait() }()
	line, _ := bufio.NewReader(stdout).ReadString('\n')
	if line != "ready\n" {
		t.Fatalf("holder process: %q", line)
	}
	for _, access := range []ingest.Access{ingest.Create, ingest.Update, ingest.ReadOnly} {
		_, err := ingest.Open(context.Background(), path, access)
		if err == nil || !strings.Contains(err.Error(), "is in use by another process") {
			t.Errorf("access %v: got %v, want 'in use by another process'", access, err)
		}
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	none := filepath.Join(dir, "none.duckdb")
	for _, access := range []ingest.Access{ingest.ReadOnly, ingest.Update} {
		if _, err := ingest.Open(context.Background(), none, access); err == nil ||
			!strings.Contains(err.Error(), "does not exist: load a trace first") {
			t.Errorf("missing database, access %v: %v", access, err)
		}
		if _, err := os.Stat(none); err == nil {
			t.Fatalf("access %v: opening a missing database created it", access)
		}
	}
	junk := filepath.Join(dir, "junk.duckdb")
	os.WriteFile(junk, []byte(strings.Repeat("junk", 2000)), 0o644)
	if _, err := ingest.Open(context.Background(), junk, ingest.Create); err == nil || !strings.Contains(err.Error(), "junk.duckdb is not a DuckDB database file") {
		t.Errorf("not a database: %v", err)
	}
}

// A database made by an older crossprof (tables, but no recorded layout) or a newer one is
// refused when opened, for writing and for reading, before anything is changed.
func TestOtherLayouts(t *testing.T) {
	dir := t.TempDir()
	for name, setup := range map[string]string{
		"old.duckdb":   `CREATE TABLE traces (trace_id INTEGER)`,
		"newer.duckdb": `CREATE TABLE traces (trace_id INTEGER); CREATE TABLE crossprof_layout (version INTEGER); INSERT INTO crossprof_layout VALUES (99)`,
	} {
		path := filepath.Join(dir, name)
		db, err := sql.Open("duckdb", path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(setup); err != nil {
			t.Fatal(err)
		}
		db.Close()
		want := "database layout 2,"
		if name == "newer.duckdb" {
			want = "database layout 99,"
		}
		for _, access := range []ingest.Access{ingest.Create, ingest.Update, ingest.ReadOnly} {
			_, err := ingest.Open(context.Background(), path, access)
			if err == nil || !strings.Contains(err.Error(), "made by another version of crossprof ("+want) {
				t.Errorf("%s, access %v: got %v", name, access, err)
			}
		}
	}
	// A database this crossprof made opens again.
	path := filepath.Join(dir, "current.duckdb")
	for i := 0; i < 2; i++ {
		db, err := ingest.Open(context.Background(), path, ingest.Create)
		if err != nil {
			t.Fatalf("open %d: %v", i, err)
		}
		db.Close()
	}
}
