// This file gives each invocation's block counts a small id: most invocations of a method
// execute one of a few block-count vectors (a loop's trip count, a branch taken or not), so
// the vectors table holds each distinct vector of a method once and an exit event names it.
// It runs on the log's writer goroutine (events.go): an exit that repeats one of its
// method's two most recent vectors is recognized from its counters alone (recentVectors),
// the others are numbered from their non-zero counts (vectorSet).

package trace

import "slices"

// maxKeptCounts bounds the block counts kept to recognize vectors seen before (24 MB): past
// it, a vector not seen yet is written as a new one and not kept, so memory does not grow
// with the length of a run; only repeats of the dropped vectors cost rows.
const maxKeptCounts = 1 << 20

// countRow is one row of a vector: a block's count, or a partial execution (count 1,
// ending at end; -1 for whole executions).
type countRow struct {
	count      int64
	block, end int32
}

// methodVectors are the vectors of one method seen so far.
type methodVectors struct {
	next   int32            // the next vector id
	byHash map[uint64]int32 // the latest kept vector with a hash of its counts
	kept   [][]countRow     // by vector id: its count rows, if kept
	same   []int32          // by vector id: the previous kept vector with the same hash, or -1
}

// vectorSet numbers the distinct vectors of every method.
type vectorSet struct {
	methods []*methodVectors // by method id
	kept    int
}

// hashCounts mixes a vector's count rows into 64 bits: one multiply per row, enough to
// spread the few vectors of a method, whose rows are compared anyway.
func hashCounts(rows []countRow) uint64 {
	h := uint64(len(rows))
	for i := range rows {
		r := &rows[i]
		h ^= uint64(r.count)<<24 ^ uint64(uint32(r.block)) ^ uint64(uint32(r.end))<<44
		h *= 0x9E3779B97F4A7C15
		h ^= h >> 29
	}
	return h
}

// id returns the vector id of an exit of method with count rows rows, and whether the
// vector is new (its rows must be written before the event that names it).
func (s *vectorSet) id(method int32, rows []countRow) (int32, bool) {
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
		if slices.Equal(mv.kept[id], rows) {
			return id, false
		}
	}
	id := mv.next
	mv.next++
	var kept []countRow
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

// recentVectors are a method's two most recent vectors, the most recent first: the block
// counters as the interpreter held them (a count per block, zeros included) and the id.
type recentVectors [2]recentVector

type recentVector struct {
	counts []uint64
	id     int32
	ok     bool // it may be repeated: it has no partial blocks
}

// find returns the id of the recent vector counts repeats, and makes it the most recent.
func (r *recentVectors) find(counts []uint64) (int32, bool) {
	for k := range r {
		if r[k].ok && slices.Equal(r[k].counts, counts) {
			if k == 1 {
				r[0], r[1] = r[1], r[0]
			}
			return r[0].id, true
		}
	}
	return 0, false
}

// push makes an exit's vector the most recent, reusing the older one's memory.
func (r *recentVectors) push(counts []uint64, id int32, ok bool) {
	r[0], r[1] = recentVector{counts: append(r[1].counts[:0], counts...), id: id, ok: ok}, r[0]
}
