// Tests of trace integrity: a trace with any one bit flipped is refused by ingest with a
// message naming the damaged file, or loads exactly what the original loads.

package ingest_test

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/crossprof/crossprof/ingest"
)

// dumpTables renders every row of trace 1 in every table, for comparing two loads; the
// directory and the ingest time are left out.
func dumpTables(t testing.TB, db *sql.DB) string {
	t.Helper()
	var b strings.Builder
	for _, tbl := range []string{"traces", "classes", "methods", "instructions", "blocks", "vectors", "invocations", "calls", "block_counts", "cct_nodes", "call_nodes", "cct_blocks"} {
		q := fmt.Sprintf("SELECT * EXCLUDE (trace_id) FROM %s WHERE trace_id = 1 ORDER BY ALL", tbl)
		if tbl == "traces" {
			q = "SELECT * EXCLUDE (trace_id, directory, ingested_at) FROM traces WHERE trace_id = 1"
		}
		rows, err := db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		fmt.Fprintf(&b, "%s\n", tbl)
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(&b, vals...)
		}
		rows.Close()
	}
	return b.String()
}

// flipOutcome ingests dir, in which file has one bit flipped, into a fresh database state,
// and reports whether it loaded; a refusal must name the file.
type flipper struct {
	t        *testing.T
	dbPath   string
	db       *sql.DB
	want     string
	refused  int
	accepted int
}

func (f *flipper) try(dir, file string, at int64, bit uint) {
	t := f.t
	fh, err := os.OpenFile(filepath.Join(dir, file), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var b [1]byte
	if _, err := fh.ReadAt(b[:], at); err != nil {
		t.Fatal(err)
	}
	fh.WriteAt([]byte{b[0] ^ 1<<bit}, at)
	defer fh.WriteAt(b[:], at)
	_, err = ingest.Ingest(context.Background(), f.db, dir, ingest.Options{})
	if err != nil {
		f.refused++
		if !strings.Contains(err.Error(), file) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s byte %d bit %d: the error does not name the file in one line: %v", file, at, bit, err)
		}
		return
	}
	f.accepted++
	if got := dumpTables(t, f.db); got != f.want {
		t.Errorf("%s byte %d bit %d: loaded, and the database differs from the original's", file, at, bit)
	}
	// Start again from an empty database.
	f.db.Close()
	os.Remove(f.dbPath)
	f.db = openDB(t, f.dbPath)
}

// TestEveryBitFlipIsCaught flips every bit of the manifest and the checksum files, every
// bit of the first bytes of each table file and random bits elsewhere, one at a time.
func TestEveryBitFlipIsCaught(t *testing.T) {
	dir := filepath.Join(fastTempDir(t), "Demo.trace")
	if err := os.CopyFS(dir, os.DirFS(demoTrace(t))); err != nil {
		t.Fatal(err)
	}
	ref := openDB(t, filepath.Join(t.TempDir(), "ref.duckdb"))
	if _, err := ingest.Ingest(context.Background(), ref, dir, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	f := &flipper{t: t, dbPath: filepath.Join(fastTempDir(t), "t.duckdb"), want: dumpTables(t, ref)}
	f.db = openDB(t, f.dbPath)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	dense := int64(512) // every bit of the first bytes of each table file: schema and batch headers
	if testing.Short() {
		dense = 64
	}
	random := 500
	rng := rand.New(rand.NewSource(1))
	start := time.Now()
	counts := map[string]int{}
	for _, e := range entries {
		name := e.Name()
		fi, _ := e.Info()
		n := fi.Size()
		if strings.HasSuffix(name, ".arrow") {
			n = min(n, dense)
		}
		for at := int64(0); at < n; at++ {
			for bit := uint(0); bit < 8; bit++ {
				f.try(dir, name, at, bit)
				counts[name]++
			}
		}
	}
	var arrows []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".arrow") {
			arrows = append(arrows, e.Name())
		}
	}
	slices.Sort(arrows)
	for i := 0; i < random; i++ {
		name := arrows[rng.Intn(len(arrows))]
		fi, _ := os.Stat(filepath.Join(dir, name))
		f.try(dir, name, rng.Int63n(fi.Size()), uint(rng.Intn(8)))
		counts[name+" (random)"]++
	}
	t.Logf("%d flips in %v: %d refused, %d loaded identical data; per file: %v", f.refused+f.accepted, time.Since(start).Round(time.Millisecond), f.refused, f.accepted, counts)
}

// fastTempDir is a temporary directory in memory if the system has one: rewriting a byte
// of a file on disk costs a millisecond on some file systems, and the flips rewrite many.
func fastTempDir(t *testing.T) string {
	dir, err := os.MkdirTemp("/dev/shm", "crossprof-test-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}
