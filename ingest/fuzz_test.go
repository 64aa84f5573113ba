// Fuzz target for ingest's checks: a trace with any edits is refused, naming a file, or
// loads exactly what the original loads.

package ingest_test

import (
	"context"
	"database/sql"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/crossprof/crossprof/ingest"
)

var fuzzIngest struct {
	once  sync.Once
	dir   string // where the corrupted copies go (in memory if possible)
	files []string
	data  [][]byte
	want  string
	db    *sql.DB
	err   error
}

// FuzzIngestCorrupted applies the edits of tracer/trace's FuzzLoadCorrupted (6 bytes each:
// file number, offset, XOR byte or 0 to truncate) to a trace of Demo and ingests it.
func FuzzIngestCorrupted(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 10, 1})
	f.Add([]byte{1, 0, 0, 1, 0, 0x80, 2, 0, 0, 0, 3, 0})
	f.Add([]byte{6, 0, 0, 0, 40, 0x20})
	f.Add([]byte{12, 0, 0, 0, 3, 0})
	fz := &fuzzIngest
	base, err := os.MkdirTemp("/dev/shm", "crossprof-fuzz-")
	if err != nil {
		base = f.TempDir()
	}
	f.Cleanup(func() {
		if fz.db != nil {
			fz.db.Close()
		}
		os.RemoveAll(base)
	})
	f.Fuzz(func(t *testing.T, edits []byte) {
		fz.once.Do(func() {
			fz.dir = base
			src := filepath.Join(base, "ref", "Demo.trace") // the same name: the traces table keeps it
			record(t, "Demo", src, 0, 0)
			entries, _ := os.ReadDir(src)
			for _, e := range entries {
				data, _ := os.ReadFile(filepath.Join(src, e.Name()))
				fz.files, fz.data = append(fz.files, e.Name()), append(fz.data, data)
			}
			db, err := ingest.Open(context.Background(), filepath.Join(base, "ref.duckdb"), ingest.Create)
			if err == nil {
				_, err = ingest.Ingest(context.Background(), db, src, ingest.Options{})
			}
			if err == nil {
				fz.want = dumpTables(t, db)
				db.Close()
				fz.db, err = ingest.Open(context.Background(), filepath.Join(base, "t.duckdb"), ingest.Create)
			}
			fz.err = err
		})
		if fz.err != nil {
			t.Fatal(fz.err)
		}
		dir := filepath.Join(fz.dir, "Demo.trace")
		os.RemoveAll(dir)
		os.Mkdir(dir, 0o755)
		data := make([][]byte, len(fz.data))
		for i := range fz.data {
			data[i] = append([]byte(nil), fz.data[i]...)
		}
		touched := map[string]bool{}
		for ; len(edits) >= 6; edits = edits[6:] {
			i := int(edits[0]) % len(data)
			if len(data[i]) == 0 {
				continue
			}
			at := int(binary.BigEndian.Uint32(edits[1:5]) % uint32(len(data[i])))
			if edits[5] == 0 {
				data[i] = data[i][:at]
			} else {
				data[i][at] ^= edits[5]
			}
			touched[fz.files[i]] = true
		}
		for i, name := range fz.files {
			os.WriteFile(filepath.Join(dir, name), data[i], 0o644)
		}
		_, err := ingest.Ingest(context.Background(), fz.db, dir, ingest.Options{})
		if err != nil {
			named := false
			for name := range touched {
				named = named || strings.Contains(err.Error(), name)
			}
			if !named || strings.Contains(err.Error(), "\n") {
				t.Fatalf("the error names none of the edited files %v in one line: %v", touched, err)
			}
			return
		}
		got := dumpTables(t, fz.db)
		fz.db.Close()
		os.Remove(filepath.Join(fz.dir, "t.duckdb"))
		if fz.db, err = ingest.Open(context.Background(), filepath.Join(fz.dir, "t.duckdb"), ingest.Create); err != nil {
			t.Fatal(err)
		}
		if got != fz.want {
			t.Fatalf("a corrupted trace loaded, and the database differs from the original's")
		}
	})
}
