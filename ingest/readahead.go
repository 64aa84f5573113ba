// This file reads a trace's tables ahead of the appender, so that decompressing and
// decoding Arrow batches (Go) overlaps with appending them (DuckDB).

package ingest

import (
	"errors"
	"io"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
)

// batch is a record of a table, or the end of that table with its read error.
type batch struct {
	table *schemas.Table
	rec   arrow.Record // nil at the end of the table (and for calls left open at the end of the events)
	calls *callRows    // events: the invocations derived from it
	err   error        // set at the end of the table
}

var errStopped = errors.New("ingest: reading stopped")

// readAhead reads the tables in order on a goroutine and sends their batches, each table
// followed by an end marker. val, if not nil, checks every batch before it is sent, and
// each table at its end; a violation ends the table with that error. Closing stop makes it
// finish early; the caller must drain or stop it and release the records it receives.
func readAhead(dir string, tables []*schemas.Table, stop <-chan struct{}, val *validator) <-chan batch {
	out := make(chan batch, 4)
	go func() {
		defer close(out)
		for _, t := range tables {
			err := trace.ReadBatches(dir, t, func(n int, r arrow.Record) error {
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
			})
			if val != nil && (err == nil || errors.Is(err, io.ErrUnexpectedEOF)) {
				if verr := val.end(t, err == nil); verr != nil {
					err = verr
				} else if t == schemas.Events {
					// The invocations a dead tracer left open end where the log ends.
					if open := val.closeOpen(); open.len() > 0 {
						select {
						case out <- batch{table: t, calls: open}:
						case <-stop:
							return
						}
					}
				}
			}
			select {
			case out <- batch{table: t, err: err}:
			case <-stop:
				return
			}
			if errors.Is(err, errStopped) {
				return
			}
		}
	}()
	return out
}
