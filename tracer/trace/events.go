// This file writes the dynamic tables (events and vectors), the hot path of tracing: two
// rows per invocation, and a few for each block-count vector not seen before. The
// interpreter's goroutine only copies each row into a slab of plain rows; one goroutine per table turns a full slab
// into Arrow columns, compresses and writes it, and hands the slab back. Slabs and column
// buffers are reused, so a long run allocates nothing per batch, and a fixed number of slabs
// bounds memory: when the file writer falls behind, the interpreter waits for a free slab.

package trace

import (
	"sync"

	"github.com/apache/arrow-go/v18/arrow"
)

// slabsPerTable is how many slabs of BatchRows rows a dynamic table owns: one being filled
// while the others wait for or go through compression.
const slabsPerTable = 4

// stream is one dynamic table being written: full slabs go to its goroutine, which encodes
// them with encode and returns them through free.
type stream[T any] struct {
	tf     *tableFile
	gate   *gate
	cur    []T
	made   int // slabs allocated so far, at most slabsPerTable
	full   chan slab[T]
	free   chan []T
	encode func(rows []T) arrow.Record
	done   sync.WaitGroup
	err    error // set by the goroutine, read after done
	// beforeSend, if set, runs on the interpreter's goroutine before a slab is shipped.
	beforeSend func()
	// after, if set, is another table's gate: a batch is written only once that table has
	// written the afterCount() rows it had when the batch was shipped (an event refers to
	// a vector written before it).
	after      *gate
	afterCount func() int
	// written, if set, is told how many rows the table has written, after each batch.
	written *gate
}

// slab is a batch of rows on its way to be written. classes is how many classes were loaded
// when it was shipped: their static rows go to disk first; after is the other table's rows
// that go to disk first.
type slab[T any] struct {
	rows    []T
	classes int
	after   int
}

func newStream[T any](tf *tableFile, g *gate, encode func([]T) arrow.Record) *stream[T] {
	s := &stream[T]{tf: tf, gate: g, full: make(chan slab[T], slabsPerTable), free: make(chan []T, slabsPerTable), encode: encode, made: 1}
	s.done.Add(1)
	go s.drain()
	return s
}

// ship hands the filled part of the current slab to the goroutine and takes a free slab.
func (s *stream[T]) ship() {
	if s.send() {
		s.take()
	}
}

// send hands the rows of the current slab to the goroutine, if there are any.
func (s *stream[T]) send() bool {
	if len(s.cur) == 0 {
		return false
	}
	s.tf.total += int64(len(s.cur))
	if s.beforeSend != nil {
		s.beforeSend()
	}
	b := slab[T]{rows: s.cur, classes: s.gate.loaded}
	if s.afterCount != nil {
		b.after = s.afterCount()
	}
	s.full <- b
	s.cur = nil
	return true
}

// take makes a free slab current.
func (s *stream[T]) take() {
	// Slabs are made on demand, so a short run allocates little.
	select {
	case s.cur = <-s.free:
	default:
		if s.made < slabsPerTable {
			s.made++
			s.cur = make([]T, 0, BatchRows)
		} else {
			s.cur = <-s.free
		}
	}
}

// next returns the slot for a new row.
func (s *stream[T]) next() *T {
	n := len(s.cur)
	if n == BatchRows {
		s.ship()
		n = 0
	} else if n == cap(s.cur) {
		// The first slab starts small and grows fourfold, for short runs.
		grown := make([]T, n, min(max(4*n, 1024), BatchRows))
		copy(grown, s.cur)
		s.cur = grown
	}
	s.cur = s.cur[:n+1]
	return &s.cur[n]
}

// close ships what is left and waits until everything is written.
func (s *stream[T]) close() error {
	s.send()
	close(s.full)
	s.done.Wait()
	return s.err
}

func (s *stream[T]) drain() {
	defer s.done.Done()
	wrote := 0
	for b := range s.full {
		if s.err == nil {
			rec := s.encode(b.rows)
			s.gate.await(b.classes)
			if s.after != nil {
				s.after.await(b.after)
			}
			s.err = s.tf.write(rec)
			rec.Release()
		}
		if s.written != nil {
			wrote += len(b.rows)
			s.written.wrote(wrote) // also after an error: nothing waits for a batch that is lost
		}
		s.free <- b.rows[:0]
	}
}
