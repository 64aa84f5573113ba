// This file gives each invocation's block counts a small id: most invocations of a method
// execute one of a few block-count vectors (a loop's trip count, a branch taken or not), so
// the vectors table holds each distinct vector of a method once and an exit event names it.

package trace

import (
	"slices"

	"github.com/crossprof/crossprof/tracer/vm"
)

// maxKeptCounts bounds the block counts kept to recognize vectors seen before (about 16 MB):
// past it, a vector not seen yet is written as a new one and not kept, so memory does not
// grow with the length of a run; only repeats of the dropped vectors cost rows.
const maxKeptCounts = 1 << 20

// methodVectors are the vectors of one method seen so far.
type methodVectors struct {
	next   int32                     // the next vector id
	byHash map[uint64][]int32        // vector ids by hash of their counts
	kept   map[int32][]vm.BlockCount // the counts of the vectors kept
	// The method's last vector: most invocations repeat the one before, which needs
	// neither a hash nor a map.
	last   []vm.BlockCount
	lastID int32
}

// vectorSet numbers the distinct vectors of every method.
type vectorSet struct {
	methods []*methodVectors // by method id
	kept    int
}

// hashCounts mixes a vector's counts into 64 bits (a multiply-xorshift per field).
func hashCounts(blocks []vm.BlockCount) uint64 {
	h := uint64(len(blocks)) * 0x9E3779B97F4A7C15
	for i := range blocks {
		b := &blocks[i]
		for _, x := range [3]uint64{uint64(uint32(b.Block)), uint64(b.Count), uint64(uint32(b.EndPC))} {
			h ^= x
			h *= 0xBF58476D1CE4E5B9
			h ^= h >> 31
		}
	}
	return h
}

// id returns the vector id of blocks for method, and whether the vector is new (its rows
// must be written before the event that names it).
func (s *vectorSet) id(method int32, blocks []vm.BlockCount) (int32, bool) {
	if len(blocks) == 0 {
		return -1, false
	}
	for int(method) >= len(s.methods) {
		s.methods = append(s.methods, nil)
	}
	mv := s.methods[method]
	if mv == nil {
		mv = &methodVectors{byHash: map[uint64][]int32{}, kept: map[int32][]vm.BlockCount{}, lastID: -1}
		s.methods[method] = mv
	}
	if mv.lastID >= 0 && slices.Equal(mv.last, blocks) {
		return mv.lastID, false
	}
	h := hashCounts(blocks)
	for _, id := range mv.byHash[h] {
		if kept := mv.kept[id]; slices.Equal(kept, blocks) {
			mv.last, mv.lastID = kept, id
			return id, false
		}
	}
	id := mv.next
	mv.next++
	if s.kept+len(blocks) <= maxKeptCounts {
		s.kept += len(blocks)
		kept := slices.Clone(blocks)
		mv.byHash[h] = append(mv.byHash[h], id)
		mv.kept[id] = kept
		mv.last, mv.lastID = kept, id
	}
	return id, true
}
