package classgen

import (
	"testing"

	"github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// parse checks that a generated class file is one the VM's parser accepts and that every
// method's code decodes, and returns it.
func parse(t *testing.T, data []byte, err error) *classfile.ClassFile {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		t.Fatalf("generated class does not parse: %v", err)
	}
	for _, m := range cf.Methods {
		if m.Code == nil {
			continue
		}
		if _, err := bytecode.DecodeAll(m.Code.Code); err != nil {
			t.Fatalf("%s%s: %v", m.Name, m.Descriptor, err)
		}
	}
	return cf
}

func ops(t *testing.T, code []byte) []byte {
	ins, err := bytecode.DecodeAll(code)
	if err != nil {
		t.Fatal(err)
	}
	var out []byte
	for _, in := range ins {
		out = append(out, in.Op)
	}
	return out
}

func TestLambdaAdaptsArguments(t *testing.T) {
	// ToLongFunction<Integer> f = Integer::intValue; captured nothing, unbound receiver:
	// the erased Object argument is cast to Integer, intValue() called, the int widened.
	l := &Lambda{Name: "T$$Lambda$1", Interfaces: []string{"java/util/function/ToLongFunction"}, Method: "applyAsLong",
		SAM: "(Ljava/lang/Object;)J", Instantiated: "(Ljava/lang/Integer;)J",
		Impl: Handle{Kind: InvokeVirtual, Class: "java/lang/Integer", Name: "intValue", Desc: "()I"}}
	data, err := l.Generate()
	cf := parse(t, data, err)
	if cf.ThisClass != "T$$Lambda$1" || len(cf.Interfaces) != 1 || len(cf.Methods) != 1 {
		t.Fatalf("class %+v", cf)
	}
	m := cf.Methods[0]
	want := []byte{bytecode.ALOAD_1, bytecode.CHECKCAST, bytecode.INVOKEVIRTUAL, bytecode.I2L, bytecode.LRETURN}
	if got := ops(t, m.Code.Code); string(got) != string(want) {
		t.Errorf("code %v, want %v", got, want)
	}
	if m.Code.MaxStack != 2 || m.Code.MaxLocals != 2 {
		t.Errorf("max_stack %d max_locals %d, want 2 and 2", m.Code.MaxStack, m.Code.MaxLocals)
	}
}

func TestLambdaCapturesAndBoxes(t *testing.T) {
	// A lambda capturing a long and a String whose static body takes (long, String, int) and
	// returns int, used as a Function<Integer, Object>: unbox the argument, box the result.
	l := &Lambda{Name: "T$$Lambda$2", Interfaces: []string{"java/util/function/Function"}, Method: "apply",
		Captured: []string{"J", "Ljava/lang/String;"}, SAM: "(Ljava/lang/Object;)Ljava/lang/Object;",
		Instantiated: "(Ljava/lang/Integer;)Ljava/lang/Object;",
		Impl:         Handle{Kind: InvokeStatic, Class: "T", Name: "lambda$0", Desc: "(JLjava/lang/String;I)I"}}
	data, err := l.Generate()
	cf := parse(t, data, err)
	if len(cf.Fields) != 2 || cf.Fields[0].Name != "arg$1" || cf.Fields[0].Descriptor != "J" {
		t.Fatalf("fields %+v", cf.Fields)
	}
	got := ops(t, cf.Methods[0].Code.Code)
	want := []byte{bytecode.ALOAD_0, bytecode.GETFIELD, bytecode.ALOAD_0, bytecode.GETFIELD,
		bytecode.ALOAD_1, bytecode.CHECKCAST, bytecode.INVOKEVIRTUAL, // (Integer) arg, intValue()
		bytecode.INVOKESTATIC, bytecode.INVOKESTATIC, bytecode.ARETURN} // the body, Integer.valueOf
	if string(got) != string(want) {
		t.Errorf("code %v, want %v", got, want)
	}
	if ms := cf.Methods[0].Code.MaxStack; ms != 4 {
		t.Errorf("max_stack %d, want 4 (a long and two references)", ms)
	}
}

func TestLambdaRejectsArityMismatch(t *testing.T) {
	l := &Lambda{Name: "T$$Lambda$3", Interfaces: []string{"java/lang/Runnable"}, Method: "run", SAM: "()V", Instantiated: "()V",
		Impl: Handle{Kind: InvokeStatic, Class: "T", Name: "f", Desc: "(I)V"}}
	if _, err := l.Generate(); err == nil {
		t.Error("a body with one parameter accepted for a Runnable with nothing captured")
	}
}

func TestConcatRecipe(t *testing.T) {
	g := &Concat{Name: "C$1", Desc: "(ILjava/lang/String;C)Ljava/lang/String;",
		Recipe: utf16("x=\x01, s=\x01\x02/\x01"), Consts: [][]uint16{utf16("[const]")}}
	data, err := g.Generate()
	cf := parse(t, data, err)
	m := cf.Methods[0]
	if m.Name != ConcatMethod || m.Access&AccStatic == 0 {
		t.Fatalf("method %s access %#x", m.Name, m.Access)
	}
	// Four appends of text ("x=", ", s=", "[const]/" and nothing after the last argument),
	// three of arguments: int, String, char.
	ins, _ := bytecode.DecodeAll(m.Code.Code)
	var appends []string
	for _, in := range ins {
		if in.Op == bytecode.INVOKEVIRTUAL {
			_, name, desc, _ := cf.Pool.MemberRef(uint16(in.Index))
			appends = append(appends, name+desc)
		}
	}
	want := []string{"append(Ljava/lang/String;)Ljava/lang/StringBuilder;", "append(I)Ljava/lang/StringBuilder;",
		"append(Ljava/lang/String;)Ljava/lang/StringBuilder;", "append(Ljava/lang/String;)Ljava/lang/StringBuilder;",
		"append(Ljava/lang/String;)Ljava/lang/StringBuilder;", "append(C)Ljava/lang/StringBuilder;", "toString()Ljava/lang/String;"}
	if len(appends) != len(want) {
		t.Fatalf("calls %v, want %v", appends, want)
	}
	for i := range want {
		if appends[i] != want[i] {
			t.Errorf("call %d is %s, want %s", i, appends[i], want[i])
		}
	}
	bad := &Concat{Name: "C$2", Desc: "(I)Ljava/lang/String;", Recipe: utf16("\x01\x01")}
	if _, err := bad.Generate(); err == nil {
		t.Error("a recipe with more arguments than the descriptor accepted")
	}
}

func TestRecordMethods(t *testing.T) {
	comps := []Component{{"x", "I"}, {"d", "D"}, {"s", "Ljava/lang/String;"}}
	for _, m := range []struct{ name, desc string }{
		{"toString", "(LP;)Ljava/lang/String;"}, {"hashCode", "(LP;)I"}, {"equals", "(LP;Ljava/lang/Object;)Z"},
	} {
		g := &RecordMethod{Name: "P$$Record$1", Record: "P", SimpleName: "P", Method: m.name, Desc: m.desc, Components: comps}
		data, err := g.Generate()
		parse(t, data, err)
	}
	if SimpleName("a/b/Outer$Inner") != "Inner" || SimpleName("Main$1Local") != "Local" || SimpleName("Top") != "Top" {
		t.Error("SimpleName")
	}
}

func TestModifiedUTF8(t *testing.T) {
	got := modifiedUTF8("a\x00é😀")
	want := []byte{'a', 0xC0, 0x80, 0xC3, 0xA9, 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}
	if string(got) != string(want) {
		t.Errorf("modifiedUTF8 = % x, want % x", got, want)
	}
}
