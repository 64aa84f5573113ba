// This file lets a call of a lambda's interface method go straight to the lambda's
// implementation method, without running the generated method between them, where that method
// would only load the captured values, cast references and make the call: the interpreter
// puts the captured values in place of the lambda object, checks the casts itself and invokes
// the implementation. The implementation's context is then a child of the interface call's
// caller, at the interface call's site, and a call through a lambda costs what an interface
// call to the implementation would. Lambdas that need boxing, unboxing, widening, a constructor
// or a discarded result keep running their generated method.

package vm

import "github.com/crossprof/crossprof/tracer/classgen"

// forwarder describes the direct call a lambda's interface method stands for.
type forwarder struct {
	target  *Method
	kind    int      // classgen.InvokeStatic, InvokeVirtual, InvokeInterface or InvokeSpecial
	capture []int    // field slots of the captured values, in order
	wide    []bool   // the captured value takes two stack slots
	slots   int      // stack slots of the captured values
	casts   []*Class // per stack slot of the implementation's arguments: the class a reference must be, nil for none
}

// forwardLambda runs a call of m, a lambda's interface method with a forwarder, whose
// receiver and arguments are on the caller's stack.
func (t *Thread) forwardLambda(m *Method) {
	fw := m.forward
	caller := t.top()
	base := caller.sp - m.argSlots
	recv := t.stack[base].R
	nargs := m.argSlots - 1
	t.ensureStack(caller.sp + fw.slots + 2)
	stack := t.stack
	copy(stack[base+fw.slots:], stack[base+1:base+1+nargs])
	p := base
	for i, slot := range fw.capture {
		stack[p] = recv.fields[slot]
		if fw.wide[i] {
			p += 2
		} else {
			p++
		}
	}
	caller.sp = base + fw.slots + nargs
	for i, c := range fw.casts {
		if c == nil {
			continue
		}
		if o := stack[base+i].R; o != nil && !o.class.AssignableTo(c) {
			t.throwNew("java/lang/ClassCastException", castMessage(o.class, c))
			return
		}
	}
	target := fw.target
	switch fw.kind {
	case classgen.InvokeVirtual, classgen.InvokeInterface:
		r := stack[base].R
		if r == nil {
			t.throwNew(npe, "") // HotSpot raises it in the hidden class: no helpful message
			return
		}
		if fw.kind == classgen.InvokeInterface || target.Class.IsInterface() {
			t.invokeInterface(r, target)
			return
		}
		target = r.class.selectVirtual(target)
	case classgen.InvokeSpecial:
		if stack[base].R == nil {
			t.throwNew(npe, "")
			return
		}
	}
	t.invoke(target)
}

// linkForwarders gives the interface methods of lambda class c a forwarder where g's
// adaptation needs nothing but reference casts.
func (vm *VM) linkForwarders(c *Class, g *classgen.Lambda, site *lambdaSite) {
	h := g.Impl
	switch h.Kind {
	case classgen.InvokeStatic, classgen.InvokeVirtual, classgen.InvokeInterface, classgen.InvokeSpecial:
	default:
		return
	}
	ic, err := vm.classByName(h.Class)
	if err != nil {
		return
	}
	var target *Method
	if ic.IsInterface() {
		target = ic.findIfaceMethod(h.Name, h.Desc)
		if target == nil {
			target = ic.declared[key(h.Name, h.Desc)]
		}
	} else {
		target = ic.findMethod(h.Name, h.Desc)
	}
	if target == nil || target.IsStatic() != (h.Kind == classgen.InvokeStatic) {
		return
	}
	targets := classgen.Params(h.Desc)
	if h.Kind != classgen.InvokeStatic {
		targets = append([]string{"L" + h.Class + ";"}, targets...)
	}
	for _, desc := range append([]string{g.SAM}, g.Bridges...) {
		m := c.declared[key(g.Method, desc)]
		sources := append(append([]string(nil), g.Captured...), classgen.Params(desc)...)
		if m == nil || len(sources) != len(targets) || !sameReturn(classgen.Ret(desc), classgen.Ret(h.Desc)) {
			continue
		}
		fw := &forwarder{target: target, kind: h.Kind}
		ok := true
		for i, src := range sources {
			dst := targets[i]
			var cast *Class
			switch {
			case src == dst:
			case classgen.IsPrimitive(src) || classgen.IsPrimitive(dst):
				ok = false
			case dst == "Ljava/lang/Object;":
			default:
				name := dst
				if dst[0] == 'L' {
					name = dst[1 : len(dst)-1]
				}
				if cast, err = vm.classByName(name); err != nil {
					ok = false
				}
			}
			if !ok {
				break
			}
			fw.casts = append(fw.casts, cast)
			if classgen.Slots(dst) == 2 {
				fw.casts = append(fw.casts, nil)
			}
		}
		if !ok {
			continue
		}
		if site != nil {
			fw.capture, fw.wide, fw.slots = site.slots, site.wide, site.n
		}
		m.forward = fw
	}
}

// sameReturn reports whether a result of type impl can be returned as type sam unchanged:
// the same type, or two reference types (the caller casts what it receives).
func sameReturn(sam, impl string) bool {
	if sam == impl {
		return true
	}
	return !classgen.IsPrimitive(sam) && sam != "V" && !classgen.IsPrimitive(impl) && impl != "V"
}
