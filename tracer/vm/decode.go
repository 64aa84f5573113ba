// This file decodes a method's bytecode, once before its first run, into the instruction
// array the interpreter executes, and finds its basic blocks.

package vm

import (
	"github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// inst is one decoded instruction. Short forms are folded into their general form (iload_2
// becomes iload with a=2), branch targets are instruction indexes, and constant pool
// references are resolved on first execution, after which the instruction is rewritten
// ("quickened") into an internal opcode that carries the resolved field slot, vtable index,
// method or class. The original bytecode stays available in Method.raw for the trace tables.
type inst struct {
	op   uint8
	orig uint8  // the opcode as in the class file (the widened one after wide)
	lead bool   // first instruction of a basic block
	pc   uint16 // byte offset in the original code
	bid  uint16 // basic block id
	blen uint16 // instructions in the block (on leaders)
	a, b int32
	x    any
}

// Internal opcodes, in the range the JVM specification leaves unused.
const (
	opIconst           = 0xcb + iota // push a (iconst_*, bipush, sipush, ldc of an int)
	opFconst                         // push float bits a (fconst_*, ldc of a float)
	opLconst                         // push the long or double bits a (low) | b<<32 (lconst_*, dconst_*, ldc2_w)
	opLdcQ                           // push the String or Class object in x
	opGetfieldQ                      // a = field slot
	opGetfieldQW                     // same, two-slot value
	opPutfieldQ                      // a = field slot
	opPutfieldQW                     // same, two-slot value
	opGetstaticQ                     // x = *Class, a = static slot
	opGetstaticQW                    // same, two-slot value
	opPutstaticQ                     // x = *Class, a = static slot
	opPutstaticQW                    // same, two-slot value
	opInvokeVirtualQ                 // a = vtable index, b = argument slots, x = resolved *Method
	opInvokeSpecialQ                 // x = *Method (null check on the receiver)
	opInvokeStaticQ                  // x = *Method
	opInvokeInterfaceQ               // x = *Method (the interface method), b = argument slots
	opNewQ                           // x = *Class
	opANewArrayQ                     // x = *Class of the array
	opCheckcastQ                     // x = *Class
	opInstanceofQ                    // x = *Class
	opIndyNew                        // x = *lambdaSite: a capturing lambda's new instance from the captured values
	opTypeSwitch                     // x = *switchSite: (selector, restart index) -> label index
	opInvokeHandle                   // x = *handleSite: MethodHandle.invokeExact or invoke

	// Superinstructions: common sequences within a basic block run by one dispatch. The
	// instructions they cover stay in the code (for pcs and exceptions) and are skipped.
	opLoad2          // two one-slot loads: locals a and b
	opLoadConst      // one-slot load of local a, then push int b
	opLoad2IfCmp     // iload a; iload b; if_icmp<cond> (the branch is the instruction at ip+2)
	opLoadConstIfCmp // iload a; push int b; if_icmp<cond>
	opArrayLoad      // aload a; iload b; Xaload (the array load is the instruction at ip+2)
	opIincGoto       // iinc a b; goto (the goto is the instruction at ip+1)
	opConstIntOp     // push int a; then the int operation at ip+1 (iadd, isub, imul, iand, ior, ixor, shifts)
	opLoadConstIntOp // iload a; push int b; the int operation at ip+2
	opLoad2IntOp     // iload a; iload b; the int operation at ip+2
	opLast
)

// handler is an exception table entry with pcs turned into instruction indexes.
type handler struct {
	start, end, target int
	catchIdx           uint16 // constant pool index of the caught class, 0 for any
	catch              *Class // resolved on first use
}

// lookupTable holds a lookupswitch's keys and target indexes.
type lookupTable struct {
	keys    []int32
	targets []int32
}

// BlockMode selects how basic blocks are delimited.
type BlockMode int

const (
	// BlocksDefault ends blocks at jumps, branches, switches, returns and athrow, as CProf
	// and JP2 do; invokes do not end blocks. Leaders are branch targets and handler starts.
	BlocksDefault BlockMode = iota
	// BlocksPrecise also ends a block after every instruction that may throw.
	BlocksPrecise
)

// endsBlock reports whether the instruction after op starts a new block.
func endsBlock(op byte, mode BlockMode) bool {
	switch {
	case bytecode.IsBranch(op), bytecode.IsReturn(op), op == bytecode.ATHROW, op == bytecode.RET:
		return true
	case mode == BlocksPrecise:
		return bytecode.MayThrow(op)
	}
	return false
}

// Decoded describes the static structure of a method's code: its instructions as the class
// file has them and the basic block of each. The tables of a trace's code come from it
// (tracer/trace's Code).
type Decoded struct {
	Instrs []bytecode.Instr
	Block  []int // block id of each instruction
	Blocks int
	// At maps a pc to the number of the instruction there: -1 where no instruction starts,
	// len(Instrs) at the end of the code (an exception range may end there).
	At []int32
}

// Analyzer decodes methods and finds their basic blocks, reusing its buffers from one method
// to the next: a trace's reader analyzes every method of every loaded class, and fresh
// buffers for each were most of what that allocated.
type Analyzer struct {
	mode BlockMode
	d    Decoded
	lead []bool
}

// NewAnalyzer makes an Analyzer for a block analysis.
func NewAnalyzer(mode BlockMode) *Analyzer { return &Analyzer{mode: mode} }

// Analyze decodes m's code and assigns basic blocks; nil for a method without code. The
// result is valid until the next call.
func (a *Analyzer) Analyze(m *Method) (*Decoded, error) { return a.AnalyzeCode(m.raw) }

// AnalyzeCode is Analyze for a method's Code attribute as the class file has it: readers of
// a trace derive its blocks exactly as the interpreter counted them.
func (a *Analyzer) AnalyzeCode(raw *classfile.Code) (*Decoded, error) {
	if raw == nil {
		return nil, nil
	}
	code := raw.Code
	ins, err := bytecode.DecodeAppend(a.d.Instrs, code)
	if err != nil {
		return nil, err
	}
	at := grow(a.d.At, len(code)+1)
	for pc := range at {
		at[pc] = -1
	}
	for i, in := range ins {
		at[in.PC] = int32(i)
	}
	at[len(code)] = int32(len(ins))
	a.d.At = at
	lead := grow(a.lead, len(ins)+1)
	clear(lead)
	a.lead = lead
	lead[0] = true
	for i, in := range ins {
		if endsBlock(in.Op, a.mode) {
			lead[i+1] = true
		}
		if bytecode.IsBranch(in.Op) { // DecodeAll checked that targets start instructions
			lead[at[in.Target]] = true
			for _, t := range in.Targets {
				lead[at[t]] = true
			}
		}
	}
	for _, h := range raw.Handlers {
		if pc := int(h.HandlerPC); pc < len(code) && at[pc] >= 0 {
			lead[at[pc]] = true
		}
	}
	a.d.Instrs = ins
	a.d.Block = grow(a.d.Block, len(ins))
	b := -1
	for i := range ins {
		if lead[i] {
			b++
		}
		a.d.Block[i] = b
	}
	a.d.Blocks = b + 1
	return &a.d, nil
}

// grow returns buf resized to n elements, reallocated only when too small.
func grow[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n, n+n/4)
	}
	return buf[:n]
}

// decode builds the executable form of m. Errors are fatal: the class file is malformed.
func (vm *VM) decode(m *Method) {
	if m.raw == nil {
		panic(fatalf("method %s has no code", m))
	}
	d, err := vm.analyzer.Analyze(m)
	if err != nil {
		panic(fatalf("malformed code in %s (%s): %v", m, m.Class.Origin, err))
	}
	index := d.At
	pool := m.Class.File.Pool
	code := make([]inst, len(d.Instrs))
	for i, bi := range d.Instrs {
		in := &code[i]
		in.pc = uint16(bi.PC)
		in.op, in.orig = bi.Op, bi.Op
		in.bid = uint16(d.Block[i])
		if i == 0 || d.Block[i] != d.Block[i-1] {
			in.lead = true
			n := 1
			for i+n < len(d.Instrs) && d.Block[i+n] == d.Block[i] {
				n++
			}
			in.blen = uint16(n)
		}
		op := bi.Op
		switch {
		case op >= bytecode.ICONST_M1 && op <= bytecode.ICONST_5:
			in.op, in.a = opIconst, int32(op)-bytecode.ICONST_0
		case op == bytecode.BIPUSH || op == bytecode.SIPUSH:
			in.op, in.a = opIconst, bi.Value
		case op == bytecode.LCONST_0 || op == bytecode.LCONST_1:
			in.op, in.a = opLconst, int32(op-bytecode.LCONST_0)
		case op >= bytecode.FCONST_0 && op <= bytecode.FCONST_2:
			in.op, in.a = opFconst, int32(Float(float32(op-bytecode.FCONST_0)).I)
		case op == bytecode.DCONST_0 || op == bytecode.DCONST_1:
			bits := Double(float64(op - bytecode.DCONST_0)).I
			in.op, in.a, in.b = opLconst, int32(bits), int32(bits>>32)
		case op == bytecode.LDC || op == bytecode.LDC_W || op == bytecode.LDC2_W:
			c := pool[bi.Index]
			switch c.Tag {
			case classfile.TagInteger:
				in.op, in.a = opIconst, int32(c.Bits)
			case classfile.TagFloat:
				in.op, in.a = opFconst, int32(c.Bits)
			case classfile.TagLong, classfile.TagDouble:
				in.op, in.a, in.b = opLconst, int32(c.Bits), int32(c.Bits>>32)
			default:
				in.op, in.a = bytecode.LDC, int32(bi.Index)
			}
		case op >= bytecode.ILOAD_0 && op <= bytecode.ALOAD_3:
			in.op, in.a = bytecode.ILOAD+(op-bytecode.ILOAD_0)/4, int32(bi.Index)
		case op >= bytecode.ISTORE_0 && op <= bytecode.ASTORE_3:
			in.op, in.a = bytecode.ISTORE+(op-bytecode.ISTORE_0)/4, int32(bi.Index)
		case op == bytecode.GOTO_W:
			in.op, in.a = bytecode.GOTO, index[bi.Target]
		case op == bytecode.JSR_W:
			in.op, in.a = bytecode.JSR, index[bi.Target]
		case op == bytecode.TABLESWITCH:
			t := make([]int32, len(bi.Targets))
			for j, pc := range bi.Targets {
				t[j] = index[pc]
			}
			in.a, in.b, in.x = index[bi.Target], bi.Low, t
		case op == bytecode.LOOKUPSWITCH:
			t := &lookupTable{keys: bi.Keys, targets: make([]int32, len(bi.Targets))}
			for j, pc := range bi.Targets {
				t.targets[j] = index[pc]
			}
			in.a, in.x = index[bi.Target], t
		case bytecode.IsBranch(op):
			in.a = index[bi.Target]
		case op == bytecode.IINC:
			in.a, in.b = int32(bi.Index), bi.Value
		case op == bytecode.NEWARRAY || op == bytecode.MULTIANEWARRAY:
			in.a, in.b = int32(bi.Index), bi.Value
		default:
			in.a = int32(bi.Index)
		}
	}
	m.handlers = make([]handler, len(m.raw.Handlers))
	at := func(pc uint16) int {
		if int(pc) >= len(index) || index[pc] < 0 {
			panic(fatalf("malformed code in %s (%s): exception table pc %d is not the start of an instruction", m, m.Class.Origin, pc))
		}
		return int(index[pc])
	}
	for i, h := range m.raw.Handlers {
		m.handlers[i] = handler{start: at(h.StartPC), end: at(h.EndPC), target: at(h.HandlerPC), catchIdx: h.CatchType}
	}
	fuse(code)
	vm.markSoftOps(code)
	m.code = code
	m.blocks = d.Blocks
}

// fuse rewrites common instruction sequences within a basic block into superinstructions.
func fuse(code []inst) {
	load1 := func(op uint8) bool { return op == bytecode.ILOAD || op == bytecode.FLOAD || op == bytecode.ALOAD }
	inBlock := func(i, n int) bool { // instructions i+1 .. i+n-1 exist and start no block
		if i+n > len(code) {
			return false
		}
		for j := i + 1; j < i+n; j++ {
			if code[j].lead {
				return false
			}
		}
		return true
	}
	isIfCmp := func(op uint8) bool { return op >= bytecode.IF_ICMPEQ && op <= bytecode.IF_ICMPLE }
	isArrLoad := func(op uint8) bool {
		switch op {
		case bytecode.IALOAD, bytecode.BALOAD, bytecode.CALOAD, bytecode.SALOAD, bytecode.AALOAD:
			return true
		}
		return false
	}
	intOp := func(op uint8) bool {
		switch op {
		case bytecode.IADD, bytecode.ISUB, bytecode.IMUL, bytecode.IAND, bytecode.IOR, bytecode.IXOR,
			bytecode.ISHL, bytecode.ISHR, bytecode.IUSHR:
			return true
		}
		return false
	}
	for i := 0; i < len(code); i++ {
		in := &code[i]
		switch {
		case in.op == bytecode.ILOAD && inBlock(i, 3) && code[i+1].op == opIconst && intOp(code[i+2].op):
			in.op, in.b = opLoadConstIntOp, code[i+1].a
		case in.op == bytecode.ILOAD && inBlock(i, 3) && code[i+1].op == bytecode.ILOAD && intOp(code[i+2].op):
			in.op, in.b = opLoad2IntOp, code[i+1].a
		case in.op == opIconst && inBlock(i, 2) && intOp(code[i+1].op):
			in.op = opConstIntOp
		case in.op == bytecode.ALOAD && inBlock(i, 3) && code[i+1].op == bytecode.ILOAD && isArrLoad(code[i+2].op):
			in.op, in.b = opArrayLoad, code[i+1].a
		case in.op == bytecode.ILOAD && inBlock(i, 3) && code[i+1].op == bytecode.ILOAD && isIfCmp(code[i+2].op):
			in.op, in.b = opLoad2IfCmp, code[i+1].a
		case in.op == bytecode.ILOAD && inBlock(i, 3) && code[i+1].op == opIconst && isIfCmp(code[i+2].op):
			in.op, in.b = opLoadConstIfCmp, code[i+1].a
		case in.op == bytecode.IINC && inBlock(i, 2) && code[i+1].op == bytecode.GOTO:
			in.op = opIincGoto
		case load1(in.op) && inBlock(i, 2) && load1(code[i+1].op):
			in.op, in.b = opLoad2, code[i+1].a
		case load1(in.op) && inBlock(i, 2) && code[i+1].op == opIconst:
			in.op, in.b = opLoadConst, code[i+1].a
		}
	}
}

// blockRest returns how many instructions of ip's basic block follow ip.
func blockRest(code []inst, ip int) int {
	n := 0
	for j := ip + 1; j < len(code) && !code[j].lead; j++ {
		n++
	}
	return n
}
