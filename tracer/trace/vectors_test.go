package trace_test

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// TestVectorsRoundTrip writes random exits straight to a Writer, each with one of a few
// block-count vectors of its method (alternating, repeating, far apart, with partial blocks
// and without blocks, in batches of many slabs), and reads each exit's counts back from the
// events and vectors files as a reader would: they must be the counts given.
func TestVectorsRoundTrip(t *testing.T) {
	out := filepath.Join(t.TempDir(), "v.trace")
	w, err := trace.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewSource(1))
	const methods = 5
	type vector struct {
		counts  []int64
		partial []vm.BlockCount
	}
	pools := make([][]vector, methods)
	for m := range pools {
		blocks := rnd.Intn(6)
		for v := 0; v < 2+m*3; v++ {
			x := vector{counts: make([]int64, blocks)}
			for b := range x.counts {
				if rnd.Intn(3) > 0 {
					x.counts[b] = int64(1 + rnd.Intn(4))
				}
			}
			if v%5 == 4 && blocks > 0 {
				x.partial = []vm.BlockCount{{Block: int32(blocks - 1), Count: 1, EndPC: 7}}
			}
			pools[m] = append(pools[m], x)
		}
	}
	var want [][]vm.BlockCount // by exit, in order
	var methodOf []int32
	for i := 0; i < 200_000; i++ {
		m := int32(rnd.Intn(methods))
		var v int
		switch r := rnd.Intn(10); {
		case r < 4: // runs of one vector
			v = (i / 7) % len(pools[m])
		case r < 8: // two alternating
			v = i % 2 % len(pools[m])
		default:
			v = rnd.Intn(len(pools[m]))
		}
		x := pools[m][v]
		w.Enter(0, m, -1)
		w.Exit(0, m, vm.ExitReturn, 3, x.counts, x.partial)
		want = append(want, vm.AppendBlockCounts(nil, x.counts, x.partial))
		methodOf = append(methodOf, m)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}

	vectors := map[[2]int32][]vm.BlockCount{}
	err = trace.ReadTable(out, schemas.Vectors, func(r arrow.Record) error {
		ms, vs := r.Column(0).(*array.Int32), r.Column(1).(*array.Int32)
		bs, cs, es := r.Column(2).(*array.Int32), r.Column(3).(*array.Int64), r.Column(4).(*array.Int32)
		for i := 0; i < int(r.NumRows()); i++ {
			end := int32(-1)
			if es.IsValid(i) {
				end = es.Value(i)
			}
			k := [2]int32{ms.Value(i), vs.Value(i)}
			vectors[k] = append(vectors[k], vm.BlockCount{Block: bs.Value(i), Count: cs.Value(i), EndPC: end})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var got [][]vm.BlockCount
	err = trace.ReadTable(out, schemas.Events, func(r arrow.Record) error {
		kinds, ids := r.Column(0).(*array.Int8), r.Column(1).(*array.Int32)
		for i := 0; i < int(r.NumRows()); i++ {
			if kinds.Value(i) == schemas.EventReturn {
				var counts []vm.BlockCount
				if id := ids.Value(i); id >= 0 {
					counts = vectors[[2]int32{methodOf[len(got)], id}]
					if counts == nil {
						return fmt.Errorf("exit %d names vector %d of method %d, which is not written", len(got), id, methodOf[len(got)])
					}
				}
				got = append(got, counts)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d exits read back, %d written", len(got), len(want))
	}
	for i := range want {
		if len(want[i])+len(got[i]) > 0 && !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("exit %d (method %d): counts %v read back, %v written", i, methodOf[i], got[i], want[i])
		}
	}
	distinct := 0
	for _, p := range pools {
		distinct += len(p)
	}
	if len(vectors) > distinct {
		t.Errorf("%d vectors written for %d distinct ones", len(vectors), distinct)
	}
}
