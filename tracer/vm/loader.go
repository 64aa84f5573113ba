// This file loads and links classes: from the embedded runtime library first, then from the
// user's class path, as the JVM's boot and application loaders would.

package vm

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/crossprof/crossprof/tracer/classfile"
	"github.com/crossprof/crossprof/tracer/classpath"
	"github.com/crossprof/crossprof/tracer/verify"
)

// linkError is a linkage problem the guest program sees as a Java error
// (NoClassDefFoundError, NoSuchMethodError, ...), thrown at the instruction that caused it.
type linkError struct {
	class string // internal name of the error class
	msg   string
}

func (e *linkError) Error() string { return e.class + ": " + e.msg }

// FatalError is a failure of crossprof itself or of its input (a malformed class file, an
// unsupported instruction): the run stops and crossprof reports it.
type FatalError struct{ Msg string }

// Error returns the message, which names the class, method and pc where they apply.
func (e *FatalError) Error() string { return e.Msg }

func fatalf(format string, args ...any) *FatalError {
	return &FatalError{Msg: fmt.Sprintf(format, args...)}
}

// primitive descriptor characters and their class names.
var primNames = map[byte]string{
	'Z': "boolean", 'B': "byte", 'C': "char", 'S': "short",
	'I': "int", 'J': "long", 'F': "float", 'D': "double", 'V': "void",
}

// classByName returns a loaded class or loads it. Errors are *linkError (for the guest) or
// *FatalError.
func (vm *VM) classByName(name string) (*Class, error) {
	if c := vm.classes[name]; c != nil {
		return c, nil
	}
	if len(name) > 0 && name[0] == '[' {
		return vm.loadArrayClass(name)
	}
	return vm.loadClass(name)
}

// mustClass loads a class the VM itself depends on; failing is a fatal error.
func (vm *VM) mustClass(name string) *Class {
	c, err := vm.classByName(name)
	if err != nil {
		panic(fatalf("%s: cannot load %s: %v", vm.libraryName(), name, err))
	}
	return c
}

// primClass returns the Class of a primitive type by descriptor character.
func (vm *VM) primClass(d byte) *Class {
	name := primNames[d]
	if c := vm.classes[name]; c != nil {
		return c
	}
	c := &Class{vm: vm, Name: name, prim: d, Access: classfile.AccPublic | classfile.AccFinal | classfile.AccAbstract,
		Boot: true, state: classInitialized}
	c.supers = []*Class{c}
	vm.register(c)
	return c
}

func (vm *VM) register(c *Class) {
	c.ID = int32(len(vm.classList))
	vm.classes[c.Name] = c
	vm.classList = append(vm.classList, c)
	if vm.tracer.t != nil {
		vm.tracer.t.ClassLoaded(c)
	}
}

// findClassFile looks for a class file in the runtime library, then on the class path.
func (vm *VM) findClassFile(name string) ([]byte, string, bool, error) {
	if vm.tlib != nil {
		if data, origin, ok, err := vm.findTargetClass(name); ok || err != nil {
			return data, origin, ok, err
		}
	} else if data, err := fs.ReadFile(vm.rtFS, name+".class"); err == nil {
		return data, "crossprof-rt!" + name + ".class", true, nil
	}
	if vm.cp == nil {
		return nil, "", false, nil
	}
	data, origin, err := vm.cp.Find(name)
	if errors.Is(err, classpath.ErrNotFound) {
		return nil, "", false, nil
	}
	if err != nil {
		return nil, "", false, fatalf("reading class %s: %v", name, err)
	}
	return data, origin, false, nil
}

func (vm *VM) loadClass(name string) (*Class, error) {
	if vm.loading[name] {
		return nil, &linkError{"java/lang/ClassCircularityError", name}
	}
	data, origin, boot, err := vm.findClassFile(name)
	if err != nil {
		return nil, err
	}
	if data == nil {
		return nil, &linkError{"java/lang/NoClassDefFoundError", name}
	}
	return vm.defineClass(name, data, origin, boot)
}

// defineClass parses, loads and links a class file found for name (or generated as name).
func (vm *VM) defineClass(name string, data []byte, origin string, boot bool) (*Class, error) {
	cf, err := classfile.Parse(data)
	if err != nil {
		return nil, fatalf("%s: %v", origin, err)
	}
	if cf.ThisClass != name {
		return nil, &linkError{"java/lang/NoClassDefFoundError", fmt.Sprintf("%s (wrong name: %s)", name, cf.ThisClass)}
	}
	vm.loading[name] = true
	defer delete(vm.loading, name)

	c := &Class{vm: vm, Name: name, Access: cf.Access, SourceFile: cf.SourceFile, Origin: origin, Boot: boot, File: cf, Data: data}
	if cf.SuperClass != "" {
		s, err := vm.classByName(cf.SuperClass)
		if err != nil {
			return nil, err
		}
		if s.IsInterface() {
			return nil, &linkError{"java/lang/IncompatibleClassChangeError", fmt.Sprintf("class %s has interface %s as super class", c.JavaName(), s.JavaName())}
		}
		c.Super = s
	} else if name != "java/lang/Object" {
		return nil, fatalf("malformed class file %s: class has no superclass", origin)
	}
	for _, in := range cf.Interfaces {
		i, err := vm.classByName(in)
		if err != nil {
			return nil, err
		}
		if !i.IsInterface() {
			return nil, &linkError{"java/lang/IncompatibleClassChangeError", fmt.Sprintf("class %s can not implement %s, because it is not an interface", c.JavaName(), i.JavaName())}
		}
		c.Interfaces = append(c.Interfaces, i)
	}
	if c := vm.classes[name]; c != nil { // loaded while resolving supertypes (cannot happen without a cycle)
		return c, nil
	}
	vm.link(c)
	vm.register(c)
	return c, nil
}

// link lays out fields, creates methods, builds the vtable and the supertype tables.
func (vm *VM) link(c *Class) {
	cf := c.File
	c.allIfaces = map[*Class]bool{}
	if c.Super != nil {
		c.nslots = c.Super.nslots
		c.supers = append(append([]*Class(nil), c.Super.supers...), c)
		for _, i := range c.Super.ifaceOrder() {
			c.allIfaces[i] = true
		}
	} else {
		c.supers = []*Class{c}
	}
	for _, i := range c.Interfaces {
		for _, j := range i.ifaceOrder() {
			c.allIfaces[j] = true
		}
	}
	if c.IsInterface() {
		c.allIfaces[c] = true
	}
	nstatic := 0
	for _, ff := range cf.Fields {
		f := &Field{Class: c, Name: ff.Name, Desc: ff.Descriptor, Access: ff.Access, cv: ff.ConstantValue}
		if f.isStatic() {
			f.slot = nstatic
			nstatic++
		} else {
			f.slot = c.nslots
			c.nslots++
		}
		c.Fields = append(c.Fields, f)
	}
	c.statics = make([]Value, nstatic)
	c.declared = make(map[string]*Method, len(cf.Methods))
	for i := range cf.Methods {
		mf := &cf.Methods[i]
		m := &Method{Class: c, Name: mf.Name, Desc: mf.Descriptor, Access: mf.Access, vindex: -1, raw: mf.Code,
			retKind: retKind(mf.Descriptor)}
		m.key = key(m.Name, m.Desc)
		m.argSlots = argSlots(m.Desc)
		if !m.IsStatic() {
			m.argSlots++
		}
		if mf.Code != nil {
			m.maxLocals = int(mf.Code.MaxLocals)
			m.maxStack = int(mf.Code.MaxStack)
		}
		if m.maxLocals < m.argSlots {
			m.maxLocals = m.argSlots
		}
		if m.IsNative() {
			m.native = natives[c.Name+"."+m.Name+m.Desc]
		}
		m.ID = int32(len(vm.methods))
		vm.methods = append(vm.methods, m)
		c.Methods = append(c.Methods, m)
		c.declared[key(m.Name, m.Desc)] = m
	}
	vm.buildVtable(c)
}

// ifaceOrder lists the interfaces in allIfaces in a deterministic order (by load order).
func (c *Class) ifaceOrder() []*Class {
	out := make([]*Class, 0, len(c.allIfaces))
	for i := range c.allIfaces {
		out = append(out, i)
	}
	for a := 1; a < len(out); a++ {
		for b := a; b > 0 && out[b].ID < out[b-1].ID; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out
}

func isVirtual(m *Method) bool {
	return !m.IsStatic() && m.Access&classfile.AccPrivate == 0 && m.Name[0] != '<'
}

// buildVtable gives every virtual method an index shared with the methods it overrides, and
// fills in default methods inherited from interfaces.
func (vm *VM) buildVtable(c *Class) {
	if c.IsInterface() {
		return // objects are never instances of an interface itself: nothing selects through it
	}
	if c.Super != nil {
		c.vtable = append([]*Method(nil), c.Super.vtable...)
		c.vindex = make(map[string]int, len(c.Super.vindex)+len(c.Methods))
		for k, v := range c.Super.vindex {
			c.vindex[k] = v
		}
	} else {
		c.vindex = map[string]int{}
	}
	for _, m := range c.Methods {
		if !isVirtual(m) {
			continue
		}
		k := key(m.Name, m.Desc)
		if i, ok := c.vindex[k]; ok {
			c.vtable[i] = m
			m.vindex = i
		} else {
			m.vindex = len(c.vtable)
			c.vindex[k] = m.vindex
			c.vtable = append(c.vtable, m)
		}
	}
	for _, i := range c.ifaceOrder() {
		if i == c {
			continue
		}
		for _, m := range i.Methods {
			if !isVirtual(m) {
				continue
			}
			k := key(m.Name, m.Desc)
			idx, ok := c.vindex[k]
			if !ok {
				c.vindex[k] = len(c.vtable)
				c.vtable = append(c.vtable, m)
				continue
			}
			old := c.vtable[idx]
			if old.Class.IsInterface() && (old.isAbstract() && !m.isAbstract() || m.Class.allIfaces[old.Class] && !m.isAbstract()) {
				c.vtable[idx] = m
			}
		}
	}
}

// loadArrayClass creates an array class; its component class is loaded first.
func (vm *VM) loadArrayClass(name string) (*Class, error) {
	if len(name) > 256 {
		return nil, &linkError{"java/lang/ClassFormatError", "array type with more than 255 dimensions: " + name}
	}
	comp := name[1:]
	var elem *Class
	if len(comp) == 1 {
		if _, ok := primNames[comp[0]]; !ok || comp[0] == 'V' {
			return nil, &linkError{"java/lang/NoClassDefFoundError", name}
		}
		elem = vm.primClass(comp[0])
	} else {
		cn := comp
		if comp[0] == 'L' {
			if comp[len(comp)-1] != ';' {
				return nil, &linkError{"java/lang/NoClassDefFoundError", name}
			}
			cn = comp[1 : len(comp)-1]
		} else if comp[0] != '[' {
			return nil, &linkError{"java/lang/NoClassDefFoundError", name}
		}
		var err error
		if elem, err = vm.classByName(cn); err != nil {
			return nil, err
		}
	}
	obj := vm.object
	c := &Class{vm: vm, Name: name, Super: obj, elem: elem, elemKind: comp[0], Boot: elem.Boot,
		Access: classfile.AccPublic | classfile.AccFinal | classfile.AccAbstract, state: classInitialized,
		vtable: obj.vtable, vindex: obj.vindex, declared: map[string]*Method{}}
	c.supers = []*Class{obj, c}
	c.allIfaces = map[*Class]bool{}
	// Arrays implement Cloneable and Serializable; a target library may have neither (JOP's).
	for _, n := range []string{"java/lang/Cloneable", "java/io/Serializable"} {
		if i, err := vm.classByName(n); err == nil && i.IsInterface() {
			c.Interfaces = append(c.Interfaces, i)
			c.allIfaces[i] = true
		}
	}
	vm.register(c)
	return c, nil
}

// arrayOf returns the array class whose components are of class c.
func (vm *VM) arrayOf(c *Class) *Class {
	var name string
	switch {
	case c.prim != 0:
		name = "[" + string(c.prim)
	case c.elemKind != 0:
		name = "[" + c.Name
	default:
		name = "[L" + c.Name + ";"
	}
	a, err := vm.classByName(name)
	if err != nil {
		panic(fatalf("cannot create array class %s: %v", name, err))
	}
	return a
}

// verifyLinked verifies the bytecode of c once, after its superclass and superinterfaces, as
// HotSpot does when it links a class before initializing it. A VerifyError or
// ClassFormatError is returned as a *linkError to throw; c stays unverified then, so a later
// use verifies again and throws a new error, as HotSpot does.
//
// The embedded runtime library is not verified at run time: HotSpot does not verify the boot
// class path either (BytecodeVerificationLocal is off), and verifying the library's classes
// took about 40% of a short program's run. tracer/verify's TestRuntimeLibraryVerifies checks
// that every library class passes instead.
func (vm *VM) verifyLinked(c *Class) error {
	if c.verified || c.File == nil || strings.HasPrefix(c.Origin, "crossprof-rt!") {
		return nil
	}
	if c.Super != nil {
		if err := vm.verifyLinked(c.Super); err != nil {
			return err
		}
	}
	for _, i := range c.Interfaces {
		if err := vm.verifyLinked(i); err != nil {
			return err
		}
	}
	if err := verify.Class(c.File, vmHierarchy{vm}); err != nil {
		var ve *verify.Error
		if errors.As(err, &ve) {
			return &linkError{ve.Class, ve.Message}
		}
		return err
	}
	c.verified = true
	return nil
}

// vmHierarchy answers the verifier's class hierarchy questions by loading classes.
type vmHierarchy struct{ vm *VM }

// IsInterface loads the named class and reports whether it is an interface.
func (h vmHierarchy) IsInterface(name string) (bool, error) {
	c, err := h.vm.classByName(name)
	if err != nil {
		return false, err
	}
	return c.IsInterface(), nil
}

// Superclass loads the named class and returns its superclass ("" for Object and interfaces).
func (h vmHierarchy) Superclass(name string) (string, error) {
	c, err := h.vm.classByName(name)
	if err != nil {
		return "", err
	}
	if c.Super == nil || c.IsInterface() {
		return "", nil
	}
	return c.Super.Name, nil
}

// DeclaredAccess loads the class and returns the access flags of its declared field or method.
func (h vmHierarchy) DeclaredAccess(class, name, desc string, method bool) (int, bool, error) {
	c, err := h.vm.classByName(class)
	if err != nil {
		return 0, false, err
	}
	if method {
		if m := c.declared[key(name, desc)]; m != nil {
			return int(m.Access), true, nil
		}
	} else {
		for _, f := range c.Fields {
			if f.Name == name && f.Desc == desc {
				return int(f.Access), true, nil
			}
		}
	}
	return 0, false, nil
}

// IsSubclass loads both classes and reports whether sub is super or extends it.
func (h vmHierarchy) IsSubclass(sub, super string) (bool, error) {
	s, err := h.vm.classByName(super)
	if err != nil {
		return false, err
	}
	c, err := h.vm.classByName(sub)
	if err != nil {
		return false, err
	}
	return c.isSubclassOf(s), nil
}
