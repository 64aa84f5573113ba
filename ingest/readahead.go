// This file reads a trace's tables ahead of the appender, so that decompressing and
// decoding Arrow batches (Go) overlaps with appending them (DuckDB).

package ingest

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// batch is a record of a table, or the end of that table with its read error.
type batch struct {
	table *schemas.Table
	rec   arrow.Record // nil at the end of the table (and for calls left open at the end of the events)
	calls *callRows    // events: the invocations derived from it
	err   error        // set at the end of the table
}

var errStopped = errors.New("ingest: reading stopped")

// readAhead reads the trace's files in order on a goroutine and sends their batches, each
// table followed by an end marker: the classes, then the tables of the code derived from
// their class files under the block analysis mode (methods, instructions, blocks), then the
// vectors and the events, the order of schemas.All. val, if not nil, checks every batch
// before it is sent, and each table at its end; a violation ends the table with that error.
// Closing stop makes it finish early; the caller must drain or stop it and release the
// records it receives.
func readAhead(dir string, mode vm.BlockMode, stop <-chan struct{}, val *validator) <-chan batch {
	out := make(chan batch, 4)
	go func() {
		defer close(out)
		// send checks and sends batch n of table t.
		send := func(t *schemas.Table, n int, r arrow.Record) error {
			var calls *callRows
			if val != nil {
				if err := val.check(t, n, r); err != nil {
					return err
				}
				if t == schemas.Events {
					calls = val.takeCalls()
				}
			}
			r.Retain()
			select {
			case out <- batch{table: t, rec: r, calls: calls}:
				return nil
			case <-stop:
				r.Release()
				return errStopped
			}
		}
		// end checks and sends the end of table t, which err ended (nil, or cut short).
		end := func(t *schemas.Table, err error) bool {
			if val != nil && (err == nil || errors.Is(err, io.ErrUnexpectedEOF)) {
				if verr := val.end(t, err == nil); verr != nil {
					err = verr
				} else if t == schemas.Events {
					// The invocations a dead tracer left open end where the log ends.
					if open := val.closeOpen(); open.len() > 0 {
						select {
						case out <- batch{table: t, calls: open}:
						case <-stop:
							return false
						}
					}
				}
			}
			select {
			case out <- batch{table: t, err: err}:
			case <-stop:
				return false
			}
			return !errors.Is(err, errStopped)
		}
		for _, t := range schemas.Files {
			var code *trace.Code
			if t == schemas.Classes {
				code = trace.NewCode(mode)
			}
			err := trace.ReadBatches(dir, t, func(n int, r arrow.Record) error {
				if code != nil {
					if err := code.AddClasses(r); err != nil {
						return fmt.Errorf("%s: batch %d: %w", filepath.Join(dir, t.File()), n, err)
					}
				}
				return send(t, n, r)
			})
			if !end(t, err) {
				return
			}
			if code == nil {
				continue
			}
			// The tables of the code, complete if the classes are.
			if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
				return // the consumer stops at the classes' error
			}
			cut := err
			for _, d := range []*schemas.Table{schemas.Methods, schemas.Instructions, schemas.Blocks} {
				recs := code.Records(d)
				var derr error
				for n, r := range recs {
					if derr == nil {
						derr = send(d, n, r)
					}
					r.Release()
				}
				if derr == nil {
					derr = cut
				}
				if !end(d, derr) {
					return
				}
			}
		}
	}()
	return out
}
