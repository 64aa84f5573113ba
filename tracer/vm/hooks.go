// This file is the interpreter's side of tracing: it numbers invocations and events, keeps
// the basic block counts of every active invocation, and hands each finished invocation to
// the Tracer (tracer/trace writes them to Arrow files).

package vm

// CallRecord describes one finished (or, at the end of a stopped run, unfinished) invocation.
type CallRecord struct {
	// The fields are ordered by size, so that the record has no padding: the tracer copies
	// one per invocation.
	Call     int64 // 1, 2, ... in entry order
	Parent   int64 // 0 for a root
	SeqEnter int64
	SeqExit  int64 // -1 if unfinished
	// Bytecodes is what the invocation executed, its callees included: the difference of the
	// thread's executed-bytecode counter at exit (or the stop) and at entry.
	Bytecodes     int64
	Thread        int32
	Depth         int32
	Method        int32
	CallsitePC    int32 // -1 for a root
	CallsiteIndex int32 // 1-based instruction position, -1 for a root
	ExitPC        int32 // -1 if none
	InvokeOpcode  int16 // -1 for a root
	ReturnOpcode  int16 // -1 for an exceptional or unfinished exit
	Exceptional   bool
	Native        bool
}

// BlockCount is the execution count of one basic block within one invocation.
type BlockCount struct {
	Block int32
	Count int64
	EndPC int32 // -1 for whole executions; otherwise a partial execution that stopped after this pc
}

// Tracer receives what the interpreter records. Calls come from the goroutine running the
// VM; the slices passed are reused after the call returns.
type Tracer interface {
	// ClassLoaded is called once per class, after linking, before any of its code runs.
	ClassLoaded(c *Class)
	// Call is called when an invocation ends, with its non-zero block counts.
	Call(r *CallRecord, blocks []BlockCount)
}

// partial is a block left halfway in a still-active frame.
type partial struct {
	fp    int
	block int32
	pc    int32
}

// hooks keeps the per-invocation state and forwards finished invocations to the Tracer.
type hooks struct {
	t      Tracer
	seq    int64
	rec    CallRecord
	blocks []BlockCount
}

// parentOf returns the frame an invocation pushed at index fp is attributed to: the nearest
// started frame below it, or nil for a root.
func (t *Thread) parentOf(fp int) *frame {
	for i := fp - 1; i >= 0; i-- {
		if f := &t.frames[i]; !f.fresh && !f.m.synthetic {
			return f
		}
	}
	return nil
}

// enter numbers a new frame and links it to its caller.
func (h *hooks) enter(t *Thread, f *frame) {
	if !f.m.synthetic {
		t.vm.calls++
		f.call = int64(t.vm.calls)
	}
	if h.t == nil {
		return
	}
	f.cbase = t.nextCountBase(t.fp)
	n := f.cbase + f.m.blocks
	if n > len(t.counts) {
		t.counts = append(t.counts, make([]int64, n-len(t.counts)+1024)...)
	}
	clear(t.counts[f.cbase:n])
	if f.m.synthetic {
		return
	}
	h.seq++
	f.seq = h.seq
	f.ran = t.executed()
	f.parent, f.depth = 0, 0
	if f.kind != kindRoot && f.kind != kindUncaught {
		if p := t.parentOf(t.fp); p != nil {
			f.parent, f.depth = p.call, p.depth+1
			f.site = p.ip
		}
	}
}

// nextCountBase is where the block counters of the frame at fp start.
func (t *Thread) nextCountBase(fp int) int {
	if fp == 0 {
		return 0
	}
	b := &t.frames[fp-1]
	return b.cbase + b.m.blocks
}

// exit reports a frame that ends: normally at a return (exceptional false), or because an
// exception leaves it, or unfinished at the end of a stopped run.
func (h *hooks) exit(t *Thread, f *frame, exceptional, unfinished bool) {
	if h.t == nil || f.m.synthetic {
		return
	}
	h.seq++
	r := &h.rec
	*r = CallRecord{Thread: int32(t.ID), Call: f.call, Parent: f.parent, Depth: int32(f.depth), Method: f.m.ID,
		CallsitePC: -1, CallsiteIndex: -1, InvokeOpcode: -1, SeqEnter: f.seq, SeqExit: h.seq, ReturnOpcode: -1,
		Exceptional: exceptional, ExitPC: int32(f.code[f.ip].pc),
		Bytecodes: int64(t.executed() - f.ran)}
	if f.parent != 0 {
		p := t.parentOf(t.fp)
		r.CallsitePC, r.CallsiteIndex, r.InvokeOpcode = int32(p.code[f.site].pc), int32(f.site+1), int16(p.code[f.site].orig)
	}
	if unfinished {
		r.SeqExit, r.ExitPC = -1, -1
		h.seq--
	} else if !exceptional {
		r.ReturnOpcode = int16(f.code[f.ip].orig)
	}
	h.blocks = h.blocks[:0]
	counts := t.counts[f.cbase : f.cbase+f.m.blocks]
	for i, c := range counts {
		if c != 0 {
			h.blocks = append(h.blocks, BlockCount{Block: int32(i), Count: c, EndPC: -1})
		}
	}
	for len(t.partials) > 0 && t.partials[len(t.partials)-1].fp == t.fp {
		p := t.partials[len(t.partials)-1]
		t.partials = t.partials[:len(t.partials)-1]
		h.blocks = append(h.blocks, BlockCount{Block: p.block, Count: 1, EndPC: p.pc})
	}
	h.t.Call(r, h.blocks)
}

// leaveBlock records that f's current block stops after f.ip: the instructions after it in
// the block did not execute (an exception, or the end of the run).
func (t *Thread) leaveBlock(f *frame) {
	rest := uint64(blockRest(f.code, f.ip))
	t.vm.icount -= rest
	if t.vm.running != t {
		t.ran -= rest // after the run: the thread's slices are already added up
	}
	if t.vm.tracer.t == nil || f.m.synthetic {
		return
	}
	in := &f.code[f.ip]
	t.counts[f.cbase+int(in.bid)]--
	t.partials = append(t.partials, partial{fp: t.fp, block: int32(in.bid), pc: int32(in.pc)})
}

// nativeCall starts the record of a native invocation (natives have no frame and no blocks);
// endNative reports it.
func (h *hooks) nativeCall(t *Thread, m *Method) CallRecord {
	t.vm.calls++
	r := CallRecord{Thread: int32(t.ID), Call: int64(t.vm.calls), Method: m.ID, CallsitePC: -1, CallsiteIndex: -1,
		InvokeOpcode: -1, ReturnOpcode: -1, ExitPC: -1, Native: true}
	if h.t == nil {
		return r
	}
	h.seq++
	r.SeqEnter = h.seq
	r.Bytecodes = -int64(t.executed()) // endNative adds the counter at exit
	if p := t.parentOf(t.fp + 1); p != nil {
		r.Parent, r.Depth = p.call, int32(p.depth+1)
		r.CallsitePC, r.CallsiteIndex, r.InvokeOpcode = int32(p.code[p.ip].pc), int32(p.ip+1), int16(p.code[p.ip].orig)
	}
	return r
}

func (h *hooks) endNative(t *Thread, r *CallRecord, exceptional bool) {
	if h.t == nil {
		return
	}
	h.seq++
	r.SeqExit, r.Exceptional = h.seq, exceptional
	r.Bytecodes += int64(t.executed())
	h.t.Call(r, nil)
}

// finishTrace reports the invocations still active when the run stopped, innermost first,
// with the blocks they were in as partial executions, and corrects the instruction count
// for the rest of those blocks.
func (vm *VM) finishTrace() {
	for _, t := range vm.threads {
		top := true
		for ; t.fp >= 0; t.fp-- {
			f := t.top()
			if f.fresh || f.m.synthetic {
				continue
			}
			if !(top && t.stoppedAtLeader) { // a thread stopped at a block leader has not entered that block
				t.leaveBlock(f)
			}
			top = false
			vm.tracer.exit(t, f, false, true)
		}
	}
}
