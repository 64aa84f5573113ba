// This file generates the class of a lambda or method reference, as LambdaMetafactory
// spins one in HotSpot: fields for the captured values, and the functional interface's
// method, which loads them, adapts its own arguments and calls the implementation method.

package classgen

import "fmt"

// Handle is a direct method handle: what a lambda's implementation method refers to.
type Handle struct {
	Kind  int // InvokeVirtual, InvokeStatic, InvokeSpecial, NewInvokeSpecial or InvokeInterface
	Class string
	Name  string
	Desc  string
	Iface bool // Class is an interface (the reference is an InterfaceMethodref)
}

// Lambda describes a lambda class to generate.
type Lambda struct {
	Name         string   // internal name of the class
	Interfaces   []string // the functional interface first, then markers
	Method       string   // the interface method's name
	Captured     []string // field descriptors of the captured values (the call site's arguments)
	SAM          string   // the interface method's erased descriptor
	Instantiated string   // the same descriptor with the type arguments of the use
	Bridges      []string // further descriptors of the interface method to implement
	Impl         Handle
	// Static makes the class a method handle adapter instead: no interface, no fields, and
	// Method a static method whose arguments are SAM's.
	Static bool
}

// CapturedField is the name of the i-th captured value's field (from 0), as HotSpot names them.
func CapturedField(i int) string { return fmt.Sprintf("arg$%d", i+1) }

// Generate returns the lambda class's file.
func (l *Lambda) Generate() ([]byte, error) {
	c := New(l.Name, "java/lang/Object", l.Interfaces, AccFinal|AccSuper|AccSynthetic)
	for i, d := range l.Captured {
		c.Field(AccPrivate|AccFinal, CapturedField(i), d)
	}
	access := uint16(AccPublic)
	if l.Static {
		access |= AccStatic
	}
	for _, desc := range append([]string{l.SAM}, l.Bridges...) {
		code, err := l.body(c, desc)
		if err != nil {
			return nil, err
		}
		if err := c.Method(access, l.Method, desc, code); err != nil {
			return nil, err
		}
	}
	return c.Bytes()
}

// body emits the interface method with descriptor desc: the captured values and the
// method's arguments, each converted to the implementation's parameter type, then the call
// and the conversion of its result.
func (l *Lambda) body(c *Class, desc string) (*Code, error) {
	params, inst := Params(desc), Params(l.Instantiated)
	if len(inst) != len(params) {
		return nil, fmt.Errorf("lambda %s: %s and the instantiated type %s differ in arity", l.Name, desc, l.Instantiated)
	}
	first := 1 // the first argument's local: after this
	if l.Static {
		first = 0
	}
	k := c.NewCode(first + ArgSlots(desc))
	var targets []string // the implementation's parameters, receiver first where it has one
	switch l.Impl.Kind {
	case InvokeStatic:
		targets = Params(l.Impl.Desc)
	case NewInvokeSpecial:
		k.New(l.Impl.Class)
		k.Dup()
		targets = Params(l.Impl.Desc)
	case InvokeVirtual, InvokeSpecial, InvokeInterface:
		targets = append([]string{"L" + l.Impl.Class + ";"}, Params(l.Impl.Desc)...)
	default:
		return nil, fmt.Errorf("lambda %s: unsupported implementation kind %d", l.Name, l.Impl.Kind)
	}
	if len(l.Captured)+len(params) != len(targets) {
		return nil, fmt.Errorf("lambda %s: %d captured values and %d arguments do not fit %s.%s%s",
			l.Name, len(l.Captured), len(params), l.Impl.Class, l.Impl.Name, l.Impl.Desc)
	}
	for i, d := range l.Captured {
		k.Load("Ljava/lang/Object;", 0)
		k.GetField(l.Name, CapturedField(i), d)
		k.Convert(d, targets[i])
	}
	slot := first
	for j, p := range params {
		k.Load(p, slot)
		slot += Slots(p)
		k.Convert(p, inst[j])
		k.Convert(inst[j], targets[len(l.Captured)+j])
	}
	ret := Ret(l.Impl.Desc)
	switch l.Impl.Kind {
	case NewInvokeSpecial:
		k.Invoke(InvokeSpecial, l.Impl.Class, "<init>", l.Impl.Desc, false)
		ret = "L" + l.Impl.Class + ";"
	default:
		k.Invoke(l.Impl.Kind, l.Impl.Class, l.Impl.Name, l.Impl.Desc, l.Impl.Iface)
	}
	want := Ret(desc)
	switch {
	case want == "V":
		k.Pop(ret)
	case ret == "V":
		return nil, fmt.Errorf("lambda %s: %s.%s%s returns nothing, %s needs a value", l.Name, l.Impl.Class, l.Impl.Name, l.Impl.Desc, desc)
	default:
		if iret := Ret(l.Instantiated); iret != "V" {
			k.Convert(ret, iret)
			ret = iret
		}
		k.Convert(ret, want)
	}
	k.Return(want)
	return k, nil
}
