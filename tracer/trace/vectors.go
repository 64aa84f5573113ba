// This file gives each invocation's block counts a small id: most invocations of a method
// execute one of a few block-count vectors (a loop's trip count, a branch taken or not), so
// the vectors table holds each distinct vector of a method once and an exit event names it.
// An exit that repeats one of its method's two most recent vectors is recognized on the
// interpreter's goroutine and logged as such (recentCounts), without its counts; the others
// are numbered on the log's writer goroutine (events.go), from the count rows of the log.

package trace

import (
	"slices"

	"github.com/crossprof/crossprof/tracer/vm"
)

// maxKeptCounts bounds the block counts kept to recognize vectors seen before (24 MB): past
// it, a vector not seen yet is written as a new one and not kept, so memory does not grow
// with the length of a run; only repeats of the dropped vectors cost rows.
const maxKeptCounts = 1 << 20

// methodVectors are the vectors of one method seen so far.
type methodVectors struct {
	next   int32            // the next vector id
	byHash map[uint64]int32 // the latest kept vector with a hash of its counts
	kept   [][]logRow       // by vector id: its count rows, if kept
	same   []int32          // by vector id: the previous kept vector with the same hash, or -1
}

// vectorSet numbers the distinct vectors of every method.
type vectorSet struct {
	methods []*methodVectors // by method id
	kept    int
}

// hashCounts mixes a vector's count rows into 64 bits: one multiply per row, enough to
// spread the few vectors of a method, whose rows are compared anyway.
func hashCounts(rows []logRow) uint64 {
	h := uint64(len(rows))
	for i := range rows {
		r := &rows[i]
		h ^= uint64(r.count)<<24 ^ uint64(uint32(r.id)) ^ uint64(uint32(r.end))<<44
		h *= 0x9E3779B97F4A7C15
		h ^= h >> 29
	}
	return h
}

// sameCounts reports whether two vectors have the same count rows.
func sameCounts(a, b []logRow) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].id != b[i].id || a[i].count != b[i].count || a[i].end != b[i].end {
			return false
		}
	}
	return true
}

// id returns the vector id of an exit of method with count rows rows, and whether the
// vector is new (its rows must be written before the event that names it).
func (s *vectorSet) id(method int32, rows []logRow) (int32, bool) {
	if len(rows) == 0 {
		return -1, false
	}
	for int(method) >= len(s.methods) {
		s.methods = append(s.methods, nil)
	}
	mv := s.methods[method]
	if mv == nil {
		mv = &methodVectors{byHash: map[uint64]int32{}}
		s.methods[method] = mv
	}
	h := hashCounts(rows)
	first, ok := mv.byHash[h]
	for id := first; ok && id >= 0; id = mv.same[id] {
		if sameCounts(mv.kept[id], rows) {
			return id, false
		}
	}
	id := mv.next
	mv.next++
	var kept []logRow
	prev := int32(-1)
	if ok {
		prev = first
	}
	if s.kept+len(rows) <= maxKeptCounts {
		s.kept += len(rows)
		kept = slices.Clone(rows)
		mv.byHash[h] = id
	}
	mv.kept = append(mv.kept, kept)
	mv.same = append(mv.same, prev)
	return id, true
}

// recentCounts are the block counts of a method's two most recent vectors, the most recent
// first, on the interpreter's side of the log, as the interpreter's counters hold them (a
// count per block, zeros included; a vector with partial blocks is never repeated);
// recentIDs are their ids, on the encoder's. Both are updated by the same rule, the
// interpreter's by what it finds and the encoder's by the rows that say it: a repeat of the
// second moves it first, any other exit's vector goes first.
type (
	recentCounts [2]recentVector
	recentIDs    [2]int32
)

type recentVector struct {
	counts []int64
	ok     bool // it may be repeated: it has no partial blocks
}

// find returns which of the recent vectors counts repeats, and makes it the most recent;
// -1 if none, and always for an exit with partial blocks.
func (r *recentCounts) find(counts []int64, partial []vm.BlockCount) int {
	if len(partial) > 0 {
		return -1
	}
	for k := range r {
		if r[k].ok && slices.Equal(r[k].counts, counts) {
			if k == 1 {
				r[0], r[1] = r[1], r[0]
			}
			return k
		}
	}
	return -1
}

// push makes an exit's vector the most recent, reusing the older one's memory.
func (r *recentCounts) push(counts []int64, partial []vm.BlockCount) {
	r[0], r[1] = recentVector{counts: append(r[1].counts[:0], counts...), ok: len(partial) == 0}, r[0]
}

// use returns the id of the k-th most recent vector and makes it the most recent.
func (r *recentIDs) use(k int) int32 {
	if k == 1 {
		r[0], r[1] = r[1], r[0]
	}
	return r[0]
}

// push makes id the most recent vector's.
func (r *recentIDs) push(id int32) { r[0], r[1] = id, r[0] }
