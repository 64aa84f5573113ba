package trace_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// pausingTracer forwards to a Writer and, once the first batch of events (BatchRows of
// them) is being written, stops the interpreter until that batch is on disk, then inspects
// the files as a crash at that moment would leave them.
type pausingTracer struct {
	*trace.Writer
	dir     string
	events  int
	checked bool
	check   func()
}

func (p *pausingTracer) Enter(thread, method, sitePC int32) {
	p.Writer.Enter(thread, method, sitePC)
	p.count()
}

func (p *pausingTracer) Exit(thread, method int32, kind vm.ExitKind, exitPC int32, counts []int64, partial []vm.BlockCount) {
	p.Writer.Exit(thread, method, kind, exitPC, counts, partial)
	p.count()
}

func (p *pausingTracer) count() {
	// The first batch goes out when the slab holding its last event is shipped, some events
	// later: look for its file every 256 events.
	if p.events++; p.checked || p.events <= trace.BatchRows || p.events%256 != 0 {
		return
	}
	if fi, err := os.Stat(filepath.Join(p.dir, schemas.Events.File())); err == nil && fi.Size() > 0 {
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

// TestEventsNeverReachDiskBeforeWhatTheyName checks that a trace cut at any moment refers
// only to what it describes: a batch of events is written after the rows (class files) of the
// classes loaded before it and after the vectors its exits name, although those are written
// on other goroutines.
func TestEventsNeverReachDiskBeforeWhatTheyName(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cut.trace")
	w, err := trace.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	p := &pausingTracer{Writer: w, dir: out}
	p.check = func() {
		var kinds []int8
		var ids []int32
		for deadline := time.Now().Add(20 * time.Second); len(kinds) == 0; {
			if time.Now().After(deadline) {
				t.Fatal("the first batch of events did not reach the disk within 20 s")
			}
			time.Sleep(5 * time.Millisecond)
			kinds, ids = nil, nil
			trace.ReadTable(out, schemas.Events, func(r arrow.Record) error {
				kinds = append(kinds, r.Column(0).(*array.Int8).Int8Values()...)
				ids = append(ids, r.Column(1).(*array.Int32).Int32Values()...)
				return nil
			})
		}
		// The methods described are those of the class files on disk.
		code := trace.NewCode(vm.BlocksDefault)
		trace.ReadTable(out, schemas.Classes, func(r arrow.Record) error {
			if err := code.AddClasses(r); err != nil {
				t.Error(err)
			}
			return nil
		})
		described := code.Methods()
		vectors := map[[2]int32]bool{}
		vms, vvs := readInts(out, schemas.Vectors, "method_id"), readInts(out, schemas.Vectors, "vector_id")
		for i := range vms {
			vectors[[2]int32{vms[i], vvs[i]}] = true
		}
		var stack []int32 // one thread in NQueens
		missing, unwritten := 0, 0
		for i, k := range kinds {
			switch k {
			case schemas.EventEnter:
				stack = append(stack, ids[i])
				if ids[i] >= described {
					missing++
				}
			case schemas.EventSwitch:
				t.Fatalf("a thread switch in NQueens")
			default:
				m := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if ids[i] >= 0 && !vectors[[2]int32{m, ids[i]}] {
					unwritten++
				}
			}
		}
		if missing > 0 || unwritten > 0 {
			t.Errorf("of %d events on disk, %d entries name a method whose class file classes.arrow does not hold yet (%d methods on disk) and %d exits a vector vectors.arrow does not hold yet",
				len(kinds), missing, described, unwritten)
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
		t.Fatalf("NQueens made %d events in 3M bytecodes, fewer than a batch", p.events)
	}
}
