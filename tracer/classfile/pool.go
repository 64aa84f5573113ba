// Access flags, constant pool tags, and the Pool with its typed accessors.

package classfile

import (
	"fmt"
	"unicode/utf16"
)

// Access flags of classes, fields and methods, with the values of the JVM
// specification (tables 4.1-B, 4.5-A and 4.6-A). Several share a value
// because their meaning depends on what they are attached to.
const (
	AccPublic       uint16 = 0x0001 // class, field, method
	AccPrivate      uint16 = 0x0002 // field, method
	AccProtected    uint16 = 0x0004 // field, method
	AccStatic       uint16 = 0x0008 // field, method
	AccFinal        uint16 = 0x0010 // class, field, method
	AccSynchronized uint16 = 0x0020 // method
	AccSuper        uint16 = 0x0020 // class
	AccVolatile     uint16 = 0x0040 // field
	AccBridge       uint16 = 0x0040 // method
	AccTransient    uint16 = 0x0080 // field
	AccVarargs      uint16 = 0x0080 // method
	AccNative       uint16 = 0x0100 // method
	AccInterface    uint16 = 0x0200 // class
	AccAbstract     uint16 = 0x0400 // class, method
	AccStrict       uint16 = 0x0800 // method
	AccSynthetic    uint16 = 0x1000 // class, field, method
	AccAnnotation   uint16 = 0x2000 // class
	AccEnum         uint16 = 0x4000 // class, field
	AccModule       uint16 = 0x8000 // class (module-info)
)

// Tag identifies the kind of a constant pool entry.
type Tag uint8

// Constant pool tags (JVM spec table 4.4-B). Tag 0 marks index 0 and the
// unusable slot after a Long or Double.
const (
	TagUtf8               Tag = 1
	TagInteger            Tag = 3
	TagFloat              Tag = 4
	TagLong               Tag = 5
	TagDouble             Tag = 6
	TagClass              Tag = 7
	TagString             Tag = 8
	TagFieldref           Tag = 9
	TagMethodref          Tag = 10
	TagInterfaceMethodref Tag = 11
	TagNameAndType        Tag = 12
	TagMethodHandle       Tag = 15
	TagMethodType         Tag = 16
	TagDynamic            Tag = 17
	TagInvokeDynamic      Tag = 18
	TagModule             Tag = 19
	TagPackage            Tag = 20
)

var tagNames = map[Tag]string{
	0:                     "unusable",
	TagUtf8:               "Utf8",
	TagInteger:            "Integer",
	TagFloat:              "Float",
	TagLong:               "Long",
	TagDouble:             "Double",
	TagClass:              "Class",
	TagString:             "String",
	TagFieldref:           "Fieldref",
	TagMethodref:          "Methodref",
	TagInterfaceMethodref: "InterfaceMethodref",
	TagNameAndType:        "NameAndType",
	TagMethodHandle:       "MethodHandle",
	TagMethodType:         "MethodType",
	TagDynamic:            "Dynamic",
	TagInvokeDynamic:      "InvokeDynamic",
	TagModule:             "Module",
	TagPackage:            "Package",
}

// String returns the spec's name of the tag without the CONSTANT_ prefix,
// so that error messages read like the specification.
func (t Tag) String() string {
	if s, ok := tagNames[t]; ok {
		return s
	}
	return fmt.Sprintf("Tag(%d)", uint8(t))
}

// Constant is one constant pool entry in raw form. Which fields are used
// depends on Tag; the others are zero.
type Constant struct {
	Tag  Tag
	Bits uint64 // Integer/Float: the 32 raw bits; Long/Double: the 64 raw bits
	Utf8 []byte // TagUtf8: the raw modified-UTF-8 bytes
	// A and B are the entry's index operands in spec order: Class: A=name_index;
	// String: A=string_index; Fieldref/Methodref/InterfaceMethodref:
	// A=class_index, B=name_and_type_index; NameAndType: A=name_index,
	// B=descriptor_index; MethodHandle: A=reference_kind, B=reference_index;
	// MethodType: A=descriptor_index; Dynamic/InvokeDynamic:
	// A=bootstrap_method_attr_index, B=name_and_type_index; Module/Package:
	// A=name_index.
	A, B uint16
}

// Pool is a constant pool indexed as in the file: index 0 is unused and a
// Long or Double entry is followed by an unusable slot with Tag 0.
type Pool []Constant

// entry returns entry i after checking that it exists and has tag want.
func (p Pool) entry(i uint16, want Tag) (*Constant, error) {
	if i == 0 || int(i) >= len(p) {
		return nil, errorf(-1, i, "bad constant pool index %d (pool has %d entries)", i, len(p))
	}
	c := &p[i]
	if c.Tag != want {
		return nil, errorf(-1, i, "constant pool entry %d is %v, want %v", i, c.Tag, want)
	}
	return c, nil
}

// Utf8 returns the Utf8 entry i as a Go string. Surrogate pairs are
// combined and an unpaired surrogate becomes U+FFFD, since a Go string
// cannot hold one; use String for the exact UTF-16 of a Java string.
func (p Pool) Utf8(i uint16) (string, error) {
	c, err := p.entry(i, TagUtf8)
	if err != nil {
		return "", err
	}
	return decodeString(c.Utf8, i)
}

// decodeString turns modified UTF-8 into a Go string, taking a copy-free
// fast path for the plain ASCII that almost all names are.
func decodeString(b []byte, i uint16) (string, error) {
	ascii := true
	for _, c := range b {
		if c == 0 || c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return string(b), nil
	}
	u, err := DecodeModifiedUTF8(b)
	if err != nil {
		return "", errorf(-1, i, "constant pool entry %d: %v", i, err.(*FormatError).Msg)
	}
	return string(utf16.Decode(u)), nil
}

// ClassName returns the internal name of Class entry i, such as
// "java/lang/String" or, for array classes, "[I".
func (p Pool) ClassName(i uint16) (string, error) {
	c, err := p.entry(i, TagClass)
	if err != nil {
		return "", err
	}
	return p.Utf8(c.A)
}

// String returns the UTF-16 code units of String entry i exactly as Java
// sees them: unpaired surrogates are kept and 0xC0 0x80 is U+0000.
func (p Pool) String(i uint16) ([]uint16, error) {
	c, err := p.entry(i, TagString)
	if err != nil {
		return nil, err
	}
	u, err := p.entry(c.A, TagUtf8)
	if err != nil {
		return nil, err
	}
	s, err := DecodeModifiedUTF8(u.Utf8)
	if err != nil {
		return nil, errorf(-1, c.A, "constant pool entry %d: %v", c.A, err.(*FormatError).Msg)
	}
	return s, nil
}

// MemberRef returns the class, name and descriptor of entry i, which must be
// a Fieldref, Methodref or InterfaceMethodref.
func (p Pool) MemberRef(i uint16) (class, name, desc string, err error) {
	if i == 0 || int(i) >= len(p) {
		return "", "", "", errorf(-1, i, "bad constant pool index %d (pool has %d entries)", i, len(p))
	}
	c := &p[i]
	switch c.Tag {
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
	default:
		return "", "", "", errorf(-1, i, "constant pool entry %d is %v, want Fieldref, Methodref or InterfaceMethodref", i, c.Tag)
	}
	if class, err = p.ClassName(c.A); err != nil {
		return "", "", "", err
	}
	if name, desc, err = p.NameAndType(c.B); err != nil {
		return "", "", "", err
	}
	return class, name, desc, nil
}

// NameAndType returns the name and descriptor of NameAndType entry i.
func (p Pool) NameAndType(i uint16) (name, desc string, err error) {
	c, err := p.entry(i, TagNameAndType)
	if err != nil {
		return "", "", err
	}
	if name, err = p.Utf8(c.A); err != nil {
		return "", "", err
	}
	if desc, err = p.Utf8(c.B); err != nil {
		return "", "", err
	}
	return name, desc, nil
}
