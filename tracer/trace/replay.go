// This file rebuilds the calls and block_counts of a trace from its event log, in Go: a
// straightforward reference, written apart from ingest's derivation (ingest/derive.go), that
// the tests hold ingest's tables and tree against.

package trace

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

type vectorKey struct{ method, vector int32 }

// open is an invocation that has started and not ended.
type open struct {
	rec      vm.CallRecord
	children int64 // bytecodes of the ended callees
}

// replayEvents walks the events with a stack of open invocations per thread, appending an
// ended invocation to tr.Calls and its vector's counts to tr.Counts at its exit.
func (tr *Trace) replayEvents(dir string, vectors map[vectorKey][]vm.BlockCount) error {
	blen, index := tr.blockShapes()
	opcode := map[pcKey]int16{}
	for _, in := range tr.Instructions {
		opcode[pcKey{in.Method, in.PC}] = in.Opcode
	}
	native := map[int32]bool{}
	for _, m := range tr.Methods {
		native[m.ID] = m.Native
	}
	stacks := map[int32][]open{}
	var thread int32
	var seq, calls int64
	return ReadTable(dir, schemas.Events, func(r arrow.Record) error {
		c := cols(schemas.Events, r)
		for i := 0; i < int(r.NumRows()); i++ {
			seq++
			kind, id, pc := c.i8("kind", i), c.i32("id", i), c.u16or("pc", i, -1)
			st := stacks[thread]
			switch kind {
			case schemas.EventSwitch:
				thread = id
			case schemas.EventEnter:
				calls++
				o := open{rec: vm.CallRecord{Thread: thread, Call: calls, Method: id, SeqEnter: seq, SeqExit: -1,
					CallsitePC: -1, CallsiteIndex: -1, InvokeOpcode: -1, ReturnOpcode: -1, ExitPC: -1, Native: native[id]}}
				if n := len(st); n > 0 {
					p := &st[n-1].rec
					o.rec.Parent, o.rec.Depth = p.Call, p.Depth+1
					o.rec.CallsitePC, o.rec.CallsiteIndex, o.rec.InvokeOpcode = pc, index[pcKey{p.Method, pc}], opcode[pcKey{p.Method, pc}]
				}
				stacks[thread] = append(st, o)
			default:
				n := len(st)
				if n == 0 {
					return fmt.Errorf("event %d: an exit of thread %d, which has no open invocation", seq, thread)
				}
				o := st[n-1]
				stacks[thread] = st[:n-1]
				cr := o.rec
				cr.ExitPC = pc
				cr.Exceptional = kind == schemas.EventThrow
				switch kind {
				case schemas.EventReturn:
					cr.SeqExit = seq
					if pc >= 0 {
						cr.ReturnOpcode = opcode[pcKey{cr.Method, pc}]
					}
				case schemas.EventThrow:
					cr.SeqExit = seq
				}
				var self int64
				if id >= 0 {
					for _, b := range vectors[vectorKey{cr.Method, id}] {
						self += executed(blen, index, cr.Method, b)
						tr.Counts = append(tr.Counts, CountRow{Call: cr.Call, BlockCount: b})
					}
				}
				cr.Bytecodes = self + o.children
				if n > 1 {
					stacks[thread][n-2].children += cr.Bytecodes
				}
				tr.Calls = append(tr.Calls, cr)
			}
		}
		return nil
	})
}
