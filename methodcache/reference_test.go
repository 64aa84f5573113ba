package methodcache_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/crossprof/crossprof/methodcache"
)

// refCache is a deliberately naive model of the cache, written from the
// description in the JOP README rather than from the package's code: a slice
// of block owners scanned linearly for FIFO, a recency-ordered slice for LRU.
// It is slow and obviously right, which is what makes it a useful oracle.
type refCache struct {
	policy methodcache.Policy
	n      int   // blocks in the cache
	need   []int // blocks each method needs
	owners []int // FIFO: method recorded in each block, -1 if none
	next   int   // FIFO: where the next missed method is placed
	recent []int // LRU: cached methods, least recently used first
}

func newRef(cfg methodcache.Config, methodBytes []int32) *refCache {
	r := &refCache{policy: cfg.Policy, n: cfg.Blocks, owners: make([]int, cfg.Blocks)}
	blockBytes := cfg.Size / cfg.Blocks
	for _, b := range methodBytes {
		k := 1
		for k*blockBytes < int(b) {
			k++
		}
		r.need = append(r.need, k)
	}
	for i := range r.owners {
		r.owners[i] = -1
	}
	return r
}

func (r *refCache) access(m int) bool {
	switch r.policy {
	case methodcache.AlwaysHit:
		return true
	case methodcache.AlwaysMiss:
		return false
	case methodcache.FIFO:
		return r.fifo(m)
	case methodcache.LRU:
		return r.lru(m)
	}
	panic("unknown policy " + string(r.policy))
}

func (r *refCache) fifo(m int) bool {
	if slices.Contains(r.owners, m) {
		return true
	}
	k := r.need[m]
	if k > r.n {
		// Larger than the cache: it overwrites everything, itself included.
		for i := range r.owners {
			r.owners[i] = -1
		}
	} else {
		for j := 0; j < k; j++ {
			p := (r.next + j) % r.n
			if victim := r.owners[p]; victim != -1 {
				for q := range r.owners {
					if r.owners[q] == victim {
						r.owners[q] = -1
					}
				}
			}
			r.owners[p] = m
		}
	}
	r.next = (r.next + k) % r.n
	return false
}

func (r *refCache) lru(m int) bool {
	if i := slices.Index(r.recent, m); i >= 0 {
		r.recent = append(slices.Delete(r.recent, i, i+1), m)
		return true
	}
	k := r.need[m]
	if k > r.n {
		r.recent = nil
		return false
	}
	used := 0
	for _, o := range r.recent {
		used += r.need[o]
	}
	for r.n-used < k {
		used -= r.need[r.recent[0]]
		r.recent = r.recent[1:]
	}
	r.recent = append(r.recent, m)
	return false
}

// randomCase draws a configuration, method sizes and a lookup sequence. The
// sizes mix one-block, multi-block and larger-than-cache methods; the
// sequence follows a call stack (invoke the callee, return to the caller) so
// that there is reuse, as in real traces, plus occasional random jumps.
func randomCase(rng *rand.Rand, policy methodcache.Policy) (methodcache.Config, []int32, []int32) {
	blocks := []int{1, 2, 3, 4, 5, 7, 8, 16, 64}[rng.IntN(9)]
	blockBytes := []int{1, 3, 4, 16, 64, 256}[rng.IntN(6)]
	cfg := methodcache.Config{Size: blocks * blockBytes, Blocks: blocks, Policy: policy}

	sizes := make([]int32, 1+rng.IntN(60))
	for m := range sizes {
		switch x := rng.IntN(10); {
		case x < 5:
			sizes[m] = int32(rng.IntN(blockBytes + 1)) // one block, including 0 bytes
		case x < 9:
			sizes[m] = int32(rng.IntN(cfg.Size + 1)) // up to the whole cache
		default:
			sizes[m] = int32(cfg.Size + 1 + rng.IntN(cfg.Size+1)) // does not fit
		}
	}

	events := make([]int32, rng.IntN(3000))
	stack := []int32{int32(rng.IntN(len(sizes)))}
	for i := range events {
		switch x := rng.IntN(20); {
		case x < 9 || len(stack) == 1: // invoke
			callee := int32(rng.IntN(len(sizes)))
			if x < 6 { // favour a few hot methods
				callee = int32(rng.IntN(min(len(sizes), 6)))
			}
			stack = append(stack, callee)
			events[i] = callee
		case x < 19: // return to the caller
			stack = stack[:len(stack)-1]
			events[i] = stack[len(stack)-1]
		default: // unrelated lookup
			events[i] = int32(rng.IntN(len(sizes)))
		}
	}
	return cfg, sizes, events
}

func TestMatchesReference(t *testing.T) {
	trials := 400
	if testing.Short() {
		trials = 50
	}
	for _, policy := range []methodcache.Policy{methodcache.FIFO, methodcache.LRU, methodcache.AlwaysHit, methodcache.AlwaysMiss} {
		t.Run(string(policy), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(policy))))
			for trial := range trials {
				cfg, sizes, events := randomCase(rng, policy)
				c, err := methodcache.New(cfg, sizes)
				if err != nil {
					t.Fatalf("trial %d: New(%+v): %v", trial, cfg, err)
				}
				ref := newRef(cfg, sizes)
				for i, m := range events {
					want := ref.access(int(m))
					if got := c.Access(m); got != want {
						t.Fatalf("trial %d, %+v, sizes %v:\nevent %d (method %d): Access = %v, reference = %v\nevents so far: %v",
							trial, cfg, sizes, i, m, got, want, events[:i+1])
					}
				}
			}
		})
	}
}

// TestReferenceSeesHitsAndMisses guards the oracle comparison against being
// vacuous: the random cases must exercise both outcomes, evictions of
// multi-block methods and methods that never fit.
func TestReferenceSeesHitsAndMisses(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	var hits, misses, oversized int
	for range 100 {
		cfg, sizes, events := randomCase(rng, methodcache.FIFO)
		ref := newRef(cfg, sizes)
		for _, m := range events {
			if ref.access(int(m)) {
				hits++
			} else {
				misses++
			}
			if ref.need[m] > cfg.Blocks {
				oversized++
			}
		}
	}
	if hits < 1000 || misses < 1000 || oversized < 100 {
		t.Errorf("random cases too one-sided: %d hits, %d misses, %d oversized lookups", hits, misses, oversized)
	}
	if testing.Verbose() {
		t.Logf("%d hits, %d misses, %d oversized lookups", hits, misses, oversized)
	}
}
