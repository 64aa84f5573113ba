package trace_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
)

// TestReadTableCutShort checks that a table file the writer never got to write, or cut inside
// its schema, reads as a table cut short (io.ErrUnexpectedEOF, which ingest accepts for a
// killed run), not as a corrupt file.
func TestReadTableCutShort(t *testing.T) {
	src := filepath.Join(t.TempDir(), "empty.trace")
	w, err := trace.Create(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	whole, err := os.ReadFile(filepath.Join(src, schemas.Events.File()))
	if err != nil {
		t.Fatal(err)
	}
	if err := trace.ReadTable(src, schemas.Events, func(arrow.Record) error { return nil }); err != nil {
		t.Fatalf("the whole file: %v", err)
	}
	sums, err := os.ReadFile(filepath.Join(src, trace.ChecksumFile(schemas.Events.File())))
	if err != nil {
		t.Fatal(err)
	}
	// The checksum file is written after each segment: it may lack the last entries, or end
	// in a partial one, and the table file may lack the segment the last entry covers.
	for _, c := range []struct{ n, sums int }{{0, 8}, {4, 0}, {8, 24}, {100, len(sums)}, {len(whole), 8}, {len(whole), 20}, {len(whole) - 1, len(sums)}} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, schemas.Events.File()), whole[:c.n], 0o644)
		os.WriteFile(filepath.Join(dir, trace.ChecksumFile(schemas.Events.File())), sums[:min(c.sums, len(sums))], 0o644)
		rows := 0
		err := trace.ReadTable(dir, schemas.Events, func(r arrow.Record) error { rows += int(r.NumRows()); return nil })
		if !errors.Is(err, io.ErrUnexpectedEOF) || rows != 0 {
			t.Errorf("first %d bytes and %d bytes of checksums: %d rows, error %v; want none and io.ErrUnexpectedEOF", c.n, c.sums, rows, err)
		}
	}
}
