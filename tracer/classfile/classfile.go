// The ClassFile structures and Parse, which reads and validates a class file.

package classfile

import (
	"bytes"
	"fmt"
)

// Supported class file major versions: JDK 1.1 through Java 21. Versions 62 to 65 (Java 18 to
// 21) add no class file structures over Java 17's; their new bootstrap methods are the VM's
// business.
const (
	MinMajor = 45
	MaxMajor = 65
)

// ClassFile is a parsed class file. Names are internal names
// ("java/lang/String"); all slices refer to a private copy of the input.
type ClassFile struct {
	Minor, Major uint16
	Pool         Pool
	Access       uint16
	ThisClass    string // internal name
	SuperClass   string // "" for java/lang/Object (and module-info)
	Interfaces   []string
	Fields       []Field
	Methods      []Method
	SourceFile   string // "" if absent
	// BootstrapMethods is the BootstrapMethods attribute, which the
	// bootstrap_method_attr_index of Dynamic and InvokeDynamic entries
	// indexes; nil if absent.
	BootstrapMethods []BootstrapMethod
}

// Field is a field_info structure.
type Field struct {
	Access           uint16
	Name, Descriptor string
	// ConstantValue is the constant pool index named by the ConstantValue
	// attribute of a static field, 0 if none. It is checked to be a
	// constant of the field's type. The JVM ignores the attribute on
	// non-static fields, so it is 0 for them too.
	ConstantValue uint16
}

// Method is a method_info structure.
type Method struct {
	Access           uint16
	Name, Descriptor string
	Code             *Code // nil for native and abstract methods
}

// Code is a Code attribute.
type Code struct {
	MaxStack, MaxLocals uint16
	Code                []byte
	Handlers            []Handler
	Lines               []LineNumber // from all LineNumberTable attributes, in file order
	// Locals holds the entries of all LocalVariableTable attributes (javac -g), in file
	// order; nil without one. HotSpot names locals from it in NullPointerException messages.
	Locals []LocalVariable
	// StackMapTable is the raw body of the StackMapTable attribute (number_of_entries
	// and the frames), nil without one. Package tracer/verify parses and checks it.
	StackMapTable []byte
}

// LocalVariable is one local_variable_table entry: local Index holds the
// variable Name (of type Descriptor) for the code from StartPC for Length bytes.
type LocalVariable struct {
	StartPC, Length  uint16
	Name, Descriptor string
	Index            uint16
}

// LocalName returns the name of local slot index at pc from the LocalVariableTable:
// the first entry whose range covers pc, as HotSpot looks it up; "" if none does.
func (c *Code) LocalName(pc, index int) string {
	if c == nil {
		return ""
	}
	for _, l := range c.Locals {
		if int(l.Index) == index && pc >= int(l.StartPC) && pc < int(l.StartPC)+int(l.Length) {
			return l.Name
		}
	}
	return ""
}

// Handler is one exception_table entry of a Code attribute; the range
// StartPC (inclusive) to EndPC (exclusive) is protected.
type Handler struct {
	StartPC, EndPC, HandlerPC uint16
	CatchType                 uint16 // constant pool index of a Class, 0 = catches everything (finally)
}

// LineNumber is one line_number_table entry: the code from StartPC on
// belongs to source line Line.
type LineNumber struct{ StartPC, Line uint16 }

// BootstrapMethod is one entry of the BootstrapMethods attribute.
type BootstrapMethod struct {
	Ref  uint16   // constant pool index of a MethodHandle
	Args []uint16 // constant pool indexes of loadable constants
}

// LineAt returns the source line of the instruction at pc: that of the
// entry with the greatest StartPC <= pc. It returns -1 if there is no line
// table or no entry covers pc. The tables are short and unsorted (javac
// emits them in code generation order), so a linear scan is right.
func (c *Code) LineAt(pc int) int {
	if c == nil {
		return -1
	}
	best, line := -1, -1
	for _, l := range c.Lines {
		if s := int(l.StartPC); s <= pc && s >= best {
			best, line = s, int(l.Line)
		}
	}
	return line
}

// parser holds the state of one Parse call.
type parser struct {
	r      reader
	cf     *ClassFile
	offs   []int64  // file offset of each constant pool entry, for errors
	strs   []string // decoded Utf8 entries, "" for other tags
	hasBSM bool     // a Dynamic or InvokeDynamic entry needs BootstrapMethods
}

// Parse parses and validates a class file. Errors are *FormatError. The
// ClassFile does not share memory with data.
func Parse(data []byte) (*ClassFile, error) {
	p := &parser{
		r:  reader{b: bytes.Clone(data), in: "file"},
		cf: &ClassFile{},
	}
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.cf, nil
}

func (p *parser) parse() error {
	r, cf := &p.r, p.cf
	magic, err := r.u4("magic number")
	if err != nil {
		return err
	}
	if magic != 0xCAFEBABE {
		return errorf(0, magic, "bad magic number %#08x, want 0xcafebabe", magic)
	}
	if cf.Minor, err = r.u2("minor version"); err != nil {
		return err
	}
	if cf.Major, err = r.u2("major version"); err != nil {
		return err
	}
	if cf.Major < MinMajor || cf.Major > MaxMajor {
		if cf.Major > MaxMajor && cf.Major < 100 {
			return errorf(4, fmt.Sprintf("%d.%d", cf.Major, cf.Minor), "unsupported class file version %d.%d (Java %d); crossprof runs class files up to version %d (Java 21)",
				cf.Major, cf.Minor, cf.Major-44, MaxMajor)
		}
		return errorf(4, fmt.Sprintf("%d.%d", cf.Major, cf.Minor), "unsupported class file version %d.%d", cf.Major, cf.Minor)
	}
	// From Java 12 (56) on the minor version is 0, or 0xFFFF for preview
	// features, which we cannot promise to run.
	if cf.Major >= 56 && cf.Minor == 0xFFFF {
		return errorf(4, fmt.Sprintf("%d.%d", cf.Major, cf.Minor), "unsupported class file version %d.%d: compiled with --enable-preview (Java %d preview features), which crossprof does not run",
			cf.Major, cf.Minor, cf.Major-44)
	}
	if cf.Major >= 56 && cf.Minor != 0 {
		return errorf(4, fmt.Sprintf("%d.%d", cf.Major, cf.Minor), "unsupported class file version %d.%d", cf.Major, cf.Minor)
	}
	if err := p.parsePool(); err != nil {
		return err
	}
	if err := p.checkPool(); err != nil {
		return err
	}

	if cf.Access, err = r.u2("access flags"); err != nil {
		return err
	}
	off := r.off()
	this, err := r.u2("this_class")
	if err != nil {
		return err
	}
	if cf.ThisClass, err = p.typeName(this, off, "this_class"); err != nil {
		return err
	}
	off = r.off()
	super, err := r.u2("super_class")
	if err != nil {
		return err
	}
	if super != 0 {
		if cf.SuperClass, err = p.typeName(super, off, "super_class"); err != nil {
			return err
		}
	} else if cf.ThisClass != "java/lang/Object" && cf.Access&AccModule == 0 {
		return errorf(off, nil, "class %s has no superclass", cf.ThisClass)
	}

	n, err := r.count(2, "interfaces")
	if err != nil {
		return err
	}
	cf.Interfaces = make([]string, n)
	for i := range cf.Interfaces {
		off := r.off()
		idx, err := r.u2("interface index")
		if err != nil {
			return err
		}
		if cf.Interfaces[i], err = p.typeName(idx, off, "interface"); err != nil {
			return err
		}
	}

	// field_info and method_info are at least 8 bytes each.
	if n, err = r.count(8, "fields"); err != nil {
		return err
	}
	cf.Fields = make([]Field, n)
	for i := range cf.Fields {
		if err := p.parseField(&cf.Fields[i]); err != nil {
			return err
		}
	}
	if n, err = r.count(8, "methods"); err != nil {
		return err
	}
	cf.Methods = make([]Method, n)
	for i := range cf.Methods {
		if err := p.parseMethod(&cf.Methods[i]); err != nil {
			return err
		}
	}

	if n, err = r.count(6, "class attributes"); err != nil {
		return err
	}
	seen := map[string]bool{}
	for range n {
		name, body, err := p.attribute(r)
		if err != nil {
			return err
		}
		switch name {
		case "SourceFile", "BootstrapMethods":
			if seen[name] {
				return errorf(body.base-6, name, "duplicate %s attribute", name)
			}
			seen[name] = true
		}
		switch name {
		case "SourceFile":
			if body.remaining() != 2 {
				return errorf(body.base-4, body.remaining(), "SourceFile attribute length is %d, want 2", body.remaining())
			}
			idx, _ := body.u2("sourcefile_index")
			if cf.SourceFile, err = p.utf8(idx, body.base, "sourcefile_index"); err != nil {
				return err
			}
		case "BootstrapMethods":
			if err := p.parseBootstrapMethods(body); err != nil {
				return err
			}
		}
	}
	if p.hasBSM && cf.BootstrapMethods == nil {
		return errorf(r.off(), nil, "constant pool has Dynamic or InvokeDynamic entries but there is no BootstrapMethods attribute")
	}
	for i, c := range cf.Pool {
		if (c.Tag == TagDynamic || c.Tag == TagInvokeDynamic) && int(c.A) >= len(cf.BootstrapMethods) {
			return errorf(p.offs[i], int(c.A), "constant pool entry %d: bootstrap method index %d out of range (%d bootstrap methods)", i, c.A, len(cf.BootstrapMethods))
		}
	}
	if r.remaining() != 0 {
		return errorf(r.off(), r.remaining(), "%d extra bytes after the end of the class file", r.remaining())
	}
	return nil
}

// parsePool reads the raw constant pool entries.
func (p *parser) parsePool() error {
	r := &p.r
	off := r.off()
	count, err := r.u2("constant pool count")
	if err != nil {
		return err
	}
	if count == 0 {
		return errorf(off, 0, "constant pool count is 0")
	}
	// Every entry takes at least 3 bytes (a Long's two slots take 9), so
	// this bounds the allocation by the input size.
	if (int(count)-1)*3 > r.remaining() {
		return errorf(off, int(count), "constant pool count %d needs at least %d bytes, only %d remain", count, (int(count)-1)*3, r.remaining())
	}
	pool := make(Pool, count)
	p.offs = make([]int64, count)
	for i := 1; i < int(count); i++ {
		p.offs[i] = r.off()
		t, err := r.u1("constant pool tag")
		if err != nil {
			return err
		}
		c := &pool[i]
		c.Tag = Tag(t)
		switch c.Tag {
		case TagUtf8:
			n, err := r.u2("Utf8 length")
			if err != nil {
				return err
			}
			if c.Utf8, err = r.bytes(int(n), "Utf8 bytes"); err != nil {
				return err
			}
		case TagInteger, TagFloat:
			v, err := r.u4("constant value")
			if err != nil {
				return err
			}
			c.Bits = uint64(v)
		case TagLong, TagDouble:
			if c.Bits, err = r.u8("constant value"); err != nil {
				return err
			}
			// The next slot is unusable and must exist.
			if i+1 >= int(count) {
				return errorf(p.offs[i], i, "constant pool entry %d is a %v in the last slot, which needs two (pool has %d entries)", i, c.Tag, count)
			}
			i++
			p.offs[i] = p.offs[i-1]
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			if c.A, err = r.u2("constant pool index"); err != nil {
				return err
			}
		case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			if c.A, err = r.u2("constant pool index"); err != nil {
				return err
			}
			if c.B, err = r.u2("constant pool index"); err != nil {
				return err
			}
		case TagMethodHandle:
			k, err := r.u1("reference kind")
			if err != nil {
				return err
			}
			c.A = uint16(k)
			if c.B, err = r.u2("reference index"); err != nil {
				return err
			}
		default:
			return errorf(p.offs[i], t, "constant pool entry %d has unknown tag %d", i, t)
		}
	}
	p.cf.Pool = pool
	return nil
}

// minMajor is the first class file version that allows each newer tag.
var minMajor = map[Tag]uint16{
	TagMethodHandle:  51,
	TagMethodType:    51,
	TagInvokeDynamic: 51,
	TagModule:        53,
	TagPackage:       53,
	TagDynamic:       55,
}

// checkPool decodes every Utf8 entry and checks that every index in the
// pool refers to an entry of the right tag with well-formed contents, so
// that the Pool accessors cannot fail on entries the file refers to.
func (p *parser) checkPool() error {
	pool := p.cf.Pool
	p.strs = make([]string, len(pool))
	for i, c := range pool {
		if c.Tag != TagUtf8 {
			continue
		}
		s, err := decodeString(c.Utf8, uint16(i))
		if err != nil {
			return &FormatError{Offset: p.offs[i], Msg: err.(*FormatError).Msg, Val: i}
		}
		p.strs[i] = s
	}
	for i, c := range pool {
		off := p.offs[i]
		if v, ok := minMajor[c.Tag]; ok && p.cf.Major < v {
			return errorf(off, i, "constant pool entry %d: %v needs class file version %d, file is %d", i, c.Tag, v, p.cf.Major)
		}
		var err error
		switch c.Tag {
		case TagClass:
			_, err = p.className(uint16(i), off, "constant")
		case TagString:
			_, err = p.utf8(c.A, off, "string_index")
		case TagMethodType:
			err = p.descriptor(c.A, off, true)
		case TagModule, TagPackage:
			_, err = p.utf8(c.A, off, "name_index")
		case TagNameAndType:
			if _, err = p.utf8(c.A, off, "name_index"); err == nil {
				_, err = p.utf8(c.B, off, "descriptor_index")
			}
		case TagFieldref, TagMethodref, TagInterfaceMethodref:
			err = p.checkMemberRef(uint16(i), c, off)
		case TagDynamic, TagInvokeDynamic:
			p.hasBSM = true
			var nat *Constant
			if nat, err = p.tagged(c.B, off, "name_and_type_index", TagNameAndType); err == nil {
				if err = p.unqualified(nat.A, off, false); err == nil {
					err = p.descriptor(nat.B, off, c.Tag == TagInvokeDynamic)
				}
			}
		case TagMethodHandle:
			err = p.checkMethodHandle(c, off)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// checkMemberRef checks a Fieldref, Methodref or InterfaceMethodref.
func (p *parser) checkMemberRef(i uint16, c Constant, off int64) error {
	if _, err := p.tagged(c.A, off, "class_index", TagClass); err != nil {
		return err
	}
	nat, err := p.tagged(c.B, off, "name_and_type_index", TagNameAndType)
	if err != nil {
		return err
	}
	isMethod := c.Tag != TagFieldref
	if err := p.unqualified(nat.A, off, isMethod); err != nil {
		return err
	}
	if isMethod && p.strs[nat.A] == "<clinit>" {
		return errorf(off, i, "constant pool entry %d refers to <clinit>", i)
	}
	return p.descriptor(nat.B, off, isMethod)
}

// checkMethodHandle checks the reference kind of a MethodHandle against the
// tag and name of the member it refers to (JVM spec 4.4.8).
func (p *parser) checkMethodHandle(c Constant, off int64) error {
	var want []Tag
	switch c.A {
	case 1, 2, 3, 4: // getField, getStatic, putField, putStatic
		want = []Tag{TagFieldref}
	case 5, 8: // invokeVirtual, newInvokeSpecial
		want = []Tag{TagMethodref}
	case 6, 7: // invokeStatic, invokeSpecial
		want = []Tag{TagMethodref}
		if p.cf.Major >= 52 {
			want = append(want, TagInterfaceMethodref)
		}
	case 9: // invokeInterface
		want = []Tag{TagInterfaceMethodref}
	default:
		return errorf(off, int(c.A), "method handle has bad reference kind %d", c.A)
	}
	if c.B == 0 || int(c.B) >= len(p.cf.Pool) {
		return errorf(off, int(c.B), "bad constant pool index %d (pool has %d entries)", c.B, len(p.cf.Pool))
	}
	ref := p.cf.Pool[c.B]
	ok := false
	for _, t := range want {
		ok = ok || ref.Tag == t
	}
	if !ok {
		return errorf(off, int(c.B), "method handle of kind %d refers to entry %d, a %v", c.A, c.B, ref.Tag)
	}
	if c.A >= 5 {
		// The member reference has been or will be checked on its own,
		// but may not have been yet, so check its indexes here.
		nat, err := p.tagged(ref.B, off, "name_and_type_index", TagNameAndType)
		if err != nil {
			return err
		}
		if _, err := p.utf8(nat.A, off, "name_index"); err != nil {
			return err
		}
		if name := p.strs[nat.A]; (c.A == 8) != (name == "<init>") {
			return errorf(off, name, "method handle of kind %d refers to method %q", c.A, name)
		}
	}
	return nil
}

// tagged returns entry idx, checking that it has tag want.
func (p *parser) tagged(idx uint16, off int64, what string, want Tag) (*Constant, error) {
	pool := p.cf.Pool
	if idx == 0 || int(idx) >= len(pool) {
		return nil, errorf(off, int(idx), "bad constant pool index %d (pool has %d entries)", idx, len(pool))
	}
	if t := pool[idx].Tag; t != want {
		return nil, errorf(off, int(idx), "%s %d refers to a %v entry, want %v", what, idx, t, want)
	}
	return &pool[idx], nil
}

// utf8 returns the decoded Utf8 entry idx.
func (p *parser) utf8(idx uint16, off int64, what string) (string, error) {
	if _, err := p.tagged(idx, off, what, TagUtf8); err != nil {
		return "", err
	}
	return p.strs[idx], nil
}

// typeName is className for this_class, super_class and interfaces, which
// must name a class or interface, not an array type.
func (p *parser) typeName(idx uint16, off int64, what string) (string, error) {
	name, err := p.className(idx, off, what)
	if err == nil && name[0] == '[' {
		return "", errorf(off, name, "%s is the array type %s", what, name)
	}
	return name, err
}

// className returns the name of Class entry idx after checking that it is
// a valid internal class name or array descriptor (JVM spec 4.2.1).
func (p *parser) className(idx uint16, off int64, what string) (string, error) {
	c, err := p.tagged(idx, off, what, TagClass)
	if err != nil {
		return "", err
	}
	name, err := p.utf8(c.A, off, "name_index")
	if err != nil {
		return "", err
	}
	if len(name) > 0 && name[0] == '[' {
		if n, ok := fieldDesc(name, 0); !ok || n != len(name) {
			return "", errorf(off, name, "bad array class name %q", name)
		}
		return name, nil
	}
	if !validBinaryName(name) {
		return "", errorf(off, name, "bad class name %q", name)
	}
	return name, nil
}

// unqualified checks that Utf8 entry idx is a valid field or method name
// (JVM spec 4.2.2).
func (p *parser) unqualified(idx uint16, off int64, method bool) error {
	name, err := p.utf8(idx, off, "name_index")
	if err != nil {
		return err
	}
	if !validUnqualified(name, method) {
		kind := "field"
		if method {
			kind = "method"
		}
		return errorf(off, name, "bad %s name %q", kind, name)
	}
	return nil
}

// descriptor checks that Utf8 entry idx is a valid field or method
// descriptor (JVM spec 4.3).
func (p *parser) descriptor(idx uint16, off int64, method bool) error {
	d, err := p.utf8(idx, off, "descriptor_index")
	if err != nil {
		return err
	}
	if method {
		if !validMethodDesc(d) {
			return errorf(off, d, "bad method descriptor %q", d)
		}
	} else if n, ok := fieldDesc(d, 0); !ok || n != len(d) {
		return errorf(off, d, "bad field descriptor %q", d)
	}
	return nil
}

// attribute reads an attribute header and returns its name and a reader
// over its body. The length is checked against the enclosing reader.
func (p *parser) attribute(r *reader) (string, *reader, error) {
	off := r.off()
	idx, err := r.u2("attribute name index")
	if err != nil {
		return "", nil, err
	}
	name, err := p.utf8(idx, off, "attribute_name_index")
	if err != nil {
		return "", nil, err
	}
	lenOff := r.off()
	n, err := r.u4("attribute length")
	if err != nil {
		return "", nil, err
	}
	if int64(n) > int64(r.remaining()) {
		return "", nil, errorf(lenOff, n, "%s attribute length %d exceeds the %d bytes remaining in %s", name, n, r.remaining(), r.in)
	}
	body := &reader{b: r.b[r.pos : r.pos+int(n) : r.pos+int(n)], base: r.off(), in: name + " attribute"}
	r.pos += int(n)
	return name, body, nil
}

// parseField reads a field_info.
func (p *parser) parseField(f *Field) error {
	r := &p.r
	var err error
	if f.Access, err = r.u2("field access flags"); err != nil {
		return err
	}
	off := r.off()
	nameIdx, err := r.u2("field name index")
	if err != nil {
		return err
	}
	if err := p.unqualified(nameIdx, off, false); err != nil {
		return err
	}
	f.Name = p.strs[nameIdx]
	off = r.off()
	descIdx, err := r.u2("field descriptor index")
	if err != nil {
		return err
	}
	if err := p.descriptor(descIdx, off, false); err != nil {
		return err
	}
	f.Descriptor = p.strs[descIdx]
	n, err := r.count(6, "field attributes")
	if err != nil {
		return err
	}
	seen := false
	for range n {
		name, body, err := p.attribute(r)
		if err != nil {
			return err
		}
		if name != "ConstantValue" {
			continue
		}
		if seen {
			return errorf(body.base-6, name, "field %s has two ConstantValue attributes", f.Name)
		}
		seen = true
		if body.remaining() != 2 {
			return errorf(body.base-4, body.remaining(), "ConstantValue attribute length is %d, want 2", body.remaining())
		}
		idx, _ := body.u2("constantvalue_index")
		if f.Access&AccStatic == 0 {
			continue // ignored by the JVM on instance fields (JVM spec 4.7.2)
		}
		if err := p.checkConstantValue(f, idx, body.base); err != nil {
			return err
		}
		f.ConstantValue = idx
	}
	return nil
}

// checkConstantValue checks that constant idx fits the type of field f
// (JVM spec table 4.7.2-A).
func (p *parser) checkConstantValue(f *Field, idx uint16, off int64) error {
	var want Tag
	switch f.Descriptor {
	case "J":
		want = TagLong
	case "F":
		want = TagFloat
	case "D":
		want = TagDouble
	case "I", "S", "C", "B", "Z":
		want = TagInteger
	case "Ljava/lang/String;":
		want = TagString
	default:
		return errorf(off, f.Descriptor, "field %s of type %s cannot have a ConstantValue", f.Name, f.Descriptor)
	}
	_, err := p.tagged(idx, off, "constantvalue_index", want)
	return err
}

// parseMethod reads a method_info.
func (p *parser) parseMethod(m *Method) error {
	r := &p.r
	var err error
	start := r.off()
	if m.Access, err = r.u2("method access flags"); err != nil {
		return err
	}
	off := r.off()
	nameIdx, err := r.u2("method name index")
	if err != nil {
		return err
	}
	if err := p.unqualified(nameIdx, off, true); err != nil {
		return err
	}
	m.Name = p.strs[nameIdx]
	off = r.off()
	descIdx, err := r.u2("method descriptor index")
	if err != nil {
		return err
	}
	if err := p.descriptor(descIdx, off, true); err != nil {
		return err
	}
	m.Descriptor = p.strs[descIdx]
	n, err := r.count(6, "method attributes")
	if err != nil {
		return err
	}
	for range n {
		name, body, err := p.attribute(r)
		if err != nil {
			return err
		}
		if name != "Code" {
			continue
		}
		if m.Code != nil {
			return errorf(body.base-6, name, "method %s%s has two Code attributes", m.Name, m.Descriptor)
		}
		if m.Code, err = p.parseCode(body); err != nil {
			return err
		}
	}
	// The interpreter relies on Code being present exactly when there is
	// bytecode to run (JVM spec 4.7.3).
	noCode := m.Access&(AccNative|AccAbstract) != 0
	if noCode && m.Code != nil {
		return errorf(start, m.Name, "native or abstract method %s%s has a Code attribute", m.Name, m.Descriptor)
	}
	if !noCode && m.Code == nil {
		return errorf(start, m.Name, "method %s%s has no Code attribute", m.Name, m.Descriptor)
	}
	return nil
}

// parseCode reads the body of a Code attribute.
func (p *parser) parseCode(r *reader) (*Code, error) {
	c := &Code{}
	var err error
	if c.MaxStack, err = r.u2("max_stack"); err != nil {
		return nil, err
	}
	if c.MaxLocals, err = r.u2("max_locals"); err != nil {
		return nil, err
	}
	off := r.off()
	n, err := r.u4("code_length")
	if err != nil {
		return nil, err
	}
	if n == 0 || n > 65535 {
		return nil, errorf(off, n, "code_length %d is not in 1..65535", n)
	}
	if c.Code, err = r.bytes(int(n), "code"); err != nil {
		return nil, err
	}
	codeLen := int(n)
	nh, err := r.count(8, "exception table")
	if err != nil {
		return nil, err
	}
	c.Handlers = make([]Handler, nh)
	for i := range c.Handlers {
		h := &c.Handlers[i]
		off := r.off()
		h.StartPC, _ = r.u2("start_pc") // count checked the length
		h.EndPC, _ = r.u2("end_pc")
		h.HandlerPC, _ = r.u2("handler_pc")
		h.CatchType, _ = r.u2("catch_type")
		if h.StartPC >= h.EndPC || int(h.EndPC) > codeLen {
			return nil, errorf(off, i, "exception handler %d covers bad range %d..%d (code length %d)", i, h.StartPC, h.EndPC, codeLen)
		}
		if int(h.HandlerPC) >= codeLen {
			return nil, errorf(off, i, "exception handler %d starts at %d, beyond code length %d", i, h.HandlerPC, codeLen)
		}
		if h.CatchType != 0 {
			if _, err := p.className(h.CatchType, off+6, "catch_type"); err != nil {
				return nil, err
			}
		}
	}
	na, err := r.count(6, "Code attributes")
	if err != nil {
		return nil, err
	}
	for range na {
		name, body, err := p.attribute(r)
		if err != nil {
			return nil, err
		}
		if name == "LocalVariableTable" {
			if err := p.parseLocals(body, c); err != nil {
				return nil, err
			}
			continue
		}
		if name == "StackMapTable" {
			c.StackMapTable = body.b
			continue
		}
		if name != "LineNumberTable" {
			continue
		}
		nl, err := body.count(4, "line number table")
		if err != nil {
			return nil, err
		}
		if body.remaining() != nl*4 {
			return nil, errorf(body.base-4, body.remaining()+2, "LineNumberTable attribute length %d does not match its %d entries", body.remaining()+2, nl)
		}
		for range nl {
			off := body.off()
			var l LineNumber
			l.StartPC, _ = body.u2("start_pc")
			l.Line, _ = body.u2("line_number")
			if int(l.StartPC) >= codeLen {
				return nil, errorf(off, int(l.StartPC), "line number entry start_pc %d is beyond code length %d", l.StartPC, codeLen)
			}
			c.Lines = append(c.Lines, l)
		}
	}
	if r.remaining() != 0 {
		return nil, errorf(r.off(), r.remaining(), "Code attribute has %d bytes after its contents", r.remaining())
	}
	return c, nil
}

// parseLocals reads the body of a LocalVariableTable attribute into c.Locals, with the
// checks HotSpot makes when it verifies a class file: ranges within the code, valid names
// and field descriptors, and slots below max_locals (two slots for long and double).
func (p *parser) parseLocals(r *reader, c *Code) error {
	n, err := r.count(10, "local variable table")
	if err != nil {
		return err
	}
	if r.remaining() != n*10 {
		return errorf(r.base-4, r.remaining()+2, "LocalVariableTable attribute length %d does not match its %d entries", r.remaining()+2, n)
	}
	codeLen := len(c.Code)
	for range n {
		off := r.off()
		var l LocalVariable
		var nameIdx, descIdx uint16
		l.StartPC, _ = r.u2("start_pc") // count checked the length
		l.Length, _ = r.u2("length")
		nameIdx, _ = r.u2("name_index")
		descIdx, _ = r.u2("descriptor_index")
		l.Index, _ = r.u2("index")
		if int(l.StartPC) >= codeLen || int(l.StartPC)+int(l.Length) > codeLen {
			return errorf(off, int(l.StartPC), "local variable entry covers %d..%d, beyond code length %d", l.StartPC, int(l.StartPC)+int(l.Length), codeLen)
		}
		if err := p.unqualified(nameIdx, off+4, false); err != nil {
			return err
		}
		if err := p.descriptor(descIdx, off+6, false); err != nil {
			return err
		}
		l.Name, l.Descriptor = p.strs[nameIdx], p.strs[descIdx]
		slots := 1
		if l.Descriptor == "J" || l.Descriptor == "D" {
			slots = 2
		}
		if int(l.Index)+slots > int(c.MaxLocals) {
			return errorf(off+8, int(l.Index), "local variable %s uses slot %d, beyond max_locals %d", l.Name, int(l.Index)+slots-1, c.MaxLocals)
		}
		c.Locals = append(c.Locals, l)
	}
	return nil
}

// parseBootstrapMethods reads the BootstrapMethods attribute body.
func (p *parser) parseBootstrapMethods(r *reader) error {
	n, err := r.count(4, "bootstrap methods")
	if err != nil {
		return err
	}
	bsms := make([]BootstrapMethod, n)
	for i := range bsms {
		off := r.off()
		ref, err := r.u2("bootstrap_method_ref")
		if err != nil {
			return err
		}
		if _, err := p.tagged(ref, off, "bootstrap_method_ref", TagMethodHandle); err != nil {
			return err
		}
		na, err := r.count(2, "bootstrap arguments")
		if err != nil {
			return err
		}
		args := make([]uint16, na)
		for j := range args {
			off := r.off()
			args[j], _ = r.u2("bootstrap argument")
			if err := p.loadable(args[j], off); err != nil {
				return err
			}
		}
		bsms[i] = BootstrapMethod{Ref: ref, Args: args}
	}
	if r.remaining() != 0 {
		return errorf(r.off(), r.remaining(), "BootstrapMethods attribute has %d bytes after its contents", r.remaining())
	}
	p.cf.BootstrapMethods = bsms
	return nil
}

// loadable checks that idx is a loadable constant (JVM spec table 4.4-C).
func (p *parser) loadable(idx uint16, off int64) error {
	pool := p.cf.Pool
	if idx == 0 || int(idx) >= len(pool) {
		return errorf(off, int(idx), "bad constant pool index %d (pool has %d entries)", idx, len(pool))
	}
	switch t := pool[idx].Tag; t {
	case TagInteger, TagFloat, TagLong, TagDouble, TagClass, TagString, TagMethodHandle, TagMethodType, TagDynamic:
		return nil
	default:
		return errorf(off, int(idx), "bootstrap argument %d is a %v entry, which is not loadable", idx, t)
	}
}
