// This file keeps a trace cut short by a crash self-consistent: a batch of events or vectors
// reaches the disk only after the rows (and class files) of every class loaded before its
// last row, so every method id on disk is described on disk. The classes table is written
// on its own goroutine and would otherwise lag behind.

package trace

import "sync"

// gate orders the dynamic tables' batches after the class rows they refer to. Classes are
// counted in the order the interpreter loads them.
type gate struct {
	loaded int // classes queued for the classes table; the interpreter's goroutine only

	mu      sync.Mutex
	cond    sync.Cond
	written int           // classes whose rows have been handed to the operating system
	wanted  int           // classes some dynamic batch waits for
	ask     chan struct{} // wakes the statics goroutine when wanted grows
}

func newGate() *gate {
	g := &gate{ask: make(chan struct{}, 1)}
	g.cond.L = &g.mu
	return g
}

// await blocks until the rows of the first n classes are written, asking the statics
// goroutine to flush them if it has not.
func (g *gate) await(n int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.written >= n {
		return
	}
	if n > g.wanted {
		g.wanted = n
		select {
		case g.ask <- struct{}{}:
		default: // a wake-up is already pending
		}
	}
	for g.written < n {
		g.cond.Wait()
	}
}

// due reports whether a dynamic batch waits for rows that are written once the first
// processed classes are.
func (g *gate) due(processed int) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.wanted > g.written && processed >= g.wanted
}

// wrote records that the rows of the first n classes are written (or lost to a write error,
// which the Writer reports) and releases the batches waiting for them.
func (g *gate) wrote(n int) {
	g.mu.Lock()
	g.written = n
	g.mu.Unlock()
	g.cond.Broadcast()
}
