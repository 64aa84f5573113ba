package methodcache_test

import (
	"math/rand/v2"
	"testing"

	"github.com/crossprof/crossprof/methodcache"
)

// BenchmarkAccess measures replay speed on JOP's standard 4 KB / 16-block
// cache. The methods (500, 10..400 bytes, so one or two 256-byte blocks) are
// looked up in a random walk over method ids: neighbouring ids stand for a
// program's current working set, which drifts, so the cache sees both reuse
// and steady eviction, as in a real trace. Events are generated beforehand
// so that only Access is timed.
func BenchmarkAccess(b *testing.B) {
	rng := rand.New(rand.NewPCG(42, 42))
	const methods = 500
	sizes := make([]int32, methods)
	for m := range sizes {
		sizes[m] = int32(10 + rng.IntN(391))
	}
	events := make([]int32, 1<<20)
	m := methods / 2
	for i := range events {
		m = (m + rng.IntN(9) - 4 + methods) % methods
		events[i] = int32(m)
	}
	for _, policy := range []methodcache.Policy{methodcache.FIFO, methodcache.LRU} {
		b.Run(string(policy), func(b *testing.B) {
			c, err := methodcache.New(methodcache.Config{Size: 4096, Blocks: 16, Policy: policy}, sizes)
			if err != nil {
				b.Fatal(err)
			}
			hits := 0
			i := 0
			for b.Loop() {
				if c.Access(events[i]) {
					hits++
				}
				if i++; i == len(events) {
					i = 0
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
			b.ReportMetric(100*float64(hits)/float64(b.N), "hit%")
		})
	}
}
