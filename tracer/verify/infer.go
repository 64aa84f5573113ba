// Type inference for class files older than version 50 (JVMS §4.10.2), with the rules and
// messages of HotSpot's old verifier (libverify).
//
// The analysis follows that verifier's structure so that, of several faults, the one HotSpot
// reports is found first: methods are verified last to first; every instruction's operands
// are checked statically before the exception table and the dataflow; the dataflow sweeps
// the instructions in order, again and again, handling those whose entry state changed.
// Each instruction's entry state is its registers (locals), the operand stack (one entry per
// value, a long or double counting two slots), the subroutines it is inside (with the
// registers each one touched, for ret) and two constructor flags.

package verify

import (
	"encoding/binary"
	"fmt"
	"strings"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// opInvokeInit marks an invokespecial of <init>, which the old verifier treats apart.
const opInvokeInit = 0x100

// Constructor flags: orFlags hold for some path to an instruction, andFlags for all.
const (
	flagNeedConstructor = 1 // or: this method must call this() or super()
	flagNoReturn        = 2 // or: the method must not return normally from here
	flagConstructed     = 1 // and: this() or super() was called
)

// subMask is one subroutine an instruction is inside: its entry (instruction number) and
// the registers it accessed so far.
type subMask struct {
	entry int
	mod   []uint64
}

func (m subMask) has(i int) bool { return m.mod[i/64]&(1<<(i%64)) != 0 }

// oldInsn is one instruction and its entry state.
type oldInsn struct {
	pc, n     int
	op        int   // canonical opcode: iload for iload_1 and wide iload, opInvokeInit, ...
	operand   int   // local, target instruction, constant pool index, or the new's number
	succ      []int // switch successors
	fi        vtype // type produced (new, newarray, anewarray, checkcast, multianewarray)
	cls       vtype // class of a member reference; the class a new creates
	dims      int   // multianewarray dimensions
	protected bool
	retSucc   []int // ret: successors, computed once
	retDone   bool
	jsrRet    int // jsr: the ret that returns from it, -1 while unknown

	regsKnown bool
	regs      []vtype
	masks     []subMask
	stackSize int // -1 while unknown
	stack     []vtype
	and, or   uint16
	changed   bool
}

// handlerInfo is an exception table entry by instruction numbers.
type handlerInfo struct {
	start, end, handler int
	catch               vtype
}

// infer verifies one method of an old class file.
type infer struct {
	v         *verifier
	code      []byte
	insns     []oldInsn
	at        []int // per code offset: instruction number, -1 inside an instruction
	handlers  []handlerInfo
	maxStack  int
	maxLocals int
	ret       vtype // return type; kTop for void
	void      bool
	words     int // words of a subroutine's register mask

	swap [4]vtype // values the stack operands '1'-'4' popped
}

func (v *verifier) oldPrefix() string {
	if v.m == nil {
		return "(class: " + v.cf.ThisClass + ") "
	}
	return "(class: " + v.cf.ThisClass + ", method: " + v.m.Name + " signature: " + v.m.Descriptor + ") "
}

// oldFail ends verification with a VerifyError in libverify's format.
func (v *verifier) oldFail(format string, args ...any) {
	e := &Error{Class: "java/lang/VerifyError", Message: v.oldPrefix() + fmt.Sprintf(format, args...), BCI: -1}
	if v.m != nil {
		e.Method = v.m.Name + v.m.Descriptor
	}
	panic(failure{e})
}

// oldFormatError is libverify's ClassFormatError (CFerror).
func (v *verifier) oldFormatError(msg string) {
	e := &Error{Class: "java/lang/ClassFormatError", Message: v.oldPrefix() + msg, BCI: -1}
	if v.m != nil {
		e.Method = v.m.Name + v.m.Descriptor
	}
	panic(failure{e})
}

// inferClass verifies every method of the class by type inference, last method first.
func (v *verifier) inferClass() {
	for i := len(v.cf.Methods) - 1; i >= 0; i-- {
		m := &v.cf.Methods[i]
		if m.Code == nil || m.Access&(classfile.AccNative|classfile.AccAbstract) != 0 {
			continue
		}
		v.m, v.code = m, m.Code
		v.inferMethod()
	}
	v.m, v.code = nil, nil
}

// inferMethod verifies the current method.
func (v *verifier) inferMethod() {
	code := v.code.Code
	in := &infer{v: v, code: code, maxStack: int(v.code.MaxStack), maxLocals: int(v.code.MaxLocals)}
	in.words = (in.maxLocals + 63) / 64
	in.at = make([]int, len(code))
	count := 0
	for pc := 0; pc < len(code); count++ {
		n := oldInstrLen(code, pc)
		if n <= 0 {
			v.oldFail("Illegal instruction found at offset %d", pc)
		}
		if pc+n > len(code) {
			v.oldFail("Code stops in the middle of instruction  starting at offset %d", pc)
		}
		in.at[pc] = count
		for i := pc + 1; i < pc+n; i++ {
			in.at[i] = -1
		}
		pc += n
	}
	in.insns = make([]oldInsn, count)
	if count == 0 {
		v.oldFail("Empty code")
	}
	for i, pc := 0, 0; pc < len(code); i++ {
		n := oldInstrLen(code, pc)
		in.insns[i] = oldInsn{pc: pc, n: n, op: int(code[pc]), stackSize: -1, jsrRet: -1, and: 0xffff}
		in.operands(i)
		pc += n
	}
	in.exceptionTable()
	in.start()
	in.run()
}

// oldInstrLen is libverify's instruction_length: -1 for an illegal instruction.
func oldInstrLen(code []byte, pc int) int {
	op := code[pc]
	switch op {
	case bc.TABLESWITCH:
		a := (pc + 4) &^ 3
		if a+12 > len(code) {
			return -1
		}
		lo := int64(int32(binary.BigEndian.Uint32(code[a+4:])))
		hi := int64(int32(binary.BigEndian.Uint32(code[a+8:])))
		if hi-lo < 0 || hi-lo > 65535 {
			return -1
		}
		return a - pc + int(hi-lo+4)*4
	case bc.LOOKUPSWITCH:
		a := (pc + 4) &^ 3
		if a+8 > len(code) {
			return -1
		}
		np := int64(int32(binary.BigEndian.Uint32(code[a+4:])))
		if np < 0 || np >= 65536 {
			return -1
		}
		return a - pc + int(np+1)*8
	case bc.WIDE:
		if pc+1 >= len(code) {
			return -1
		}
		switch code[pc+1] {
		case bc.RET, bc.ILOAD, bc.ISTORE, bc.FLOAD, bc.FSTORE, bc.ALOAD, bc.ASTORE, bc.LLOAD, bc.LSTORE, bc.DLOAD, bc.DSTORE:
			return 4
		case bc.IINC:
			return 6
		}
		return -1
	}
	if op > bc.JSR_W || opLen[op] <= 0 {
		return -1
	}
	return opLen[op]
}

func (in *infer) legal(target int) bool {
	return target >= 0 && target < len(in.code) && in.at[target] >= 0
}

func (in *infer) s4(i int) int { return int(int32(binary.BigEndian.Uint32(in.code[i:]))) }

// cpCheck is verify_constant_pool_type: index must name an entry with one of the tags.
func (in *infer) cpCheck(index int, tags ...classfile.Tag) {
	p := in.v.cf.Pool
	if index <= 0 || index >= len(p) {
		in.v.oldFail("Illegal constant pool index")
	}
	for _, t := range tags {
		if p[index].Tag == t {
			return
		}
	}
	in.v.oldFail("Illegal type in constant pool")
}

// classType converts a class name from the constant pool to a type (top if malformed).
func classType(name string) vtype {
	if strings.HasPrefix(name, "[") {
		t, _ := sigType(name)
		return t
	}
	return ref(name)
}

// sigType is signature_to_fieldtype: the type of one field descriptor and its stack letter
// (I, F, D, L for long, A for references; 0 if malformed). Narrow types become int.
func sigType(d string) (vtype, byte) {
	dims := 0
	for dims < len(d) && d[dims] == '[' {
		dims++
	}
	if dims >= len(d) {
		return tTop, 0
	}
	var t vtype
	var letter byte
	switch d[dims] {
	case 'Z', 'B', 'C', 'S', 'I':
		t, letter = tInt, 'I'
	case 'F':
		t, letter = tFloat, 'F'
	case 'D':
		t, letter = tDouble, 'D'
	case 'J':
		t, letter = tLong, 'L'
	case 'L':
		e := strings.IndexByte(d[dims:], ';')
		if e < 0 {
			return tTop, 0
		}
		if dims == 0 {
			return ref(d[1:e]), 'A'
		}
		return ref(d[:dims+e+1]), 'A'
	default:
		return tTop, 0
	}
	if dims == 0 {
		return t, letter
	}
	return ref(d[:dims+1]), 'A'
}

// sigLen is the length of the field descriptor at the start of d (at least 1).
func sigLen(d string) int { return descLen(d) }

// operands is verify_opcode_operands: the static checks of instruction i.
func (in *infer) operands(i int) {
	v, code := in.v, in.code
	ins := &in.insns[i]
	pc, op := ins.pc, ins.op
	switch {
	case op == bc.JSR || op >= bc.IFEQ && op <= bc.GOTO || op == bc.IFNULL || op == bc.IFNONNULL:
		t := pc + int(int16(binary.BigEndian.Uint16(code[pc+1:])))
		if !in.legal(t) {
			v.oldFail("Illegal target of jump or branch")
		}
		ins.operand = in.at[t]
	case op == bc.JSR_W || op == bc.GOTO_W:
		t := pc + in.s4(pc+1)
		if !in.legal(t) {
			v.oldFail("Illegal target of jump or branch")
		}
		ins.operand = in.at[t]
	case op == bc.TABLESWITCH || op == bc.LOOKUPSWITCH:
		a := (pc + 4) &^ 3
		if v.cf.Major < 51 {
			for j := pc + 1; j < a; j++ {
				if code[j] != 0 {
					v.oldFail("Non zero padding bytes in switch")
				}
			}
		}
		var keys, delta int
		if op == bc.TABLESWITCH {
			keys, delta = in.s4(a+8)-in.s4(a+4)+1, 1
		} else {
			keys, delta = in.s4(a+4), 2
			for k := 0; k < keys-1; k++ {
				if in.s4(a+8+8*k) >= in.s4(a+16+8*k) {
					v.oldFail("Unsorted lookup switch")
				}
			}
		}
		succ := make([]int, keys+1)
		if !in.legal(pc + in.s4(a)) {
			v.oldFail("Illegal default target in switch")
		}
		succ[keys] = in.at[pc+in.s4(a)]
		for k := 0; k < keys; k++ {
			t := pc + in.s4(a+12+4*k*delta)
			if !in.legal(t) {
				v.oldFail("Illegal branch in tableswitch")
			}
			succ[keys-1-k] = in.at[t]
		}
		ins.succ = succ
	case op == bc.LDC || op == bc.LDC_W:
		index := int(code[pc+1])
		if op == bc.LDC_W {
			index = u2at(code, pc+1)
		}
		tags := []classfile.Tag{classfile.TagInteger, classfile.TagFloat, classfile.TagString}
		if v.cf.Major >= 49 {
			tags = append(tags, classfile.TagClass)
		}
		if v.cf.Major >= 51 {
			tags = append(tags, classfile.TagMethodHandle, classfile.TagMethodType)
		}
		ins.operand = index
		in.cpCheck(index, tags...)
	case op == bc.LDC2_W:
		ins.operand = u2at(code, pc+1)
		in.cpCheck(ins.operand, classfile.TagDouble, classfile.TagLong)
	case op >= bc.GETSTATIC && op <= bc.PUTFIELD:
		ins.operand = u2at(code, pc+1)
		in.cpCheck(ins.operand, classfile.TagFieldref)
		cn, _, _ := in.member(ins.operand)
		ins.cls = classType(cn)
		if op == bc.GETFIELD || op == bc.PUTFIELD {
			in.setProtected(ins, false)
		}
	case op >= bc.INVOKEVIRTUAL && op <= bc.INVOKEINTERFACE:
		index := u2at(code, pc+1)
		switch {
		case op == bc.INVOKESTATIC && v.cf.Major >= 52:
			in.cpCheck(index, classfile.TagInterfaceMethodref, classfile.TagMethodref)
		case op == bc.INVOKEINTERFACE:
			in.cpCheck(index, classfile.TagInterfaceMethodref)
		default:
			in.cpCheck(index, classfile.TagMethodref)
		}
		cn, name, desc := in.member(index)
		ins.operand = index
		ins.cls = classType(cn)
		if name == "<init>" {
			if op != bc.INVOKESPECIAL {
				v.oldFail("Must call initializers using invokespecial")
			}
			ins.op = opInvokeInit
		} else {
			if strings.HasPrefix(name, "<") {
				v.oldFail("Illegal call to internal method")
			}
			if op == bc.INVOKESPECIAL && ins.cls != v.this && ins.cls.name != v.cf.SuperClass {
				found := false
				for s := v.cf.SuperClass; s != ""; s = v.superclass(s) {
					if ins.cls == ref(s) {
						found = true
						break
					}
				}
				if !found {
					v.oldFail("Illegal use of nonvirtual function call")
				}
			}
		}
		if op == bc.INVOKEINTERFACE {
			if int(code[pc+3]) != argsSize(desc)+1 {
				v.oldFail("Inconsistent args_size for invokeinterface")
			}
			if code[pc+4] != 0 {
				v.oldFail("Fourth operand byte of invokeinterface must be zero")
			}
		} else if op == bc.INVOKEVIRTUAL || op == bc.INVOKESPECIAL {
			in.setProtected(ins, true)
		}
	case op == bc.INVOKEDYNAMIC:
		v.oldFail("invokedynamic bytecode is not supported in this class file version")
	case op == bc.INSTANCEOF || op == bc.CHECKCAST || op == bc.NEW || op == bc.ANEWARRAY || op == bc.MULTIANEWARRAY:
		index := u2at(code, pc+1)
		in.cpCheck(index, classfile.TagClass)
		name, _ := v.cf.Pool.ClassName(uint16(index))
		t := classType(name)
		if t.k == kTop {
			v.oldFail("Illegal type")
		}
		switch op {
		case bc.ANEWARRAY:
			if dimsOf(t) >= 255 {
				v.oldFail("Array with too many dimensions")
			}
			if t.isArray() {
				ins.fi = ref("[" + t.name)
			} else {
				ins.fi = ref("[L" + t.name + ";")
			}
		case bc.NEW:
			if t.isArray() {
				v.oldFail("Illegal creation of multi-dimensional array")
			}
			ins.fi = vtype{k: kUninit, bci: i}
			ins.cls = t
		case bc.MULTIANEWARRAY:
			ins.fi = t
			ins.dims = int(code[pc+3])
			if ins.dims > dimsOf(t) || ins.dims == 0 {
				v.oldFail("Illegal dimension argument")
			}
		default:
			ins.fi = t
		}
	case op == bc.NEWARRAY:
		at := int(code[pc+1])
		if at < 4 || at > 11 {
			v.oldFail("Bad type passed to newarray")
		}
		ins.fi = ref(newarrayTypes[at])
	case op >= bc.ILOAD_0 && op <= bc.ALOAD_3:
		ins.op = bc.ILOAD + (op-bc.ILOAD_0)/4
		in.local(ins, (op-bc.ILOAD_0)%4)
	case op >= bc.ISTORE_0 && op <= bc.ASTORE_3:
		ins.op = bc.ISTORE + (op-bc.ISTORE_0)/4
		in.local(ins, (op-bc.ISTORE_0)%4)
	case op == bc.WIDE:
		ins.op = int(code[pc+1])
		in.local(ins, u2at(code, pc+2))
	case op == bc.IINC || op == bc.RET || op >= bc.ILOAD && op <= bc.ALOAD || op >= bc.ISTORE && op <= bc.ASTORE:
		in.local(ins, int(code[pc+1]))
	}
}

// local checks the local variable operand of a load, store, iinc or ret.
func (in *infer) local(ins *oldInsn, index int) {
	ins.operand = index
	last := index
	switch ins.op {
	case bc.LLOAD, bc.DLOAD, bc.LSTORE, bc.DSTORE:
		last++
	}
	if last >= in.maxLocals {
		in.v.oldFail("Illegal local variable number")
	}
}

// member returns the class, name and descriptor of a field or method reference.
func (in *infer) member(index int) (string, string, string) {
	p := in.v.cf.Pool
	e := p[index]
	cn, _ := p.ClassName(e.A)
	name, desc, _ := p.NameAndType(e.B)
	return cn, name, desc
}

// argsSize is signature_to_args_size: the argument slots of a method descriptor.
func argsSize(desc string) int {
	args, _, ok := methodSig(desc)
	if !ok {
		return 0
	}
	return len(args)
}

func dimsOf(t vtype) int {
	if t.k != kRef {
		return 0
	}
	n := 0
	for n < len(t.name) && t.name[n] == '[' {
		n++
	}
	return n
}

// setProtected marks a field or method access that needs the protected check: a member
// of a superclass, found there or above, that is protected and in another package.
func (in *infer) setProtected(ins *oldInsn, method bool) {
	v := in.v
	if v.h == nil || ins.cls.k != kRef || ins.cls.isArray() {
		return
	}
	super := false
	for s := v.cf.SuperClass; s != ""; s = v.superclass(s) {
		if ins.cls.name == s {
			super = true
			break
		}
	}
	if !super {
		return
	}
	_, name, desc := in.member(ins.operand)
	for c := ins.cls.name; c != ""; c = v.superclass(c) {
		access, found, err := v.h.DeclaredAccess(c, name, desc, method)
		if err != nil {
			panic(hierFailure{err})
		}
		if found {
			if access&int(classfile.AccProtected) != 0 && packageOf(c) != packageOf(v.cf.ThisClass) {
				ins.protected = true
			}
			return
		}
	}
}

func packageOf(name string) string {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[:i]
	}
	return ""
}

// superclass returns the direct superclass of a class ("" for Object and interfaces).
func (v *verifier) superclass(name string) string {
	if v.h == nil {
		return ""
	}
	if s, ok := v.supers[name]; ok {
		return s
	}
	s, err := v.h.Superclass(name)
	if err != nil {
		panic(hierFailure{err})
	}
	if v.supers == nil {
		v.supers = map[string]string{}
	}
	v.supers[name] = s
	return s
}

// exceptionTable is initialize_exception_table; entries are kept last first, as there.
func (in *infer) exceptionTable() {
	v := in.v
	hs := v.code.Handlers
	if in.maxStack < 1 && len(hs) > 0 {
		v.oldFail("Stack size too large")
	}
	for i := len(hs) - 1; i >= 0; i-- {
		h := hs[i]
		s, e, p := int(h.StartPC), int(h.EndPC), int(h.HandlerPC)
		if !(s < e && in.legal(s) && (e == len(in.code) || in.legal(e))) {
			v.oldFormatError("Illegal exception table range")
		}
		if !(p > 0 && in.legal(p)) {
			v.oldFormatError("Illegal exception table handler")
		}
		hi := handlerInfo{start: in.at[s], handler: in.at[p], catch: tThrow}
		if e == len(in.code) {
			hi.end = len(in.insns)
		} else {
			hi.end = in.at[e]
		}
		if h.CatchType != 0 {
			name, _ := v.cf.Pool.ClassName(h.CatchType)
			hi.catch = ref(name)
			if !in.assignable(hi.catch, tThrow) {
				v.oldFail("catch_type not a subclass of Throwable")
			}
		}
		in.handlers = append(in.handlers, hi)
	}
}

// start sets up the first instruction's state from the method's signature.
func (in *infer) start() {
	v := in.v
	first := &in.insns[0]
	first.stackSize = 0
	first.and, first.or = 0, 0
	first.regsKnown = true
	var regs []vtype
	if v.m.Access&classfile.AccStatic == 0 {
		if v.m.Name == "<init>" && v.cf.ThisClass != "java/lang/Object" {
			regs = append(regs, tUThis)
			first.or |= flagNeedConstructor
		} else {
			regs = append(regs, v.this)
		}
	}
	d := v.m.Descriptor
	i := 1
	for i < len(d) && d[i] != ')' {
		n := sigLen(d[i:])
		t, letter := sigType(d[i : i+n])
		regs = append(regs, t)
		if letter == 'D' || letter == 'L' {
			regs = append(regs, t.second())
		}
		i += n
	}
	if i+1 < len(d) && d[i+1] == 'V' {
		in.void = true
	} else if i+1 < len(d) {
		in.ret, _ = sigType(d[i+1:])
	}
	// HotSpot's register count is the method's args_size.
	first.regs = regs
	first.changed = true
}

// run is run_dataflow: sweep the instructions until no state changes.
func (in *infer) run() {
	for work := true; work; {
		work = false
		for i := range in.insns {
			ins := &in.insns[i]
			if !ins.changed {
				continue
			}
			ins.changed = false
			work = true
			in.checkRegisters(ins)
			in.checkFlags(ins)
			stack, size, extra, put := in.popStack(i)
			regs, masks := in.updateRegisters(i)
			and, or := ins.and, ins.or
			if ins.op == opInvokeInit && in.swap[0].k == kUninitThis {
				and |= flagConstructed
			}
			stack, size = in.pushStack(i, stack, size)
			_ = extra
			_ = put
			if size > in.maxStack {
				in.v.oldFail("Stack size too large")
			}
			in.successors(i, regs, masks, stack, size, and, or)
		}
	}
}

// checkRegisters is check_register_values.
func (in *infer) checkRegisters(ins *oldInsn) {
	v := in.v
	var want kind
	double := false
	switch ins.op {
	case bc.ILOAD, bc.IINC:
		want = kInt
	case bc.FLOAD:
		want = kFloat
	case bc.ALOAD:
		want = kRef
	case bc.RET:
		want = kRetAddr
	case bc.LLOAD:
		want, double = kLong, true
	case bc.DLOAD:
		want, double = kDouble, true
	default:
		return
	}
	r := ins.operand
	if !double {
		if r >= len(ins.regs) {
			v.oldFail("Accessing value from uninitialized register %d", r)
		}
		t := ins.regs[r]
		switch {
		case t.k == want:
		case want == kRef && t.k == kNull:
		case t.k == kRetAddr:
			v.oldFail("Cannot load return address from register %d", r)
		case want == kRef && (t.k == kUninitThis || t.k == kUninit):
		default:
			v.oldFail("Register %d contains wrong type", r)
		}
		return
	}
	if r+1 >= len(ins.regs) {
		v.oldFail("Accessing value from uninitialized register pair %d/%d", r, r+1)
	}
	if ins.regs[r].k != want || ins.regs[r+1] != ins.regs[r].second() {
		v.oldFail("Register pair %d/%d contains wrong type", r, r+1)
	}
}

// checkFlags is check_flags.
func (in *infer) checkFlags(ins *oldInsn) {
	switch ins.op {
	case bc.RETURN:
		if ins.or&flagNeedConstructor != 0 && ins.and&flagConstructed == 0 {
			in.v.oldFail("Constructor must call super() or this()")
		}
		fallthrough
	case bc.IRETURN, bc.LRETURN, bc.FRETURN, bc.DRETURN, bc.ARETURN:
		if ins.or&flagNoReturn != 0 {
			in.v.oldFail("Cannot return normally")
		}
	}
}

// stackIn and stackOut are the operands each opcode pops and pushes, in libverify's
// notation: I F D L (long) A (reference) O (object) R (return address), "[x]" an array of
// x (? any), '1'-'4' values that the stack instructions move ("2+1": a category 2 value or
// two category 1 values).
var stackIn, stackOut [opInvokeInit + 1]string

func init() {
	set := func(in, out string, ops ...int) {
		for _, op := range ops {
			stackIn[op], stackOut[op] = in, out
		}
	}
	set("", "A", bc.ACONST_NULL)
	set("", "I", bc.ICONST_M1, bc.ICONST_0, bc.ICONST_1, bc.ICONST_2, bc.ICONST_3, bc.ICONST_4, bc.ICONST_5,
		bc.BIPUSH, bc.SIPUSH, bc.ILOAD)
	set("", "L", bc.LCONST_0, bc.LCONST_1, bc.LLOAD)
	set("", "F", bc.FCONST_0, bc.FCONST_1, bc.FCONST_2, bc.FLOAD)
	set("", "D", bc.DCONST_0, bc.DCONST_1, bc.DLOAD)
	set("", "A", bc.ALOAD, bc.NEW)
	set("[I]I", "I", bc.IALOAD)
	set("[L]I", "L", bc.LALOAD)
	set("[F]I", "F", bc.FALOAD)
	set("[D]I", "D", bc.DALOAD)
	set("[A]I", "1", bc.AALOAD)
	set("[B]I", "I", bc.BALOAD)
	set("[C]I", "I", bc.CALOAD)
	set("[S]I", "I", bc.SALOAD)
	set("I", "", bc.ISTORE, bc.IFEQ, bc.IFNE, bc.IFLT, bc.IFGE, bc.IFGT, bc.IFLE, bc.TABLESWITCH, bc.LOOKUPSWITCH, bc.IRETURN)
	set("L", "", bc.LSTORE, bc.LRETURN)
	set("F", "", bc.FSTORE, bc.FRETURN)
	set("D", "", bc.DSTORE, bc.DRETURN)
	set("A", "", bc.ASTORE, bc.IFNULL, bc.IFNONNULL, bc.ARETURN, bc.MONITORENTER, bc.MONITOREXIT)
	set("[I]II", "", bc.IASTORE)
	set("[L]IL", "", bc.LASTORE)
	set("[F]IF", "", bc.FASTORE)
	set("[D]ID", "", bc.DASTORE)
	set("[A]IA", "", bc.AASTORE)
	set("[B]II", "", bc.BASTORE)
	set("[C]II", "", bc.CASTORE)
	set("[S]II", "", bc.SASTORE)
	set("1", "", bc.POP)
	set("2+1", "", bc.POP2)
	set("1", "11", bc.DUP)
	set("21", "121", bc.DUP_X1)
	set("3+21", "1321", bc.DUP_X2)
	set("2+1", "2121", bc.DUP2)
	set("32+1", "21321", bc.DUP2_X1)
	set("4+32+1", "214321", bc.DUP2_X2)
	set("21", "12", bc.SWAP)
	for op := bc.IADD; op <= bc.DREM; op++ {
		t := "ILFD"[(op-bc.IADD)%4 : (op-bc.IADD)%4+1]
		set(t+t, t, op)
	}
	set("I", "I", bc.INEG, bc.I2B, bc.I2C, bc.I2S)
	set("L", "L", bc.LNEG)
	set("F", "F", bc.FNEG)
	set("D", "D", bc.DNEG)
	set("II", "I", bc.ISHL, bc.ISHR, bc.IUSHR, bc.IAND, bc.IOR, bc.IXOR)
	set("LI", "L", bc.LSHL, bc.LSHR, bc.LUSHR)
	set("LL", "L", bc.LAND, bc.LOR, bc.LXOR)
	set("I", "L", bc.I2L)
	set("I", "F", bc.I2F)
	set("I", "D", bc.I2D)
	set("L", "I", bc.L2I)
	set("L", "F", bc.L2F)
	set("L", "D", bc.L2D)
	set("F", "I", bc.F2I)
	set("F", "L", bc.F2L)
	set("F", "D", bc.F2D)
	set("D", "I", bc.D2I)
	set("D", "L", bc.D2L)
	set("D", "F", bc.D2F)
	set("LL", "I", bc.LCMP)
	set("FF", "I", bc.FCMPL, bc.FCMPG)
	set("DD", "I", bc.DCMPL, bc.DCMPG)
	set("II", "", bc.IF_ICMPEQ, bc.IF_ICMPNE, bc.IF_ICMPLT, bc.IF_ICMPGE, bc.IF_ICMPGT, bc.IF_ICMPLE)
	set("AA", "", bc.IF_ACMPEQ, bc.IF_ACMPNE)
	set("", "R", bc.JSR, bc.JSR_W)
	set("A", "", bc.GETFIELD)
	set("I", "A", bc.NEWARRAY, bc.ANEWARRAY)
	set("[?]", "I", bc.ARRAYLENGTH)
	set("O", "", bc.ATHROW)
	set("A", "A", bc.CHECKCAST)
	set("A", "I", bc.INSTANCEOF)
	set("", "A", bc.MULTIANEWARRAY)
}

// isRefOrArray is libverify's test for an object or array value (null included).
func isRefOrArray(t vtype) bool { return t.k == kRef || t.k == kNull }

// popStack is pop_stack: it checks and pops the instruction's operands, returning the stack
// left, its size in slots, the popped values deepest first, and a putfield's value type.
func (in *infer) popStack(i int) ([]vtype, int, []vtype, vtype) {
	v := in.v
	ins := &in.insns[i]
	op := ins.op
	var ops string
	var put vtype
	switch op {
	default:
		ops = stackIn[op]
	case bc.PUTSTATIC, bc.PUTFIELD:
		_, _, desc := in.member(ins.operand)
		t, letter := sigType(desc)
		put = t
		if op == bc.PUTFIELD {
			ops = "A"
		}
		ops += string([]byte{letter})
	case bc.INVOKEVIRTUAL, bc.INVOKESPECIAL, opInvokeInit, bc.INVOKESTATIC, bc.INVOKEINTERFACE:
		_, _, desc := in.member(ins.operand)
		var b []byte
		if op == opInvokeInit {
			b = append(b, '@')
		} else if op != bc.INVOKESTATIC {
			b = append(b, 'A')
		}
		for p := 1; p < len(desc) && desc[p] != ')'; {
			n := sigLen(desc[p:])
			_, letter := sigType(desc[p : p+n])
			b = append(b, letter)
			if len(b) >= 256 {
				v.oldFail("Signature %s has too many arguments", desc)
			}
			p += n
		}
		ops = string(b)
	case bc.MULTIANEWARRAY:
		ops = strings.Repeat("I", ins.dims)
	}

	stack := ins.stack
	size := ins.stackSize
	sp := len(stack)
	var popped []vtype // top first
	for p := len(ops); p > 0; {
		p--
		typ := ops[p]
		var top vtype
		if sp > 0 {
			top = stack[sp-1]
		}
		popped = append(popped, top)
		if sp == 0 {
			v.oldFail("Unable to pop operand off an empty stack")
		}
		n := 1
		if typ == 'D' || typ == 'L' {
			n = 2
		}
		switch typ {
		case 'I':
			if top != tInt {
				v.oldFail("Expecting to find integer on stack")
			}
		case 'F':
			if top != tFloat {
				v.oldFail("Expecting to find float on stack")
			}
		case 'D':
			if top != tDouble {
				v.oldFail("Expecting to find double on stack")
			}
		case 'L':
			if top != tLong {
				v.oldFail("Expecting to find long on stack")
			}
		case 'A':
			if isRefOrArray(top) {
				break
			}
			if top.k == kRetAddr && op == bc.ASTORE {
				break
			}
			if top.isUninit() && (op == bc.ASTORE || op == bc.ALOAD || op == bc.IFNULL || op == bc.IFNONNULL) {
				break
			}
			if top.k == kUninitThis && op == bc.PUTFIELD {
				cn, name, desc := in.member(ins.operand)
				if cn == v.cf.ThisClass && in.declaresField(name, desc) {
					popped[len(popped)-1] = v.this
					break
				}
			}
			v.oldFail("Expecting to find object/array on stack")
		case '@':
			if !top.isUninit() {
				v.oldFail("Expecting to find uninitialized object on stack")
			}
		case 'O':
			if !(top.k == kNull || top.k == kRef && !top.isArray()) {
				v.oldFail("Expecting to find object on stack")
			}
		case ']':
			if p < 2 {
				v.oldFail("Internal error #1")
			}
			if top.k != kNull {
				in.checkArray(top, ops[p-1])
			}
			p -= 2
		case '1', '2', '3', '4':
			if top.isCat2() {
				if p > 0 && ops[p-1] == '+' {
					in.swap[typ-'1'] = top.second()
					in.swap[ops[p-2]-'1'] = top
					n = 2
					p -= 2
				} else {
					v.oldFail("Attempt to split long or double on the stack")
				}
			} else {
				in.swap[typ-'1'] = top
				if p > 0 && ops[p-1] == '+' {
					p--
				}
			}
		default:
			v.oldFail("Internal error #2")
		}
		sp--
		size -= n
	}
	extra := make([]vtype, len(popped))
	for j, t := range popped {
		extra[len(popped)-1-j] = t
	}
	stack = stack[:sp]
	in.checkPopped(i, extra, put, stack)
	return stack, size, extra, put
}

// checkArray is the "[x]" operand check of an array that is not null.
func (in *infer) checkArray(t vtype, elem byte) {
	v := in.v
	switch elem {
	case 'I', 'L', 'F', 'D', 'C', 'S':
		name := map[byte]string{'I': "[I", 'L': "[J", 'F': "[F", 'D': "[D", 'C': "[C", 'S': "[S"}[elem]
		if t != ref(name) {
			what := map[byte]string{'I': "ints", 'L': "longs", 'F': "floats", 'D': "doubles", 'C': "chars", 'S': "shorts"}[elem]
			v.oldFail("Expecting to find array of %s on stack", what)
		}
	case 'A':
		d := dimsOf(t)
		if d == 0 || d == 1 && t.name[1] != 'L' {
			v.oldFail("Expecting to find array of objects or arrays on stack")
		}
	case 'B':
		if t != ref("[B") && t != ref("[Z") {
			v.oldFail("Expecting to find array of bytes or Booleans on stack")
		}
	case '?':
		if dimsOf(t) == 0 {
			v.oldFail("Expecting to find array on stack")
		}
	default:
		v.oldFail("Internal error #1")
	}
}

func (in *infer) declaresField(name, desc string) bool {
	for _, f := range in.v.cf.Fields {
		if f.Name == name && f.Descriptor == desc {
			return true
		}
	}
	return false
}

// decrement is decrement_indirection: the component type of an array (null stays null).
func decrement(t vtype) vtype {
	if t.k == kNull || !t.isArray() {
		return t
	}
	c := t.component()
	switch c.k {
	case kBool, kByte, kChar, kShort:
		return tInt
	}
	return c
}

// checkPopped makes the checks of pop_stack that need the popped values together.
func (in *infer) checkPopped(i int, extra []vtype, put vtype, rest []vtype) {
	v := in.v
	ins := &in.insns[i]
	switch ins.op {
	case bc.AASTORE:
		if !isRefOrArray(extra[2]) {
			v.oldFail("Expecting reference type on operand stack in aastore")
		}
		if t := decrement(extra[0]); !isRefOrArray(t) {
			v.oldFail("Component type of the array must be reference type in aastore")
		}
	case bc.PUTFIELD, bc.GETFIELD, bc.PUTSTATIC:
		obj := extra[0]
		if ins.op != bc.PUTSTATIC {
			if !in.assignable(obj, ins.cls) {
				v.oldFail("Incompatible type for getting or setting field")
			}
			if ins.protected && !in.assignable(obj, v.this) {
				v.oldFail("Bad access to protected data")
			}
		}
		if ins.op != bc.GETFIELD {
			item := 0
			if ins.op == bc.PUTFIELD {
				item = 1
			}
			if !in.assignable(extra[item], put) {
				v.oldFail("Bad type in putfield/putstatic")
			}
		}
	case bc.ATHROW:
		if !in.assignable(extra[0], tThrow) {
			v.oldFail("Can only throw Throwable objects")
		}
	case bc.AALOAD:
		in.swap[0] = decrement(extra[0])
	case bc.INVOKEVIRTUAL, bc.INVOKESPECIAL, opInvokeInit, bc.INVOKEINTERFACE, bc.INVOKESTATIC:
		_, name, desc := in.member(ins.operand)
		item := 1
		switch ins.op {
		case bc.INVOKESTATIC:
			item = 0
		case opInvokeInit:
			obj := extra[0]
			in.swap[0] = obj
			if obj.k == kUninit {
				target := in.insns[obj.bci].cls
				in.swap[1] = target
				if target != ins.cls {
					v.oldFail("Call to wrong initialization method")
				}
				if ins.protected && !in.assignable(obj, v.this) {
					v.oldFail("Bad access to protected data")
				}
			} else {
				if ins.cls.name != v.cf.SuperClass && ins.cls != v.this {
					v.oldFail("Call to wrong initialization method")
				}
				in.swap[1] = v.this
			}
		default:
			obj := extra[0]
			if !in.assignable(obj, ins.cls) {
				v.oldFail("Incompatible object argument for function call")
			}
			if ins.op == bc.INVOKESPECIAL && !in.assignable(obj, v.this) {
				v.oldFail("Incompatible object argument for invokespecial")
			}
			if ins.protected && !in.assignable(obj, v.this) {
				if !(ins.cls == tObject && obj.isArray() && name == "clone") {
					v.oldFail("Bad access to protected data")
				}
			}
		}
		for p := 1; p < len(desc) && desc[p] != ')'; item++ {
			n := sigLen(desc[p:])
			t, letter := sigType(desc[p : p+n])
			if letter == 'A' && !in.assignable(extra[item], t) {
				v.oldFail("Incompatible argument to function")
			}
			p += n
		}
	case bc.RETURN:
		if !in.void {
			v.oldFail("Wrong return type in function")
		}
	case bc.IRETURN, bc.LRETURN, bc.FRETURN, bc.DRETURN, bc.ARETURN:
		if in.void || !in.assignable(extra[0], in.ret) {
			v.oldFail("Wrong return type in function")
		}
	case bc.NEW:
		for _, t := range rest {
			if t == ins.fi {
				v.oldFail("Uninitialized object on stack at creating point")
			}
		}
		in.swap[0] = ins.fi
		in.swap[1] = tTop
	}
}

// updateRegisters is update_registers: the registers and subroutine masks after instruction i.
func (in *infer) updateRegisters(i int) ([]vtype, []subMask) {
	ins := &in.insns[i]
	regs, masks := ins.regs, ins.masks
	r := ins.operand
	access := 0 // 1 single, 2 double
	switch ins.op {
	case bc.ISTORE, bc.FSTORE, bc.ASTORE, bc.LSTORE, bc.DSTORE:
		access = 1
		if ins.op == bc.LSTORE || ins.op == bc.DSTORE {
			access = 2
		}
		top := ins.stack[len(ins.stack)-1]
		last := r + access - 1
		if last < len(regs) && regs[r] == top && (access == 1 || regs[r+1] == top.second()) {
			break
		}
		nr := make([]vtype, max(last+1, len(regs)))
		copy(nr, regs)
		nr[r] = top
		if access == 2 {
			nr[r+1] = top.second()
		}
		regs = nr
	case bc.ILOAD, bc.FLOAD, bc.ALOAD, bc.IINC, bc.RET:
		access = 1
	case bc.LLOAD, bc.DLOAD:
		access = 2
	case bc.JSR, bc.JSR_W:
		for _, m := range masks {
			if m.entry == r {
				in.v.oldFail("Recursive call to jsr entry")
			}
		}
		nm := make([]subMask, len(masks)+1)
		copy(nm, masks)
		nm[len(masks)] = subMask{entry: r, mod: make([]uint64, in.words)}
		masks = nm
	case opInvokeInit, bc.NEW:
		from, to := in.swap[0], in.swap[1]
		var nr []vtype
		for j, t := range regs {
			if t == from {
				if nr == nil {
					nr = append([]vtype(nil), regs...)
				}
				nr[j] = to
				masks = in.markModified(masks, j, j)
			}
		}
		if nr != nil {
			regs = nr
		}
	}
	if access != 0 && len(masks) > 0 {
		masks = in.markModified(masks, r, r+access-1)
	}
	return regs, masks
}

// markModified records in every subroutine mask that registers lo..hi were accessed,
// copying the masks if that changes them.
func (in *infer) markModified(masks []subMask, lo, hi int) []subMask {
	need := false
	for _, m := range masks {
		for r := lo; r <= hi; r++ {
			if r/64 < len(m.mod) && !m.has(r) {
				need = true
			}
		}
	}
	if !need {
		return masks
	}
	nm := make([]subMask, len(masks))
	for k, m := range masks {
		mod := append([]uint64(nil), m.mod...)
		for r := lo; r <= hi; r++ {
			if r/64 < len(mod) {
				mod[r/64] |= 1 << (r % 64)
			}
		}
		nm[k] = subMask{entry: m.entry, mod: mod}
	}
	return nm
}

// pushStack is push_stack: it pushes the instruction's results.
func (in *infer) pushStack(i int, stack []vtype, size int) ([]vtype, int) {
	v := in.v
	ins := &in.insns[i]
	op := ins.op
	var res string
	var full vtype
	switch op {
	default:
		res = stackOut[op]
	case bc.LDC, bc.LDC_W, bc.LDC2_W:
		switch v.cf.Pool[ins.operand].Tag {
		case classfile.TagInteger:
			res = "I"
		case classfile.TagFloat:
			res = "F"
		case classfile.TagDouble:
			res = "D"
		case classfile.TagLong:
			res = "L"
		case classfile.TagString:
			res, full = "A", tString
		case classfile.TagClass:
			res, full = "A", tClass
		case classfile.TagMethodType:
			res, full = "A", ref("java/lang/invoke/MethodType")
		case classfile.TagMethodHandle:
			res, full = "A", ref("java/lang/invoke/MethodHandle")
		default:
			v.oldFail("Internal error #3")
		}
	case bc.GETSTATIC, bc.GETFIELD:
		_, _, desc := in.member(ins.operand)
		t, letter := sigType(desc)
		res, full = string([]byte{letter}), t
	case bc.INVOKEVIRTUAL, bc.INVOKESPECIAL, opInvokeInit, bc.INVOKESTATIC, bc.INVOKEINTERFACE:
		_, _, desc := in.member(ins.operand)
		j := strings.IndexByte(desc, ')')
		if j < 0 || j+1 >= len(desc) || !validArgs(desc[:j]) {
			v.oldFail("Illegal signature %s", desc)
		}
		if desc[j+1] != 'V' {
			t, letter := sigType(desc[j+1:])
			res, full = string([]byte{letter}), t
		}
	case bc.ACONST_NULL:
		res, full = "A", tNull
	case bc.NEW, bc.CHECKCAST, bc.NEWARRAY, bc.ANEWARRAY, bc.MULTIANEWARRAY:
		res, full = stackOut[op], ins.fi
	case bc.AALOAD:
		res, full = "A", in.swap[0]
	case bc.ALOAD:
		res, full = "A", ins.regs[ins.operand]
	}
	if res != "" {
		ns := make([]vtype, len(stack), len(stack)+len(res))
		copy(ns, stack)
		stack = ns
	}
	for p := 0; p < len(res); p++ {
		var t vtype
		switch res[p] {
		case 'I':
			t = tInt
		case 'F':
			t = tFloat
		case 'D':
			t, size = tDouble, size+1
		case 'L':
			t, size = tLong, size+1
		case 'R':
			t = vtype{k: kRetAddr, bci: ins.operand}
		case '1', '2', '3', '4':
			t = in.swap[res[p]-'1']
			if t.isCat2() {
				size++
				p++
			}
		case 'A':
			t = full
		default:
			v.oldFail("Internal error #4")
		}
		stack = append(stack, t)
		size++
	}
	if op == opInvokeInit {
		from, to := in.swap[0], in.swap[1]
		var ns []vtype
		for j, t := range stack {
			if t == from {
				if ns == nil {
					ns = append([]vtype(nil), stack...)
				}
				ns[j] = to
			}
		}
		if ns != nil {
			stack = ns
		}
	}
	return stack, size
}

// validArgs reports whether the argument part of a method descriptor ("(...") has only
// well-formed types, as get_result_signature requires.
func validArgs(s string) bool {
	for p := 1; p < len(s); {
		switch s[p] {
		case 'Z', 'B', 'C', 'S', 'I', 'F', 'D', 'J':
			p++
		case 'L':
			e := strings.IndexByte(s[p:], ';')
			if e < 0 {
				return false
			}
			p += e + 1
		case '[':
			for p < len(s) && s[p] == '[' {
				p++
			}
			if p < len(s) && s[p] == 'L' {
				e := strings.IndexByte(s[p:], ';')
				if e < 0 {
					return false
				}
				p += e
			}
		default:
			return false
		}
	}
	return true
}

// successors is merge_into_successors.
func (in *infer) successors(i int, regs []vtype, masks []subMask, stack []vtype, size int, and, or uint16) {
	ins := &in.insns[i]
	var succ []int
	var one [2]int
	switch op := ins.op; {
	case op >= bc.IFEQ && op <= bc.IF_ACMPNE || op == bc.IFNULL || op == bc.IFNONNULL:
		one[0], one[1] = i+1, ins.operand
		succ = one[:2]
	case op == bc.JSR || op == bc.JSR_W:
		if ins.jsrRet >= 0 {
			in.insns[ins.jsrRet].changed = true
		}
		fallthrough
	case op == bc.GOTO || op == bc.GOTO_W:
		one[0] = ins.operand
		succ = one[:1]
	case op >= bc.IRETURN && op <= bc.RETURN || op == bc.ATHROW:
	case op == bc.RET:
		if !ins.retDone {
			entry := ins.regs[ins.operand].bci
			for j := len(in.insns) - 1; j >= 0; j-- {
				if o := in.insns[j].op; (o == bc.JSR || o == bc.JSR_W) && in.insns[j].operand == entry {
					ins.retSucc = append(ins.retSucc, j+1)
				}
			}
			ins.retDone = true
		}
		succ = ins.retSucc
	case op == bc.TABLESWITCH || op == bc.LOOKUPSWITCH:
		succ = ins.succ
	default:
		one[0] = i + 1
		succ = one[:1]
	}
	for _, h := range in.handlers {
		if h.start <= i && h.end > i {
			hs := []vtype{h.catch}
			if ins.op != opInvokeInit {
				in.mergeOne(i, h.handler, ins.regs, ins.masks, hs, 1, and&ins.and, or|ins.or, true)
			} else {
				tor := or
				if in.swap[0].k == kUninitThis {
					tor |= flagNoReturn
				}
				in.mergeOne(i, h.handler, ins.regs, ins.masks, hs, 1, ins.and, ins.or, true)
				in.mergeOne(i, h.handler, regs, masks, hs, 1, and, tor, true)
			}
		}
	}
	for _, t := range succ {
		if t >= len(in.insns) {
			in.v.oldFail("Falling off the end of the code")
		}
		in.mergeOne(i, t, regs, masks, stack, size, and, or, false)
	}
}

// mergeOne is merge_into_one_successor.
func (in *infer) mergeOne(from, to int, regs []vtype, masks []subMask, stack []vtype, size int, and, or uint16, exc bool) {
	fop := in.insns[from].op
	if fop == bc.RET || fop == bc.JSR || fop == bc.JSR_W {
		// Uninitialized objects do not enter or leave a subroutine.
		stack = bogusUninit(stack)
		regs = bogusUninit(regs)
	}
	if fop == bc.RET && !exc {
		jsr := &in.insns[to-1]
		if jsr.jsrRet != from {
			if jsr.jsrRet != -1 {
				in.v.oldFail("Multiple returns to single jsr")
			}
			jsr.jsrRet = from
		}
		if !jsr.regsKnown {
			return // handled once the jsr is
		}
		entry := in.insns[from].regs[in.insns[from].operand].bci
		k := len(masks) - 1
		for ; k >= 0; k-- {
			if masks[k].entry == entry {
				break
			}
		}
		if k < 0 {
			in.v.oldFail("Illegal return from subroutine")
		}
		ret := masks[k]
		n := max(len(jsr.regs), len(regs))
		nr := make([]vtype, n)
		for r := range nr {
			if r/64 < len(ret.mod) && ret.has(r) {
				if r < len(regs) {
					nr[r] = regs[r]
				}
			} else if r < len(jsr.regs) {
				nr[r] = jsr.regs[r]
			}
		}
		in.mergeStack(to, stack, size)
		in.mergeRegisters(to, nr, masks[:k])
		in.mergeFlags(to, and, or)
		return
	}
	in.mergeStack(to, stack, size)
	in.mergeRegisters(to, regs, masks)
	in.mergeFlags(to, and, or)
}

func bogusUninit(ts []vtype) []vtype {
	for j, t := range ts {
		if t.k == kUninit {
			n := append([]vtype(nil), ts...)
			for ; j < len(n); j++ {
				if n[j].k == kUninit {
					n[j] = tTop
				}
			}
			return n
		}
	}
	return ts
}

// mergeStack is merge_stack.
func (in *infer) mergeStack(to int, stack []vtype, size int) {
	t := &in.insns[to]
	if t.stackSize == -1 {
		t.stackSize, t.stack, t.changed = size, stack, true
		return
	}
	if size != t.stackSize {
		in.v.oldFail("Inconsistent stack height %d != %d", size, t.stackSize)
	}
	change := false
	for j := range t.stack {
		if j >= len(stack) || !in.assignable(stack[j], t.stack[j]) {
			change = true
			break
		}
	}
	if !change {
		return
	}
	if len(stack) != len(t.stack) {
		in.v.oldFail("Mismatched stack types")
	}
	ns := make([]vtype, len(t.stack))
	for j := range ns {
		ns[j] = in.merge(t.stack[j], stack[j], false)
		if ns[j].k == kTop {
			in.v.oldFail("Mismatched stack types")
		}
	}
	t.stack, t.changed = ns, true
}

// mergeRegisters is merge_registers, including the subroutine masks.
func (in *infer) mergeRegisters(to int, regs []vtype, masks []subMask) {
	t := &in.insns[to]
	if !t.regsKnown {
		t.regsKnown, t.regs, t.masks, t.changed = true, regs, masks, true
		return
	}
	old := t.regs
	if len(old) > len(regs) {
		old = old[:len(regs)]
		t.regs, t.changed = old, true
	}
	first := -1
	for j := range old {
		if !in.assignable(regs[j], old[j]) {
			first = j
			break
		}
	}
	if first >= 0 {
		nr := make([]vtype, len(old))
		copy(nr, old[:first])
		for j := first; j < len(old); j++ {
			nr[j] = in.merge(regs[j], old[j], false)
		}
		n := len(nr)
		for n > 0 && nr[n-1].k == kTop {
			n--
		}
		t.regs, t.changed = nr[:n], true
	}
	if len(t.masks) == 0 {
		return
	}
	// Keep the subroutines common to both, in order, with the union of their registers.
	matches, last, copyNeeded := 0, -1, false
	for _, m := range t.masks {
		for j := last + 1; j < len(masks); j++ {
			if masks[j].entry == m.entry {
				matches++
				for w := range m.mod {
					if ^m.mod[w]&masks[j].mod[w] != 0 {
						copyNeeded = true
					}
				}
				last = j
				break
			}
		}
	}
	if matches == len(t.masks) && !copyNeeded {
		return
	}
	nm := make([]subMask, 0, matches)
	last = -1
	for _, m := range t.masks {
		for j := last + 1; j < len(masks); j++ {
			if masks[j].entry == m.entry {
				mod := make([]uint64, len(m.mod))
				for w := range mod {
					mod[w] = m.mod[w] | masks[j].mod[w]
				}
				nm = append(nm, subMask{entry: m.entry, mod: mod})
				last = j
				break
			}
		}
	}
	t.masks, t.changed = nm, true
}

func (in *infer) mergeFlags(to int, and, or uint16) {
	t := &in.insns[to]
	na, no := t.and&and, t.or|or
	if na != t.and || no != t.or {
		t.and, t.or, t.changed = na, no, true
	}
}

// assignable is libverify's isAssignableTo: a value of type from may be stored where to is
// expected.
func (in *infer) assignable(from, to vtype) bool {
	return in.merge(from, to, true) == to
}

var (
	tCloneable    = ref("java/lang/Cloneable")
	tSerializable = ref("java/io/Serializable")
)

// objectArray is java/lang/Object with d dimensions.
func objectArray(d int) vtype {
	if d == 0 {
		return tObject
	}
	return ref(strings.Repeat("[", d) + "Ljava/lang/Object;")
}

// arrayBase returns the element class of an array of objects (or the class itself).
func arrayBase(t vtype) vtype {
	d := dimsOf(t)
	if d == 0 {
		return t
	}
	return ref(t.name[d+1 : len(t.name)-1])
}

func withDims(base vtype, d int) vtype {
	if d == 0 {
		return base
	}
	if base.isArray() {
		return ref(strings.Repeat("[", d) + base.name)
	}
	return ref(strings.Repeat("[", d) + "L" + base.name + ";")
}

// merge is merge_fullinfo_types: the least common type of value and target (top if they
// have none); with assign set it is the assignability test's variant.
func (in *infer) merge(value, target vtype, assign bool) vtype {
	if value == target {
		return value
	}
	if !isRefOrArray(value) || !isRefOrArray(target) {
		return tTop
	}
	if value.k == kNull {
		return target
	}
	if target.k == kNull {
		return value
	}
	if target == tObject {
		return target
	}
	if value == tObject {
		if assign && !target.isArray() && in.v.isInterface(target.name) {
			return target
		}
		return value
	}
	if value.isArray() || target.isArray() {
		if target == tCloneable || target == tSerializable {
			return target
		}
		if value == tCloneable || value == tSerializable {
			return value
		}
		dv, dt := dimsOf(value), dimsOf(target)
		if dv > 0 && value.name[dv] != 'L' {
			dv--
			value = objectArray(dv)
		}
		if dt > 0 && target.name[dt] != 'L' {
			dt--
			target = objectArray(dt)
		}
		vb, tb := arrayBase(value), arrayBase(target)
		switch {
		case dv == dt:
			rb := in.merge(vb, tb, assign)
			if rb.k == kTop {
				return rb
			}
			return withDims(rb, dv)
		case dv < dt:
			if vb == tCloneable || vb == tSerializable {
				return value
			}
			return objectArray(dv)
		default:
			if tb == tCloneable || tb == tSerializable {
				return target
			}
			return objectArray(dt)
		}
	}
	v := in.v
	if v.isInterface(target.name) {
		if assign {
			return target
		}
		return tObject
	}
	if v.isInterface(value.name) {
		return tObject
	}
	if assign {
		for s := v.superclass(value.name); s != ""; s = v.superclass(s) {
			if s == target.name {
				return target
			}
		}
		return tObject
	}
	// The nearest common superclass.
	chain := func(n string) []string {
		var c []string
		for ; n != ""; n = v.superclass(n) {
			c = append(c, n)
		}
		return c
	}
	cv, ct := chain(value.name), chain(target.name)
	for len(cv) > len(ct) {
		cv = cv[1:]
	}
	for len(ct) > len(cv) {
		ct = ct[1:]
	}
	for k := range cv {
		if cv[k] == ct[k] {
			return ref(cv[k])
		}
	}
	return tObject
}
