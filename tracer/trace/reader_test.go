package trace_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/arrow/go/v15/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// TestReadTableCutShort checks that a table file the writer never got to write, or cut inside
// its schema, reads as a table cut short (io.ErrUnexpectedEOF, which ingest accepts for a
// killed run), not as a corrupt file.
func TestReadTableCutShort(t *testing.T) {
	src := filepath.Join(t.TempDir(), "empty.trace")
	w, err := trace.Create(src, vm.BlocksDefault)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	whole, err := os.ReadFile(filepath.Join(src, schemas.Calls.File()))
	if err != nil {
		t.Fatal(err)
	}
	if err := trace.ReadTable(src, schemas.Calls, func(arrow.Record) error { return nil }); err != nil {
		t.Fatalf("the whole file: %v", err)
	}
	for _, n := range []int{0, 4, 8, 100} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, schemas.Calls.File()), whole[:n], 0o644)
		rows := 0
		err := trace.ReadTable(dir, schemas.Calls, func(r arrow.Record) error { rows += int(r.NumRows()); return nil })
		if !errors.Is(err, io.ErrUnexpectedEOF) || rows != 0 {
			t.Errorf("first %d bytes: %d rows, error %v; want none and io.ErrUnexpectedEOF", n, rows, err)
		}
	}
}
