// Verification types (JVMS §4.10.1.2) and their assignability, printed as HotSpot prints them.

package verify

import "strconv"

// kind is the sort of a verification type.
type kind uint8

const (
	kTop kind = iota // HotSpot's "bogus" type
	kInt
	kFloat
	kLong
	kDouble
	kLong2   // second slot of a long
	kDouble2 // second slot of a double
	kNull
	kUninitThis
	kUninit // uninitialized(bci of the new)
	kRef    // class, interface or array type named by name
	// Narrow integer types appear only as a method's return type.
	kBool
	kByte
	kChar
	kShort
	// Queries: what an instruction accepts, never a value's type.
	qRef
	qCat1
	qCat2
	qCat2nd
	// The old verifier's return address of a jsr (bci: the subroutine's entry instruction).
	kRetAddr
)

// vtype is one verification type. Values compare with ==.
type vtype struct {
	k    kind
	bci  int    // kUninit: offset of the new instruction
	name string // kRef: internal class name or array descriptor
}

var (
	tTop     = vtype{k: kTop}
	tInt     = vtype{k: kInt}
	tFloat   = vtype{k: kFloat}
	tLong    = vtype{k: kLong}
	tDouble  = vtype{k: kDouble}
	tLong2   = vtype{k: kLong2}
	tDouble2 = vtype{k: kDouble2}
	tNull    = vtype{k: kNull}
	tUThis   = vtype{k: kUninitThis}
	tRefQ    = vtype{k: qRef}
	tCat1Q   = vtype{k: qCat1}
	tCat2Q   = vtype{k: qCat2}
	tCat2ndQ = vtype{k: qCat2nd}
	tObject  = ref("java/lang/Object")
	tString  = ref("java/lang/String")
	tClass   = ref("java/lang/Class")
	tThrow   = ref("java/lang/Throwable")
)

func ref(name string) vtype { return vtype{k: kRef, name: name} }

func (t vtype) isRef() bool    { return t.k == kRef || t.k == kNull }
func (t vtype) isArray() bool  { return t.k == kRef && len(t.name) >= 2 && t.name[0] == '[' }
func (t vtype) isObject() bool { return t.k == kRef && (len(t.name) == 0 || t.name[0] != '[') }
func (t vtype) isCat2() bool   { return t.k == kLong || t.k == kDouble }
func (t vtype) isCat2nd() bool { return t.k == kLong2 || t.k == kDouble2 }
func (t vtype) isUninit() bool { return t.k == kUninit || t.k == kUninitThis }
func (t vtype) isCat1() bool {
	switch t.k {
	case kInt, kFloat, kNull, kUninitThis, kUninit, kRef, kBool, kByte, kChar, kShort:
		return true
	}
	return false
}

// isArrayOf reports whether t is null or an array whose descriptor's element starts with c,
// HotSpot's test for the typed array instructions.
func (t vtype) isArrayOf(c byte) bool {
	return t.k == kNull || t.isArray() && t.name[1] == c
}

func (t vtype) isRefArray() bool { return t.isArrayOf('L') || t.isArrayOf('[') }

// second returns the type of the second slot of a category 2 type.
func (t vtype) second() vtype {
	if t.k == kLong {
		return tLong2
	}
	return tDouble2
}

// component returns the element type of an array type; top if the descriptor is bad.
func (t vtype) component() vtype { return descType(t.name[1:]) }

// String prints t as HotSpot's VerificationType::print_on does.
func (t vtype) String() string {
	switch t.k {
	case kTop:
		return "top"
	case kInt:
		return "integer"
	case kFloat:
		return "float"
	case kLong:
		return "long"
	case kDouble:
		return "double"
	case kLong2:
		return "long_2nd"
	case kDouble2:
		return "double_2nd"
	case kNull:
		return "null"
	case kUninitThis:
		return "uninitializedThis"
	case kUninit:
		return "uninitialized " + strconv.Itoa(t.bci)
	case kBool:
		return "boolean"
	case kByte:
		return "byte"
	case kChar:
		return "char"
	case kShort:
		return "short"
	case qRef:
		return "reference type"
	case qCat1:
		return "category1 type"
	case qCat2:
		return "category2 type"
	case qCat2nd:
		return "category2_2nd type"
	case kRetAddr:
		return "returnAddress"
	}
	return "'" + t.name + "'"
}

// Hierarchy answers the class hierarchy questions of reference assignability. The VM
// implements it by loading the named classes, so both methods may fail as loading does.
type Hierarchy interface {
	// IsInterface reports whether the named class is an interface.
	IsInterface(name string) (bool, error)
	// IsSubclass reports whether class sub is super or a subclass of it (super is a class).
	IsSubclass(sub, super string) (bool, error)
	// Superclass returns the name of the direct superclass of a class, "" for
	// java/lang/Object and for interfaces.
	Superclass(name string) (string, error)
	// DeclaredAccess returns the access flags of the field (method false) or method declared
	// in class with that name and descriptor; found is false if the class declares none.
	DeclaredAccess(class, name, desc string, method bool) (access int, found bool, err error)
}

// assignable reports whether a value of type from may be used where to is expected
// (HotSpot's VerificationType::is_assignable_from).
func (v *verifier) assignable(to, from vtype) bool {
	if to == from || to.k == kTop {
		return true
	}
	switch to.k {
	case qCat1:
		return from.isCat1()
	case qCat2:
		return from.isCat2()
	case qCat2nd:
		return from.isCat2nd()
	case qRef:
		return from.isRef() || from.isUninit()
	case kBool, kByte, kChar, kShort:
		return from.k == kInt
	case kRef:
		if from.isRef() {
			return v.refAssignable(to, from)
		}
	}
	return false
}

func (v *verifier) refAssignable(to, from vtype) bool {
	switch {
	case from.k == kNull:
		return true
	case to.name == from.name:
		return true
	case to.isObject():
		if to.name == "java/lang/Object" {
			return true
		}
		iface := v.isInterface(to.name)
		if iface {
			// Interfaces are treated as Object, except that arrays implement only these two.
			return !from.isArray() || to.name == "java/lang/Cloneable" || to.name == "java/io/Serializable"
		}
		if from.isObject() {
			return v.isSubclass(from.name, to.name)
		}
		return false
	case from.isArray():
		ct, cf := to.component(), from.component()
		if ct.k == kTop || cf.k == kTop {
			return false
		}
		if ct == cf {
			return true
		}
		if ct.k != kRef || cf.k != kRef {
			return false
		}
		return v.refAssignable(ct, cf)
	}
	return false
}

// hierFailure carries a Hierarchy error out of the checker to Class.
type hierFailure struct{ err error }

func (v *verifier) isInterface(name string) bool {
	if v.h == nil {
		return false
	}
	ok, err := v.h.IsInterface(name)
	if err != nil {
		panic(hierFailure{err})
	}
	return ok
}

func (v *verifier) isSubclass(sub, super string) bool {
	if v.h == nil {
		return true
	}
	ok, err := v.h.IsSubclass(sub, super)
	if err != nil {
		panic(hierFailure{err})
	}
	return ok
}

// fieldTypes returns the verification types of a field descriptor: one, or two for long
// and double; narrow integer types become int, as on the operand stack.
func fieldTypes(desc string) []vtype {
	t := descType(desc)
	switch t.k {
	case kBool, kByte, kChar, kShort:
		return []vtype{tInt}
	case kLong, kDouble:
		return []vtype{t, t.second()}
	}
	return []vtype{t}
}

// descType converts one field descriptor to its type, keeping narrow integer types.
func descType(d string) vtype {
	if d == "" {
		return tTop
	}
	switch d[0] {
	case 'Z':
		return vtype{k: kBool}
	case 'B':
		return vtype{k: kByte}
	case 'C':
		return vtype{k: kChar}
	case 'S':
		return vtype{k: kShort}
	case 'I':
		return tInt
	case 'J':
		return tLong
	case 'F':
		return tFloat
	case 'D':
		return tDouble
	case 'L':
		if len(d) >= 3 {
			return ref(d[1 : len(d)-1])
		}
	case '[':
		return ref(d)
	}
	return tTop
}

// methodSig splits a method descriptor into its argument types (two slots for long and
// double) and its return type (top for void, narrow types kept).
func methodSig(desc string) (args []vtype, ret vtype, ok bool) {
	if len(desc) < 3 || desc[0] != '(' {
		return nil, tTop, false
	}
	i := 1
	for i < len(desc) && desc[i] != ')' {
		j := i
		for j < len(desc) && desc[j] == '[' {
			j++
		}
		if j >= len(desc) {
			return nil, tTop, false
		}
		if desc[j] == 'L' {
			for j < len(desc) && desc[j] != ';' {
				j++
			}
			if j >= len(desc) {
				return nil, tTop, false
			}
		}
		args = append(args, fieldTypes(desc[i:j+1])...)
		i = j + 1
	}
	if i+1 >= len(desc) {
		return nil, tTop, false
	}
	if desc[i+1] == 'V' {
		return args, tTop, true
	}
	return args, descType(desc[i+1:]), true
}
