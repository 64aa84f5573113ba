// This file writes the dynamic tables (events and vectors), the hot path of tracing. The
// interpreter's goroutine only copies each event into a slab of plain rows, an exit followed
// by its block counts; one goroutine turns a full slab into the two tables' batches: it
// numbers each exit's block-count vector (vectors.go), writes the vectors not seen before,
// then the events, compressed, and hands the slab back. Slabs and column buffers are
// reused, so a long run allocates nothing per batch, and a fixed number of slabs bounds
// memory: when the writer falls behind, the interpreter waits for a free slab.

package trace

import (
	"sync"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
)

// slabsPerTable is how many slabs of BatchRows rows the log owns: one being filled while the
// others wait for or go through compression.
const slabsPerTable = 4

// countRow marks a log row that holds one block count of the exit before it.
const countRow = -1

// repeatVector - k, as an exit row's end, says that the exit's block counts are the k-th
// (0 or 1) most recent of its method's vectors (see recentCounts): no count rows follow.
const repeatVector = -1

// logRow is a row of the interpreter's log: an event, or one block count of an exit.
type logRow struct {
	count int64  // countRow: the count
	id    int32  // entry: the method; exit: the method (the writer names the vector); switch: the thread; countRow: the block
	end   int32  // exit: the count rows that follow, or repeatVector; countRow: end_pc, or -1
	pc    uint16 // entry: the call site; exit: where it ended
	kind  int8   // schemas.Event*, or countRow
	hasPC bool
}

// logStream is the event log being written: full slabs go to its goroutine, which writes
// them to the events and vectors files and returns them through free.
type logStream struct {
	events, vectors *tableFile
	gate            *gate
	cur             []logRow
	room            int // how many rows cur may hold: add's bound, min(cap(cur), BatchRows)
	made            int // slabs allocated so far, at most slabsPerTable
	full            chan slab
	free            chan []logRow
	enc             logEncoder
	done            sync.WaitGroup
	err             error // set by the goroutine, read after done
	// beforeSend, if set, runs on the interpreter's goroutine before a slab is shipped.
	beforeSend func()
}

// slab is a batch of rows on its way to be written. classes is how many classes were loaded
// when it was shipped: their rows go to disk first.
type slab struct {
	rows    []logRow
	classes int
}

func newLogStream(events, vectors *tableFile, g *gate) *logStream {
	s := &logStream{events: events, vectors: vectors, gate: g, full: make(chan slab, slabsPerTable),
		free: make(chan []logRow, slabsPerTable), made: 1,
		enc: logEncoder{events: newEventColumns(), vectors: newVectorColumns()}}
	s.done.Add(1)
	go s.drain()
	return s
}

// ship hands the filled part of the current slab to the goroutine and takes a free slab.
func (s *logStream) ship() {
	if s.send() {
		s.take()
	}
}

// send hands the rows of the current slab to the goroutine, if there are any.
func (s *logStream) send() bool {
	if len(s.cur) == 0 {
		return false
	}
	if s.beforeSend != nil {
		s.beforeSend()
	}
	s.full <- slab{rows: s.cur, classes: s.gate.loaded}
	s.cur, s.room = nil, 0
	return true
}

// take makes a free slab current.
func (s *logStream) take() {
	// Slabs are made on demand, so a short run allocates little.
	select {
	case s.cur = <-s.free:
	default:
		if s.made < slabsPerTable {
			s.made++
			s.cur = make([]logRow, 0, BatchRows)
		} else {
			s.cur = <-s.free
		}
	}
	s.room = min(cap(s.cur), BatchRows)
}

// add appends one row to the current slab: reserve's common case, small enough to be
// inlined where the interpreter logs an entry or a repeated exit.
func (s *logStream) add(r logRow) {
	if len(s.cur) < s.room {
		s.cur = append(s.cur, r)
		return
	}
	s.reserve(1)[0] = r
}

// reserve returns n new rows at the end of the current slab, shipping it first if they do
// not fit. An exit's rows stay in one slab: a vector of more than BatchRows blocks makes
// the slab grow.
func (s *logStream) reserve(n int) []logRow {
	have := len(s.cur)
	if have > 0 && have+n > BatchRows {
		s.ship()
		have = 0
	}
	if have+n > cap(s.cur) {
		// The first slab starts small and grows fourfold, for short runs.
		grown := make([]logRow, have, max(min(max(4*cap(s.cur), 1024), BatchRows), have+n))
		copy(grown, s.cur)
		s.cur = grown
	}
	s.cur = s.cur[:have+n]
	s.room = min(cap(s.cur), BatchRows)
	return s.cur[have:]
}

// close ships what is left and waits until everything is written.
func (s *logStream) close() error {
	s.send()
	close(s.full)
	s.done.Wait()
	return s.err
}

func (s *logStream) drain() {
	defer s.done.Done()
	if s.err = s.vectors.create(); s.err == nil {
		s.err = s.events.create()
	}
	for b := range s.full {
		if s.err == nil {
			vectors, events := s.enc.encode(b.rows)
			s.gate.await(b.classes)
			// The vectors first: a trace cut short never names a vector it lacks.
			if vectors != nil {
				s.err = s.vectors.write(vectors)
				s.vectors.total += vectors.NumRows()
				vectors.Release()
			}
			if s.err == nil {
				s.err = s.events.write(events)
			}
			s.events.total += events.NumRows()
			events.Release()
		}
		s.free <- b.rows[:0]
	}
}

// logEncoder turns slabs of log rows into events and vectors batches.
type logEncoder struct {
	events  *eventColumns
	vectors *vectorColumns
	vecs    vectorSet
	fresh   []vectorRow // the vectors rows of the current slab
	recent  []recentIDs // by method id: the ids of its two most recent vectors
}

// encode numbers the vectors of a slab's exits and returns the rows of the vectors not
// seen before (nil if none) and the events.
func (e *logEncoder) encode(rows []logRow) (vectors, events arrow.Record) {
	n := 0
	for i := range rows {
		if rows[i].kind != countRow {
			n++
		}
	}
	c := e.events
	c.start(n)
	e.fresh = e.fresh[:0]
	j := 0
	for i := 0; i < len(rows); i++ {
		r := &rows[i]
		id := r.id
		switch r.kind {
		case schemas.EventReturn, schemas.EventThrow, schemas.EventUnfinished:
			for int(r.id) >= len(e.recent) {
				e.recent = append(e.recent, recentIDs{-1, -1})
			}
			if r.end < 0 {
				id = e.recent[r.id].use(int(repeatVector - r.end))
				break
			}
			counts := rows[i+1 : i+1+int(r.end)]
			i += len(counts)
			var fresh bool
			if id, fresh = e.vecs.id(r.id, counts); fresh {
				for _, b := range counts {
					e.fresh = append(e.fresh, vectorRow{method: r.id, vector: id, block: b.id, count: b.count, end: b.end})
				}
			}
			e.recent[r.id].push(id)
		}
		c.kind.set(j, r.kind, true)
		c.id.set(j, id, true)
		c.pc.set(j, r.pc, r.hasPC)
		j++
	}
	if len(e.fresh) > 0 {
		vectors = e.vectors.encode(e.fresh)
	}
	return vectors, c.record(n)
}
