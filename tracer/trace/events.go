// This file writes the dynamic tables (events and vectors), the hot path of tracing. The
// interpreter's goroutine only appends each event to a slab of 64-bit words, an exit followed
// by its frame's block counters as they are; one goroutine turns a full slab into the two
// tables' batches: it recognizes an exit that repeats one of its method's two most recent
// vectors, numbers the others (vectors.go), writes the vectors not seen before, then the
// events, compressed, and hands the slab back. Slabs and column buffers are reused, so a
// long run allocates nothing per batch, and a fixed number of slabs bounds memory: when the
// writer falls behind, the interpreter waits for a free slab.

package trace

import (
	"sync"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

// slabsPerTable is how many slabs of BatchRows words the log owns: one being filled while
// the others wait for or go through compression.
const slabsPerTable = 4

// An event word: the kind (schemas.Event*) in bits 0-2, whether it has a pc in bit 3, the
// pc in bits 4-19, what follows an exit in bits 20-21, and the id (an entry's or exit's
// method, a switch's thread) in bits 32-63. An exit with block counters is followed by
// their number n and the n counts, by block; one with partial blocks also by their number
// p and p pairs of words (the block and its end pc, the count).
const (
	wordHasPC      = 1 << 3
	wordPCShift    = 4
	wordFollows    = 20
	followsCounts  = 1 // the counters
	followsPartial = 2 // the counters, then the partial blocks
)

// eventWord packs an event; pc < 0 is none.
func eventWord(kind int8, id, pc int32) uint64 {
	w := uint64(kind) | uint64(uint32(id))<<32
	if pc >= 0 {
		w |= wordHasPC | uint64(uint16(pc))<<wordPCShift
	}
	return w
}

// putCounts writes an exit word w, the number of counters and the counters at the start of
// ws; a plain loop, since a call of memmove costs more for the few counters of most methods.
func putCounts(ws []uint64, w uint64, counts []int64) {
	ws[0], ws[1] = w, uint64(len(counts))
	for i, c := range counts {
		ws[2+i] = uint64(c)
	}
}

// putPartial writes an exit word w with its counters and partial blocks at the start of ws,
// which has 3 + len(counts) + 2*len(partial) words.
func putPartial(ws []uint64, w uint64, counts []int64, partial []vm.BlockCount) {
	putCounts(ws, w|followsPartial<<wordFollows, counts)
	ps := ws[2+len(counts):]
	ps[0] = uint64(len(partial))
	for i, p := range partial {
		ps[1+2*i] = uint64(uint32(p.Block)) | uint64(uint32(p.EndPC))<<32
		ps[2+2*i] = uint64(p.Count)
	}
}

// logStream is the event log being written: full slabs go to its goroutine, which writes
// them to the events and vectors files and returns them through free.
type logStream struct {
	events, vectors *tableFile
	gate            *gate
	cur             []uint64
	room            int // how many words cur may hold: add's bound, min(cap(cur), BatchRows)
	made            int // slabs allocated so far, at most slabsPerTable
	full            chan slab
	free            chan []uint64
	enc             logEncoder
	done            sync.WaitGroup
	err             error // set by the goroutine, read after done
	// beforeSend, if set, runs on the interpreter's goroutine before a slab is shipped.
	beforeSend func()
}

// slab is a batch of words on its way to be written. classes is how many classes were
// loaded when it was shipped: their rows go to disk first. flush asks for every event so far
// to be written (a batch holds BatchRows events, which may take more than one slab).
type slab struct {
	words   []uint64 // nil for a flush alone
	classes int
	flush   bool
}

func newLogStream(events, vectors *tableFile, g *gate) *logStream {
	s := &logStream{events: events, vectors: vectors, gate: g, full: make(chan slab, slabsPerTable),
		free: make(chan []uint64, slabsPerTable), made: 1,
		enc: logEncoder{events: newEventColumns(), vectors: newVectorColumns()}}
	s.done.Add(1)
	go s.drain()
	return s
}

// ship hands the filled part of the current slab to the goroutine and takes a free slab;
// flush has every event so far written.
func (s *logStream) ship(flush bool) {
	if s.send(flush) {
		s.take()
	}
}

// send hands the words of the current slab, if there are any, to the goroutine, or only the
// request to flush; it reports whether the slab went.
func (s *logStream) send(flush bool) bool {
	if len(s.cur) == 0 {
		if flush {
			s.full <- slab{classes: s.gate.loaded, flush: true}
		}
		return false
	}
	if s.beforeSend != nil {
		s.beforeSend()
	}
	s.full <- slab{words: s.cur, classes: s.gate.loaded, flush: flush}
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
			s.cur = make([]uint64, 0, BatchRows)
		} else {
			s.cur = <-s.free
		}
	}
	s.room = min(cap(s.cur), BatchRows)
}

// add appends one word to the current slab: reserve's common case, small enough to be
// inlined where the interpreter logs an entry or an exit without counters.
func (s *logStream) add(w uint64) {
	if len(s.cur) < s.room {
		s.cur = append(s.cur, w)
		return
	}
	s.reserve(1)[0] = w
}

// reserve returns n new words at the end of the current slab, shipping it first if they do
// not fit. An exit's words stay in one slab: a method of more than BatchRows blocks makes
// the slab grow.
func (s *logStream) reserve(n int) []uint64 {
	have := len(s.cur)
	if have > 0 && have+n > BatchRows {
		s.ship(false)
		have = 0
	}
	if have+n > cap(s.cur) {
		// The first slab starts small and grows fourfold, for short runs.
		grown := make([]uint64, have, max(min(max(4*cap(s.cur), 1024), BatchRows), have+n))
		copy(grown, s.cur)
		s.cur = grown
	}
	s.cur = s.cur[:have+n]
	s.room = min(cap(s.cur), BatchRows)
	return s.cur[have:]
}

// close ships what is left and waits until everything is written.
func (s *logStream) close() error {
	s.send(true)
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
		for pos := 0; s.err == nil && pos < len(b.words); {
			if pos = s.enc.encode(b.words, pos); s.enc.n == BatchRows {
				s.write(b.classes)
			}
		}
		if s.err == nil && b.flush && s.enc.n > 0 {
			s.write(b.classes)
		}
		if b.words != nil {
			s.free <- b.words[:0]
		}
	}
}

// write writes the encoder's batch, once the rows of the first classes classes are on disk.
func (s *logStream) write(classes int) {
	vectors, events := s.enc.batch()
	s.gate.await(classes)
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

// logEncoder turns slabs of log words into events and vectors batches of up to BatchRows
// events each.
type logEncoder struct {
	events  *eventColumns
	vectors *vectorColumns
	vecs    vectorSet
	recent  []recentVectors // by method id
	rows    []countRow      // the current exit's non-zero counts and partial blocks
	n       int             // the events of the batch being filled
	nulls   int             // its events without a pc
	fresh   []vectorRow     // its new vectors' rows
}

// encode adds the events of words from pos on to the batch, naming each exit's vector, until
// the words end or the batch is full; it returns where it stopped.
func (e *logEncoder) encode(words []uint64, pos int) int {
	c := e.events
	if e.n == 0 {
		c.start(BatchRows)
		e.fresh, e.nulls = e.fresh[:0], 0
	}
	// The columns are filled through plain slices: this loop runs once per event.
	kinds, ids, pcs, valid := c.kind.vals[:BatchRows], c.id.vals[:BatchRows], c.pc.vals[:BatchRows], c.pc.valid
	// An event without a pc has zero in the pc's bits (eventWord).
	j, i := e.n, pos
	for ; i < len(words) && j < BatchRows; i++ {
		w := words[i]
		kind, id := int8(w&7), int32(w>>32)
		if kind != schemas.EventEnter && kind != schemas.EventSwitch {
			method := id
			id = schemas.NoVector
			if follows := w >> wordFollows & 3; follows != 0 {
				n := int(words[i+1])
				counts := words[i+2 : i+2+n]
				i += 1 + n
				var partial []uint64
				if follows == followsPartial {
					p := int(words[i+1])
					partial = words[i+2 : i+2+2*p]
					i += 1 + 2*p
				}
				id = e.vector(method, counts, partial)
			}
		}
		kinds[j], ids[j], pcs[j] = kind, id, uint16(w>>wordPCShift)
		if w&wordHasPC != 0 {
			valid[j>>3] |= 1 << (j & 7)
		} else {
			e.nulls++
		}
		j++
	}
	e.n = j
	return i
}

// batch returns the batch's new vectors (nil if none) and its events, and starts the next.
func (e *logEncoder) batch() (vectors, events arrow.Record) {
	if len(e.fresh) > 0 {
		vectors = e.vectors.encode(e.fresh)
	}
	e.events.pc.nulls = e.nulls
	events = e.events.record(e.n)
	e.n = 0
	return vectors, events
}

// vector returns the id of an exit's vector, from its method's block counters and the
// words of its partial blocks, and queues the vector's rows if it is new.
func (e *logEncoder) vector(method int32, counts, partial []uint64) int32 {
	for int(method) >= len(e.recent) {
		e.recent = append(e.recent, recentVectors{})
	}
	rv := &e.recent[method]
	if len(partial) == 0 {
		if id, ok := rv.find(counts); ok {
			return id
		}
	}
	rows := e.rows[:0]
	for b, n := range counts {
		if n != 0 {
			rows = append(rows, countRow{block: int32(b), count: int64(n), end: -1})
		}
	}
	for k := 0; k < len(partial); k += 2 {
		rows = append(rows, countRow{block: int32(uint32(partial[k])), end: int32(partial[k] >> 32), count: int64(partial[k+1])})
	}
	e.rows = rows
	id, fresh := e.vecs.id(method, rows)
	if fresh {
		for _, r := range rows {
			e.fresh = append(e.fresh, vectorRow{method: method, vector: id, block: r.block, count: r.count, end: r.end})
		}
	}
	rv.push(counts, id, len(partial) == 0)
	return id
}
