// This file is the interpreter's side of tracing: it tells the Tracer when an invocation
// starts and ends, with the basic block counts of every ended invocation.
//
// An invocation is announced (Tracer.Enter) when its frame first runs, not when it is pushed:
// a frame pushed below pending static initializers (a "fresh" frame) starts after them, and a
// frame a native pushes starts after the native returns. So the events nest properly, and the
// order of entries and exits alone gives every invocation's caller.

package vm

// ExitKind says how an invocation ended (the values are the trace's event kinds).
type ExitKind int8

// The ways an invocation ends.
const (
	ExitReturn     ExitKind = 1 // a return instruction, or a native's normal end
	ExitThrow      ExitKind = 2 // an exception left it
	ExitUnfinished ExitKind = 3 // still active when the run stopped
)

// BlockCount is the execution count of one basic block within one invocation.
type BlockCount struct {
	Block int32
	Count int64
	EndPC int32 // -1 for whole executions; otherwise a partial execution that stopped after this pc
}

// Tracer receives what the interpreter records. Calls come from the goroutine running the
// VM; the slices passed are reused after the call returns. Each thread's entries and exits
// nest: an exit ends the thread's innermost invocation that has not ended.
type Tracer interface {
	// ClassLoaded is called once per class, after linking, before any of its code runs.
	ClassLoaded(c *Class)
	// Enter is called when an invocation of method starts on thread; sitePC is the pc of
	// the caller's instruction that caused it, or -1 for a root (a thread's first method,
	// or a VM call with no Java caller).
	Enter(thread, method, sitePC int32)
	// Exit is called when the thread's innermost invocation, of method, ends. counts holds
	// the execution count of each of the method's blocks, by block id (zero for a block that
	// did not run; nil for natives and calls that ran no bytecode), and partial the blocks
	// the invocation left halfway (Count 1, EndPC set), innermost first: its block counts
	// are the non-zero counts in block order, then partial. exitPC is where it ended (the
	// return, or where the exception left it), -1 for natives and unfinished invocations.
	Exit(thread, method int32, kind ExitKind, exitPC int32, counts []int64, partial []BlockCount)
}

// CallRecord is the interpreter's own account of one invocation, in the terms of the calls
// table ingest derives from the trace: Config.RecordCalls receives one per ended invocation,
// so that tests can compare the derivation with what the interpreter knew.
type CallRecord struct {
	Call     int64 // 1, 2, ... in the order invocations start
	Parent   int64 // 0 for a root
	SeqEnter int64 // event numbers: entries, exits and thread switches of all threads share one counter
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
	ReturnOpcode  int16 // -1 for an exceptional or unfinished exit, and for natives
	Exceptional   bool
	Native        bool
}

// AppendBlockCounts appends an invocation's block counts, as Tracer.Exit defines them from
// counts and partial, to dst.
func AppendBlockCounts(dst []BlockCount, counts []int64, partial []BlockCount) []BlockCount {
	for i, c := range counts {
		if c != 0 {
			dst = append(dst, BlockCount{Block: int32(i), Count: c, EndPC: -1})
		}
	}
	return append(dst, partial...)
}

// partial is a block left halfway in a still-active frame.
type partial struct {
	fp    int
	block int32
	pc    int32
}

// hooks keeps the per-invocation state and forwards events to the Tracer.
type hooks struct {
	t       Tracer
	record  func(*CallRecord, []BlockCount) // Config.RecordCalls
	partial []BlockCount
	blocks  []BlockCount // the record's block counts
	// What the record needs: the number of the last event and invocation, and the thread
	// of the last event (a change of thread is an event of the trace too).
	seq, calls int64
	thread     int32
	rec        CallRecord
}

// parentOf returns the invocation a frame at index fp is attributed to: the nearest
// announced frame below it, or nil for a root.
func (t *Thread) parentOf(fp int) *frame {
	for i := fp - 1; i >= 0; i-- {
		if f := &t.frames[i]; f.announced && !f.m.synthetic {
			return f
		}
	}
	return nil
}

// enter prepares the block counters of a frame being pushed.
func (h *hooks) enter(t *Thread, f *frame) {
	if !f.m.synthetic {
		t.vm.calls++
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
	f.ran = t.executed()
}

// event counts an event of thread for the records, a thread switch first if it is another
// thread's turn.
func (h *hooks) event(thread int32) {
	if thread != h.thread {
		h.thread = thread
		h.seq++
	}
	h.seq++
}

// announce reports the start of the invocation of the top frame f.
func (h *hooks) announce(t *Thread, f *frame) {
	f.announced = true
	if f.m.synthetic {
		return
	}
	f.parent, f.depth, f.site = 0, 0, -1
	if f.kind != kindRoot && f.kind != kindUncaught {
		if p := t.parentOf(t.fp); p != nil {
			in := &p.code[p.ip]
			f.parent, f.depth, f.site = p.call, p.depth+1, p.ip
			f.sitePC, f.siteOp = int32(in.pc), int16(in.orig)
		}
	}
	site := int32(-1)
	if f.site >= 0 {
		site = f.sitePC
	}
	h.t.Enter(int32(t.ID), f.m.ID, site)
	if h.record != nil {
		h.event(int32(t.ID))
		h.calls++
		f.call, f.seq = h.calls, h.seq
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

// exit reports the end of the top frame f: at a return, because an exception leaves it, or
// unfinished at the end of a stopped run.
func (h *hooks) exit(t *Thread, f *frame, kind ExitKind) {
	if h.t == nil || f.m.synthetic {
		return
	}
	if !f.announced {
		h.announce(t, f) // an exception before its first instruction
	}
	exitPC := int32(f.code[f.ip].pc)
	if kind == ExitUnfinished {
		exitPC = -1
	}
	counts := t.counts[f.cbase : f.cbase+f.m.blocks]
	h.partial = h.partial[:0]
	for len(t.partials) > 0 && t.partials[len(t.partials)-1].fp == t.fp {
		p := t.partials[len(t.partials)-1]
		t.partials = t.partials[:len(t.partials)-1]
		h.partial = append(h.partial, BlockCount{Block: p.block, Count: 1, EndPC: p.pc})
	}
	h.t.Exit(int32(t.ID), f.m.ID, kind, exitPC, counts, h.partial)
	if h.record == nil {
		return
	}
	h.blocks = AppendBlockCounts(h.blocks[:0], counts, h.partial)
	h.event(int32(t.ID))
	r := &h.rec
	*r = CallRecord{Thread: int32(t.ID), Call: f.call, Depth: int32(f.depth), Method: f.m.ID,
		CallsitePC: -1, CallsiteIndex: -1, InvokeOpcode: -1, SeqEnter: f.seq, SeqExit: h.seq, ReturnOpcode: -1,
		Exceptional: kind == ExitThrow, ExitPC: exitPC, Bytecodes: int64(t.executed() - f.ran)}
	if f.site >= 0 {
		r.Parent = f.parent
		r.CallsitePC, r.CallsiteIndex, r.InvokeOpcode = f.sitePC, int32(f.site+1), f.siteOp
	}
	switch kind {
	case ExitUnfinished:
		r.SeqExit = -1
	case ExitReturn:
		r.ReturnOpcode = int16(f.code[f.ip].orig)
	}
	h.record(r, h.blocks)
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

// nativeCall reports the start of a native invocation (natives have no frame and no
// blocks); endNative reports its end. The returned record is the one endNative completes.
func (h *hooks) nativeCall(t *Thread, m *Method) CallRecord {
	t.vm.calls++
	r := CallRecord{Thread: int32(t.ID), Method: m.ID, CallsitePC: -1, CallsiteIndex: -1,
		InvokeOpcode: -1, ReturnOpcode: -1, ExitPC: -1, Native: true}
	if h.t == nil {
		return r
	}
	site := int32(-1)
	p := t.parentOf(t.fp + 1)
	if p != nil {
		site = int32(p.code[p.ip].pc)
	}
	h.t.Enter(int32(t.ID), m.ID, site)
	if h.record != nil {
		h.event(int32(t.ID))
		h.calls++
		r.Call, r.SeqEnter = h.calls, h.seq
		r.Bytecodes = -int64(t.executed()) // endNative adds the counter at exit
		if p != nil {
			r.Parent, r.Depth = p.call, int32(p.depth+1)
			r.CallsitePC, r.CallsiteIndex, r.InvokeOpcode = site, int32(p.ip+1), int16(p.code[p.ip].orig)
		}
	}
	return r
}

func (h *hooks) endNative(t *Thread, r *CallRecord, exceptional bool) {
	if h.t == nil {
		return
	}
	kind := ExitReturn
	if exceptional {
		kind = ExitThrow
	}
	h.t.Exit(int32(t.ID), r.Method, kind, -1, nil, nil)
	if h.record != nil {
		h.event(int32(t.ID))
		r.SeqExit, r.Exceptional = h.seq, exceptional
		r.Bytecodes += int64(t.executed())
		h.record(r, nil)
	}
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
			vm.tracer.exit(t, f, ExitUnfinished)
		}
	}
}
