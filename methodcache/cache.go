// Package methodcache replays JOP's method cache over a recorded sequence of
// method lookups. The cost model needs, for every invoke and return, whether
// the method that must be cached (the callee on an invoke, the caller being
// returned to on a return) was a hit or a miss, because that decides the
// bytecode load time b. The cache is replayed after tracing rather than
// simulated during it, so one trace can be priced under many cache
// configurations and replacement policies; that is why replay must be fast.
//
// The cache of Size bytes is split into Blocks equal blocks, and a method
// occupies ceil(bytes / (Size/Blocks)) blocks, at least one (JOP caches whole
// methods, never parts of them). Method ids are dense (0..n-1), so all
// per-method state lives in slices indexed by id and the hit path is a single
// slice load: no maps, no allocation.
//
// A method that needs more blocks than the cache has cannot run on JOP at all.
// Rather than reject such a trace, the replay follows the FIFO description
// literally: the method is placed at the next position and overwrites the
// following blocks, wrapping around; since it needs more blocks than exist it
// overwrites everything, including its own first block, so the whole cache is
// emptied, the method itself is not recorded anywhere, and every lookup of it
// misses. LRU treats it the same way (evicting until enough blocks are free
// never succeeds, so everything is evicted and the method is not kept).
package methodcache

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Policy names a replacement policy. It is a string so that command-line
// flags, configuration files and result tables can carry it unchanged.
type Policy string

const (
	// FIFO is JOP's own policy: placement at a rotating position, so the
	// hardware needs no recency bookkeeping and timing stays analysable.
	FIFO Policy = "fifo"
	// LRU is the design-space alternative: it keeps the recently used
	// methods, showing how much JOP loses by choosing FIFO.
	LRU Policy = "lru"
	// AlwaysHit bounds the cost from below: every load costs only the hit
	// time, as if the cache were infinite and warm.
	AlwaysHit Policy = "always-hit"
	// AlwaysMiss bounds the cost from above: every invoke and return loads
	// the whole method, as if there were no cache.
	AlwaysMiss Policy = "always-miss"
)

// policies lists the valid names in the order error messages show them.
var policies = []Policy{FIFO, LRU, AlwaysHit, AlwaysMiss}

// ParsePolicy accepts a policy name as a user would type it (case and
// surrounding spaces are ignored), so flags need no further checking.
func ParsePolicy(s string) (Policy, error) {
	p := Policy(strings.ToLower(strings.TrimSpace(s)))
	if slices.Contains(policies, p) {
		return p, nil
	}
	return "", fmt.Errorf("methodcache: unknown policy %q (valid: %s)", s, policyNames())
}

func policyNames() string {
	names := make([]string, len(policies))
	for i, p := range policies {
		names[i] = string(p)
	}
	return strings.Join(names, ", ")
}

// Config describes one cache to replay. JOP's standard configuration is
// Config{Size: 4096, Blocks: 16, Policy: FIFO}.
type Config struct {
	Size   int // bytes of bytecode the cache holds
	Blocks int // number of equal blocks, the unit of allocation
	Policy Policy
}

// Validate reports a configuration the hardware could not have, naming the
// bad value, so that a mistyped flag fails before a long replay starts.
func (c Config) Validate() error {
	if c.Size <= 0 {
		return fmt.Errorf("methodcache: cache size must be positive, got %d bytes", c.Size)
	}
	if c.Blocks <= 0 {
		return fmt.Errorf("methodcache: number of blocks must be positive, got %d", c.Blocks)
	}
	if c.Size%c.Blocks != 0 {
		return fmt.Errorf("methodcache: cache size %d bytes is not divisible into %d equal blocks", c.Size, c.Blocks)
	}
	if c.Blocks > math.MaxInt32 {
		return fmt.Errorf("methodcache: number of blocks %d is too large (at most %d)", c.Blocks, math.MaxInt32)
	}
	if !slices.Contains(policies, c.Policy) {
		return fmt.Errorf("methodcache: unknown policy %q (valid: %s)", c.Policy, policyNames())
	}
	return nil
}

// kind is the policy as a small integer, so Access dispatches on an int
// rather than comparing strings on every lookup.
type kind uint8

const (
	kindFIFO kind = iota
	kindLRU
	kindAlwaysHit
	kindAlwaysMiss
)

// Cache is the replayed state of one method cache. It is not safe for
// concurrent use; replay independent traces with independent caches.
type Cache struct {
	kind     kind
	nblocks  int32
	blocksOf []int32 // blocks each method needs, precomputed at New
	present  []bool  // method is recorded in the cache now

	// FIFO: which method owns each block, where each present method
	// starts, and the next placement position.
	owner []int32
	start []int32
	next  int32

	// LRU: a doubly linked recency list through method ids (head is the
	// most recently used) and the number of unallocated blocks.
	prev, succ []int32
	head, tail int32
	free       int32
}

// New returns an empty (cold) cache, as at program start. methodBytes[m] is
// the bytecode length of method m; it is copied into block counts, so the
// caller may reuse the slice.
func New(cfg Config, methodBytes []int32) (*Cache, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	blockBytes := int64(cfg.Size / cfg.Blocks)
	c := &Cache{
		nblocks:  int32(cfg.Blocks),
		blocksOf: make([]int32, len(methodBytes)),
		present:  make([]bool, len(methodBytes)),
		head:     -1,
		tail:     -1,
	}
	for m, b := range methodBytes {
		if b < 0 {
			return nil, fmt.Errorf("methodcache: method %d has negative size %d bytes", m, b)
		}
		c.blocksOf[m] = int32(max(1, (int64(b)+blockBytes-1)/blockBytes))
	}
	switch cfg.Policy {
	case FIFO:
		c.kind = kindFIFO
		c.owner = make([]int32, c.nblocks)
		for i := range c.owner {
			c.owner[i] = -1
		}
		c.start = make([]int32, len(methodBytes))
	case LRU:
		c.kind = kindLRU
		c.prev = make([]int32, len(methodBytes))
		c.succ = make([]int32, len(methodBytes))
		c.free = c.nblocks
	case AlwaysHit:
		c.kind = kindAlwaysHit
	case AlwaysMiss:
		c.kind = kindAlwaysMiss
	}
	return c, nil
}

// Access looks up one method, reports whether it was cached, and loads it on
// a miss, exactly as one invoke or return does on JOP. A method id outside
// 0..len(methodBytes)-1 is a caller bug and panics: callers check ids first.
func (c *Cache) Access(method int32) bool {
	switch c.kind {
	case kindFIFO:
		if c.present[method] {
			return true
		}
		c.fifoLoad(method)
		return false
	case kindLRU:
		if c.present[method] {
			if c.head != method {
				c.unlink(method)
				c.pushFront(method)
			}
			return true
		}
		c.lruLoad(method)
		return false
	case kindAlwaysHit:
		_ = c.present[method] // same id check as the stateful policies
		return true
	default:
		_ = c.present[method]
		return false
	}
}
