// This file runs JOP's software bytecodes as JOP does: with the jop target, a bytecode the
// processor implements in Java (long multiplication, the divisions, float and double
// arithmetic, comparisons and conversions) invokes the target library's static
// com.jopdesign.sys.JVM.f_<mnemonic> on its operands, as a real frame at the bytecode's site,
// so the routine's invocation and blocks are traced under the calling context. The result is
// checked against the interpreter's own semantics; a difference stops the run.

package vm

import (
	"fmt"
	"math"
	"strings"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// opSoftCall marks a software bytecode whose routine runs on first execution (in.orig is
// the bytecode). It is numbered after the interpreter's own internal opcodes.
const opSoftCall = opLast

// kindSoft is the frame kind of a software bytecode's routine: its return is checked.
const kindSoft = kindUncaught + 1

// softOp describes a software bytecode: operand types in stack order and the result type
// (descriptor characters).
type softOp struct {
	operands string
	result   byte
}

// softOps are the bytecodes JOP's timing table marks as not microcoded whose JOP routine
// takes only the operands (tableswitch, new, athrow and the like need the processor's
// memory and are left to the interpreter).
var softOps = map[uint8]softOp{
	bc.FCONST_0: {"", 'F'}, bc.FCONST_1: {"", 'F'}, bc.FCONST_2: {"", 'F'},
	bc.DCONST_0: {"", 'D'}, bc.DCONST_1: {"", 'D'},
	bc.FADD: {"FF", 'F'}, bc.FSUB: {"FF", 'F'}, bc.FMUL: {"FF", 'F'}, bc.FDIV: {"FF", 'F'}, bc.FREM: {"FF", 'F'},
	bc.DADD: {"DD", 'D'}, bc.DSUB: {"DD", 'D'}, bc.DMUL: {"DD", 'D'}, bc.DDIV: {"DD", 'D'}, bc.DREM: {"DD", 'D'},
	bc.FNEG: {"F", 'F'}, bc.DNEG: {"D", 'D'},
	bc.LMUL: {"JJ", 'J'}, bc.LDIV: {"JJ", 'J'}, bc.LREM: {"JJ", 'J'},
	bc.IDIV: {"II", 'I'}, bc.IREM: {"II", 'I'},
	bc.I2F: {"I", 'F'}, bc.I2D: {"I", 'D'}, bc.L2F: {"J", 'F'}, bc.L2D: {"J", 'D'},
	bc.F2I: {"F", 'I'}, bc.F2L: {"F", 'J'}, bc.F2D: {"F", 'D'},
	bc.D2I: {"D", 'I'}, bc.D2L: {"D", 'J'}, bc.D2F: {"D", 'F'},
	bc.I2B: {"I", 'I'}, bc.I2S: {"I", 'I'},
	bc.LCMP: {"JJ", 'I'}, bc.FCMPL: {"FF", 'I'}, bc.FCMPG: {"FF", 'I'}, bc.DCMPL: {"DD", 'I'}, bc.DCMPG: {"DD", 'I'},
}

// IsSoftBytecode reports whether the jop target runs opcode through a JVM.f_ routine (when
// the target library's routine has a matching signature).
func IsSoftBytecode(opcode uint8) bool { _, ok := softOps[opcode]; return ok }

// softRoutine is a resolved JVM.f_<mnemonic>; split[i] says operand i (a long or double)
// is passed as two ints, high word first, as JOP's stack holds it.
type softRoutine struct {
	m     *Method
	split []bool
}

// softPending is a routine's frame waiting for its result.
type softPending struct {
	fp     int
	op     uint8
	args   []Value
	want   Value
	throws bool // the interpreter would throw (division by zero)
}

// markSoftOps rewrites m's software bytecodes into opSoftCall (decode calls it).
func (vm *VM) markSoftOps(code []inst) {
	if vm.jop == nil || !vm.jop.soft {
		return
	}
	for i := range code {
		if _, ok := softOps[code[i].orig]; ok && code[i].op != opSoftCall {
			code[i].op = opSoftCall
		}
	}
}

// softRoutineFor resolves the routine of op once; nil when the library has none with a
// signature that takes op's operands and gives its result (JOP's stubs for microcoded
// bytecodes take nothing and return void).
func (vm *VM) softRoutineFor(op uint8) *softRoutine {
	if r, ok := vm.jop.routines[op]; ok {
		return r
	}
	vm.jop.routines[op] = nil
	c, err := vm.classByName(jopJVMClass)
	if err != nil {
		return nil
	}
	want := softOps[op]
	name := "f_" + bc.Names[op]
	for _, m := range c.Methods {
		if m.Name != name || !m.IsStatic() || m.Access&(classfile.AccNative|classfile.AccAbstract|classfile.AccSynchronized) != 0 {
			continue
		}
		if split, ok := matchSoft(m.Desc, want); ok {
			r := &softRoutine{m: m, split: split}
			vm.jop.routines[op] = r
			return r
		}
	}
	return nil
}

// matchSoft checks a routine's descriptor against the operand and result types: ints may
// stand for floats, longs for doubles, and two ints for a long or double.
func matchSoft(desc string, want softOp) ([]bool, bool) {
	params, ret := primDesc(desc)
	if ret == 0 || slotsOf(ret) != slotsOf(want.result) || (ret != want.result && !sameWidth(ret, want.result)) {
		return nil, false
	}
	var split []bool
	p := 0
	for i := 0; i < len(want.operands); i++ {
		o := want.operands[i]
		switch {
		case p < len(params) && (params[p] == o || sameWidth(params[p], o)):
			split = append(split, false)
			p++
		case slotsOf(o) == 2 && p+1 < len(params) && params[p] == 'I' && params[p+1] == 'I':
			split = append(split, true)
			p += 2
		default:
			return nil, false
		}
	}
	return split, p == len(params)
}

// sameWidth: int and float, long and double share a representation on JOP's stack.
func sameWidth(a, b byte) bool {
	return (a == 'I' || a == 'F') && (b == 'I' || b == 'F') || (a == 'J' || a == 'D') && (b == 'J' || b == 'D')
}

func slotsOf(t byte) int {
	if t == 'J' || t == 'D' {
		return 2
	}
	return 1
}

// primDesc returns the parameter types of a descriptor made of primitives only (any other
// type gives 'L', which matches nothing) and the return type (0 for void).
func primDesc(desc string) ([]byte, byte) {
	var ps []byte
	i := 1
	for i < len(desc) && desc[i] != ')' {
		switch desc[i] {
		case 'L':
			for i < len(desc) && desc[i] != ';' {
				i++
			}
			ps = append(ps, 'L')
		case '[':
			for i < len(desc) && desc[i] == '[' {
				i++
			}
			if desc[i] == 'L' {
				for i < len(desc) && desc[i] != ';' {
					i++
				}
			}
			ps = append(ps, 'L')
		default:
			ps = append(ps, desc[i])
		}
		i++
	}
	if i+1 >= len(desc) || desc[i+1] == 'V' {
		return ps, 0
	}
	return ps, desc[i+1]
}

// softCall runs the software bytecode in (the top frame's current instruction). It returns
// false when the library has no routine for it: the instruction is then restored to its
// interpreted form for the caller to execute.
func (t *Thread) softCall(in *inst) bool {
	r := t.vm.softRoutineFor(in.orig)
	if r == nil {
		switch in.orig {
		case bc.FCONST_0, bc.FCONST_1, bc.FCONST_2:
			in.op = opFconst
		case bc.DCONST_0, bc.DCONST_1:
			in.op = opLconst
		default:
			in.op = in.orig
		}
		return false
	}
	if c := r.m.Class; c.state != classInitialized && !t.ensureInit(c) {
		return true // re-executed after the initializer
	}
	op := softOps[in.orig]
	f := t.top()
	// The operands, one Value each (a long or double is in its first slot).
	args := make([]Value, len(op.operands))
	pos := f.sp
	for i := len(op.operands) - 1; i >= 0; i-- {
		pos -= slotsOf(op.operands[i])
		args[i] = t.stack[pos]
	}
	want, throws := softExpected(in.orig, args)
	for i, s := range r.split {
		if s {
			base := pos
			for j := 0; j < i; j++ {
				base += slotsOf(op.operands[j])
			}
			t.stack[base], t.stack[base+1] = Int(int32(args[i].I>>32)), Int(int32(args[i].I))
		}
	}
	s := t.vm.jop
	for len(s.pending) > 0 && s.pending[len(s.pending)-1].fp > t.fp {
		s.pending = s.pending[:len(s.pending)-1] // left by an exception
	}
	fp := t.fp
	t.invoke(r.m)
	if t.fp == fp+1 && t.top().m == r.m {
		t.top().kind = kindSoft
		s.pending = append(s.pending, softPending{fp: t.fp, op: in.orig, args: args, want: want, throws: throws})
	}
	return true
}

// softDone checks the result v of the routine whose frame (at t.fp+1) just returned and
// gives the value in the interpreter's representation.
func (t *Thread) softDone(v Value) Value {
	s := t.vm.jop
	fp := t.fp + 1
	for len(s.pending) > 0 && s.pending[len(s.pending)-1].fp > fp {
		s.pending = s.pending[:len(s.pending)-1]
	}
	if len(s.pending) == 0 || s.pending[len(s.pending)-1].fp != fp {
		panic(fatalf("software bytecode routine returned without a pending bytecode (at %s)", t.where()))
	}
	p := s.pending[len(s.pending)-1]
	s.pending = s.pending[:len(s.pending)-1]
	res := softOps[p.op].result
	switch res {
	case 'I':
		v = Int(int32(v.I))
	case 'F':
		v = Value{I: int64(uint32(v.I))}
	}
	switch p.op {
	case bc.LCMP, bc.FCMPL, bc.FCMPG, bc.DCMPL, bc.DCMPG:
		// JOP's comparison routines answer any negative or positive number; the branch that
		// follows looks only at the sign, so the sign is what must agree.
		if sign := func(x int64) int64 { return min(max(x, -1), 1) }; !p.throws && sign(int64(int32(v.I))) == p.want.I {
			v = p.want
		}
	}
	ok := !p.throws && (v.I == p.want.I || res == 'F' && isNaN32(v) && isNaN32(p.want) || res == 'D' && isNaN64(v) && isNaN64(p.want))
	if !ok {
		name := "com.jopdesign.sys.JVM.f_" + bc.Names[p.op]
		got := formatSoft(res, v)
		wantText := "gives " + formatSoft(res, p.want)
		if p.throws {
			wantText = "throws ArithmeticException"
		}
		panic(fatalf("software bytecode %s at %s: %s(%s) returned %s, the interpreter's %s %s",
			bc.Names[p.op], t.where(), name, formatSoftArgs(softOps[p.op].operands, p.args), got, bc.Names[p.op], wantText))
	}
	return v
}

func formatSoftArgs(types string, args []Value) string {
	s := ""
	for i, a := range args {
		if i > 0 {
			s += ", "
		}
		s += formatSoft(types[i], a)
	}
	return s
}

func formatSoft(t byte, v Value) string {
	switch t {
	case 'I':
		return fmt.Sprint(int32(v.I))
	case 'J':
		return fmt.Sprint(v.I)
	case 'F':
		return fmt.Sprint(f32(v))
	}
	return fmt.Sprint(f64(v))
}

// softExpected computes a software bytecode with the interpreter's semantics; throws is true
// when the interpreter would throw instead (integer division by zero).
func softExpected(op uint8, a []Value) (Value, bool) {
	i := func(k int) int32 { return int32(a[k].I) }
	switch op {
	case bc.FCONST_0, bc.FCONST_1, bc.FCONST_2:
		return Float(float32(op - bc.FCONST_0)), false
	case bc.DCONST_0, bc.DCONST_1:
		return Double(float64(op - bc.DCONST_0)), false
	case bc.FADD:
		return Float(f32(a[0]) + f32(a[1])), false
	case bc.FSUB:
		return Float(f32(a[0]) - f32(a[1])), false
	case bc.FMUL:
		return Float(f32(a[0]) * f32(a[1])), false
	case bc.FDIV:
		return Float(f32(a[0]) / f32(a[1])), false
	case bc.FREM:
		return Float(float32(math.Mod(float64(f32(a[0])), float64(f32(a[1]))))), false
	case bc.DADD:
		return Double(f64(a[0]) + f64(a[1])), false
	case bc.DSUB:
		return Double(f64(a[0]) - f64(a[1])), false
	case bc.DMUL:
		return Double(f64(a[0]) * f64(a[1])), false
	case bc.DDIV:
		return Double(f64(a[0]) / f64(a[1])), false
	case bc.DREM:
		return Double(math.Mod(f64(a[0]), f64(a[1]))), false
	case bc.FNEG:
		return Float(-f32(a[0])), false
	case bc.DNEG:
		return Double(-f64(a[0])), false
	case bc.LMUL:
		return Long(a[0].I * a[1].I), false
	case bc.LDIV, bc.LREM:
		if a[1].I == 0 {
			return Value{}, true
		}
		if a[1].I == -1 { // Go panics on MinInt64 / -1; Java wraps
			if op == bc.LDIV {
				return Long(-a[0].I), false
			}
			return Long(0), false
		}
		if op == bc.LDIV {
			return Long(a[0].I / a[1].I), false
		}
		return Long(a[0].I % a[1].I), false
	case bc.IDIV, bc.IREM:
		if i(1) == 0 {
			return Value{}, true
		}
		if i(1) == -1 {
			if op == bc.IDIV {
				return Int(-i(0)), false
			}
			return Int(0), false
		}
		if op == bc.IDIV {
			return Int(i(0) / i(1)), false
		}
		return Int(i(0) % i(1)), false
	case bc.I2F:
		return Float(float32(i(0))), false
	case bc.I2D:
		return Double(float64(i(0))), false
	case bc.L2F:
		return Float(float32(a[0].I)), false
	case bc.L2D:
		return Double(float64(a[0].I)), false
	case bc.F2I:
		return Int(f2i(float64(f32(a[0])))), false
	case bc.F2L:
		return Long(f2l(float64(f32(a[0])))), false
	case bc.F2D:
		return Double(float64(f32(a[0]))), false
	case bc.D2I:
		return Int(f2i(f64(a[0]))), false
	case bc.D2L:
		return Long(f2l(f64(a[0]))), false
	case bc.D2F:
		return Float(float32(f64(a[0]))), false
	case bc.I2B:
		return Int(int32(int8(i(0)))), false
	case bc.I2S:
		return Int(int32(int16(i(0)))), false
	case bc.LCMP:
		return Int(cmp3(a[0].I < a[1].I, a[0].I > a[1].I)), false
	case bc.FCMPL, bc.FCMPG:
		return Int(fcmp(float64(f32(a[0])), float64(f32(a[1])), op == bc.FCMPG)), false
	case bc.DCMPL, bc.DCMPG:
		return Int(fcmp(f64(a[0]), f64(a[1]), op == bc.DCMPG)), false
	}
	panic(fatalf("no semantics for software bytecode %s", bc.Names[op]))
}

// jopHardwareExceptions are the exceptions JOP's processor raises itself (a null reference,
// an array index out of bounds, a division by zero in JVM.f_idiv and the like, a stack
// overflow). JOP's start-up allocates one instance of each (JVMHelp.NPExc, ABExc, ArithExc,
// SOError) and JVMHelp.handleException throws it: no constructor runs when the hardware
// raises one, and the jop model prices the path (sys_exc, JVMHelp.except, handleException,
// athrow) where the exception leaves a block at an instruction that is not an athrow or an
// invoke.
var jopHardwareExceptions = map[string]bool{
	npe: true, aioobe: true, "java/lang/ArithmeticException": true, "java/lang/StackOverflowError": true,
}

// jopHardwareException returns the exception the jop target throws for one of the
// hardware's: allocated without running a constructor, as JOP's are, but with the message the
// interpreter gives it (where the library's Throwable has a detailMessage), so that the
// program sees what it sees on HotSpot. It returns nil when the run does not target JOP or
// class is not one of them.
func (t *Thread) jopHardwareException(class, msg string) *Object {
	s := t.vm.jop
	if s == nil || !s.soft || !jopHardwareExceptions[class] {
		return nil
	}
	c, err := t.vm.classByName(class)
	if err != nil {
		return nil
	}
	o := t.vm.alloc(c)
	if f := c.findField("detailMessage", "Ljava/lang/String;"); f != nil && msg != "" {
		o.fields[f.slot] = Ref(t.vm.NewString(msg))
	}
	return o
}

// jopAllocRoutines are the routines JOP runs for an allocation bytecode: JVM.f_<mnemonic>,
// which calls the collector's allocation method (f_multianewarray calls f_anewarray once and
// f_newarray for each element of its first dimension).
var jopAllocRoutines = map[uint8]string{
	bc.NEW:            "f_new",
	bc.NEWARRAY:       "f_newarray",
	bc.ANEWARRAY:      "f_anewarray",
	bc.MULTIANEWARRAY: "f_multianewarray",
}

// jopAllocPath records, for the allocation bytecode op at the top frame's current
// instruction, the invocations JOP makes for it: JVM.f_<mnemonic> at the bytecode's site and,
// within it, GC.newObject or GC.newArray (for a two-dimensional multianewarray of n arrays,
// f_anewarray and n f_newarray). crossprof allocates natively and runs none of them (their
// code needs JOP's memory), so they are calls with no bytecode executed here: the jop model
// prices them as the routines' path of an allocation without collection, and the method
// cache replay sees them load and evict as JopSim's cache does. n is the first dimension of
// a multianewarray. Nothing is recorded when the run does not trace, the library lacks a
// routine, or a multianewarray has other than the two dimensions JOP's routine handles.
func (t *Thread) jopAllocPath(op uint8, n int) {
	if t.vm.tracer.t == nil {
		return
	}
	f := t.top()
	if f.m.synthetic || f.fresh {
		return
	}
	outer := t.jopRoutine(jopJVMClass, jopAllocRoutines[op])
	if outer == nil {
		return
	}
	site := int32(f.code[f.ip].pc)
	index := int32(f.ip + 1)
	opcode := int16(f.code[f.ip].orig)
	if op != bc.MULTIANEWARRAY {
		t.jopRecordAlloc(outer, f.call, int32(f.depth+1), site, index, opcode, 1)
		return
	}
	if f.code[f.ip].b != 2 {
		return
	}
	// The routine's calls of f_anewarray and f_newarray.
	var sa, sn int = -1, -1
	for i := range outer.code {
		if outer.code[i].orig != bc.INVOKESTATIC {
			continue
		}
		_, name, _, err := t.poolOf(outer).MemberRef(uint16(outer.code[i].a))
		if err != nil {
			continue
		}
		switch {
		case name == "f_anewarray" && sa < 0:
			sa = i
		case name == "f_newarray" && sn < 0:
			sn = i
		}
	}
	ma, mn := t.jopRoutine(jopJVMClass, "f_anewarray"), t.jopRoutine(jopJVMClass, "f_newarray")
	if sa < 0 || sn < 0 || ma == nil || mn == nil {
		return
	}
	t.jopRecord(outer, f.call, int32(f.depth+1), site, index, opcode, func(call int64, depth int32) {
		t.jopRecordAlloc(ma, call, depth, int32(outer.code[sa].pc), int32(sa+1), bc.INVOKESTATIC, 1)
		t.jopRecordAlloc(mn, call, depth, int32(outer.code[sn].pc), int32(sn+1), bc.INVOKESTATIC, n)
	})
}

// jopRecordAlloc records times calls of routine m (JVM.f_new, f_newarray, f_anewarray) from
// the given site, each with its call of the GC method it invokes.
func (t *Thread) jopRecordAlloc(m *Method, parent int64, depth, sitePC, siteIndex int32, siteOp int16, times int) {
	site := -1
	var gc *Method
	for i := range m.code {
		if m.code[i].orig != bc.INVOKESTATIC {
			continue
		}
		if _, name, _, err := t.poolOf(m).MemberRef(uint16(m.code[i].a)); err == nil {
			site, gc = i, t.jopRoutine("com/jopdesign/sys/GC", name)
			break
		}
	}
	if gc == nil {
		return
	}
	for ; times > 0; times-- {
		t.jopRecord(m, parent, depth, sitePC, siteIndex, siteOp, func(call int64, depth int32) {
			t.jopRecord(gc, call, depth, int32(m.code[site].pc), int32(site+1), bc.INVOKESTATIC, nil)
		})
	}
}

// jopRecord records one call of m that runs no bytecode here (its entry, the calls body
// records within it, its exit at its first return), as the tracer records an invocation.
func (t *Thread) jopRecord(m *Method, parent int64, depth, sitePC, siteIndex int32, siteOp int16, body func(call int64, depth int32)) {
	h := &t.vm.tracer
	t.vm.calls++
	h.t.Enter(int32(t.ID), m.ID, sitePC)
	var r CallRecord
	if h.record != nil {
		h.event(int32(t.ID))
		h.calls++
		r = CallRecord{Thread: int32(t.ID), Call: h.calls, Parent: parent, Depth: depth, Method: m.ID,
			CallsitePC: sitePC, CallsiteIndex: siteIndex, InvokeOpcode: siteOp, SeqEnter: h.seq}
	}
	if body != nil {
		body(r.Call, depth+1)
	}
	ret, exitPC := jopReturnOf(m)
	h.t.Exit(int32(t.ID), m.ID, ExitReturn, exitPC, nil, nil)
	if h.record != nil {
		h.event(int32(t.ID))
		r.SeqExit, r.ReturnOpcode, r.ExitPC = h.seq, ret, exitPC
		h.record(&r, nil)
	}
}

// jopRoutine returns the static, int-returning method name of class, decoded, or nil
// (resolved once per run, kept in jopState.allocs).
func (t *Thread) jopRoutine(class, name string) *Method {
	s := t.vm.jop
	key := [2]string{class, name}
	if m, ok := s.allocs[key]; ok {
		return m
	}
	if s.allocs == nil {
		s.allocs = map[[2]string]*Method{}
	}
	s.allocs[key] = nil
	c, err := t.vm.classByName(class)
	if err != nil {
		return nil
	}
	for _, m := range c.Methods {
		if m.Name == name && m.IsStatic() && strings.HasSuffix(m.Desc, ")I") && m.Access&(classfile.AccNative|classfile.AccAbstract) == 0 {
			if m.code == nil {
				t.vm.decode(m)
			}
			s.allocs[key] = m
			return m
		}
	}
	return nil
}

// jopReturnOf gives the opcode and pc of m's first return instruction.
func jopReturnOf(m *Method) (int16, int32) {
	for i := range m.code {
		if bc.IsReturn(m.code[i].orig) {
			return int16(m.code[i].orig), int32(m.code[i].pc)
		}
	}
	return -1, -1
}
