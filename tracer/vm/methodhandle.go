// This file implements direct method handles (java.lang.invoke.MethodHandle): Lookup's
// findStatic, findVirtual, findConstructor and findSpecial link a handle to its method, and
// an invokeExact or invoke call site, signature polymorphic, runs a generated adapter that
// converts the site's arguments to the method's types (invoke) after checking that they are
// the handle's own (invokeExact).

package vm

import (
	"fmt"
	"strings"

	"github.com/crossprof/crossprof/tracer/classgen"
)

// methodHandle is the VM's side of a MethodHandle object (kept in Object.data).
type methodHandle struct {
	target *Method
	kind   int    // classgen.InvokeStatic, ...
	desc   string // the handle's type as a descriptor (the receiver first for instance methods)
	bound  bool   // bindTo: the first argument is fixed
	value  *Object
	full   string // the type before binding
}

// handleSite is an invokeExact or invoke call site.
type handleSite struct {
	desc  string
	exact bool
	slots int // argument slots, the handle not included
}

// adapterKey identifies a generated adapter: the method, how it is called, and the site's type.
type adapterKey struct {
	target *Method
	kind   int
	bound  bool
	site   string
}

// linkHandle implements MethodHandle$Direct.link0(kind, refc, name, descriptor).
func linkHandle(t *Thread, a []Value) Value {
	mh, kind, refc, nameObj, descObj := a[0].R, int(a[1].I), a[2].R, a[3].R, a[4].R
	if refc == nil || nameObj == nil || descObj == nil {
		t.throwNew(npe, "")
		return Value{}
	}
	c := classOf(Value{R: refc})
	name, desc := t.vm.GoString(nameObj), t.vm.GoString(descObj)
	var m *Method
	if c.IsInterface() {
		m = c.findIfaceMethod(name, desc)
		if m == nil {
			m = c.declared[key(name, desc)]
		}
	} else {
		m = c.findMethod(name, desc)
	}
	kinds := map[int]string{5: "invokeVirtual", 6: "invokeStatic", 7: "invokeSpecial", 8: "newInvokeSpecial", 9: "invokeInterface"}
	if m == nil || m.IsStatic() != (kind == classgen.InvokeStatic) || (kind == classgen.NewInvokeSpecial) != (name == "<init>") {
		what := "method"
		if name == "<init>" {
			what = "constructor"
		}
		t.throwNew("java/lang/NoSuchMethodException", "no such "+what+": "+c.JavaName()+"."+name+typeString(desc)+"/"+kinds[kind])
		return Value{}
	}
	h := &methodHandle{target: m, kind: kind}
	params, ret := classgen.Params(desc), classgen.Ret(desc)
	switch kind {
	case classgen.InvokeStatic:
		h.desc = desc
	case classgen.NewInvokeSpecial:
		h.desc = "(" + strings.Join(params, "") + ")L" + c.Name + ";"
	default:
		h.desc = "(L" + c.Name + ";" + strings.Join(params, "") + ")" + ret
	}
	h.full = h.desc
	mh.data = h
	return Value{}
}

// bindHandle implements MethodHandle.bind0(target, receiver) on a new bound handle.
func bindHandle(t *Thread, a []Value) Value {
	b, target, value := a[0].R, a[1].R, a[2].R
	h, _ := target.data.(*methodHandle)
	if h == nil || h.bound {
		t.throwNew("java/lang/UnsupportedOperationException", "bindTo of a bound or unlinked method handle")
		return Value{}
	}
	params := classgen.Params(h.desc)
	b.data = &methodHandle{target: h.target, kind: h.kind, bound: true, value: value, full: h.desc,
		desc: "(" + strings.Join(params[1:], "") + ")" + classgen.Ret(h.desc)}
	return Value{}
}

// invokeHandle runs an invokeExact or invoke site whose arguments, after the handle, are on
// the top frame's stack.
func (t *Thread) invokeHandle(site *handleSite) {
	f := t.top()
	base := f.sp - site.slots - 1
	mh := t.stack[base].R
	if mh == nil {
		t.throwNPE(f)
		return
	}
	h, _ := mh.data.(*methodHandle)
	if h == nil {
		t.throwNew("java/lang/IllegalStateException", "method handle is not linked")
		return
	}
	if site.exact && h.desc != site.desc {
		t.throwNew("java/lang/invoke/WrongMethodTypeException", "expected "+typeString(h.desc)+" but found "+typeString(site.desc))
		return
	}
	adapter := t.vm.adapter(h, site.desc)
	if h.bound {
		t.stack[base] = Ref(h.value)
	} else {
		copy(t.stack[base:], t.stack[base+1:f.sp])
		f.sp--
	}
	t.invoke(adapter)
}

// adapter returns the generated static method that calls h's method from a site of type site.
func (vm *VM) adapter(h *methodHandle, site string) *Method {
	k := adapterKey{h.target, h.kind, h.bound, site}
	if m := vm.adapters[k]; m != nil {
		return m
	}
	sam := site
	if h.bound {
		sam = "(Ljava/lang/Object;" + site[1:]
	}
	m := h.target
	vm.generated++
	g := &classgen.Lambda{
		Name:         fmt.Sprintf("java/lang/invoke/LambdaForm$MH$%d", vm.generated),
		Method:       "invoke",
		SAM:          sam,
		Instantiated: h.full,
		Impl:         classgen.Handle{Kind: h.kind, Class: m.Class.Name, Name: m.Name, Desc: m.Desc, Iface: m.Class.IsInterface()},
		Static:       true,
	}
	data, err := g.Generate()
	c := vm.define(g.Name, data, err, true)
	adapter := c.declared[key("invoke", sam)]
	if vm.adapters == nil {
		vm.adapters = map[adapterKey]*Method{}
	}
	vm.adapters[k] = adapter
	return adapter
}

// typeString formats a method descriptor as MethodType.toString does: (int,String)void.
func typeString(desc string) string {
	params, ret := splitDesc(desc)
	for i, p := range params {
		params[i] = simpleTypeName(p)
	}
	return "(" + strings.Join(params, ",") + ")" + simpleTypeName(ret)
}

// simpleTypeName is Class.getSimpleName() of a Java type name (java.util.Map$Entry[] -> Entry[]).
func simpleTypeName(n string) string {
	dims := ""
	for strings.HasSuffix(n, "[]") {
		n, dims = n[:len(n)-2], dims+"[]"
	}
	return classgen.SimpleName(strings.ReplaceAll(n, ".", "/")) + dims
}

func init() {
	register("java/lang/invoke/MethodHandle$Direct", map[string]nativeFunc{
		"link0(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;)V": linkHandle,
	})
	reflective := func(t *Thread, a []Value) Value {
		t.throwNew("java/lang/UnsupportedOperationException", "cannot reflectively invoke MethodHandle")
		return Value{}
	}
	register("java/lang/invoke/MethodHandle", map[string]nativeFunc{
		"bind0(Ljava/lang/invoke/MethodHandle;Ljava/lang/Object;)V": bindHandle,
		"invokeExact([Ljava/lang/Object;)Ljava/lang/Object;":        reflective,
		"invoke([Ljava/lang/Object;)Ljava/lang/Object;":             reflective,
	})
}
