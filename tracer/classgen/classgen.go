// Package classgen assembles small class files: the glue classes the VM generates when it links
// an invokedynamic call site (a lambda's class, a string concatenation, a record's toString),
// as HotSpot spins hidden classes. The result is an ordinary class file that the VM parses and
// loads like any other, so the interpreter, the trace and the cost models need nothing special
// for generated code.
//
// A Class collects constants, fields and methods; Code emits one method's bytecode and keeps
// track of its operand stack depth, so that max_stack is computed rather than guessed.
package classgen

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Access flags used by generated classes.
const (
	AccPublic    = 0x0001
	AccPrivate   = 0x0002
	AccStatic    = 0x0008
	AccFinal     = 0x0010
	AccSuper     = 0x0020
	AccSynthetic = 0x1000
)

// Class is a class file under construction.
type Class struct {
	name       string
	pool       [][]byte // entries from index 1; a long or double takes two
	index      map[string]uint16
	access     uint16
	this, sup  uint16
	interfaces []uint16
	fields     [][]byte
	methods    [][]byte
	codeAttr   uint16
}

// New starts a class with the given internal name, superclass and interfaces.
func New(name, super string, interfaces []string, access uint16) *Class {
	c := &Class{name: name, index: map[string]uint16{}, access: access}
	c.this = c.ClassRef(name)
	c.sup = c.ClassRef(super)
	for _, i := range interfaces {
		c.interfaces = append(c.interfaces, c.ClassRef(i))
	}
	c.codeAttr = c.Utf8("Code")
	return c
}

// Name returns the class's internal name.
func (c *Class) Name() string { return c.name }

func (c *Class) add(key string, entry []byte, slots int) uint16 {
	if i, ok := c.index[key]; ok {
		return i
	}
	c.pool = append(c.pool, entry)
	i := uint16(len(c.pool))
	if slots == 2 {
		c.pool = append(c.pool, nil)
	}
	c.index[key] = i
	return i
}

func u2(v uint16) []byte { return []byte{byte(v >> 8), byte(v)} }

// Utf8 adds a CONSTANT_Utf8 in modified UTF-8.
func (c *Class) Utf8(s string) uint16 {
	b := modifiedUTF8(s)
	e := append([]byte{1}, u2(uint16(len(b)))...)
	return c.add("U"+s, append(e, b...), 1)
}

// ClassRef adds a CONSTANT_Class.
func (c *Class) ClassRef(name string) uint16 {
	n := c.Utf8(name)
	return c.add("C"+name, append([]byte{7}, u2(n)...), 1)
}

// String adds a CONSTANT_String.
func (c *Class) String(s string) uint16 {
	n := c.Utf8(s)
	return c.add("S"+s, append([]byte{8}, u2(n)...), 1)
}

// Int adds a CONSTANT_Integer.
func (c *Class) Int(v int32) uint16 {
	return c.add(fmt.Sprintf("I%d", v), binary.BigEndian.AppendUint32([]byte{3}, uint32(v)), 1)
}

// Long adds a CONSTANT_Long.
func (c *Class) Long(v int64) uint16 {
	return c.add(fmt.Sprintf("J%d", v), binary.BigEndian.AppendUint64([]byte{5}, uint64(v)), 2)
}

// Float adds a CONSTANT_Float with the given bits.
func (c *Class) Float(bits uint32) uint16 {
	return c.add(fmt.Sprintf("F%d", bits), binary.BigEndian.AppendUint32([]byte{4}, bits), 1)
}

// Double adds a CONSTANT_Double with the given bits.
func (c *Class) Double(bits uint64) uint16 {
	return c.add(fmt.Sprintf("D%d", bits), binary.BigEndian.AppendUint64([]byte{6}, bits), 2)
}

func (c *Class) nameAndType(name, desc string) uint16 {
	n, d := c.Utf8(name), c.Utf8(desc)
	return c.add("N"+name+" "+desc, append(append([]byte{12}, u2(n)...), u2(d)...), 1)
}

// Member adds a Fieldref (tag 9), Methodref (10) or InterfaceMethodref (11).
func (c *Class) Member(tag byte, class, name, desc string) uint16 {
	cl, nt := c.ClassRef(class), c.nameAndType(name, desc)
	return c.add(fmt.Sprintf("M%d%s.%s%s", tag, class, name, desc), append(append([]byte{tag}, u2(cl)...), u2(nt)...), 1)
}

// Field declares a field.
func (c *Class) Field(access uint16, name, desc string) {
	var b []byte
	b = append(b, u2(access)...)
	b = append(b, u2(c.Utf8(name))...)
	b = append(b, u2(c.Utf8(desc))...)
	b = append(b, 0, 0)
	c.fields = append(c.fields, b)
}

// Method declares a method with the code emitted into code (nil for an abstract method).
func (c *Class) Method(access uint16, name, desc string, code *Code) error {
	var b []byte
	b = append(b, u2(access)...)
	b = append(b, u2(c.Utf8(name))...)
	b = append(b, u2(c.Utf8(desc))...)
	if code == nil {
		b = append(b, 0, 0)
		c.methods = append(c.methods, b)
		return nil
	}
	if code.err != nil {
		return fmt.Errorf("generating %s.%s%s: %w", c.name, name, desc, code.err)
	}
	if code.depth != 0 && !code.ended {
		return fmt.Errorf("generating %s.%s%s: code does not end in a return", c.name, name, desc)
	}
	if len(code.buf) > 65535 || code.maxStack > 65535 || code.maxLocals > 65535 {
		return fmt.Errorf("generating %s.%s%s: method too large", c.name, name, desc)
	}
	b = append(b, 0, 1)
	b = append(b, u2(c.codeAttr)...)
	b = binary.BigEndian.AppendUint32(b, uint32(12+len(code.buf)))
	b = append(b, u2(uint16(code.maxStack))...)
	b = append(b, u2(uint16(code.maxLocals))...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(code.buf)))
	b = append(b, code.buf...)
	b = append(b, 0, 0, 0, 0) // no exception table, no attributes
	c.methods = append(c.methods, b)
	return nil
}

// Bytes returns the class file (version 52: no StackMapTable is needed for straight-line
// code, and the VM checks none).
func (c *Class) Bytes() ([]byte, error) {
	if len(c.pool)+1 > 65535 {
		return nil, fmt.Errorf("generating %s: constant pool too large", c.name)
	}
	b := []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52}
	b = append(b, u2(uint16(len(c.pool)+1))...)
	for _, e := range c.pool {
		b = append(b, e...)
	}
	b = append(b, u2(c.access)...)
	b = append(b, u2(c.this)...)
	b = append(b, u2(c.sup)...)
	b = append(b, u2(uint16(len(c.interfaces)))...)
	for _, i := range c.interfaces {
		b = append(b, u2(i)...)
	}
	b = append(b, u2(uint16(len(c.fields)))...)
	for _, f := range c.fields {
		b = append(b, f...)
	}
	b = append(b, u2(uint16(len(c.methods)))...)
	for _, m := range c.methods {
		b = append(b, m...)
	}
	return append(b, 0, 0), nil
}

// StringUTF16 adds a CONSTANT_String from UTF-16 code units, which may hold unpaired
// surrogates (a Java string constant copied from another class file).
func (c *Class) StringUTF16(u []uint16) uint16 {
	b := utf16ToModified(u)
	key := string(b)
	n := c.add("U"+key, append(append([]byte{1}, u2(uint16(len(b)))...), b...), 1)
	return c.add("S"+key, append([]byte{8}, u2(n)...), 1)
}

// modifiedUTF8 encodes s as the class file's modified UTF-8: NUL as two bytes, supplementary
// characters as two three-byte surrogates.
func modifiedUTF8(s string) []byte { return utf16ToModified(utf16(s)) }

func utf16ToModified(u []uint16) []byte {
	b := make([]byte, 0, len(u))
	for _, r := range u {
		switch {
		case r != 0 && r < 0x80:
			b = append(b, byte(r))
		case r < 0x800:
			b = append(b, byte(0xC0|r>>6), byte(0x80|r&0x3F))
		default:
			b = append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
		}
	}
	return b
}

// FloatBits and DoubleBits are helpers for constants.
func FloatBits(f float32) uint32 { return math.Float32bits(f) }

// DoubleBits returns the raw bits of d.
func DoubleBits(d float64) uint64 { return math.Float64bits(d) }
