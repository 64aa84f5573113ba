package trace_test

import (
	"context"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// pausingTracer forwards to a Writer and, once the first batch of calls has been shipped,
// stops the interpreter until that batch is on disk, then inspects the files as a crash at
// that moment would leave them.
type pausingTracer struct {
	*trace.Writer
	dir     string
	calls   int
	checked bool
	check   func()
}

func (p *pausingTracer) Call(r *vm.CallRecord, blocks []vm.BlockCount) {
	p.Writer.Call(r, blocks)
	if p.calls++; p.calls == trace.BatchRows+1 { // the row that shipped the first full slab
		p.check()
		p.checked = true
	}
}

// readInts reads an int32 column of a table as far as it is readable now: a file still
// being written may end in a partial batch or hold nothing yet.
func readInts(dir string, tb *schemas.Table, col string) []int32 {
	var out []int32
	trace.ReadTable(dir, tb, func(r arrow.Record) error {
		idx := r.Schema().FieldIndices(col)[0]
		out = append(out, r.Column(idx).(*array.Int32).Int32Values()...)
		return nil
	})
	return out
}

// TestCallsNeverReachDiskBeforeTheirMethods checks that a trace cut at any moment refers
// only to methods it describes: a batch of calls is written after the static rows of the
// classes loaded before it, although those are written on another goroutine.
func TestCallsNeverReachDiskBeforeTheirMethods(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cut.trace")
	w, err := trace.Create(out, vm.BlocksDefault)
	if err != nil {
		t.Fatal(err)
	}
	p := &pausingTracer{Writer: w, dir: out}
	p.check = func() {
		var called []int32
		for deadline := time.Now().Add(20 * time.Second); len(called) == 0; {
			if time.Now().After(deadline) {
				t.Fatal("the first batch of calls did not reach the disk within 20 s")
			}
			time.Sleep(5 * time.Millisecond)
			called = readInts(out, schemas.Calls, "method_id")
		}
		described := map[int32]bool{}
		for _, id := range readInts(out, schemas.Methods, "method_id") {
			described[id] = true
		}
		missing := 0
		for _, id := range called {
			if !described[id] {
				missing++
			}
		}
		if missing > 0 {
			t.Errorf("%d of %d call rows on disk name a method that methods.arrow does not describe yet (%d methods on disk)",
				missing, len(called), len(described))
		}
	}
	dir := filepath.Join(programs, "NQueens")
	_, err = vm.Run(context.Background(), vm.Config{ClassPath: dir, MainClass: "NQueens", Stdout: io.Discard, Stderr: io.Discard,
		Tracer: p, Blocks: vm.BlocksDefault, Deterministic: true, MaxInstructions: 3_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !p.checked {
		t.Fatalf("NQueens made %d calls in 3M bytecodes, fewer than a batch", p.calls)
	}
}
