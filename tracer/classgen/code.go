// This file emits a method's bytecode, tracking the operand stack depth as it goes.

package classgen

import (
	"fmt"
	"strings"
)

// Opcodes the generators use.
const (
	opAconstNull  = 0x01
	opIconst0     = 0x03
	opBipush      = 0x10
	opSipush      = 0x11
	opLdcW        = 0x13
	opLdc2W       = 0x14
	opIload       = 0x15
	opLload       = 0x16
	opFload       = 0x17
	opDload       = 0x18
	opAload       = 0x19
	opIstore      = 0x36
	opLstore      = 0x37
	opFstore      = 0x38
	opDstore      = 0x39
	opAstore      = 0x3a
	opPop         = 0x57
	opPop2        = 0x58
	opDup         = 0x59
	opI2L         = 0x85
	opI2F         = 0x86
	opI2D         = 0x87
	opL2F         = 0x89
	opL2D         = 0x8a
	opF2D         = 0x8d
	opIfeq        = 0x99
	opIfne        = 0x9a
	opIfIcmpne    = 0xa0
	opIfAcmpeq    = 0xa5
	opIfAcmpne    = 0xa6
	opGoto        = 0xa7
	opIreturn     = 0xac
	opLreturn     = 0xad
	opFreturn     = 0xae
	opDreturn     = 0xaf
	opAreturn     = 0xb0
	opReturn      = 0xb1
	opGetstatic   = 0xb2
	opPutstatic   = 0xb3
	opGetfield    = 0xb4
	opPutfield    = 0xb5
	opInvVirtual  = 0xb6
	opInvSpecial  = 0xb7
	opInvStatic   = 0xb8
	opInvIface    = 0xb9
	opNew         = 0xbb
	opCheckcast   = 0xc0
	opInstanceof  = 0xc1
	opIfnull      = 0xc6
	opIfnonnull   = 0xc7
	tagFieldref   = 9
	tagMethodref  = 10
	tagIMethodref = 11
)

// Invoke kinds, as the JVM's method handle reference kinds name them.
const (
	InvokeVirtual    = 5
	InvokeStatic     = 6
	InvokeSpecial    = 7
	NewInvokeSpecial = 8
	InvokeInterface  = 9
)

// Code is the bytecode of one method being emitted.
type Code struct {
	c         *Class
	buf       []byte
	depth     int
	maxStack  int
	maxLocals int
	ended     bool // the last instruction was a return (the depth after it is meaningless)
	err       error
}

// NewCode starts a method body whose locals begin with argument slots (this included).
func (c *Class) NewCode(argSlots int) *Code { return &Code{c: c, maxLocals: argSlots} }

// PC returns the offset of the next instruction.
func (k *Code) PC() int { return len(k.buf) }

func (k *Code) emit(delta int, b ...byte) {
	k.buf = append(k.buf, b...)
	k.depth += delta
	if k.depth < 0 && k.err == nil {
		k.err = fmt.Errorf("operand stack underflow at pc %d", len(k.buf)-len(b))
	}
	if k.depth > k.maxStack {
		k.maxStack = k.depth
	}
	k.ended = false
}

// Slots returns how many slots a value of the descriptor's type takes (0 for V).
func Slots(desc string) int {
	switch desc[0] {
	case 'J', 'D':
		return 2
	case 'V':
		return 0
	}
	return 1
}

// Load pushes local slot of the given field descriptor's type.
func (k *Code) Load(desc string, slot int) {
	op := map[byte]byte{'J': opLload, 'F': opFload, 'D': opDload, 'L': opAload, '[': opAload}[desc[0]]
	if op == 0 {
		op = opIload
	}
	k.local(op, Slots(desc), slot)
}

// Store pops into local slot.
func (k *Code) Store(desc string, slot int) {
	op := map[byte]byte{'J': opLstore, 'F': opFstore, 'D': opDstore, 'L': opAstore, '[': opAstore}[desc[0]]
	if op == 0 {
		op = opIstore
	}
	k.local(op, -Slots(desc), slot)
	if slot+Slots(desc) > k.maxLocals {
		k.maxLocals = slot + Slots(desc)
	}
}

func (k *Code) local(op byte, delta, slot int) {
	switch {
	case slot <= 3 && op >= opIload && op <= opAload: // iload_0 ... aload_3
		k.emit(delta, 0x1a+(op-opIload)*4+byte(slot))
	case slot <= 3: // istore_0 ... astore_3
		k.emit(delta, 0x3b+(op-opIstore)*4+byte(slot))
	case slot < 256:
		k.emit(delta, op, byte(slot))
	default:
		k.emit(delta, 0xc4, op, byte(slot>>8), byte(slot))
	}
}

// Return returns a value of the descriptor's type (V for none).
func (k *Code) Return(desc string) {
	var op byte
	switch desc[0] {
	case 'V':
		op = opReturn
	case 'J':
		op = opLreturn
	case 'F':
		op = opFreturn
	case 'D':
		op = opDreturn
	case 'L', '[':
		op = opAreturn
	default:
		op = opIreturn
	}
	k.emit(-Slots(desc), op)
	k.ended = true
	k.depth = 0
}

// Invoke calls a method: kind is InvokeVirtual, InvokeStatic, InvokeSpecial or
// InvokeInterface; iface says whether owner is an interface.
func (k *Code) Invoke(kind int, owner, name, desc string, iface bool) {
	tag := byte(tagMethodref)
	if iface {
		tag = tagIMethodref
	}
	ref := k.c.Member(tag, owner, name, desc)
	args := ArgSlots(desc)
	if kind != InvokeStatic {
		args++
	}
	delta := Slots(desc[strings.IndexByte(desc, ')')+1:]) - args
	switch kind {
	case InvokeVirtual:
		k.emit(delta, opInvVirtual, byte(ref>>8), byte(ref))
	case InvokeStatic:
		k.emit(delta, opInvStatic, byte(ref>>8), byte(ref))
	case InvokeSpecial:
		k.emit(delta, opInvSpecial, byte(ref>>8), byte(ref))
	case InvokeInterface:
		k.emit(delta, opInvIface, byte(ref>>8), byte(ref), byte(args), 0)
	default:
		k.err = fmt.Errorf("invoke kind %d", kind)
	}
}

// GetField, PutField, GetStatic and PutStatic access a field.
func (k *Code) GetField(owner, name, desc string) {
	k.field(opGetfield, Slots(desc)-1, owner, name, desc)
}

// PutField stores into an instance field.
func (k *Code) PutField(owner, name, desc string) {
	k.field(opPutfield, -Slots(desc)-1, owner, name, desc)
}

// GetStatic reads a static field.
func (k *Code) GetStatic(owner, name, desc string) {
	k.field(opGetstatic, Slots(desc), owner, name, desc)
}

// PutStatic stores into a static field.
func (k *Code) PutStatic(owner, name, desc string) {
	k.field(opPutstatic, -Slots(desc), owner, name, desc)
}

func (k *Code) field(op byte, delta int, owner, name, desc string) {
	ref := k.c.Member(tagFieldref, owner, name, desc)
	k.emit(delta, op, byte(ref>>8), byte(ref))
}

// New allocates an object of class (uninitialized).
func (k *Code) New(class string) { k.classOp(opNew, 1, class) }

// Checkcast casts the top of the stack.
func (k *Code) Checkcast(class string) { k.classOp(opCheckcast, 0, class) }

// Instanceof tests the top of the stack.
func (k *Code) Instanceof(class string) { k.classOp(opInstanceof, 0, class) }

func (k *Code) classOp(op byte, delta int, class string) {
	ref := k.c.ClassRef(class)
	k.emit(delta, op, byte(ref>>8), byte(ref))
}

// LdcString pushes a string constant given as UTF-16 code units.
func (k *Code) LdcString(u []uint16) {
	ref := k.c.StringUTF16(u)
	k.emit(1, opLdcW, byte(ref>>8), byte(ref))
}

// Int pushes an int constant.
func (k *Code) Int(v int32) {
	switch {
	case v >= -1 && v <= 5:
		k.emit(1, byte(opIconst0+v))
	case v >= -128 && v <= 127:
		k.emit(1, opBipush, byte(v))
	case v >= -32768 && v <= 32767:
		k.emit(1, opSipush, byte(v>>8), byte(v))
	default:
		ref := k.c.Int(v)
		k.emit(1, opLdcW, byte(ref>>8), byte(ref))
	}
}

// Null pushes null.
func (k *Code) Null() { k.emit(1, opAconstNull) }

// Op emits an instruction without operands that changes the stack depth by delta.
func (k *Code) Op(op byte, delta int) { k.emit(delta, op) }

// Dup duplicates a one-slot value.
func (k *Code) Dup() { k.emit(1, opDup) }

// Pop discards a value of the descriptor's type.
func (k *Code) Pop(desc string) {
	switch Slots(desc) {
	case 1:
		k.emit(-1, opPop)
	case 2:
		k.emit(-2, opPop2)
	}
}

// Label is a branch target to be placed later.
type Label struct {
	pc    int
	fixes []int // offsets of branch instructions that jump here
	depth int
}

// Branch emits a conditional or unconditional branch to l; delta is its stack effect.
func (k *Code) Branch(op byte, delta int, l *Label) {
	at := len(k.buf)
	k.emit(delta, op, 0, 0)
	l.fixes = append(l.fixes, at)
	l.depth = k.depth
	if op == opGoto {
		k.ended = true
	}
}

// Place binds l to the current position.
func (k *Code) Place(l *Label) {
	l.pc = len(k.buf)
	for _, at := range l.fixes {
		off := l.pc - at
		k.buf[at+1], k.buf[at+2] = byte(off>>8), byte(off)
	}
	if k.ended {
		k.depth = l.depth
		k.ended = false
	}
}

// Branch opcodes for generators.
const (
	IFEQ      = opIfeq
	IFNE      = opIfne
	IF_ICMPNE = opIfIcmpne
	IF_ACMPEQ = opIfAcmpeq
	IF_ACMPNE = opIfAcmpne
	GOTO      = opGoto
	IFNULL    = opIfnull
	IFNONNULL = opIfnonnull
)

// ArgSlots counts the argument slots of a method descriptor (without a receiver).
func ArgSlots(desc string) int {
	n := 0
	for _, p := range Params(desc) {
		n += Slots(p)
	}
	return n
}

// Params splits a method descriptor's parameter types.
func Params(desc string) []string {
	var out []string
	i := 1
	for i < len(desc) && desc[i] != ')' {
		j := i
		for desc[j] == '[' {
			j++
		}
		if desc[j] == 'L' {
			j = i + strings.IndexByte(desc[i:], ';')
		}
		out = append(out, desc[i:j+1])
		i = j + 1
	}
	return out
}

// Return type of a method descriptor.
func Ret(desc string) string { return desc[strings.IndexByte(desc, ')')+1:] }

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
