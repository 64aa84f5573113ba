// This file reads trace tables back: every record batch of a table's stream file, each
// verified against the table's checksum file before it is decoded.

package trace

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
)

// ReadTable calls fn for every record batch of table t in dir, in order; see ReadBatches.
func ReadTable(dir string, t *schemas.Table, fn func(arrow.Record) error) error {
	return ReadBatches(dir, t, func(_ int, r arrow.Record) error { return fn(r) })
}

// ReadBatches calls fn for every record batch of table t in dir, in order, with the batch's
// number (from 0). It checks every batch against its checksum (see checksum.go) and that
// the file holds the schema this crossprof writes. A file cut short (the writer was killed)
// yields every complete batch and then an error wrapping io.ErrUnexpectedEOF; any other
// damage is an error naming the file and the batch.
func ReadBatches(dir string, t *schemas.Table, fn func(batch int, r arrow.Record) error) (err error) {
	p := filepath.Join(dir, t.File())
	f, err := os.Open(p)
	if err != nil {
		if os.IsNotExist(err) {
			return fmt.Errorf("trace %s: table %s is missing (%s)", dir, t.Name, t.File())
		}
		return err
	}
	defer f.Close()
	sumsPath := filepath.Join(dir, ChecksumFile(t.File()))
	segs, cut, err := readSums(sumsPath)
	if err != nil {
		if os.IsNotExist(err) {
			return fmt.Errorf("trace %s: the checksums of table %s are missing (%s)", dir, t.Name, ChecksumFile(t.File()))
		}
		return err
	}
	v := &verifiedReader{f: p, sums: sumsPath, r: f, segs: segs, cut: cut}
	// The decoder only sees verified bytes, but a file crafted with matching checksums must
	// still not crash crossprof.
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("%s: malformed Arrow stream (%v)", p, e)
		}
	}()
	r, err := ipc.NewReader(v, ipc.WithAllocator(memory.NewGoAllocator()))
	if err != nil {
		if v.err != nil {
			return v.err
		}
		return fmt.Errorf("%s: not a readable Arrow stream: %v", p, err)
	}
	defer r.Release()
	if err := checkSchema(p, t, r.Schema()); err != nil {
		return err
	}
	batch := 0
	for r.Next() {
		if err := fn(batch, r.Record()); err != nil {
			return err
		}
		batch++
	}
	if err := r.Err(); err != nil && !errors.Is(err, io.EOF) || v.err != nil {
		if v.err != nil {
			return v.err
		}
		return fmt.Errorf("%s: batch %d is malformed: %v", p, batch, err)
	}
	return v.finish()
}

func checkSchema(p string, t *schemas.Table, s *arrow.Schema) error {
	if v, ok := s.Metadata().GetValue("crossprof.schema_version"); !ok || v != fmt.Sprint(schemas.Version) {
		return fmt.Errorf("%s: schema version %q, this crossprof reads version %d", p, v, schemas.Version)
	}
	if v, ok := s.Metadata().GetValue("crossprof.table"); !ok || v != t.Name {
		return fmt.Errorf("%s: holds table %q, want %s", p, v, t.Name)
	}
	want := t.Schema()
	if len(s.Fields()) != len(want.Fields()) {
		return fmt.Errorf("%s: %d columns, want %d for table %s", p, len(s.Fields()), len(want.Fields()), t.Name)
	}
	for i, f := range s.Fields() {
		w := want.Field(i)
		if f.Name != w.Name || !arrow.TypeEqual(f.Type, w.Type) || f.Nullable != w.Nullable {
			return fmt.Errorf("%s: column %d is %s %s, want %s %s", p, i, f.Name, f.Type, w.Name, w.Type)
		}
	}
	return nil
}
