// This file reads trace tables back: every record batch of a table's stream file.

package trace

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/apache/arrow/go/v15/arrow"
	"github.com/apache/arrow/go/v15/arrow/ipc"
	"github.com/apache/arrow/go/v15/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
)

// ReadTable calls fn for every record batch of table t in dir, in order. It checks that the
// file holds the schema this crossprof writes. A file cut short (the writer was killed)
// yields every complete batch and then an error wrapping io.ErrUnexpectedEOF.
func ReadTable(dir string, t *schemas.Table, fn func(arrow.Record) error) error {
	p := filepath.Join(dir, t.File())
	f, err := os.Open(p)
	if err != nil {
		if os.IsNotExist(err) {
			return fmt.Errorf("trace %s: table %s is missing (%s)", dir, t.Name, t.File())
		}
		return err
	}
	defer f.Close()
	r, err := ipc.NewReader(f, ipc.WithAllocator(memory.NewGoAllocator()))
	if err != nil {
		if (errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)) && streamStart(f) {
			// The writer was killed before it wrote the first batch (and the schema with it).
			return fmt.Errorf("%s: cut short before the first batch: %w", p, io.ErrUnexpectedEOF)
		}
		return fmt.Errorf("%s: not a readable Arrow stream: %v", p, err)
	}
	defer r.Release()
	if err := checkSchema(p, t, r.Schema()); err != nil {
		return err
	}
	for r.Next() {
		if err := fn(r.Record()); err != nil {
			return err
		}
	}
	if err := r.Err(); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("%s: truncated or corrupted after the last complete batch: %w", p, errors.Join(io.ErrUnexpectedEOF, err))
	}
	return nil
}

// streamStart reports whether f is empty or starts as an IPC stream does (a continuation
// marker), which tells a file cut short from one that was never Arrow.
func streamStart(f *os.File) bool {
	var head [4]byte
	n, _ := f.ReadAt(head[:], 0)
	for _, b := range head[:n] {
		if b != 0xff {
			return false
		}
	}
	return true
}

func checkSchema(p string, t *schemas.Table, s *arrow.Schema) error {
	if v, ok := s.Metadata().GetValue("crossprof.schema_version"); !ok || v != fmt.Sprint(schemas.Version) {
		return fmt.Errorf("%s: schema version %q, this crossprof reads version %d", p, v, schemas.Version)
	}
	want := t.Schema()
	if len(s.Fields()) != len(want.Fields()) {
		return fmt.Errorf("%s: %d columns, want %d for table %s", p, len(s.Fields()), len(want.Fields()), t.Name)
	}
	for i, f := range s.Fields() {
		w := want.Field(i)
		if f.Name != w.Name || !arrow.TypeEqual(f.Type, w.Type) {
			return fmt.Errorf("%s: column %d is %s %s, want %s %s", p, i, f.Name, f.Type, w.Name, w.Type)
		}
	}
	return nil
}
