// This file defines classes, fields and methods as the interpreter sees them after linking.

package vm

import (
	"strings"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// Class initialization states (JVMS 5.5).
const (
	classLinked = iota
	classInitializing
	classInitialized
	classErroneous
)

// Class is a loaded and linked class, interface, array class or primitive type.
type Class struct {
	vm         *VM
	Name       string // internal name: java/lang/String, [I, or a primitive's name (int)
	ID         int32  // dense id in load order
	Super      *Class
	Interfaces []*Class // direct superinterfaces
	Access     uint16
	SourceFile string
	Origin     string // where the class file came from (class path entry and name)
	Boot       bool   // from crossprof's runtime library
	File       *classfile.ClassFile
	// Data is the class file as loaded (nil for array and primitive classes): a trace
	// stores it, and its readers derive the tables of the code from it.
	Data []byte

	Fields  []*Field  // declared fields
	Methods []*Method // declared methods

	declared map[string]*Method // declared methods by name+descriptor
	vtable   []*Method
	vindex   map[string]int // vtable index by name+descriptor
	nslots   int            // instance field slots, including superclasses'
	statics  []Value

	supers    []*Class            // supers[i] is the ancestor at depth i; supers[depth] is the class itself
	allIfaces map[*Class]bool     // every superinterface, transitively (and the class itself if an interface)
	elem      *Class              // component type of an array class
	elemKind  byte                // descriptor character of an array's components (I, J, L, [, ...)
	prim      byte                // descriptor character of a primitive class, 0 otherwise
	mirror    *Object             // the java.lang.Class object
	state     int                 // initialization state
	initBy    *Thread             // thread running the initializer
	initErr   *initFailure        // why initialization failed (classErroneous)
	verified  bool                // bytecode verified (at linking, before initialization)
	ifaceImpl map[*Method]*Method // selection cache for invokeinterface

	hidden     bool   // generated glue (a lambda's class, ...): no frames in stack traces
	nameSuffix string // Class.getName() adds it: a lambda class's "/0x..." as HotSpot shows hidden classes
}

// IsInterface reports whether the class is an interface.
func (c *Class) IsInterface() bool { return c.Access&classfile.AccInterface != 0 }

// IsArray reports whether the class is an array class.
func (c *Class) IsArray() bool { return c.elemKind != 0 }

// JavaName returns the class name as Class.getName() shows it (dots instead of slashes).
func (c *Class) JavaName() string { return strings.ReplaceAll(c.Name, "/", ".") }

// Field is a declared field.
type Field struct {
	Class  *Class
	Name   string
	Desc   string
	Access uint16
	slot   int    // index in the object's fields or the class's statics
	cv     uint16 // ConstantValue index
}

func (f *Field) isStatic() bool { return f.Access&classfile.AccStatic != 0 }

// wide reports whether the field's value takes two stack slots.
func (f *Field) wide() bool { return f.Desc[0] == 'J' || f.Desc[0] == 'D' }

// Method is a declared method.
type Method struct {
	Class     *Class
	Name      string
	Desc      string
	Access    uint16
	key       string // name+descriptor
	ID        int32  // dense id in link order
	argSlots  int    // slots of the arguments, including this
	retKind   byte   // first character of the return descriptor: V, I (and Z, B, C, S), J, F, D, L, [
	vindex    int    // vtable index, -1 if not virtual
	maxLocals int
	maxStack  int
	raw       *classfile.Code
	code      []inst // decoded on first use
	blocks    int    // basic blocks of the decoded code
	handlers  []handler
	native    nativeFunc
	synthetic bool           // made by the VM, not in any class file (never traced)
	npeMsgs   map[int]string // NullPointerException messages computed so far, by pc (npe.go)
	forward   *forwarder     // a lambda's interface method that calls its implementation directly (lambdafwd.go)
}

// IsStatic reports whether the method is static.
func (m *Method) IsStatic() bool { return m.Access&classfile.AccStatic != 0 }

// IsNative reports whether the method is native.
func (m *Method) IsNative() bool { return m.Access&classfile.AccNative != 0 }

func (m *Method) isAbstract() bool { return m.Access&classfile.AccAbstract != 0 }

// String returns Class.name(descriptor).
func (m *Method) String() string { return m.Class.JavaName() + "." + m.Name + m.Desc }

// LineAt returns the source line of the instruction at byte offset pc, or -1.
func (m *Method) LineAt(pc int) int {
	if m.raw == nil {
		return -1
	}
	return m.raw.LineAt(pc)
}

// key is the name+descriptor key used for method lookup.
func key(name, desc string) string { return name + desc }

// argSlots counts the slots a method descriptor's arguments occupy.
func argSlots(desc string) int {
	n := 0
	for i := 1; i < len(desc) && desc[i] != ')'; i++ {
		switch desc[i] {
		case 'J', 'D':
			n += 2
		case 'L':
			n++
			for desc[i] != ';' {
				i++
			}
		case '[':
			n++
			for desc[i] == '[' {
				i++
			}
			if desc[i] == 'L' {
				for desc[i] != ';' {
					i++
				}
			}
		default:
			n++
		}
	}
	return n
}

// retKind returns the return type's first descriptor character.
func retKind(desc string) byte {
	k := desc[strings.IndexByte(desc, ')')+1]
	switch k {
	case 'Z', 'B', 'C', 'S':
		return 'I'
	case '[':
		return 'L'
	}
	return k
}

// isSubclassOf reports whether c is s or has s as a superclass (s not an interface).
func (c *Class) isSubclassOf(s *Class) bool {
	d := len(s.supers) - 1
	return d < len(c.supers) && c.supers[d] == s
}

// AssignableTo reports whether a value of class c can be assigned to type t
// (JVMS checkcast/instanceof rules).
func (c *Class) AssignableTo(t *Class) bool {
	if c == t {
		return true
	}
	if t.IsInterface() {
		return c.allIfaces[t]
	}
	if t.elemKind != 0 {
		if c.elemKind == 0 {
			return false
		}
		if c.elem.prim != 0 || t.elem.prim != 0 {
			return c.elem == t.elem
		}
		return c.elem.AssignableTo(t.elem)
	}
	return c.isSubclassOf(t)
}

// findField resolves a field by name and descriptor (JVMS 5.4.3.2).
func (c *Class) findField(name, desc string) *Field {
	for _, f := range c.Fields {
		if f.Name == name && f.Desc == desc {
			return f
		}
	}
	for _, i := range c.Interfaces {
		if f := i.findField(name, desc); f != nil {
			return f
		}
	}
	if c.Super != nil {
		return c.Super.findField(name, desc)
	}
	return nil
}

// findMethod resolves a method in a class (JVMS 5.4.3.3): the class and its superclasses,
// then its superinterfaces.
func (c *Class) findMethod(name, desc string) *Method {
	k := key(name, desc)
	for s := c; s != nil; s = s.Super {
		if m := s.declared[k]; m != nil {
			return m
		}
	}
	return c.findInterfaceMethod(k)
}

// findInterfaceMethod looks for a method in the superinterfaces, preferring a non-abstract
// (default) one, as the maximally-specific rule would in well-formed programs.
func (c *Class) findInterfaceMethod(k string) *Method {
	var abstract *Method
	for _, i := range c.ifaceOrder() {
		if m := i.declared[k]; m != nil && !m.IsStatic() && m.Access&classfile.AccPrivate == 0 {
			if !m.isAbstract() {
				return m
			}
			abstract = m
		}
	}
	return abstract
}

// findIfaceMethod resolves an interface method (JVMS 5.4.3.4): the interface, then Object,
// then its superinterfaces.
func (c *Class) findIfaceMethod(name, desc string) *Method {
	k := key(name, desc)
	if m := c.declared[k]; m != nil {
		return m
	}
	if obj := c.vm.object; obj != nil {
		if m := obj.declared[k]; m != nil && m.Access&classfile.AccPublic != 0 && !m.IsStatic() {
			return m
		}
	}
	return c.findInterfaceMethod(k)
}

// selectVirtual picks the method that a virtual or interface call of m on an object of class
// c runs (JVMS 5.4.6).
func (c *Class) selectVirtual(m *Method) *Method {
	if i, ok := c.vindex[m.key]; ok {
		return c.vtable[i]
	}
	return m
}

// Code returns the method's Code attribute, nil for native and abstract methods.
func (m *Method) Code() *classfile.Code { return m.raw }
