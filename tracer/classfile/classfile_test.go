// Unit tests: the minimal assembled class, malformed inputs, and the Pool accessors.

package classfile

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestMinimal(t *testing.T) {
	cf, err := Parse(minimal().build())
	if err != nil {
		t.Fatal(err)
	}
	if cf.ThisClass != "T" || cf.SuperClass != "java/lang/Object" || cf.SourceFile != "T.java" {
		t.Errorf("got this %q super %q source %q", cf.ThisClass, cf.SuperClass, cf.SourceFile)
	}
	if len(cf.Fields) != 1 || cf.Fields[0].ConstantValue != iInt {
		t.Errorf("fields = %+v", cf.Fields)
	}
	m := cf.Methods[0]
	if m.Name != "m" || m.Descriptor != "()V" || m.Code == nil || !slices.Equal(m.Code.Code, []byte{0xb1}) {
		t.Fatalf("method = %+v", m)
	}
	if got := m.Code.LineAt(0); got != 7 {
		t.Errorf("LineAt(0) = %d, want 7", got)
	}
	c, n, d, err := cf.Pool.MemberRef(iMref)
	if err != nil || c != "T" || n != "m" || d != "()V" {
		t.Errorf("MemberRef = %q %q %q %v", c, n, d, err)
	}
}

func TestMalformed(t *testing.T) {
	tests := []struct {
		name string
		mod  func(c *cls)
		raw  func(b []byte) []byte // applied to the built bytes, if set
		want string
		off  int64 // expected offset, -2 to skip the check
	}{
		{"bad magic", func(c *cls) { c.magic = 0xCAFEBABF }, nil, "bad magic number 0xcafebabf", 0},
		{"empty", nil, func([]byte) []byte { return nil }, "unexpected end of file reading magic number", 0},
		{"version too new", func(c *cls) { c.major = 66 }, nil, "unsupported class file version 66.0 (Java 22); crossprof runs class files up to version 65 (Java 21)", 4},
		{"version too old", func(c *cls) { c.major = 44; c.minor = 3 }, nil, "unsupported class file version 44.3", 4},
		{"preview minor", func(c *cls) { c.major = 61; c.minor = 0xFFFF }, nil, "unsupported class file version 61.65535: compiled with --enable-preview", 4},
		{"pool count zero", func(c *cls) { c.poolCount = 0xFFFF }, nil, "constant pool count 65535 needs at least", 8},
		{"unknown tag", func(c *cls) { c.pool[0] = []byte{2, 0, 0} }, nil, "constant pool entry 1 has unknown tag 2", 10},
		{"bad pool index", func(c *cls) { c.pool[iThis-1] = cIdx(TagClass, 513) }, nil,
			"bad constant pool index 513 (pool has 18 entries)", -2},
		{"zero pool index", func(c *cls) { c.pool[iStr-1] = cIdx(TagString, 0) }, nil, "bad constant pool index 0", -2},
		{"class names int", func(c *cls) { c.pool[iThis-1] = cIdx(TagClass, iInt) }, nil,
			"name_index 11 refers to a Integer entry, want Utf8", -2},
		{"methodref class is utf8", func(c *cls) { c.pool[iMref-1] = cRef(TagMethodref, iThisName, iNAT) }, nil,
			"class_index 1 refers to a Utf8 entry, want Class", -2},
		{"this_class not class", func(c *cls) { c.this = iThisName }, nil, "this_class 1 refers to a Utf8 entry, want Class", -2},
		{"super not class", func(c *cls) { c.super = iInt }, nil, "super_class 11 refers to a Integer entry", -2},
		{"array this_class", func(c *cls) { c.pool[iThisName-1] = cUtf8("[I") }, nil, "this_class is the array type [I", -2},
		{"no super", func(c *cls) { c.super = 0 }, nil, "class T has no superclass", -2},
		{"interface not class", func(c *cls) { c.ifaces = []uint16{iMDesc} }, nil, "interface 6 refers to a Utf8 entry", -2},
		{"bad method descriptor", func(c *cls) { c.pool[iMDesc-1] = cUtf8("(V") }, nil, `bad method descriptor "(V"`, -2},
		{"bad field descriptor", func(c *cls) { c.pool[iFDesc-1] = cUtf8("Ljava/lang/String") }, nil, "bad field descriptor", -2},
		{"bad class name", func(c *cls) { c.pool[iThisName-1] = cUtf8("a.b") }, nil, `bad class name "a.b"`, -2},
		{"bad utf8", func(c *cls) { c.pool[iSFName-1] = cat([]byte{1}, u2(2), []byte{0xC3, 0x28}) }, nil,
			"truncated two-byte sequence", -2},
		{"utf8 zero byte", func(c *cls) { c.pool[iSFName-1] = cat([]byte{1}, u2(1), []byte{0}) }, nil, "zero byte", -2},
		{"long in last slot", func(c *cls) { c.pool = append(c.pool, cLong(TagLong, 1)); c.poolCount = 19 }, nil,
			"is a Long in the last slot", -2},
		{"method handle too new", func(c *cls) { c.major = 50; c.pool = append(c.pool, cat([]byte{15, 6}, u2(iMref))) }, nil,
			"MethodHandle needs class file version 51", -2},
		{"method handle bad kind", func(c *cls) { c.pool = append(c.pool, cat([]byte{15, 10}, u2(iMref))) }, nil,
			"bad reference kind 10", -2},
		{"method handle wrong ref", func(c *cls) { c.pool = append(c.pool, cat([]byte{15, 1}, u2(iMref))) }, nil,
			"method handle of kind 1 refers to entry 16, a Methodref", -2},
		{"indy without bootstrap", func(c *cls) { c.pool = append(c.pool, cRef(TagInvokeDynamic, 0, iNAT)) }, nil,
			"no BootstrapMethods attribute", -2},
		{"attribute length overflow", func(c *cls) {
			c.attrs = [][]byte{cat(u2(iSF), u4(0xFFFFFFF0), u2(iSFName))}
		}, nil, "SourceFile attribute length 4294967280 exceeds the 2 bytes remaining in file", -2},
		{"code attribute length overflow", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, cat(u2(iCode), u4(100), codeBody([]byte{0xb1}, nil)))}
		}, nil, "Code attribute length 100 exceeds", -2},
		{"code length zero", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody(nil, nil)))}
		}, nil, "code_length 0 is not in 1..65535", -2},
		{"code length beyond attribute", func(c *cls) {
			body := codeBody([]byte{0xb1}, nil)
			copy(body[4:], u4(50))
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, body))}
		}, nil, "unexpected end of Code attribute reading code", -2},
		{"code attribute too long", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, cat(codeBody([]byte{0xb1}, nil), []byte{0})))}
		}, nil, "Code attribute has 1 bytes after its contents", -2},
		{"handler past code", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody([]byte{0, 0xb1}, [][4]uint16{{0, 3, 1, 0}})))}
		}, nil, "exception handler 0 covers bad range 0..3 (code length 2)", -2},
		{"handler empty range", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody([]byte{0, 0xb1}, [][4]uint16{{1, 1, 1, 0}})))}
		}, nil, "covers bad range 1..1", -2},
		{"handler target past code", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody([]byte{0, 0xb1}, [][4]uint16{{0, 1, 2, 0}})))}
		}, nil, "exception handler 0 starts at 2, beyond code length 2", -2},
		{"handler catch type not class", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody([]byte{0, 0xb1}, [][4]uint16{{0, 1, 1, iInt}})))}
		}, nil, "catch_type 11 refers to a Integer entry", -2},
		{"line table past code", func(c *cls) {
			c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody([]byte{0xb1}, nil, attr(iLines, cat(u2(1), u2(1), u2(7))))))}
		}, nil, "line number entry start_pc 1 is beyond code length 1", -2},
		{"abstract with code", func(c *cls) {
			c.methods = [][]byte{member(AccAbstract, iMName, iMDesc, attr(iCode, codeBody([]byte{0xb1}, nil)))}
		}, nil, "native or abstract method m()V has a Code attribute", -2},
		{"missing code", func(c *cls) { c.methods = [][]byte{member(AccStatic, iMName, iMDesc)} }, nil,
			"method m()V has no Code attribute", -2},
		{"constant value of wrong type", func(c *cls) {
			c.fields = [][]byte{member(AccStatic, iFName, iFDesc, attr(iCV, u2(iStr)))}
		}, nil, "constantvalue_index 17 refers to a String entry, want Integer", -2},
		{"constant value bad length", func(c *cls) {
			c.fields = [][]byte{member(AccStatic, iFName, iFDesc, attr(iCV, u4(iInt)))}
		}, nil, "ConstantValue attribute length is 4, want 2", -2},
		{"too many fields", func(c *cls) { c.fields = nil; c.methods = nil; c.attrs = nil; c.trailing = nil },
			func(b []byte) []byte { return append(b[:len(b)-6], 0xFF, 0xFF) }, "fields count 65535 needs at least", -2},
		{"trailing bytes", func(c *cls) { c.trailing = []byte{0} }, nil, "1 extra bytes after the end of the class file", -2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := minimal()
			if tt.mod != nil {
				tt.mod(c)
			}
			b := c.build()
			if tt.raw != nil {
				b = tt.raw(b)
			}
			cf, err := Parse(b)
			if err == nil {
				t.Fatalf("Parse succeeded: %+v", cf)
			}
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %T %v is not a *FormatError", err, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
			if tt.off != -2 && fe.Offset != tt.off {
				t.Errorf("offset %d, want %d", fe.Offset, tt.off)
			}
			if fe.Offset < 0 || fe.Offset > int64(len(b)) {
				t.Errorf("offset %d outside the file (%d bytes)", fe.Offset, len(b))
			}
		})
	}
}

func TestFormatErrorString(t *testing.T) {
	e := &FormatError{Offset: 0x1a, Msg: "bad constant pool index 513 (pool has 40 entries)", Val: 513}
	if got, want := e.Error(), "malformed class file at offset 0x1a: bad constant pool index 513 (pool has 40 entries)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	e.Offset = -1
	if got, want := e.Error(), "malformed class file: bad constant pool index 513 (pool has 40 entries)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestTruncated cuts real class files at every offset: each prefix must
// fail with a FormatError that points inside the prefix.
func TestTruncated(t *testing.T) {
	for _, name := range classFiles(t) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for n := range len(data) {
			_, err := Parse(data[:n])
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("%s cut at %d: error %v is not a *FormatError", name, n, err)
			}
			if fe.Offset < 0 || fe.Offset > int64(n) {
				t.Fatalf("%s cut at %d: offset %d outside the prefix: %v", name, n, fe.Offset, err)
			}
		}
	}
}

func TestPoolAccessorErrors(t *testing.T) {
	cf, err := Parse(minimal().build())
	if err != nil {
		t.Fatal(err)
	}
	p := cf.Pool
	check := func(what string, err error, want string) {
		t.Helper()
		var fe *FormatError
		if !errors.As(err, &fe) || fe.Offset != -1 || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want a *FormatError at -1 containing %q", what, err, want)
		}
	}
	_, err = p.Utf8(0)
	check("Utf8(0)", err, "bad constant pool index 0 (pool has 18 entries)")
	_, err = p.Utf8(18)
	check("Utf8(18)", err, "bad constant pool index 18")
	_, err = p.Utf8(iThis)
	check("Utf8(Class)", err, "constant pool entry 2 is Class, want Utf8")
	_, err = p.ClassName(iThisName)
	check("ClassName(Utf8)", err, "is Utf8, want Class")
	_, err = p.String(iInt)
	check("String(Integer)", err, "is Integer, want String")
	_, _, _, err = p.MemberRef(iNAT)
	check("MemberRef(NameAndType)", err, "want Fieldref, Methodref or InterfaceMethodref")
	_, _, err = p.NameAndType(iMref)
	check("NameAndType(Methodref)", err, "is Methodref, want NameAndType")

	// A hand-made pool with a bad Utf8 entry, which Parse would reject.
	bad := Pool{{}, {Tag: TagUtf8, Utf8: []byte{0xFF}}, {Tag: TagString, A: 1}}
	_, err = bad.Utf8(1)
	check("Utf8(bad)", err, "invalid byte 0xff")
	_, err = bad.String(2)
	check("String(bad)", err, "invalid byte 0xff")
}

func TestDecodeModifiedUTF8(t *testing.T) {
	tests := []struct {
		in   []byte
		want []uint16
		err  string
	}{
		{[]byte("abc"), []uint16{'a', 'b', 'c'}, ""},
		{[]byte{0xC0, 0x80}, []uint16{0}, ""},
		{[]byte{0xC3, 0xA9}, []uint16{0xE9}, ""},
		{[]byte{0xE4, 0xB8, 0x96}, []uint16{0x4E16}, ""},
		// U+1F600 as two encoded surrogates.
		{[]byte{0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}, []uint16{0xD83D, 0xDE00}, ""},
		{[]byte{0xED, 0xA0, 0xBD}, []uint16{0xD83D}, ""},
		{[]byte{}, []uint16{}, ""},
		{[]byte{0}, nil, "zero byte at position 0"},
		{[]byte{'a', 0x80}, nil, "stray continuation byte 0x80 at position 1"},
		{[]byte{0xC3}, nil, "truncated two-byte sequence"},
		{[]byte{0xE4, 0xB8}, nil, "truncated three-byte sequence"},
		{[]byte{0xE4, 0xB8, 0x16}, nil, "truncated three-byte sequence"},
		{[]byte{0xF0, 0x9F, 0x98, 0x80}, nil, "invalid byte 0xf0"},
	}
	for _, tt := range tests {
		got, err := DecodeModifiedUTF8(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%x: error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("%x: got %x, %v; want %x", tt.in, got, err, tt.want)
		}
	}
	// Utf8 replaces an unpaired surrogate, String keeps it.
	p := Pool{{}, {Tag: TagUtf8, Utf8: []byte{'x', 0xED, 0xA0, 0xBD}}, {Tag: TagString, A: 1}}
	if s, err := p.Utf8(1); err != nil || s != "x\uFFFD" {
		t.Errorf("Utf8 = %q, %v", s, err)
	}
	if u, err := p.String(2); err != nil || !slices.Equal(u, []uint16{'x', 0xD83D}) {
		t.Errorf("String = %x, %v", u, err)
	}
}

func TestLineAt(t *testing.T) {
	var nilCode *Code
	if nilCode.LineAt(0) != -1 {
		t.Error("nil Code has a line")
	}
	c := &Code{Lines: []LineNumber{{10, 3}, {0, 1}, {4, 2}}}
	for pc, want := range map[int]int{0: 1, 3: 1, 4: 2, 9: 2, 10: 3, 500: 3} {
		if got := c.LineAt(pc); got != want {
			t.Errorf("LineAt(%d) = %d, want %d", pc, got, want)
		}
	}
	c = &Code{Lines: []LineNumber{{4, 2}}}
	if c.LineAt(0) != -1 || (&Code{}).LineAt(0) != -1 {
		t.Error("line before the first entry or without a table")
	}
}

// classFiles lists the real class files in testdata, compiled from the
// .java files beside them with "javac --release 8 -g -d . *.java" (JDK 17).
func classFiles(t testing.TB) []string {
	names, err := filepath.Glob("testdata/*.class")
	if err != nil || len(names) == 0 {
		t.Fatalf("no class files in testdata: %v", err)
	}
	return names
}

func parseFile(t *testing.T, name string) *ClassFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name+".class"))
	if err != nil {
		t.Fatal(err)
	}
	cf, err := Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return cf
}

func method(t *testing.T, cf *ClassFile, name string) *Method {
	t.Helper()
	for i := range cf.Methods {
		if cf.Methods[i].Name == name {
			return &cf.Methods[i]
		}
	}
	t.Fatalf("%s has no method %s", cf.ThisClass, name)
	return nil
}

func field(t *testing.T, cf *ClassFile, name string) *Field {
	t.Helper()
	for i := range cf.Fields {
		if cf.Fields[i].Name == name {
			return &cf.Fields[i]
		}
	}
	t.Fatalf("%s has no field %s", cf.ThisClass, name)
	return nil
}

func TestRealConstants(t *testing.T) {
	cf := parseFile(t, "Constants")
	if cf.Major != 52 || cf.ThisClass != "Constants" || cf.SuperClass != "java/lang/Object" || cf.SourceFile != "Constants.java" {
		t.Errorf("header: %d %q %q %q", cf.Major, cf.ThisClass, cf.SuperClass, cf.SourceFile)
	}
	constant := func(name string) Constant {
		f := field(t, cf, name)
		if f.Access&(AccStatic|AccFinal|AccPublic) != AccStatic|AccFinal|AccPublic || f.ConstantValue == 0 {
			t.Fatalf("field %s: %+v", name, f)
		}
		return cf.Pool[f.ConstantValue]
	}
	if c := constant("BIG"); c.Tag != TagLong || c.Bits != 0x123456789ABCDEF {
		t.Errorf("BIG = %+v", c)
	}
	if c := constant("PI"); c.Tag != TagDouble || math.Float64frombits(c.Bits) != math.Pi {
		t.Errorf("PI = %+v", c)
	}
	if c := constant("F"); c.Tag != TagFloat || math.Float32frombits(uint32(c.Bits)) != 1.5 {
		t.Errorf("F = %+v", c)
	}
	if c := constant("I"); c.Tag != TagInteger || int32(c.Bits) != 100000 {
		t.Errorf("I = %+v", c)
	}
	s, err := cf.Pool.String(field(t, cf, "S").ConstantValue)
	want := utf16.Encode([]rune("h\u00e9llo \u4e16\u754c \x00 end \U0001F600"))
	if err != nil || !slices.Equal(s, want) {
		t.Errorf("S = %x, %v; want %x", s, err, want)
	}
	if f := field(t, cf, "counter"); f.ConstantValue != 0 || f.Descriptor != "J" {
		t.Errorf("counter = %+v", f)
	}
	// The slot after every Long and Double is unusable.
	for i, c := range cf.Pool {
		if c.Tag == TagLong || c.Tag == TagDouble {
			if cf.Pool[i+1].Tag != 0 {
				t.Errorf("entry %d after a %v has tag %v", i+1, c.Tag, cf.Pool[i+1].Tag)
			}
		}
	}
	m := method(t, cf, "compute")
	if m.Descriptor != "(JD)D" || m.Access != AccStatic || m.Code == nil || m.Code.MaxLocals != 4 {
		t.Errorf("compute = %+v", m)
	}
}

func TestRealShapes(t *testing.T) {
	shape := parseFile(t, "Shape")
	if shape.Access&(AccInterface|AccAbstract) != AccInterface|AccAbstract ||
		!slices.Equal(shape.Interfaces, []string{"java/lang/Comparable"}) {
		t.Errorf("Shape: access %#x interfaces %q", shape.Access, shape.Interfaces)
	}
	if m := method(t, shape, "area"); m.Code != nil || m.Access&AccAbstract == 0 {
		t.Errorf("Shape.area = %+v", m)
	}
	if m := method(t, shape, "describe"); m.Code == nil {
		t.Errorf("default method Shape.describe has no code")
	}
	base := parseFile(t, "Base")
	if !slices.Equal(base.Interfaces, []string{"Shape", "Named"}) || base.Access&AccAbstract == 0 {
		t.Errorf("Base: access %#x interfaces %q", base.Access, base.Interfaces)
	}
	if m := method(t, base, "poke"); m.Code != nil || m.Access&AccNative == 0 {
		t.Errorf("Base.poke = %+v", m)
	}
	shapes := parseFile(t, "Shapes")
	if shapes.SuperClass != "Base" {
		t.Errorf("Shapes super = %q", shapes.SuperClass)
	}
	// main calls the interface method describe via invokeinterface.
	found := false
	for i, c := range shapes.Pool {
		if c.Tag == TagInterfaceMethodref {
			cl, n, d, err := shapes.Pool.MemberRef(uint16(i))
			if err != nil {
				t.Fatal(err)
			}
			found = found || cl == "Shape" && n == "describe" && d == "()Ljava/lang/String;"
		}
	}
	if !found {
		t.Error("no InterfaceMethodref Shape.describe")
	}
}

func TestRealFlow(t *testing.T) {
	cf := parseFile(t, "Flow")
	g := method(t, cf, "guarded").Code
	if len(g.Handlers) < 3 {
		t.Fatalf("guarded has %d handlers", len(g.Handlers))
	}
	var catches []string
	finally := false
	for _, h := range g.Handlers {
		if h.CatchType == 0 {
			finally = true
			continue
		}
		n, err := cf.Pool.ClassName(h.CatchType)
		if err != nil {
			t.Fatal(err)
		}
		catches = append(catches, n)
	}
	for _, want := range []string{"java/lang/ArrayIndexOutOfBoundsException", "java/lang/NullPointerException", "java/lang/ArithmeticException"} {
		if !slices.Contains(catches, want) {
			t.Errorf("guarded catches %q, missing %s", catches, want)
		}
	}
	if !finally {
		t.Error("guarded has no catch-all handler for finally")
	}
	if len(g.Lines) == 0 || g.LineAt(0) != 33 {
		t.Errorf("guarded line at 0 = %d, want 33 (lines %v)", g.LineAt(0), g.Lines)
	}
	if m := method(t, cf, "bump"); m.Access&AccSynchronized == 0 {
		t.Errorf("bump is not synchronized: %#x", m.Access)
	}
	if c := method(t, cf, "table").Code; !slices.Contains(c.Code, 0xaa) {
		t.Error("table has no tableswitch")
	}
	if c := method(t, cf, "lookup").Code; !slices.Contains(c.Code, 0xab) {
		t.Error("lookup has no lookupswitch")
	}
}

func TestRealLambdas(t *testing.T) {
	cf := parseFile(t, "Lambdas")
	if len(cf.BootstrapMethods) != 2 {
		t.Fatalf("%d bootstrap methods, want 2", len(cf.BootstrapMethods))
	}
	indy := 0
	for _, c := range cf.Pool {
		if c.Tag == TagInvokeDynamic {
			indy++
			if _, _, err := cf.Pool.NameAndType(c.B); err != nil {
				t.Error(err)
			}
		}
	}
	if indy != 2 {
		t.Errorf("%d InvokeDynamic entries, want 2", indy)
	}
	for _, b := range cf.BootstrapMethods {
		h := cf.Pool[b.Ref]
		cl, n, _, err := cf.Pool.MemberRef(h.B)
		if err != nil || h.A != 6 || cl != "java/lang/invoke/LambdaMetafactory" || n != "metafactory" {
			t.Errorf("bootstrap method %+v: %s.%s %v", h, cl, n, err)
		}
	}
}

// TestRealAccessors checks the promise of Parse: on a parsed file the
// accessors never fail for the entries of the matching tag.
func TestRealAccessors(t *testing.T) {
	for _, name := range classFiles(t) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		cf, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := checkAccessors(cf); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
