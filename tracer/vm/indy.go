// This file links invokedynamic call sites (JVMS 5.4.3.6), once per site, as HotSpot's
// bootstrap methods would: it generates a small glue class (tracer/classgen), loads it like
// any other class, and rewrites the instruction into what the site then does:
//   - a string concatenation becomes an invokestatic of a generated concat method;
//   - a lambda or method reference that captures nothing pushes one shared instance, one that
//     captures values allocates an instance of its generated class and stores them (opIndyNew);
//   - a record's toString, equals or hashCode becomes an invokestatic of a generated method;
//   - a pattern or enum switch becomes opTypeSwitch, a native test of the labels.
// Any other bootstrap method stops the run with a message naming it and the call site.

package vm

import (
	"fmt"
	"strings"
	"unicode/utf16"

	"github.com/crossprof/crossprof/tracer/classfile"
	"github.com/crossprof/crossprof/tracer/classgen"
	"github.com/crossprof/crossprof/tracer/javafmt"
)

// lambdaSite is what opIndyNew needs: the lambda class and the field slot of each captured value.
type lambdaSite struct {
	class *Class
	slots []int
	wide  []bool // the captured value takes two stack slots
	n     int    // stack slots of all captured values
}

// indyLinker reads a call site's bootstrap specifier from its class's constant pool.
type indyLinker struct {
	t    *Thread
	m    *Method
	in   *inst
	pool classfile.Pool
	name string // the call site's method name
	desc string // the call site's descriptor
	bsm  string // the bootstrap method: Class.name
	args []uint16
}

// fail stops the run with a message about the call site.
func (l *indyLinker) fail(format string, a ...any) {
	panic(fatalf("invokedynamic in %s: %s", describePC(l.m, int(l.in.pc)), fmt.Sprintf(format, a...)))
}

// linkIndy links the invokedynamic instruction in, rewriting it. It returns false if the
// instruction must not run now (an exception is being thrown).
func (t *Thread) linkIndy(m *Method, in *inst) bool {
	cf := m.Class.File
	pool := cf.Pool
	idx := uint16(in.a)
	if int(idx) >= len(pool) || pool[idx].Tag != classfile.TagInvokeDynamic {
		malformed(m.Class, fmt.Errorf("malformed class file: invokedynamic at pc %d of %s refers to constant pool entry %d, not an InvokeDynamic", in.pc, m, idx))
	}
	e := pool[idx]
	name, desc, err := pool.NameAndType(e.B)
	if err != nil {
		malformed(m.Class, err)
	}
	if int(e.A) >= len(cf.BootstrapMethods) {
		malformed(m.Class, fmt.Errorf("malformed class file: invokedynamic at pc %d of %s names bootstrap method %d of %d", in.pc, m, e.A, len(cf.BootstrapMethods)))
	}
	bm := cf.BootstrapMethods[e.A]
	l := &indyLinker{t: t, m: m, in: in, pool: pool, name: name, desc: desc, args: bm.Args}
	h := l.handle(bm.Ref)
	l.bsm = h.Class + "." + h.Name
	switch l.bsm {
	case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants", "java/lang/invoke/StringConcatFactory.makeConcat":
		return l.concat(h.Name == "makeConcat")
	case "java/lang/invoke/LambdaMetafactory.metafactory", "java/lang/invoke/LambdaMetafactory.altMetafactory":
		return l.lambda(h.Name == "altMetafactory")
	case "java/lang/runtime/ObjectMethods.bootstrap":
		return l.record()
	case "java/lang/runtime/SwitchBootstraps.typeSwitch", "java/lang/runtime/SwitchBootstraps.enumSwitch":
		return l.typeSwitch(h.Name == "enumSwitch")
	}
	panic(fatalf("unsupported bootstrap method %s.%s%s for invokedynamic in %s",
		strings.ReplaceAll(h.Class, "/", "."), h.Name, h.Desc, describePC(m, int(in.pc))))
}

// handle reads a CONSTANT_MethodHandle.
func (l *indyLinker) handle(i uint16) classgen.Handle {
	if int(i) >= len(l.pool) || l.pool[i].Tag != classfile.TagMethodHandle {
		l.fail("constant pool entry %d is not a MethodHandle", i)
	}
	e := l.pool[i]
	class, name, desc, err := l.pool.MemberRef(e.B)
	if err != nil {
		malformed(l.m.Class, err)
	}
	return classgen.Handle{Kind: int(e.A), Class: class, Name: name, Desc: desc, Iface: l.pool[e.B].Tag == classfile.TagInterfaceMethodref}
}

// methodType reads a CONSTANT_MethodType's descriptor.
func (l *indyLinker) methodType(i uint16) string {
	if int(i) >= len(l.pool) || l.pool[i].Tag != classfile.TagMethodType {
		l.fail("bootstrap argument %d is not a MethodType", i)
	}
	d, err := l.pool.Utf8(l.pool[i].A)
	if err != nil {
		malformed(l.m.Class, err)
	}
	return d
}

// arg returns the i-th bootstrap argument's constant pool index.
func (l *indyLinker) arg(i int) uint16 {
	if i >= len(l.args) {
		l.fail("%s has %d bootstrap arguments, needs more", l.bsm, len(l.args))
	}
	return l.args[i]
}

// intArg reads an Integer bootstrap argument.
func (l *indyLinker) intArg(i int) int {
	c := l.pool[l.arg(i)]
	if c.Tag != classfile.TagInteger {
		l.fail("bootstrap argument %d of %s is %v, want Integer", i, l.bsm, c.Tag)
	}
	return int(int32(c.Bits))
}

// classArg reads a Class bootstrap argument's name.
func (l *indyLinker) classArg(i int) string {
	n, err := l.pool.ClassName(l.arg(i))
	if err != nil {
		malformed(l.m.Class, err)
	}
	return n
}

// constText is the text String.valueOf gives a loadable constant (a concatenation's \2).
func (l *indyLinker) constText(i int) []uint16 {
	c := l.pool[l.arg(i)]
	var s string
	switch c.Tag {
	case classfile.TagString:
		u, err := l.pool.String(l.arg(i))
		if err != nil {
			malformed(l.m.Class, err)
		}
		return u
	case classfile.TagInteger:
		s = fmt.Sprint(int32(c.Bits))
	case classfile.TagLong:
		s = fmt.Sprint(int64(c.Bits))
	case classfile.TagFloat:
		s = javafmt.FormatFloat(f32(Value{I: int64(c.Bits)}))
	case classfile.TagDouble:
		s = javafmt.FormatDouble(f64(Value{I: int64(c.Bits)}))
	default:
		l.fail("concatenation constant %d is a %v", i, c.Tag)
	}
	return utf16.Encode([]rune(s))
}

// define loads a generated class. Generated classes have no static initializer, so they are
// initialized at once; hidden ones leave no frames in stack traces, as HotSpot's hidden classes.
func (vm *VM) define(name string, data []byte, err error, boot bool) *Class {
	if err != nil {
		panic(fatalf("%v", err))
	}
	c, lerr := vm.defineClass(name, data, "crossprof-generated!"+name, boot)
	if lerr != nil {
		panic(fatalf("generated class %s: %v", name, lerr))
	}
	c.hidden = true
	c.state = classInitialized
	return c
}

// concat links a StringConcatFactory site to a generated static method, shared by every
// site of the same shape.
func (l *indyLinker) concat(plain bool) bool {
	vm := l.t.vm
	g := &classgen.Concat{Desc: l.desc}
	if !plain {
		u, err := l.pool.String(l.arg(0))
		if err != nil {
			l.fail("the concatenation recipe is not a String: %v", err)
		}
		g.Recipe = u
		for i := 1; i < len(l.args); i++ {
			g.Consts = append(g.Consts, l.constText(i))
		}
	}
	shape := fmt.Sprintf("%s|%v|%v|%v", l.desc, plain, g.Recipe, g.Consts)
	c := vm.concats[shape]
	if c == nil {
		vm.generated++
		g.Name = fmt.Sprintf("java/lang/invoke/StringConcat$%d", vm.generated)
		data, err := g.Generate()
		c = vm.define(g.Name, data, err, true)
		vm.concats[shape] = c
	}
	l.in.op, l.in.x = opInvokeStaticQ, c.declared[key(classgen.ConcatMethod, l.desc)]
	return true
}

// lambda links a LambdaMetafactory site.
func (l *indyLinker) lambda(alt bool) bool {
	vm := l.t.vm
	ret := classgen.Ret(l.desc)
	if len(ret) < 3 || ret[0] != 'L' {
		l.fail("a lambda site must return an interface, not %s", ret)
	}
	iface := ret[1 : len(ret)-1]
	g := &classgen.Lambda{
		Interfaces:   []string{iface},
		Method:       l.name,
		Captured:     classgen.Params(l.desc),
		SAM:          l.methodType(l.arg(0)),
		Impl:         l.handle(l.arg(1)),
		Instantiated: l.methodType(l.arg(2)),
	}
	if alt {
		flags := l.intArg(3)
		next := 4
		if flags&1 != 0 { // FLAG_SERIALIZABLE
			g.Interfaces = append(g.Interfaces, "java/io/Serializable")
		}
		if flags&2 != 0 { // FLAG_MARKERS
			n := l.intArg(next)
			for i := 0; i < n; i++ {
				g.Interfaces = append(g.Interfaces, l.classArg(next+1+i))
			}
			next += 1 + n
		}
		if flags&4 != 0 { // FLAG_BRIDGES
			n := l.intArg(next)
			for i := 0; i < n; i++ {
				g.Bridges = append(g.Bridges, l.methodType(l.arg(next+1+i)))
			}
		}
	}
	for _, i := range g.Interfaces {
		if _, err := vm.classByName(i); err != nil {
			l.t.linkFail(err)
			return false
		}
	}
	vm.generated++
	g.Name = fmt.Sprintf("%s$$Lambda$%d", l.m.Class.Name, vm.generated)
	data, err := g.Generate()
	if err != nil {
		l.fail("%v", err)
	}
	c := vm.define(g.Name, data, nil, l.m.Class.Boot)
	c.nameSuffix = fmt.Sprintf("/0x%016x", 0x800c00000+uint64(vm.generated)*0x228)
	if len(g.Captured) == 0 {
		vm.linkForwarders(c, g, nil)
		l.in.op, l.in.x = opLdcQ, vm.alloc(c)
		return true
	}
	site := &lambdaSite{class: c}
	for i, d := range g.Captured {
		site.slots = append(site.slots, c.findField(classgen.CapturedField(i), d).slot)
		w := classgen.Slots(d) == 2
		site.wide = append(site.wide, w)
		site.n += classgen.Slots(d)
	}
	vm.linkForwarders(c, g, site)
	l.in.op, l.in.x = opIndyNew, site
	return true
}

// newLambda executes opIndyNew: the captured values are on top of the stack (from sp-n).
func (vm *VM) newLambda(stack []Value, sp int, site *lambdaSite) *Object {
	o := vm.alloc(site.class)
	p := sp - site.n
	for i, slot := range site.slots {
		o.fields[slot] = stack[p]
		if site.wide[i] {
			p += 2
		} else {
			p++
		}
	}
	return o
}

// record links an ObjectMethods.bootstrap site: a record's toString, equals or hashCode.
func (l *indyLinker) record() bool {
	vm := l.t.vm
	rec := l.classArg(0)
	names, err := l.pool.String(l.arg(1))
	if err != nil {
		l.fail("the record component names are not a String: %v", err)
	}
	g := &classgen.RecordMethod{Record: rec, SimpleName: classgen.SimpleName(rec), Method: l.name, Desc: l.desc}
	var comps []string
	if len(names) > 0 {
		comps = strings.Split(string(utf16.Decode(names)), ";")
	}
	if len(comps) != len(l.args)-2 {
		l.fail("record %s names %d components and gives %d getters", rec, len(comps), len(l.args)-2)
	}
	for i, n := range comps {
		h := l.handle(l.arg(2 + i))
		if h.Kind != 1 { // REF_getField
			l.fail("record getter %d is a method handle of kind %d, not a field getter", i, h.Kind)
		}
		g.Components = append(g.Components, classgen.Component{Name: n, Desc: h.Desc})
	}
	k := rec + "." + l.name + l.desc
	c := vm.records[k]
	if c == nil {
		vm.generated++
		g.Name = fmt.Sprintf("%s$$Record$%d", rec, vm.generated)
		data, err := g.Generate()
		c = vm.define(g.Name, data, err, false)
		vm.records[k] = c
	}
	l.in.op, l.in.x = opInvokeStaticQ, c.declared[key(l.name, l.desc)]
	return true
}
