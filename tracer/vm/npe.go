// This file computes the messages of the NullPointerExceptions the VM raises, as HotSpot's
// helpful NullPointerException messages (JEP 358, on by default in JDK 17) word them:
//
//	Cannot invoke "String.length()" because "<local1>" is null
//	Cannot read field "next" because "this.head" is null
//	Cannot store to object array because the return value of "Main.make()" is null
//
// The first part names the instruction that failed; the second describes where the null
// came from, found by simulating the method's code (npe_flow.go) back to the instruction
// that pushed it. HotSpot computes the text lazily in getMessage(); computing it when the VM
// throws gives programs the same getMessage(), toString() and stack trace output.

package vm

import (
	"strconv"
	"strings"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
)

// npeMaxDetail is how many instructions HotSpot follows back from the null: a longer chain
// of fields or array elements is cut off at its outer end.
const npeMaxDetail = 5

// npeMessage returns the message of a NullPointerException raised by the VM at the current
// instruction of frame f.
func (f *frame) npeMessage() string {
	if f.ip < 0 || f.ip >= len(f.code) {
		return ""
	}
	// The message depends only on the code: programs that catch NullPointerExceptions in a
	// loop compute it once.
	pc := int(f.code[f.ip].pc)
	msg, ok := f.m.npeMsgs[pc]
	if !ok {
		msg = npeMessage(f.m, pc)
		if f.m.npeMsgs == nil {
			f.m.npeMsgs = map[int]string{}
		}
		f.m.npeMsgs[pc] = msg
	}
	return msg
}

// throwNPE throws a NullPointerException for the current instruction of frame f, whose ip
// and sp must be saved.
func (t *Thread) throwNPE(f *frame) { t.throwNew(npe, f.npeMessage()) }

// npeMessage returns HotSpot's message for a NullPointerException raised by the instruction
// at pc of m, or "" where HotSpot has none: in natives; in hidden classes (a lambda's
// generated glue), whose frames HotSpot leaves out of the stack trace it starts from; at
// constructor calls (a program's own `new NullPointerException()` is an invokespecial of
// <init>); and at instructions that cannot dereference null.
func npeMessage(m *Method, pc int) string {
	if m == nil || m.raw == nil || pc < 0 || pc >= len(m.raw.Code) || m.Class.File == nil || m.Class.hidden {
		return ""
	}
	a := newNPEFlow(m)
	if a == nil {
		return ""
	}
	in := a.instr(pc)
	if in == nil {
		return ""
	}
	slot, ok := a.nullSlot(in)
	if !ok {
		return ""
	}
	a.simulate(m, pc)
	d := &npeDescriber{npeFlow: a, m: m}
	d.failedAction(in)
	if d.cause(pc, slot, npeMaxDetail, false, true) {
		d.b.WriteString(`" is null`)
	}
	return d.b.String()
}

// nullSlot returns the depth of the reference that in dereferences (0 is the top of the
// stack), and false for an instruction HotSpot does not describe.
func (a *npeFlow) nullSlot(in *bc.Instr) (int, bool) {
	switch op := in.Op; {
	case op == bc.GETFIELD, op == bc.ARRAYLENGTH, op == bc.ATHROW, op == bc.MONITORENTER, op == bc.MONITOREXIT:
		return 0, true
	case op >= bc.IALOAD && op <= bc.SALOAD:
		return 1, true
	case op == bc.LASTORE, op == bc.DASTORE:
		return 3, true
	case op >= bc.IASTORE && op <= bc.SASTORE:
		return 2, true
	case op == bc.PUTFIELD:
		_, d := a.memberDesc(in.Index)
		return slots(d), true
	case op == bc.INVOKEVIRTUAL, op == bc.INVOKESPECIAL, op == bc.INVOKEINTERFACE:
		name, d := a.memberDesc(in.Index)
		if name == "<init>" {
			return 0, false
		}
		return argSlots(d), true
	}
	return 0, false
}

// npeDescriber writes one message.
type npeDescriber struct {
	*npeFlow
	m *Method
	b strings.Builder
}

var arrayKinds = map[uint8]string{
	bc.IALOAD: "int", bc.LALOAD: "long", bc.FALOAD: "float", bc.DALOAD: "double",
	bc.AALOAD: "object", bc.BALOAD: "byte/boolean", bc.CALOAD: "char", bc.SALOAD: "short",
}

// failedAction writes what in could not do.
func (d *npeDescriber) failedAction(in *bc.Instr) {
	op := in.Op
	switch {
	case op >= bc.IALOAD && op <= bc.SALOAD:
		d.b.WriteString("Cannot load from " + arrayKinds[op] + " array")
	case op >= bc.IASTORE && op <= bc.SASTORE:
		d.b.WriteString("Cannot store to " + arrayKinds[op-bc.IASTORE+bc.IALOAD] + " array")
	case op == bc.ARRAYLENGTH:
		d.b.WriteString("Cannot read the array length")
	case op == bc.ATHROW:
		d.b.WriteString("Cannot throw exception")
	case op == bc.MONITORENTER:
		d.b.WriteString("Cannot enter synchronized block")
	case op == bc.MONITOREXIT:
		d.b.WriteString("Cannot exit synchronized block")
	case op == bc.GETFIELD:
		name, _ := d.memberDesc(in.Index)
		d.b.WriteString(`Cannot read field "` + name + `"`)
	case op == bc.PUTFIELD:
		name, _ := d.memberDesc(in.Index)
		d.b.WriteString(`Cannot assign field "` + name + `"`)
	default: // the invokes nullSlot accepts
		d.b.WriteString(`Cannot invoke "`)
		d.methodName(in.Index)
		d.b.WriteString(`"`)
	}
}

// cause describes the value in stack slot slot (0 is the top) before the instruction at
// pc and reports whether it wrote anything. The outermost call (top) opens the "because"
// clause; detail counts down along chains of fields and array elements; inner is set in
// array indexes, where a method result is not called "the return value".
func (d *npeDescriber) cause(pc, slot, detail int, inner, top bool) bool {
	if detail <= 0 {
		return false
	}
	s := d.stacks[pc]
	if s == nil {
		return false
	}
	src := s.at(slot)
	if src == npeUnknown {
		return false
	}
	in := d.instr(int(src))
	if in == nil {
		return false
	}
	op := in.Op
	invoke := op >= bc.INVOKEVIRTUAL && op <= bc.INVOKEINTERFACE
	if top && !invoke {
		d.b.WriteString(` because "`)
	}
	switch {
	case op == bc.ILOAD, op == bc.ALOAD, op >= bc.ILOAD_0 && op <= bc.ILOAD_3, op >= bc.ALOAD_0 && op <= bc.ALOAD_3:
		d.local(in.PC, in.Index, !s.stored(in.Index))
	case op == bc.ACONST_NULL:
		d.b.WriteString("null")
	case op >= bc.ICONST_M1 && op <= bc.ICONST_5:
		d.b.WriteString(strconv.Itoa(int(op) - bc.ICONST_0))
	case op == bc.BIPUSH:
		d.b.WriteString(strconv.Itoa(int(in.Value)))
	case op == bc.SIPUSH: // HotSpot prints the operand unsigned
		d.b.WriteString(strconv.Itoa(int(uint16(in.Value))))
	case op == bc.IALOAD, op == bc.AALOAD:
		if !d.cause(in.PC, 1, detail-1, inner, false) {
			d.b.WriteString("<array>")
		}
		d.b.WriteString("[")
		if !d.cause(in.PC, 0, detail, true, false) {
			d.b.WriteString("...")
		}
		d.b.WriteString("]")
	case op == bc.GETSTATIC:
		class, name, _, _ := d.pool.MemberRef(uint16(in.Index))
		d.b.WriteString(npeClassName(class) + "." + name)
	case op == bc.GETFIELD:
		if d.cause(in.PC, 0, detail-1, inner, false) {
			d.b.WriteString(".")
		}
		name, _ := d.memberDesc(in.Index)
		d.b.WriteString(name)
	case invoke:
		if detail == npeMaxDetail && !inner {
			d.b.WriteString(` because the return value of "`)
		}
		d.methodName(in.Index)
	default:
		return false
	}
	return true
}

// local names local slot as seen by the instruction at pc: its name in the
// LocalVariableTable, else "this", "<parameterN>" (counting from 1) while the slot still
// holds what the caller passed, else "<localN>".
func (d *npeDescriber) local(pc, slot int, param bool) {
	if name := d.m.raw.LocalName(pc, slot); name != "" {
		d.b.WriteString(name)
		return
	}
	static := d.m.IsStatic()
	if !static && slot == 0 && param {
		d.b.WriteString("this")
		return
	}
	if param {
		at := b2n(!static)
		for i, p := range npeParams(d.m.Desc) {
			n := slots(p)
			if slot >= at && slot < at+n {
				d.b.WriteString("<parameter" + strconv.Itoa(i+1) + ">")
				return
			}
			at += n
		}
	}
	d.b.WriteString("<local" + strconv.Itoa(slot) + ">")
}

// methodName writes the class, name and parameter types of method reference idx:
// java.util.Map.get(Object).
func (d *npeDescriber) methodName(idx int) {
	class, name, desc, err := d.pool.MemberRef(uint16(idx))
	if err != nil {
		return
	}
	d.b.WriteString(npeClassName(class) + "." + name + "(")
	params, _ := splitDesc(desc)
	for i, t := range params {
		if i > 0 {
			d.b.WriteString(", ")
		}
		// HotSpot shortens any parameter type that merely starts with these names
		// (java.lang.StringBuilder becomes StringBuilder).
		if strings.HasPrefix(t, "java.lang.Object") || strings.HasPrefix(t, "java.lang.String") {
			t = t[len("java.lang."):]
		}
		d.b.WriteString(t)
	}
	d.b.WriteString(")")
}

// npeClassName is a constant pool class name as HotSpot prints it: with dots, and Object
// and String without their package. Array classes keep their descriptor form ([I).
func npeClassName(internal string) string {
	name := strings.ReplaceAll(internal, "/", ".")
	if name == "java.lang.Object" || name == "java.lang.String" {
		return name[len("java.lang."):]
	}
	return name
}

// npeParams splits a method descriptor's parameters into field descriptors.
func npeParams(desc string) []string {
	var ps []string
	for i := 1; i < len(desc) && desc[i] != ')'; {
		j := i
		for j < len(desc) && desc[j] == '[' {
			j++
		}
		if j < len(desc) && desc[j] == 'L' {
			for j < len(desc) && desc[j] != ';' {
				j++
			}
		}
		j++
		if j > len(desc) {
			break
		}
		ps = append(ps, desc[i:j])
		i = j
	}
	return ps
}
