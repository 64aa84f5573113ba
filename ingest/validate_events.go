// This file checks the dynamic tables: the block-count vectors and the event log.

package ingest

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/bytecode"
)

// maxThreads bounds thread ids, far above what a run can start.
const maxThreads = 1 << 24

// vectorRows checks vectors: each method's vectors numbered 0, 1, ... with their rows
// together, blocks of the method, positive counts, partial rows (count 1) ending at an
// instruction of their block.
func (v *validator) vectorRows(r arrow.Record) error {
	t := schemas.Vectors
	mids, vids, blocks, counts := int32s(r, t, "method_id"), int32s(r, t, "vector_id"), int32s(r, t, "block_id"), int64s(r, t, "count")
	endPC := r.Column(t.Index("end_pc")).(*array.Int32)
	for i, mid := range mids {
		m := v.method(mid)
		switch {
		case m == nil:
			return v.fail(i, "method_id", "method %d is not in table methods", mid)
		case m.native:
			return v.fail(i, "method_id", "method %d is native and has no blocks", mid)
		case blocks[i] < 0 || blocks[i] >= m.blocks:
			return v.fail(i, "block_id", "block %d, but method %d has %d blocks", blocks[i], mid, m.blocks)
		case counts[i] < 1:
			return v.fail(i, "count", "%d", counts[i])
		}
		if mid != v.vecMethod || vids[i] != v.vecID {
			// A new vector: the method's next one.
			if next := int32(len(m.vectorCodes)); vids[i] != next {
				return v.fail(i, "vector_id", "vector %d of method %d, but its next vector is %d (a vector's rows are consecutive)", vids[i], mid, next)
			}
			v.vecMethod, v.vecID = mid, vids[i]
			m.vectorCodes = append(m.vectorCodes, 0)
		}
		// The bytecodes the vector stands for: whole executions times the block's length, a
		// partial one its instructions up to end_pc (the blocks are missing if the tracer
		// died before writing them).
		b := blocks[i]
		if !endPC.IsValid(i) {
			if int(b) < len(m.blockLen) {
				m.vectorCodes[vids[i]] += counts[i] * int64(m.blockLen[b])
			}
			continue
		}
		at := m.at(endPC.Value(i))
		switch {
		case counts[i] != 1:
			return v.fail(i, "count", "%d for a partial execution", counts[i])
		case at < 0 && !(v.died && len(m.pcs) == 0):
			return v.fail(i, "end_pc", "pc %d is not an instruction of method %d", endPC.Value(i), mid)
		case at >= 0 && m.blockOf[at] != b:
			return v.fail(i, "end_pc", "pc %d is in block %d, not %d", endPC.Value(i), m.blockOf[at], b)
		}
		if at >= 0 && int(b) < len(m.blockFirst) {
			m.vectorCodes[vids[i]] += int64(at + 2 - int(m.blockFirst[b]))
		}
	}
	return nil
}

// eventRows checks the event log: known kinds; entries of existing methods, with a call site
// exactly when the thread has an open invocation, at an instruction of that invocation's
// method; exits of open invocations only, naming one of the method's vectors, ending at one
// of its instructions (a return for a normal exit) unless native or unfinished; unfinished
// exits last.
func (v *validator) eventRows(r arrow.Record) error {
	t := schemas.Events
	kinds := r.Column(t.Index("kind")).(*array.Int8).Int8Values()
	ids := int32s(r, t, "id")
	pcs := r.Column(t.Index("pc")).(*array.Uint16)
	v.out = newCallRows(len(kinds))
	for i, kind := range kinds {
		id := ids[i]
		pc, hasPC := int32(pcs.Value(i)), pcs.IsValid(i)
		if !hasPC {
			pc = -1
		}
		v.seq++
		st := *v.stack
		switch kind {
		case schemas.EventSwitch:
			switch {
			case id < 0 || id >= maxThreads:
				return v.fail(i, "id", "thread %d", id)
			case hasPC:
				return v.fail(i, "pc", "a thread switch has no pc")
			case id == v.thread:
				return v.fail(i, "id", "a switch to thread %d, whose events these already are", id)
			}
			v.switchTo(id)
		case schemas.EventEnter:
			m := v.method(id)
			switch {
			case v.unfinished:
				return v.fail(i, "kind", "an entry after the exits of the invocations left unfinished")
			case m == nil:
				return v.fail(i, "id", "method %d is not in table methods", id)
			case hasPC != (len(st) > 0):
				return v.fail(i, "pc", "a call site exactly when thread %d has an open invocation (it has %d)", v.thread, len(st))
			}
			v.enters++
			if !v.died && v.enters > v.invocations {
				return v.fail(i, "kind", "entry %d, but the run made %d invocations", v.enters, v.invocations)
			}
			if hasPC {
				cm := st[len(st)-1].method
				caller := v.methods[cm]
				if caller.native {
					return v.fail(i, "pc", "a call from native method %d", cm)
				}
				if caller.at(pc) < 0 && !(v.died && len(caller.pcs) == 0) {
					return v.fail(i, "pc", "pc %d is not an instruction of the caller's method %d", pc, cm)
				}
			}
			if len(st) >= 1<<20 {
				return v.fail(i, "kind", "more than %d nested invocations", 1<<20)
			}
			v.enter(id, pc, hasPC)
		case schemas.EventReturn, schemas.EventThrow, schemas.EventUnfinished:
			if len(st) == 0 {
				return v.fail(i, "kind", "an exit, but thread %d has no open invocation", v.thread)
			}
			mid := st[len(st)-1].method
			m := v.methods[mid]
			unfinished := kind == schemas.EventUnfinished
			switch {
			case v.unfinished && !unfinished:
				return v.fail(i, "kind", "a finished invocation after the unfinished ones")
			case id < -1 || id >= int32(len(m.vectorCodes)):
				return v.fail(i, "id", "vector %d, but method %d has %d vectors", id, mid, len(m.vectorCodes))
			case hasPC != (!unfinished && !m.native):
				return v.fail(i, "pc", "set or missing wrongly (kind %d, native %v)", kind, m.native)
			}
			if hasPC {
				at := m.at(pc)
				switch {
				case at < 0 && !(v.died && len(m.pcs) == 0):
					return v.fail(i, "pc", "pc %d is not an instruction of method %d", pc, mid)
				case at >= 0 && kind == schemas.EventReturn && !bytecode.IsReturn(byte(m.ops[at])):
					return v.fail(i, "pc", "a normal exit at pc %d, where method %d has %s, not a return", pc, mid, bytecode.Names[m.ops[at]])
				}
			}
			v.unfinished = unfinished
			v.exit(kind, id, pc)
		default:
			return v.fail(i, "kind", "%d is not an event kind", kind)
		}
	}
	return nil
}
