// A tiny class file assembler for tests that need precisely broken input.

package classfile

import "encoding/binary"

func u2(v uint16) []byte { return binary.BigEndian.AppendUint16(nil, v) }
func u4(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }

func cat(parts ...[]byte) []byte {
	var b []byte
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// Constant pool entry encoders.
func cUtf8(s string) []byte          { return cat([]byte{byte(TagUtf8)}, u2(uint16(len(s))), []byte(s)) }
func cIdx(t Tag, a uint16) []byte    { return cat([]byte{byte(t)}, u2(a)) }
func cRef(t Tag, a, b uint16) []byte { return cat([]byte{byte(t)}, u2(a), u2(b)) }
func cLong(t Tag, v uint64) []byte {
	return cat([]byte{byte(t)}, binary.BigEndian.AppendUint64(nil, v))
}

func attr(name uint16, body []byte) []byte { return cat(u2(name), u4(uint32(len(body))), body) }

func member(acc, name, desc uint16, attrs ...[]byte) []byte {
	return cat(u2(acc), u2(name), u2(desc), u2(uint16(len(attrs))), cat(attrs...))
}

func codeBody(code []byte, handlers [][4]uint16, attrs ...[]byte) []byte {
	b := cat(u2(2), u2(2), u4(uint32(len(code))), code, u2(uint16(len(handlers))))
	for _, h := range handlers {
		b = cat(b, u2(h[0]), u2(h[1]), u2(h[2]), u2(h[3]))
	}
	return cat(b, u2(uint16(len(attrs))), cat(attrs...))
}

// cls describes a class file piece by piece; build assembles it.
type cls struct {
	magic        uint32
	minor, major uint16
	pool         [][]byte
	poolCount    int // 0: computed from pool
	access       uint16
	this, super  uint16
	ifaces       []uint16
	fields       [][]byte
	methods      [][]byte
	attrs        [][]byte
	trailing     []byte
}

func (c *cls) build() []byte {
	n := 1
	for _, e := range c.pool {
		n++
		if Tag(e[0]) == TagLong || Tag(e[0]) == TagDouble {
			n++
		}
	}
	if c.poolCount != 0 {
		n = c.poolCount
	}
	b := cat(u4(c.magic), u2(c.minor), u2(c.major), u2(uint16(n)), cat(c.pool...),
		u2(c.access), u2(c.this), u2(c.super), u2(uint16(len(c.ifaces))))
	for _, i := range c.ifaces {
		b = cat(b, u2(i))
	}
	b = cat(b, u2(uint16(len(c.fields))), cat(c.fields...))
	b = cat(b, u2(uint16(len(c.methods))), cat(c.methods...))
	b = cat(b, u2(uint16(len(c.attrs))), cat(c.attrs...))
	return cat(b, c.trailing)
}

// Pool indexes of the minimal class.
const (
	iThisName = 1 + iota
	iThis
	iObjName
	iObj
	iMName
	iMDesc
	iCode
	iFName
	iFDesc
	iCV
	iInt
	iSF
	iSFName
	iLines
	iNAT
	iMref
	iStr
)

// minimal returns a valid class T with a static int field f = 42 and a
// static method m()V whose code is "return".
func minimal() *cls {
	return &cls{
		magic: 0xCAFEBABE, major: 52,
		pool: [][]byte{
			cUtf8("T"), cIdx(TagClass, iThisName),
			cUtf8("java/lang/Object"), cIdx(TagClass, iObjName),
			cUtf8("m"), cUtf8("()V"), cUtf8("Code"),
			cUtf8("f"), cUtf8("I"), cUtf8("ConstantValue"), cat([]byte{byte(TagInteger)}, u4(42)),
			cUtf8("SourceFile"), cUtf8("T.java"), cUtf8("LineNumberTable"),
			cRef(TagNameAndType, iMName, iMDesc), cRef(TagMethodref, iThis, iNAT),
			cIdx(TagString, iSFName),
		},
		access: AccPublic | AccSuper, this: iThis, super: iObj,
		fields: [][]byte{member(AccStatic, iFName, iFDesc, attr(iCV, u2(iInt)))},
		methods: [][]byte{member(AccStatic, iMName, iMDesc,
			attr(iCode, codeBody([]byte{0xb1}, nil, attr(iLines, cat(u2(1), u2(0), u2(7))))))},
		attrs: [][]byte{attr(iSF, u2(iSFName))},
	}
}
