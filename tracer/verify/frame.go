// Frames: the type state of locals and operand stack, with HotSpot's checks and messages.

package verify

// frame is a type state. The current frame of the checker has len(locals) == max_locals
// and cap(stack) == max_stack; nlocals is the number of locals that count (the rest are
// top). Popped stack entries stay in the array so that messages can name them.
type frame struct {
	offset  int
	uninit  bool // flagThisUninit
	locals  []vtype
	nlocals int
	stack   []vtype
	sp      int
	mark    int // stack depth at the start of the instruction, -1 if none
	v       *verifier
}

func (v *verifier) newFrame(maxLocals, maxStack int) *frame {
	f := &frame{locals: make([]vtype, maxLocals), stack: make([]vtype, maxStack), v: v}
	return f
}

// snap copies f for a message; HotSpot shows the stack as it was before the instruction.
func (f *frame) snap() *snapshot {
	sp := f.sp
	if f.mark >= 0 && f.mark <= len(f.stack) {
		sp = f.mark
	}
	n := min(f.nlocals, len(f.locals))
	return &snapshot{offset: f.offset, uninit: f.uninit,
		locals: append([]vtype(nil), f.locals[:n]...), stack: append([]vtype(nil), f.stack[:sp]...)}
}

func (f *frame) frameOrigin() origin { return origin{kind: oFrame, fr: f.snap()} }

// topCtx names the entry just popped, as HotSpot's stack_top_ctx.
func (f *frame) topCtx() origin {
	var t vtype
	if f.sp < len(f.stack) {
		t = f.stack[f.sp]
	}
	return origin{kind: oStack, index: f.sp, fr: f.snap(), t: t}
}

func implicit(t vtype) origin { return origin{kind: oImplicit, t: t} }

func (f *frame) push(t vtype) {
	if f.sp >= len(f.stack) {
		f.v.fail(errCtx{bci: f.offset, fault: fOverflow, typ: f.frameOrigin()}, "Operand stack overflow")
	}
	f.stack[f.sp] = t
	f.sp++
}

func (f *frame) push2(t vtype) {
	if f.sp >= len(f.stack)-1 {
		f.v.fail(errCtx{bci: f.offset, fault: fOverflow, typ: f.frameOrigin()}, "Operand stack overflow")
	}
	f.stack[f.sp] = t
	f.stack[f.sp+1] = t.second()
	f.sp += 2
}

// popAny pops without a type check.
func (f *frame) popAny() vtype {
	if f.sp <= 0 {
		f.v.fail(errCtx{bci: f.offset, fault: fUnderflow, typ: f.frameOrigin()}, "Operand stack underflow")
	}
	f.sp--
	return f.stack[f.sp]
}

// pop pops a value assignable to want.
func (f *frame) pop(want vtype) vtype {
	t := f.popAny()
	if !f.v.assignable(want, t) {
		f.v.fail(errCtx{bci: f.offset, fault: fWrongType, typ: f.topCtx(), exp: implicit(want)}, "Bad type on operand stack")
	}
	return t
}

// pop2 pops a long or double (t is its first slot type).
func (f *frame) pop2(t vtype) {
	if f.sp >= 2 && f.v.assignable(t.second(), f.stack[f.sp-1]) && f.v.assignable(t, f.stack[f.sp-2]) {
		f.sp -= 2
		return
	}
	f.pop(t.second())
	f.pop(t)
}

func (f *frame) getLocal(index int, want vtype) vtype {
	if index >= len(f.locals) {
		f.v.fail(errCtx{bci: f.offset, fault: fBadLocal, typ: origin{kind: oBadIndex, index: index}}, "Local variable table overflow")
	}
	if !f.v.assignable(want, f.locals[index]) {
		f.v.fail(errCtx{bci: f.offset, fault: fWrongType, typ: origin{kind: oLocal, index: index, fr: f.snap(), t: f.locals[index]},
			exp: implicit(want)}, "Bad local variable type")
	}
	if index >= f.nlocals {
		f.nlocals = index + 1
	}
	return f.locals[index]
}

func (f *frame) getLocal2(index int, t vtype) {
	if index >= f.nlocals-1 {
		f.v.fail(errCtx{bci: f.offset, fault: fBadLocal, typ: origin{kind: oBadIndex, index: index}}, "get long/double overflows locals")
	}
	for i, want := range []vtype{t, t.second()} {
		if !f.v.assignable(want, f.locals[index+i]) {
			f.v.fail(errCtx{bci: f.offset, fault: fWrongType, typ: origin{kind: oLocal, index: index + i, fr: f.snap(), t: f.locals[index+i]},
				exp: implicit(want)}, "Bad local variable type")
		}
	}
}

func (f *frame) setLocal(index int, t vtype) {
	if index >= len(f.locals) {
		f.v.fail(errCtx{bci: f.offset, fault: fBadLocal, typ: origin{kind: oBadIndex, index: index}}, "Local variable table overflow")
	}
	f.clobber(index)
	f.locals[index] = t
	if index >= f.nlocals {
		f.nlocals = index + 1
	}
}

func (f *frame) setLocal2(index int, t vtype) {
	if index >= len(f.locals)-1 {
		f.v.fail(errCtx{bci: f.offset, fault: fBadLocal, typ: origin{kind: oBadIndex, index: index}}, "Local variable table overflow")
	}
	if f.locals[index+1].isCat2() && index+2 < len(f.locals) {
		f.locals[index+2] = tTop
	}
	if f.locals[index].isCat2nd() && index >= 1 {
		f.locals[index-1] = tTop
	}
	f.locals[index] = t
	f.locals[index+1] = t.second()
	if index >= f.nlocals-1 {
		f.nlocals = index + 2
	}
}

// clobber invalidates the other half of a long or double that a store to index overwrites.
func (f *frame) clobber(index int) {
	if f.locals[index].isCat2() && index+1 < len(f.locals) {
		f.locals[index+1] = tTop
	}
	if f.locals[index].isCat2nd() && index >= 1 {
		f.locals[index-1] = tTop
	}
}

// initObject replaces an uninitialized type by the initialized one after <init>.
func (f *frame) initObject(old, init vtype) {
	for i := range f.locals {
		if f.locals[i] == old {
			f.locals[i] = init
		}
	}
	for i := 0; i < f.sp; i++ {
		if f.stack[i] == old {
			f.stack[i] = init
		}
	}
	if old.k == kUninitThis {
		f.uninit = false
	}
}

// assignableTo checks f against the stack map frame target (StackMapFrame::is_assignable_to);
// on failure it returns the context to report.
func (f *frame) assignableTo(target *smFrame) (errCtx, bool) {
	if f.sp != len(target.stack) {
		return errCtx{bci: f.offset, fault: fStackSize, typ: f.frameOrigin(), exp: target.origin()}, false
	}
	for i, t := range target.locals {
		var cur vtype
		if i < len(f.locals) {
			cur = f.locals[i]
		}
		if i >= f.nlocals {
			cur = tTop
		}
		if !f.v.assignable(t, cur) {
			return errCtx{bci: target.offset, fault: fWrongType, typ: origin{kind: oLocal, index: i, fr: f.snap(), t: cur},
				exp: origin{kind: oSMLocal, index: i, fr: target.snap(), t: t}}, false
		}
	}
	for i := 0; i < f.sp; i++ {
		if !f.v.assignable(target.stack[i], f.stack[i]) {
			return errCtx{bci: target.offset, fault: fWrongType, typ: origin{kind: oStack, index: i, fr: f.snap(), t: f.stack[i]},
				exp: origin{kind: oSMStack, index: i, fr: target.snap(), t: target.stack[i]}}, false
		}
	}
	if f.uninit && !target.uninit {
		return errCtx{bci: target.offset, fault: fFlags, typ: f.frameOrigin(), exp: target.origin()}, false
	}
	return errCtx{}, true
}

// become makes f the stack map frame sm (after an unconditional branch or at a frame).
func (f *frame) become(sm *smFrame) {
	for i := range f.locals {
		f.locals[i] = tTop
	}
	copy(f.locals, sm.locals)
	f.nlocals = len(sm.locals)
	copy(f.stack, sm.stack)
	f.sp = len(sm.stack)
	f.mark = f.sp
	f.uninit = sm.uninit
}
