// This file finds, for each instruction of a method, which instruction pushed each operand
// stack slot: the data flow behind HotSpot's helpful NullPointerException messages (JEP 358,
// see npe.go). The observable messages depend on the exact shape of HotSpot's analysis, not
// only on its idea, so this follows its rules: linear passes over the code rather than a
// worklist, one working stack merged into each successor in turn, stopping as soon as the
// faulting instruction has a stack, and a merge that forgets a slot's producer when two
// flows disagree.

package vm

import (
	bc "github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// npeUnknown marks a stack slot whose producer is not known (two flows disagree).
const npeUnknown = -1

// npeMaxEntries bounds the slots the analysis stores over all its stacks: HotSpot gives up
// there (on machine-generated methods) and describes what it has.
const npeMaxEntries = 1000000

// npeStack is the simulated operand stack before one instruction: the pc of the instruction
// that pushed each slot (bottom first; a long or double takes two), and which locals may
// have been stored to on the way (bit i for local i; locals above 63 always count as stored).
type npeStack struct {
	src     []int32
	written uint64
}

func (s *npeStack) clone() *npeStack {
	return &npeStack{src: append([]int32(nil), s.src...), written: s.written}
}

// push pushes n slots produced at pc.
func (s *npeStack) push(pc int32, n int) {
	for range n {
		s.src = append(s.src, pc)
	}
}

// pop drops n slots; never more than there are (verified code never tries).
func (s *npeStack) pop(n int) {
	s.src = s.src[:max(len(s.src)-n, 0)]
}

// at returns the producer of the slot depth slots below the top (0 is the top).
func (s *npeStack) at(depth int) int32 {
	if depth < 0 || depth >= len(s.src) {
		return npeUnknown
	}
	return s.src[len(s.src)-1-depth]
}

// pushRaw pushes the given producers, as the dup and swap instructions reorder slots.
func (s *npeStack) pushRaw(srcs ...int32) { s.src = append(s.src, srcs...) }

func (s *npeStack) store(local int) {
	if local < 64 {
		s.written |= 1 << local
	}
}

func (s *npeStack) stored(local int) bool { return local > 63 || s.written&(1<<local) != 0 }

// merge combines o into s: a slot keeps its producer only where both agree.
func (s *npeStack) merge(o *npeStack) {
	for i := range s.src {
		if i >= len(o.src) || s.src[i] != o.src[i] {
			s.src[i] = npeUnknown
		}
	}
	s.written |= o.written
}

// npeFlow holds the simulated stacks of one method.
type npeFlow struct {
	pool    classfile.Pool
	code    []byte
	ins     []bc.Instr
	index   []int32     // instruction number at each pc, -1 inside an instruction
	stacks  []*npeStack // by pc (one more for the end of the code); nil where none is known yet
	entries int
	added   bool // a pass gave some pc its first stack
	done    bool // a pass found every reachable pc with a stack
}

// newNPEFlow decodes m's code for the analysis. It returns nil if the code does not decode
// (the VM would not have run it).
func newNPEFlow(m *Method) *npeFlow {
	code := m.raw.Code
	ins, err := bc.DecodeAll(code)
	if err != nil {
		return nil
	}
	a := &npeFlow{pool: m.Class.File.Pool, code: code, ins: ins,
		index: make([]int32, len(code)+1), stacks: make([]*npeStack, len(code)+1)}
	for i := range a.index {
		a.index[i] = -1
	}
	for i, in := range ins {
		a.index[in.PC] = int32(i)
	}
	return a
}

// simulate runs the analysis of m's code until the instruction at pc has a stack.
func (a *npeFlow) simulate(m *Method, pc int) {
	code, ins := a.code, a.ins
	a.stacks[0] = &npeStack{}
	for _, h := range m.raw.Handlers {
		if a.stacks[h.HandlerPC] == nil {
			a.stacks[h.HandlerPC] = &npeStack{src: []int32{int32(h.HandlerPC)}}
		}
	}
	a.added = true
	for !a.done && a.added {
		a.done, a.added = true, false
		for i := range ins {
			a.step(&ins[i])
			next := len(code)
			if i+1 < len(ins) {
				next = ins[i+1].PC
			}
			if next == pc && a.stacks[pc] != nil {
				a.done = true
				break
			}
			if a.entries > npeMaxEntries {
				return
			}
		}
	}
}

// instr returns the instruction at pc, nil if none starts there.
func (a *npeFlow) instr(pc int) *bc.Instr {
	if pc < 0 || pc >= len(a.code) || a.index[pc] < 0 {
		return nil
	}
	return &a.ins[a.index[pc]]
}

// into merges s into the stack at pc, which then holds a copy of the result. s keeps the
// merged contents, so a later successor of the same instruction sees them too.
func (a *npeFlow) into(pc int, s *npeStack) {
	if pc < 0 || pc >= len(a.stacks) {
		return
	}
	if old := a.stacks[pc]; old != nil {
		s.merge(old)
	} else {
		a.added = true
		a.entries += len(s.src)
	}
	a.stacks[pc] = s.clone()
}

// slots is the number of stack slots a value of descriptor type d takes (0 for void).
func slots(d string) int {
	switch {
	case d == "" || d[0] == 'V':
		return 0
	case d[0] == 'J' || d[0] == 'D':
		return 2
	}
	return 1
}

// memberDesc returns the name and descriptor of a field, method or invokedynamic reference.
func (a *npeFlow) memberDesc(idx int) (name, desc string) {
	if idx <= 0 || idx >= len(a.pool) {
		return "", ""
	}
	if c := a.pool[idx]; c.Tag == classfile.TagInvokeDynamic || c.Tag == classfile.TagDynamic {
		name, desc, _ = a.pool.NameAndType(c.B)
		return name, desc
	}
	_, name, desc, _ = a.pool.MemberRef(uint16(idx))
	return name, desc
}

// step simulates one instruction if its pc has a stack, and passes the resulting stack to
// its successors. Like HotSpot, it counts a switch's next instruction among its successors.
func (a *npeFlow) step(in *bc.Instr) {
	cur := a.stacks[in.PC]
	if cur == nil {
		a.done = false
		return
	}
	s := cur.clone()
	pc := int32(in.PC)
	op := in.Op
	ended, dest := false, -1
	var dests []int
	switch {
	case op == bc.NOP, op == bc.IINC, op == bc.CHECKCAST:
	case op == bc.ACONST_NULL, op >= bc.ICONST_M1 && op <= bc.ICONST_5, op >= bc.FCONST_0 && op <= bc.FCONST_2,
		op == bc.BIPUSH, op == bc.SIPUSH, op == bc.NEW:
		s.push(pc, 1)
	case op == bc.LCONST_0, op == bc.LCONST_1, op == bc.DCONST_0, op == bc.DCONST_1, op == bc.LDC2_W:
		s.push(pc, 2)
	case op == bc.LDC, op == bc.LDC_W:
		n := 1
		if in.Index > 0 && in.Index < len(a.pool) && a.pool[in.Index].Tag == classfile.TagDynamic {
			_, d := a.memberDesc(in.Index)
			n = slots(d)
		}
		s.push(pc, n)
	case op == bc.LLOAD, op == bc.DLOAD, op >= bc.LLOAD_0 && op <= bc.LLOAD_3, op >= bc.DLOAD_0 && op <= bc.DLOAD_3:
		s.push(pc, 2)
	case op >= bc.ILOAD && op <= bc.ALOAD_3:
		s.push(pc, 1)
	case op >= bc.IALOAD && op <= bc.SALOAD:
		s.pop(2)
		s.push(pc, 1+b2n(op == bc.LALOAD || op == bc.DALOAD))
	case op >= bc.ISTORE && op <= bc.ASTORE_3:
		s.store(in.Index)
		wide := op == bc.LSTORE || op == bc.DSTORE || op >= bc.LSTORE_0 && op <= bc.LSTORE_3 || op >= bc.DSTORE_0 && op <= bc.DSTORE_3
		s.pop(1 + b2n(wide))
	case op >= bc.IASTORE && op <= bc.SASTORE:
		s.pop(3 + b2n(op == bc.LASTORE || op == bc.DASTORE))
	case op == bc.POP, op == bc.MONITORENTER, op == bc.MONITOREXIT:
		s.pop(1)
	case op == bc.POP2:
		s.pop(2)
	case op >= bc.DUP && op <= bc.SWAP:
		a.shuffle(s, op)
	case op >= bc.IADD && op <= bc.DREM:
		n := arithSlots(op - bc.IADD)
		s.pop(2 * n)
		s.push(pc, n)
	case op >= bc.INEG && op <= bc.DNEG:
		n := arithSlots(op - bc.INEG)
		s.pop(n)
		s.push(pc, n)
	case op >= bc.ISHL && op <= bc.LUSHR:
		n := 1 + int(op-bc.ISHL)%2
		s.pop(1 + n)
		s.push(pc, n)
	case op >= bc.IAND && op <= bc.LXOR:
		n := 1 + int(op-bc.IAND)%2
		s.pop(2 * n)
		s.push(pc, n)
	case op >= bc.I2L && op <= bc.I2S:
		c := convSlots[op-bc.I2L]
		s.pop(int(c[0]))
		s.push(pc, int(c[1]))
	case op == bc.LCMP, op == bc.DCMPL, op == bc.DCMPG:
		s.pop(4)
		s.push(pc, 1)
	case op == bc.FCMPL, op == bc.FCMPG:
		s.pop(2)
		s.push(pc, 1)
	case op >= bc.IFEQ && op <= bc.IFLE, op == bc.IFNULL, op == bc.IFNONNULL:
		s.pop(1)
		dest = in.Target
	case op >= bc.IF_ICMPEQ && op <= bc.IF_ACMPNE:
		s.pop(2)
		dest = in.Target
	case op == bc.GOTO, op == bc.GOTO_W:
		dest, ended = in.Target, true
	case op == bc.JSR, op == bc.JSR_W:
		s.push(pc, 1)
		dest, ended = in.Target, true
	case op == bc.RET, op >= bc.IRETURN && op <= bc.RETURN, op == bc.ATHROW:
		ended = true // ret: HotSpot does not track return addresses, so nothing follows
	case op == bc.TABLESWITCH, op == bc.LOOKUPSWITCH:
		s.pop(1)
		dest, dests = in.Target, in.Targets
	case op == bc.GETSTATIC, op == bc.GETFIELD:
		_, d := a.memberDesc(in.Index)
		s.pop(b2n(op == bc.GETFIELD))
		s.push(pc, slots(d))
	case op == bc.PUTSTATIC, op == bc.PUTFIELD:
		_, d := a.memberDesc(in.Index)
		s.pop(slots(d) + b2n(op == bc.PUTFIELD))
	case op >= bc.INVOKEVIRTUAL && op <= bc.INVOKEDYNAMIC:
		_, d := a.memberDesc(in.Index)
		if op != bc.INVOKESTATIC && op != bc.INVOKEDYNAMIC {
			s.pop(1)
		}
		if d != "" {
			s.pop(argSlots(d))
			s.push(pc, slots(retDesc(d)))
		}
	case op == bc.NEWARRAY, op == bc.ANEWARRAY, op == bc.INSTANCEOF, op == bc.ARRAYLENGTH:
		s.pop(1)
		s.push(pc, 1)
	case op == bc.MULTIANEWARRAY:
		s.pop(int(in.Value))
		s.push(pc, 1)
	default: // an opcode HotSpot does not simulate: this pass cannot complete
		a.done, a.added = false, false
		return
	}
	if !ended {
		a.into(in.PC+in.Len, s)
	}
	if dest >= 0 {
		a.into(dest, s)
	}
	for _, d := range dests {
		a.into(d, s)
	}
}

// shuffle simulates dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2 and swap.
func (a *npeFlow) shuffle(s *npeStack, op uint8) {
	v1, v2, v3, v4 := s.at(0), s.at(1), s.at(2), s.at(3)
	switch op {
	case bc.DUP:
		s.pushRaw(v1)
	case bc.DUP_X1:
		s.pop(2)
		s.pushRaw(v1, v2, v1)
	case bc.DUP_X2:
		s.pop(3)
		s.pushRaw(v1, v3, v2, v1)
	case bc.DUP2:
		s.pushRaw(v2, v1)
	case bc.DUP2_X1:
		s.pop(3)
		s.pushRaw(v2, v1, v3, v2, v1)
	case bc.DUP2_X2:
		s.pop(4)
		s.pushRaw(v2, v1, v4, v3, v2, v1)
	case bc.SWAP:
		s.pop(2)
		s.pushRaw(v1, v2)
	}
}

// arithSlots is the slot count of the k-th type in the int, long, float, double cycle of
// the arithmetic opcodes.
func arithSlots(k uint8) int {
	if k%4 == 1 || k%4 == 3 {
		return 2
	}
	return 1
}

// convSlots gives the slots popped and pushed by i2l .. i2s.
var convSlots = [...][2]uint8{
	{1, 2}, {1, 1}, {1, 2}, // i2l i2f i2d
	{2, 1}, {2, 1}, {2, 2}, // l2i l2f l2d
	{1, 1}, {1, 2}, {1, 2}, // f2i f2l f2d
	{2, 1}, {2, 2}, {2, 1}, // d2i d2l d2f
	{1, 1}, {1, 1}, {1, 1}, // i2b i2c i2s
}

// retDesc returns the return type part of method descriptor d.
func retDesc(d string) string {
	for i := 0; i < len(d); i++ {
		if d[i] == ')' {
			return d[i+1:]
		}
	}
	return ""
}

func b2n(b bool) int {
	if b {
		return 1
	}
	return 0
}
