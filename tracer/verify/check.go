// The type checker (JVMS §4.10.1): one linear pass per method against the stack map.

package verify

import (
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// Code start markers, HotSpot's code_data.
const (
	startInstr = 1
	startNew   = 2
)

// verifier holds the state of verifying one class.
type verifier struct {
	cf     *classfile.ClassFile
	h      Hierarchy
	m      *classfile.Method
	code   *classfile.Code
	starts []byte // per code offset: startInstr, startNew or 0
	this   vtype
	sigs   map[string]sigTypes
	supers map[string]string // Superclass answers
}

type sigTypes struct {
	args []vtype
	ret  vtype
	ok   bool
}

// Class verifies every method of cf. It returns nil, an *Error, or an error of h.
// Classes HotSpot never verifies (java/lang/Object, Class, String, Throwable) pass unchecked.
func Class(cf *classfile.ClassFile, h Hierarchy) (err error) {
	switch cf.ThisClass {
	case "java/lang/Object", "java/lang/Class", "java/lang/String", "java/lang/Throwable":
		return nil
	}
	v := &verifier{cf: cf, h: h, this: ref(cf.ThisClass), sigs: map[string]sigTypes{}}
	defer func() {
		if r := recover(); r != nil {
			err = v.recovered(r)
		}
	}()
	// The class file parser's check, made for every method before any is verified.
	for i := range cf.Methods {
		m := &cf.Methods[i]
		if m.Code == nil {
			continue
		}
		n := argsSize(m.Descriptor)
		if m.Access&classfile.AccStatic == 0 {
			n++
		}
		if n > int(m.Code.MaxLocals) {
			return &Error{Class: "java/lang/ClassFormatError", BCI: -1, Method: m.Name + m.Descriptor,
				Message: fmt.Sprintf("Arguments can't fit into locals in class file %s", cf.ThisClass)}
		}
	}
	if cf.Major < 50 {
		v.inferClass()
		return nil
	}
	var splitErr error
	for i := range cf.Methods {
		m := &cf.Methods[i]
		if m.Code == nil {
			continue
		}
		v.m, v.code = m, m.Code
		if splitErr = v.tryTypeCheck(); splitErr != nil {
			break
		}
	}
	if splitErr == nil {
		return nil
	}
	if cf.Major >= 51 {
		return splitErr
	}
	// Version 50 fails over to type inference of the whole class, as HotSpot does; if
	// that fails too, HotSpot throws the error class of inference with the message of
	// the type checker.
	v.m, v.code, v.starts = nil, nil, nil
	if ierr := v.tryInfer(); ierr != nil {
		var se, ie *Error
		if errors.As(splitErr, &se) && errors.As(ierr, &ie) {
			e := *se
			e.Class = ie.Class
			return &e
		}
		return ierr
	}
	return nil
}

// tryInfer verifies the class by type inference, returning its verification failure.
func (v *verifier) tryInfer() error { return catchFailure(v.inferClass) }

// tryTypeCheck type-checks the current method, returning its verification failure.
func (v *verifier) tryTypeCheck() error { return catchFailure(v.checkMethod) }

// catchFailure runs check and returns the verification failure it raised, if any; other
// panics go on.
func catchFailure(check func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(failure); ok {
				err = f.err
				return
			}
			panic(r)
		}
	}()
	check()
	return nil
}

// recovered turns a panic into Class's result; a Go runtime error means malformed input
// the checks above missed, which must still be a VerifyError rather than a crash.
func (v *verifier) recovered(r any) error {
	switch x := r.(type) {
	case failure:
		return x.err
	case hierFailure:
		return x.err
	case runtime.Error:
		e := &Error{Class: "java/lang/VerifyError", BCI: -1}
		e.Message = "Malformed code (crossprof verifier: " + x.Error() + ")"
		if v.m != nil {
			e.Method = v.m.Name + v.m.Descriptor
			e.Message += " in method " + v.cf.ThisClass + "." + e.Method
		}
		return e
	}
	panic(r)
}

// instrLen returns the length of the instruction at pc as HotSpot's RawBytecodeStream
// computes it, or -1 where that stream sees an illegal instruction.
func instrLen(code []byte, pc int) (n int, wide bool) {
	op := code[pc]
	if bc.Names[op] == "" {
		if int(op) >= 0xcb && int(op)-0xcb < len(internalOps) {
			// HotSpot's internal bytecodes decode; the checker then rejects them by name.
			if n = internalOps[op-0xcb].n; n > 0 && pc+n <= len(code) {
				return n, false
			}
		}
		return -1, false
	}
	switch op {
	case bc.WIDE:
		if pc+1 >= len(code) {
			return -1, false
		}
		switch code[pc+1] {
		case bc.IINC:
			n = 6
		case bc.ILOAD, bc.LLOAD, bc.FLOAD, bc.DLOAD, bc.ALOAD, bc.ISTORE, bc.LSTORE, bc.FSTORE, bc.DSTORE, bc.ASTORE, bc.RET:
			n = 4
		default:
			return -1, false
		}
		wide = true
	case bc.TABLESWITCH, bc.LOOKUPSWITCH:
		a := (pc + 4) &^ 3
		if a+12 > len(code) {
			return -1, false
		}
		var l int64
		if op == bc.TABLESWITCH {
			lo := int64(int32(binary.BigEndian.Uint32(code[a+4:])))
			hi := int64(int32(binary.BigEndian.Uint32(code[a+8:])))
			l = int64(a-pc) + (3+hi-lo+1)*4
		} else {
			np := int64(int32(binary.BigEndian.Uint32(code[a+4:])))
			l = int64(a-pc) + (2+2*np)*4
		}
		if l <= 0 || l > int64(len(code)-pc) {
			return -1, false
		}
		n = int(l)
	default:
		n = opLen[op]
	}
	if n <= 0 || pc+n > len(code) {
		return -1, false
	}
	return n, wide
}

// opLen is the length of every fixed-length instruction.
var opLen [256]int

func init() {
	for op := 0; op < 0xca; op++ {
		opLen[op] = 1
	}
	for _, op := range []int{bc.BIPUSH, bc.LDC, bc.ILOAD, bc.LLOAD, bc.FLOAD, bc.DLOAD, bc.ALOAD, bc.ISTORE, bc.LSTORE,
		bc.FSTORE, bc.DSTORE, bc.ASTORE, bc.RET, bc.NEWARRAY} {
		opLen[op] = 2
	}
	for _, op := range []int{bc.SIPUSH, bc.LDC_W, bc.LDC2_W, bc.IINC, bc.GETSTATIC, bc.PUTSTATIC, bc.GETFIELD, bc.PUTFIELD,
		bc.INVOKEVIRTUAL, bc.INVOKESPECIAL, bc.INVOKESTATIC, bc.NEW, bc.ANEWARRAY, bc.CHECKCAST, bc.INSTANCEOF, bc.IFNULL, bc.IFNONNULL} {
		opLen[op] = 3
	}
	for op := bc.IFEQ; op <= bc.JSR; op++ {
		opLen[op] = 3
	}
	opLen[bc.MULTIANEWARRAY] = 4
	for _, op := range []int{bc.INVOKEINTERFACE, bc.INVOKEDYNAMIC, bc.GOTO_W, bc.JSR_W} {
		opLen[op] = 5
	}
}

// scanCode marks instruction starts; an undecodable instruction is "Bad instruction".
func (v *verifier) scanCode() {
	code := v.code.Code
	v.starts = make([]byte, len(code))
	for pc := 0; pc < len(code); {
		n, _ := instrLen(code, pc)
		if n < 0 {
			v.starts[pc] = startInstr // HotSpot names the opcode in the location line
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Bad instruction")
		}
		if code[pc] == bc.NEW {
			v.starts[pc] = startNew
		} else {
			v.starts[pc] = startInstr
		}
		pc += n
	}
}

func (v *verifier) sig(desc string) sigTypes {
	if s, ok := v.sigs[desc]; ok {
		return s
	}
	a, r, ok := methodSig(desc)
	s := sigTypes{a, r, ok}
	v.sigs[desc] = s
	return s
}

// checkMethod verifies the current method by type checking.
func (v *verifier) checkMethod() {
	code := v.code
	maxLocals, maxStack := int(code.MaxLocals), int(code.MaxStack)
	s := v.sig(v.m.Descriptor)
	static := v.m.Access&classfile.AccStatic != 0
	nargs := len(s.args)
	if !static {
		nargs++
	}
	if nargs > maxLocals {
		panic(failure{&Error{Class: "java/lang/ClassFormatError", BCI: -1, Method: v.m.Name + v.m.Descriptor,
			Message: fmt.Sprintf("Arguments can't fit into locals in class file %s", v.cf.ThisClass)}})
	}
	cur := v.newFrame(maxLocals, maxStack)
	cur.mark = 0
	n := 0
	if !static {
		if v.m.Name == "<init>" && v.cf.ThisClass != "java/lang/Object" {
			cur.locals[0] = tUThis
			cur.uninit = true
		} else {
			cur.locals[0] = v.this
		}
		n = 1
	}
	copy(cur.locals[n:], s.args)
	cur.nlocals = nargs
	v.scanCode()
	exMin, exMax := v.checkHandlerTable()
	v.checkLocalTable()
	maps := v.readStackMap(cur, maxLocals, maxStack)
	c := &checker{v: v, cur: cur, maps: maps, ret: s.ret, exMin: exMin, exMax: exMax}
	c.run()
}

// checkHandlerTable checks the exception table's pcs and catch types; it returns the
// range of code that handlers cover.
func (v *verifier) checkHandlerTable() (lo, hi int) {
	n := len(v.code.Code)
	lo, hi = n, -1
	for _, h := range v.code.Handlers {
		s, e, p := int(h.StartPC), int(h.EndPC), int(h.HandlerPC)
		if s >= n || v.starts[s] == 0 {
			v.formatError("Illegal exception table start_pc %d", s)
		}
		if e != n && (e > n || v.starts[e] == 0) {
			v.formatError("Illegal exception table end_pc %d", e)
		}
		if p >= n || v.starts[p] == 0 {
			v.formatError("Illegal exception table handler_pc %d", p)
		}
		if h.CatchType != 0 {
			name, _ := v.cf.Pool.ClassName(h.CatchType)
			ct := ref(name)
			if !v.assignable(tThrow, ct) {
				v.fail(errCtx{bci: p, fault: fWrongType, typ: origin{kind: oCP, index: int(h.CatchType), t: ct}, exp: implicit(tThrow)},
					"Catch type is not a subclass of Throwable in exception handler %d", p)
			}
		}
		lo, hi = min(lo, s), max(hi, e)
	}
	return lo, hi
}

func (v *verifier) checkLocalTable() {
	n := len(v.code.Code)
	for _, l := range v.code.Locals {
		s := int(l.StartPC)
		if s >= n || v.starts[s] == 0 {
			v.formatError("Illegal local variable table start_pc %d", s)
		}
		if e := s + int(l.Length); e != n && (e >= n || v.starts[e] == 0) {
			v.formatError("Illegal local variable table length %d", l.Length)
		}
	}
}

// checker is the linear pass over one method's code.
type checker struct {
	v            *verifier
	cur          *frame
	maps         []*smFrame
	ret          vtype
	exMin, exMax int
	mapIndex     int
	noFlow       bool // no control flow from the previous instruction to this one
	thisUninit   bool // invokespecial <init> just initialized this
}

func (c *checker) mapAt(target int) *smFrame {
	for _, f := range c.maps {
		if f.offset == target {
			return f
		}
	}
	return nil
}

// checkTarget checks a branch to target against its stack map frame.
func (c *checker) checkTarget(bci, target int) {
	f := c.mapAt(target)
	if f == nil {
		c.v.fail(errCtx{bci: c.cur.offset, fault: fMissingMap}, "Expecting a stackmap frame at branch target %d", target)
	}
	if ctx, ok := c.cur.assignableTo(f); !ok {
		c.v.fail(ctx, "Inconsistent stackmap frames at branch target %d", target)
	}
}

// checkHandlers checks the frames of the exception handlers covering bci.
func (c *checker) checkHandlers(bci int, thisUninit bool) {
	v := c.v
	for _, h := range v.code.Handlers {
		if bci < int(h.StartPC) || bci >= int(h.EndPC) {
			continue
		}
		ex := &frame{offset: bci, uninit: c.cur.uninit || thisUninit, locals: c.cur.locals, nlocals: c.cur.nlocals,
			stack: make([]vtype, 1), mark: -1, v: v}
		t := tThrow
		if h.CatchType != 0 {
			name, _ := v.cf.Pool.ClassName(h.CatchType)
			t = ref(name)
		}
		ex.stack[0] = t
		ex.sp = 1
		f := c.mapAt(int(h.HandlerPC))
		if f == nil {
			v.fail(errCtx{bci: bci, fault: fMissingMap}, "Expecting a stackmap frame at branch target %d", h.HandlerPC)
		}
		if ctx, ok := ex.assignableTo(f); !ok {
			v.fail(ctx, "Stack map does not match the one at exception handler %d", h.HandlerPC)
		}
	}
}

// atFrame matches the current frame with a stack map frame recorded at bci, if any.
func (c *checker) atFrame(bci int) {
	v := c.v
	if c.mapIndex < len(c.maps) {
		off := c.maps[c.mapIndex].offset
		if c.noFlow && off > bci {
			v.fail(errCtx{bci: bci, fault: fMissingMap}, "Expecting a stack map frame")
		}
		if off == bci {
			f := c.maps[c.mapIndex]
			if !c.noFlow {
				if ctx, ok := c.cur.assignableTo(f); !ok {
					v.fail(ctx, "Instruction type does not match stack map")
				}
			}
			c.cur.become(f)
			c.mapIndex++
		} else if off < bci {
			v.formatError("Bad stack map offset %d", off)
		}
	} else if c.noFlow {
		v.fail(errCtx{bci: bci, fault: fBadCode}, "Expecting a stack map frame")
	}
}

func isStore(op byte) bool {
	return op >= bc.ISTORE && op <= bc.ASTORE_3
}

// run walks the instructions in order.
func (c *checker) run() {
	v := c.v
	code := v.code.Code
	for pc := 0; pc < len(code); {
		n, wide := instrLen(code, pc)
		op := code[pc]
		if wide {
			op = code[pc+1]
		}
		cur := c.cur
		cur.offset = pc
		cur.mark = cur.sp
		c.atFrame(pc)
		c.thisUninit = false
		handled := false
		if isStore(op) && pc >= c.exMin && pc < c.exMax {
			c.checkHandlers(pc, false)
			handled = true
		}
		c.noFlow = c.step(pc, op, wide)
		if !handled && pc >= c.exMin && pc < c.exMax {
			c.checkHandlers(pc, c.thisUninit)
		}
		pc += n
	}
	if !c.noFlow {
		v.fail(errCtx{bci: len(code), fault: fBadCode}, "Control flow falls through code end")
	}
}

func u2at(code []byte, i int) int { return int(binary.BigEndian.Uint16(code[i:])) }

// localIndex returns the local variable operand of a load, store, iinc or ret.
func localIndex(code []byte, pc int, wide bool) int {
	if wide {
		return u2at(code, pc+2)
	}
	return int(code[pc+1])
}

// badOperand reports an instruction whose popped operand has the wrong type, naming it as
// HotSpot's "Bad type on operand stack in <insn>".
func (c *checker) badOperand(pc int, want *vtype, insn string) {
	ctx := errCtx{bci: pc, fault: fWrongType, typ: c.cur.topCtx()}
	if want != nil {
		ctx.exp = implicit(*want)
	}
	c.v.fail(ctx, "Bad type on operand stack in %s", insn)
}

var arrayElems = map[byte]struct {
	c    byte
	t    vtype
	name string
}{
	bc.IALOAD: {'I', tInt, "iaload"}, bc.LALOAD: {'J', tLong, "laload"}, bc.FALOAD: {'F', tFloat, "faload"},
	bc.DALOAD: {'D', tDouble, "daload"}, bc.CALOAD: {'C', tInt, "caload"}, bc.SALOAD: {'S', tInt, "saload"},
	bc.IASTORE: {'I', tInt, "iastore"}, bc.LASTORE: {'J', tLong, "lastore"}, bc.FASTORE: {'F', tFloat, "fastore"},
	bc.DASTORE: {'D', tDouble, "dastore"}, bc.CASTORE: {'C', tInt, "castore"}, bc.SASTORE: {'S', tInt, "sastore"},
}

// popValue pops a value of type t (two slots for long and double).
func (f *frame) popValue(t vtype) {
	if t.isCat2() {
		f.pop2(t)
	} else {
		f.pop(t)
	}
}

func (f *frame) pushValue(t vtype) {
	if t.isCat2() {
		f.push2(t)
	} else {
		f.push(t)
	}
}

// internalOps are HotSpot 17's internal bytecodes from 0xcb on, with their lengths, which
// its raw bytecode stream decodes in a class file (0 for the two variable-length switches,
// treated as illegal here).
var internalOps = [...]struct {
	name string
	n    int
}{
	{"fast_agetfield", 3}, {"fast_bgetfield", 3}, {"fast_cgetfield", 3}, {"fast_dgetfield", 3},
	{"fast_fgetfield", 3}, {"fast_igetfield", 3}, {"fast_lgetfield", 3}, {"fast_sgetfield", 3},
	{"fast_aputfield", 3}, {"fast_bputfield", 3}, {"fast_zputfield", 3}, {"fast_cputfield", 3},
	{"fast_dputfield", 3}, {"fast_fputfield", 3}, {"fast_iputfield", 3}, {"fast_lputfield", 3},
	{"fast_sputfield", 3}, {"fast_aload_0", 1}, {"fast_iaccess_0", 4}, {"fast_aaccess_0", 4},
	{"fast_faccess_0", 4}, {"fast_iload", 2}, {"fast_iload2", 4}, {"fast_icaload", 3},
	{"fast_invokevfinal", 3}, {"fast_linearswitch", 0}, {"fast_binaryswitch", 0}, {"fast_aldc", 2},
	{"fast_aldc_w", 3}, {"return_register_finalizer", 1}, {"invokehandle", 3}, {"nofast_getfield", 3},
	{"nofast_putfield", 3}, {"nofast_aload_0", 1}, {"nofast_iload", 2}, {"shouldnotreachhere", 1},
}

// opName is the name HotSpot gives the opcode in a message's location line.
func opName(op byte) string {
	if n := bc.Names[op]; n != "" {
		return n
	}
	if int(op) >= 0xcb && int(op)-0xcb < len(internalOps) && internalOps[op-0xcb].n > 0 {
		return internalOps[op-0xcb].name
	}
	return "<illegal>"
}
