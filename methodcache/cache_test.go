package methodcache_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/methodcache"
)

// Four blocks of 64 bytes. A (100 bytes) and C (128 bytes) need two blocks
// each, B (64 bytes, exactly one block) one, D (257 bytes) five: more than
// the cache has.
const (
	mA, mB, mC, mD = 0, 1, 2, 3
)

var smallSizes = []int32{mA: 100, mB: 64, mC: 128, mD: 257}

func replay(t *testing.T, policy methodcache.Policy, events ...int32) []bool {
	t.Helper()
	c, err := methodcache.New(methodcache.Config{Size: 256, Blocks: 4, Policy: policy}, smallSizes)
	if err != nil {
		t.Fatal(err)
	}
	hits := make([]bool, len(events))
	for i, m := range events {
		hits[i] = c.Access(m)
	}
	return hits
}

const H, M = true, false

func TestFIFOEvictsWholeMultiBlockMethod(t *testing.T) {
	// Blocks [0 1 2 3], "-" empty, ^ marks next.
	//   A miss: A at 0-1          [A A - -] ^2
	//   B miss: B at 2            [A A B -] ^3
	//   C miss: C at 3, wraps to 0; block 0 was A's, so all of A goes
	//                             [C - B C] ^1
	//   A miss: A at 1-2, evicting B
	//                             [C A A C] ^3
	//   B miss: B at 3, evicting C (both of its blocks)
	//                             [- A A B] ^0
	//   C miss: C at 0-1, evicting A
	//                             [C C - B] ^2
	//   B hit, C hit, then A miss: A at 2-3, evicting B
	//                             [C C A A] ^0
	//   B miss: B at 0, evicting C
	//                             [B - A A] ^1
	//   A hit.
	got := replay(t, methodcache.FIFO, mA, mB, mC, mA, mB, mC, mB, mC, mA, mB, mA)
	want := []bool{M, M, M, M, M, M, H, H, M, M, H}
	if !slices.Equal(got, want) {
		t.Errorf("FIFO:\n got %v\nwant %v", got, want)
	}
}

func TestFIFOIgnoresRecency(t *testing.T) {
	// A B A C A. FIFO: the hit on A does not protect it; C wraps onto
	// block 0 and evicts A, so the last A misses. LRU: after the hit A is
	// most recent, so C evicts B (2 blocks free) and the last A hits.
	events := []int32{mA, mB, mA, mC, mA}
	if got, want := replay(t, methodcache.FIFO, events...), []bool{M, M, H, M, M}; !slices.Equal(got, want) {
		t.Errorf("FIFO:\n got %v\nwant %v", got, want)
	}
	if got, want := replay(t, methodcache.LRU, events...), []bool{M, M, H, M, H}; !slices.Equal(got, want) {
		t.Errorf("LRU:\n got %v\nwant %v", got, want)
	}
}

func TestLargerThanCache(t *testing.T) {
	// D needs 5 of 4 blocks: every lookup of it misses, and each one
	// empties the cache, so A and B miss afterwards although they had been
	// loaded and would otherwise still fit.
	events := []int32{mA, mB, mA, mD, mD, mA, mB, mA, mB}
	want := []bool{M, M, H, M, M, M, M, H, H}
	for _, p := range []methodcache.Policy{methodcache.FIFO, methodcache.LRU} {
		if got := replay(t, p, events...); !slices.Equal(got, want) {
			t.Errorf("%s:\n got %v\nwant %v", p, got, want)
		}
	}
}

func TestExactFitAndEmptyMethod(t *testing.T) {
	// A 256-byte method fills all four blocks exactly and stays; a 0-byte
	// method still takes a block, so loading it evicts the full one.
	sizes := []int32{256, 0}
	c, err := methodcache.New(methodcache.Config{Size: 256, Blocks: 4, Policy: methodcache.FIFO}, sizes)
	if err != nil {
		t.Fatal(err)
	}
	got := []bool{c.Access(0), c.Access(0), c.Access(1), c.Access(1), c.Access(0)}
	if want := []bool{M, H, M, H, M}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestTrivialPolicies(t *testing.T) {
	events := []int32{mA, mA, mD, mB, mA}
	for _, tc := range []struct {
		p    methodcache.Policy
		want bool
	}{{methodcache.AlwaysHit, true}, {methodcache.AlwaysMiss, false}} {
		for i, h := range replay(t, tc.p, events...) {
			if h != tc.want {
				t.Errorf("%s: event %d = %v", tc.p, i, h)
			}
		}
	}
}

func TestParsePolicy(t *testing.T) {
	for in, want := range map[string]methodcache.Policy{
		"fifo": methodcache.FIFO, "LRU": methodcache.LRU, " always-hit ": methodcache.AlwaysHit, "always-miss": methodcache.AlwaysMiss,
	} {
		if got, err := methodcache.ParsePolicy(in); err != nil || got != want {
			t.Errorf("ParsePolicy(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "random", "always_hit"} {
		_, err := methodcache.ParsePolicy(in)
		if err == nil {
			t.Errorf("ParsePolicy(%q) succeeded", in)
			continue
		}
		for _, name := range []string{`"` + in + `"`, "fifo", "lru", "always-hit", "always-miss"} {
			if !strings.Contains(err.Error(), name) {
				t.Errorf("ParsePolicy(%q) error %q does not mention %s", in, err, name)
			}
		}
	}
}

func TestConfigValidate(t *testing.T) {
	if err := (methodcache.Config{Size: 4096, Blocks: 16, Policy: methodcache.FIFO}).Validate(); err != nil {
		t.Errorf("JOP's standard configuration rejected: %v", err)
	}
	for _, tc := range []struct {
		cfg  methodcache.Config
		want []string // substrings of the error
	}{
		{methodcache.Config{Size: 0, Blocks: 16, Policy: methodcache.FIFO}, []string{"size", "0"}},
		{methodcache.Config{Size: -4096, Blocks: 16, Policy: methodcache.FIFO}, []string{"size", "-4096"}},
		{methodcache.Config{Size: 4096, Blocks: 0, Policy: methodcache.FIFO}, []string{"blocks", "0"}},
		{methodcache.Config{Size: 4096, Blocks: -2, Policy: methodcache.LRU}, []string{"blocks", "-2"}},
		{methodcache.Config{Size: 4096, Blocks: 24, Policy: methodcache.FIFO}, []string{"4096", "24", "divisible"}},
		{methodcache.Config{Size: 4096, Blocks: 16}, []string{"policy", `""`, "fifo"}},
		{methodcache.Config{Size: 4096, Blocks: 16, Policy: "FIFO"}, []string{"policy", `"FIFO"`, "always-miss"}},
	} {
		err := tc.cfg.Validate()
		if err == nil {
			t.Errorf("%+v: Validate succeeded", tc.cfg)
			continue
		}
		for _, s := range tc.want {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%+v: error %q does not mention %q", tc.cfg, err, s)
			}
		}
		if _, err := methodcache.New(tc.cfg, smallSizes); err == nil {
			t.Errorf("%+v: New succeeded", tc.cfg)
		}
	}
}

func TestNewRejectsNegativeSize(t *testing.T) {
	_, err := methodcache.New(methodcache.Config{Size: 256, Blocks: 4, Policy: methodcache.FIFO}, []int32{10, -1})
	if err == nil || !strings.Contains(err.Error(), "method 1") || !strings.Contains(err.Error(), "-1") {
		t.Errorf("New with a negative method size: %v", err)
	}
}
