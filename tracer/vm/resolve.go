// This file resolves constant pool references on first execution and quickens the
// instruction (JVMS 5.4.3), and holds the slow paths of invokes and allocations.

package vm

import (
	"strings"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// Outcomes of resolving an instruction.
const (
	resolveFailed = iota // an error is being thrown, initializers were pushed, or the thread waits
	resolveQuick         // the instruction was rewritten: execute it again
	resolveDirect        // usable now but must not be quickened (its class is being initialized)
)

func (t *Thread) poolOf(m *Method) classfile.Pool { return m.Class.File.Pool }

// malformed stops the run for a constant pool error in c's class file; err, a
// classfile.FormatError, already says "malformed class file".
func malformed(c *Class, err error) {
	panic(fatalf("%s: %v", c.Origin, err))
}

// resolveLdc resolves a String or Class constant.
func (t *Thread) resolveLdc(m *Method, in *inst) bool {
	pool := t.poolOf(m)
	idx := uint16(in.a)
	switch pool[idx].Tag {
	case classfile.TagString:
		u, err := pool.String(idx)
		if err != nil {
			malformed(m.Class, err)
		}
		in.x = t.vm.internUTF16(u)
	case classfile.TagClass:
		name, err := pool.ClassName(idx)
		if err != nil {
			malformed(m.Class, err)
		}
		c, err := t.vm.classByName(name)
		if err != nil {
			t.linkFail(err)
			return false
		}
		in.x = t.vm.mirror(c)
	default:
		panic(fatalf("unsupported constant (%v) loaded by ldc in %s: method handles and dynamic constants are not supported",
			pool[idx].Tag, describePC(m, int(in.pc))))
	}
	in.op = opLdcQ
	return true
}

// resolveField resolves a field instruction's reference.
func (t *Thread) resolveField(m *Method, in *inst) int {
	cname, name, desc, err := t.poolOf(m).MemberRef(uint16(in.a))
	if err != nil {
		malformed(m.Class, err)
	}
	c, err := t.vm.classByName(cname)
	if err != nil {
		t.linkFail(err)
		return resolveFailed
	}
	fld := c.findField(name, desc)
	if fld == nil {
		if c.Boot {
			t.throwMissing("java/lang/NoSuchFieldError", name, "field "+c.JavaName()+"."+name)
		} else {
			t.throwNew("java/lang/NoSuchFieldError", name)
		}
		return resolveFailed
	}
	static := in.op == bc.GETSTATIC || in.op == bc.PUTSTATIC
	if fld.isStatic() != static {
		what := "non-static"
		if static {
			what = "static"
		}
		t.throwNew("java/lang/IncompatibleClassChangeError", "Expected "+what+" field "+fld.Class.JavaName()+"."+name)
		return resolveFailed
	}
	var ref int32
	if desc[0] == 'L' || desc[0] == '[' {
		ref = 1
	}
	if static {
		dc := fld.Class
		if dc.state != classInitialized {
			if !t.ensureInit(dc) {
				return resolveFailed
			}
			in.x = fld
			return resolveDirect
		}
		in.x, in.a, in.b = dc, int32(fld.slot), ref
		switch {
		case in.op == bc.GETSTATIC && fld.wide():
			in.op = opGetstaticQW
		case in.op == bc.GETSTATIC:
			in.op = opGetstaticQ
		case fld.wide():
			in.op = opPutstaticQW
		default:
			in.op = opPutstaticQ
		}
		return resolveQuick
	}
	in.a, in.b = int32(fld.slot), ref
	switch {
	case in.op == bc.GETFIELD && fld.wide():
		in.op = opGetfieldQW
	case in.op == bc.GETFIELD:
		in.op = opGetfieldQ
	case fld.wide():
		in.op = opPutfieldQW
	default:
		in.op = opPutfieldQ
	}
	return resolveQuick
}

// staticAccess performs getstatic or putstatic without quickening, then advances.
func (t *Thread) staticAccess(f *frame, op uint8, fld *Field) {
	w := 1
	if fld.wide() {
		w = 2
	}
	st := fld.Class.statics
	if op == bc.GETSTATIC {
		t.stack[f.sp] = st[fld.slot]
		f.sp += w
	} else {
		f.sp -= w
		v := t.stack[f.sp]
		if fld.Desc[0] == 'L' || fld.Desc[0] == '[' {
			st[fld.slot] = Value{R: v.R}
		} else {
			st[fld.slot] = Value{I: v.I}
		}
	}
	f.ip++
}

// resolveInvoke resolves an invoke's method (JVMS 5.4.3.3, 5.4.3.4) and quickens it.
func (t *Thread) resolveInvoke(m *Method, in *inst) int {
	cname, name, desc, err := t.poolOf(m).MemberRef(uint16(in.a))
	if err != nil {
		malformed(m.Class, err)
	}
	c, err := t.vm.classByName(cname)
	if err != nil {
		t.linkFail(err)
		return resolveFailed
	}
	if c.Name == "java/lang/invoke/MethodHandle" && in.op == bc.INVOKEVIRTUAL && (name == "invokeExact" || name == "invoke") {
		// Signature polymorphic: the site's descriptor is the call's type.
		in.op, in.x = opInvokeHandle, &handleSite{desc: desc, exact: name == "invokeExact", slots: argSlots(desc)}
		return resolveQuick
	}
	var rm *Method
	switch {
	case in.op == bc.INVOKEINTERFACE:
		if !c.IsInterface() {
			t.throwNew("java/lang/IncompatibleClassChangeError", "Found class "+c.JavaName()+", but interface was expected")
			return resolveFailed
		}
		rm = c.findIfaceMethod(name, desc)
	case c.IsInterface() && in.op == bc.INVOKEVIRTUAL:
		t.throwNew("java/lang/IncompatibleClassChangeError", "Found interface "+c.JavaName()+", but class was expected")
		return resolveFailed
	case c.IsInterface():
		rm = c.findIfaceMethod(name, desc)
		if rm == nil && in.op == bc.INVOKESTATIC {
			rm = c.declared[key(name, desc)]
		}
	default:
		rm = c.findMethod(name, desc)
	}
	if rm == nil {
		if c.Boot {
			params, _ := splitDesc(desc)
			t.throwMissing("java/lang/NoSuchMethodError", methodSignature(c, name, desc), c.JavaName()+"."+name+"("+strings.Join(params, ", ")+")")
		} else {
			t.throwNew("java/lang/NoSuchMethodError", methodSignature(c, name, desc))
		}
		return resolveFailed
	}
	if rm.IsStatic() != (in.op == bc.INVOKESTATIC) {
		what := "non-static"
		if in.op == bc.INVOKESTATIC {
			what = "static"
		}
		t.throwNew("java/lang/IncompatibleClassChangeError", "Expected "+what+" method '"+methodSignature(rm.Class, name, desc)[1:])
		return resolveFailed
	}
	switch in.op {
	case bc.INVOKESTATIC:
		if dc := rm.Class; dc.state != classInitialized {
			if !t.ensureInit(dc) {
				return resolveFailed
			}
			in.x = rm
			return resolveDirect
		}
		in.op, in.x = opInvokeStaticQ, rm
	case bc.INVOKESPECIAL:
		target := rm
		cur := m.Class
		if rm.Name != "<init>" && !c.IsInterface() && c != cur && cur.isSubclassOf(c) && cur.Access&classfile.AccSuper != 0 {
			if s := cur.Super.findMethod(name, desc); s != nil {
				target = s
			}
		}
		in.op, in.x = opInvokeSpecialQ, target
	case bc.INVOKEVIRTUAL:
		switch {
		case rm.Class.IsInterface():
			in.op, in.x, in.b = opInvokeInterfaceQ, rm, int32(rm.argSlots)
		case rm.vindex < 0 || rm.Access&classfile.AccFinal != 0 || rm.Class.Access&classfile.AccFinal != 0:
			in.op, in.x = opInvokeSpecialQ, rm
		default:
			in.op, in.x, in.a, in.b = opInvokeVirtualQ, rm, int32(rm.vindex), int32(rm.argSlots)
		}
	case bc.INVOKEINTERFACE:
		in.op, in.x, in.b = opInvokeInterfaceQ, rm, int32(rm.argSlots)
	}
	return resolveQuick
}

// invokeInterface selects the implementation of interface method m for receiver r.
func (t *Thread) invokeInterface(r *Object, m *Method) {
	c := r.class
	target := c.ifaceImpl[m]
	if target == nil {
		if m.Class.IsInterface() && !c.AssignableTo(m.Class) {
			t.throwNew("java/lang/IncompatibleClassChangeError",
				"Class "+c.JavaName()+" does not implement the requested interface "+m.Class.JavaName())
			return
		}
		target = c.selectVirtual(m)
		if c.ifaceImpl == nil {
			c.ifaceImpl = map[*Method]*Method{}
		}
		c.ifaceImpl[m] = target
	}
	if target.isAbstract() {
		t.throwNew("java/lang/AbstractMethodError", "Receiver class "+c.JavaName()+" does not define or inherit an implementation of the resolved method '"+methodSignature(m.Class, m.Name, m.Desc)[1:]+" of interface "+m.Class.JavaName()+".")
		return
	}
	t.invoke(target)
}

// resolveClassOp resolves the class of new, anewarray, checkcast and instanceof.
func (t *Thread) resolveClassOp(m *Method, in *inst) bool {
	name, err := t.poolOf(m).ClassName(uint16(in.a))
	if err != nil {
		malformed(m.Class, err)
	}
	c, err := t.vm.classByName(name)
	if err != nil {
		t.linkFail(err)
		return false
	}
	switch in.op {
	case bc.NEW:
		if c.IsInterface() || c.Access&classfile.AccAbstract != 0 || c.IsArray() {
			t.throwNew("java/lang/InstantiationError", c.JavaName())
			return false
		}
		if c.state != classInitialized {
			if !t.ensureInit(c) {
				return false
			}
			// Being initialized by this thread: allocate without quickening.
			f := t.top()
			t.stack[f.sp] = Ref(t.vm.alloc(c))
			if t.vm.jop != nil && t.vm.jop.soft {
				t.jopAllocPath(bc.NEW, 0)
			}
			f.sp++
			f.ip++
			return false
		}
		in.op, in.x = opNewQ, c
	case bc.ANEWARRAY:
		in.op, in.x = opANewArrayQ, t.vm.arrayOf(c)
	case bc.CHECKCAST:
		in.op, in.x = opCheckcastQ, c
	case bc.INSTANCEOF:
		in.op, in.x = opInstanceofQ, c
	}
	return true
}

// multiNewArray executes multianewarray with the frame state saved in f.
func (t *Thread) multiNewArray(f *frame, in *inst) bool {
	c, _ := in.x.(*Class)
	if c == nil {
		name, err := t.poolOf(f.m).ClassName(uint16(in.a))
		if err != nil {
			malformed(f.m.Class, err)
		}
		if c, err = t.vm.classByName(name); err != nil {
			t.linkFail(err)
			return false
		}
		in.x = c
	}
	dims := int(in.b)
	counts := make([]int, dims)
	for i := range counts {
		n := int32(t.stack[f.sp-dims+i].I)
		if n < 0 {
			t.throwNew("java/lang/NegativeArraySizeException", itoa(int(n)))
			return false
		}
		counts[i] = int(n)
	}
	arr := t.vm.multiArray(c, counts)
	if t.vm.jop != nil && t.vm.jop.soft {
		t.jopAllocPath(bc.MULTIANEWARRAY, counts[0])
	}
	f.sp -= dims
	t.stack[f.sp] = Ref(arr)
	f.sp++
	return true
}

func (vm *VM) multiArray(c *Class, counts []int) *Object {
	a := vm.newArray(c, counts[0])
	if len(counts) > 1 {
		elems := a.data.([]*Object)
		for i := range elems {
			elems[i] = vm.multiArray(c.elem, counts[1:])
		}
	}
	return a
}

// newarray atype codes to descriptor characters.
var atypeKinds = [12]byte{4: 'Z', 5: 'C', 6: 'F', 7: 'D', 8: 'B', 9: 'S', 10: 'I', 11: 'J'}

// primArray returns the array class for a newarray atype.
func (vm *VM) primArray(atype int32) *Class {
	if atype < 4 || atype > 11 {
		panic(fatalf("newarray with invalid type code %d", atype))
	}
	if c := vm.primArrays[atype]; c != nil {
		return c
	}
	c := vm.arrayOf(vm.primClass(atypeKinds[atype]))
	vm.primArrays[atype] = c
	return c
}

// mirror returns the java.lang.Class object of c.
func (vm *VM) mirror(c *Class) *Object {
	if c.mirror == nil {
		o := vm.alloc(vm.classClass)
		o.data = c
		c.mirror = o
	}
	return c.mirror
}

// castMessage is HotSpot's ClassCastException text.
func castMessage(from, to *Class) string {
	where := func(c *Class) string {
		if c.Boot {
			return "module java.base of loader 'bootstrap'"
		}
		return "unnamed module of loader 'app'"
	}
	a, b := from.JavaName(), to.JavaName()
	var tail string
	if where(from) == where(to) {
		tail = a + " and " + b + " are in " + where(from)
	} else {
		tail = a + " is in " + where(from) + "; " + b + " is in " + where(to)
	}
	return "class " + a + " cannot be cast to class " + b + " (" + tail + ")"
}

// methodSignature formats a method as HotSpot's NoSuchMethodError does:
// 'java.lang.String java.lang.String.format(java.lang.String, java.lang.Object[])'.
func methodSignature(c *Class, name, desc string) string {
	params, ret := splitDesc(desc)
	return "'" + ret + " " + c.JavaName() + "." + name + "(" + strings.Join(params, ", ") + ")'"
}

// splitDesc turns a method descriptor into Java type names.
func splitDesc(desc string) (params []string, ret string) {
	i := 1
	for i < len(desc) && desc[i] != ')' {
		var s string
		s, i = typeName(desc, i)
		params = append(params, s)
	}
	ret, _ = typeName(desc, i+1)
	return params, ret
}

// typeName reads one field descriptor at i and returns its Java name and the next index.
func typeName(d string, i int) (string, int) {
	dims := 0
	for i < len(d) && d[i] == '[' {
		dims++
		i++
	}
	if i >= len(d) {
		return "?", i
	}
	var s string
	if d[i] == 'L' {
		j := strings.IndexByte(d[i:], ';')
		if j < 0 {
			return "?", len(d)
		}
		s = strings.ReplaceAll(d[i+1:i+j], "/", ".")
		i += j + 1
	} else {
		s = primNames[d[i]]
		i++
	}
	return s + strings.Repeat("[]", dims), i
}
