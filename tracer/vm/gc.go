// This file tunes the Go collector for a process that interprets a program.

package vm

import (
	"math"
	"os"
	"runtime/debug"
)

// gcPercent is the collector's target while a program runs: the heap may grow to five times
// what is live before a collection. Tracing keeps about 20 MB of buffers that it allocates
// once and reuses; with Go's default (a collection whenever the heap doubles, from 4 MB) a
// short run collects four or five times while they are first allocated, and on two cores the
// marking and write barriers slow the interpreter more than the rest of tracing costs
// (BlockCipher, a 25 ms run: 43% slower traced with the default, 21% with this).
const gcPercent = 400

// TuneGC sets the collector for running a program with a heap limit of maxHeap bytes (0: the
// default) and returns a function that restores the previous settings. The heap may grow to
// five times the live data, but no further than half as much again as the program's heap
// limit plus 512 MB, beyond which the collector works harder instead: a program near its
// limit uses no more memory than with Go's defaults. GOGC and GOMEMLIMIT, when set, win.
func TuneGC(maxHeap int64) (restore func()) {
	if maxHeap <= 0 {
		maxHeap = DefaultMaxHeap
	}
	oldPercent, oldLimit := -2, int64(-1) // -2: not changed
	if os.Getenv("GOGC") == "" {
		oldPercent = debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		limit := int64(math.MaxInt64)
		if maxHeap < (math.MaxInt64-512<<20)/2 {
			limit = maxHeap + maxHeap/2 + 512<<20
		}
		oldLimit = debug.SetMemoryLimit(limit)
	}
	return func() {
		if oldPercent != -2 {
			debug.SetGCPercent(oldPercent)
		}
		if oldLimit >= 0 {
			debug.SetMemoryLimit(oldLimit)
		}
	}
}
