// This file emits the conversions between a value's type and the type a method expects, as
// method handle adaptation allows them: widening, boxing, unboxing and reference casts.

package classgen

// wrappers maps a primitive descriptor to its wrapper class and unboxing method.
var wrappers = map[byte]struct{ class, unbox string }{
	'Z': {"java/lang/Boolean", "booleanValue"},
	'B': {"java/lang/Byte", "byteValue"},
	'S': {"java/lang/Short", "shortValue"},
	'C': {"java/lang/Character", "charValue"},
	'I': {"java/lang/Integer", "intValue"},
	'J': {"java/lang/Long", "longValue"},
	'F': {"java/lang/Float", "floatValue"},
	'D': {"java/lang/Double", "doubleValue"},
}

// IsPrimitive reports whether a field descriptor names a primitive type.
func IsPrimitive(desc string) bool { _, ok := wrappers[desc[0]]; return ok && len(desc) == 1 }

// Wrapper returns the wrapper class of a primitive descriptor ("" for others).
func Wrapper(desc string) string {
	if !IsPrimitive(desc) {
		return ""
	}
	return wrappers[desc[0]].class
}

// unwrapped returns the primitive descriptor whose wrapper is the class descriptor d, or 0.
func unwrapped(d string) byte {
	for p, w := range wrappers {
		if d == "L"+w.class+";" {
			return p
		}
	}
	return 0
}

// Box boxes the primitive on top of the stack into its wrapper.
func (k *Code) Box(prim string) {
	w := wrappers[prim[0]]
	k.Invoke(InvokeStatic, w.class, "valueOf", "("+prim+")L"+w.class+";", false)
}

// Unbox unboxes the wrapper on top of the stack (already of class Wrapper(prim)).
func (k *Code) Unbox(prim string) {
	w := wrappers[prim[0]]
	k.Invoke(InvokeVirtual, w.class, w.unbox, "()"+prim, false)
}

// Convert turns the value on top of the stack from type from into type to (field
// descriptors). A reference is cast unless to is Object; a primitive is widened; a
// primitive becomes a reference by boxing, a reference a primitive by unboxing (casting to
// the wrapper first when from does not name it).
func (k *Code) Convert(from, to string) {
	if from == to {
		return
	}
	fp, tp := IsPrimitive(from), IsPrimitive(to)
	switch {
	case fp && tp:
		k.widen(from[0], to[0])
	case fp:
		k.Box(from)
		if w := "L" + Wrapper(from) + ";"; to != w && to != "Ljava/lang/Object;" {
			k.castTo(to)
		}
	case tp:
		if p := unwrapped(from); p != 0 {
			k.Unbox(string(p))
			k.widen(p, to[0])
			return
		}
		if from == "Ljava/lang/Number;" && to != "Z" && to != "C" {
			k.Invoke(InvokeVirtual, "java/lang/Number", wrappers[to[0]].unbox, "()"+to, false)
			return
		}
		k.Checkcast(Wrapper(to))
		k.Unbox(to)
	default:
		k.castTo(to)
	}
}

func (k *Code) castTo(to string) {
	if to == "Ljava/lang/Object;" {
		return
	}
	if to[0] == 'L' {
		k.Checkcast(to[1 : len(to)-1])
	} else {
		k.Checkcast(to)
	}
}

// widen emits a widening primitive conversion (nothing where the JVM needs none: the int
// types share one representation).
func (k *Code) widen(from, to byte) {
	wide := func(p byte) byte {
		switch p {
		case 'J', 'F', 'D':
			return p
		}
		return 'I'
	}
	f, t := wide(from), wide(to)
	switch {
	case f == t:
	case f == 'I' && t == 'J':
		k.Op(opI2L, 1)
	case f == 'I' && t == 'F':
		k.Op(opI2F, 0)
	case f == 'I' && t == 'D':
		k.Op(opI2D, 1)
	case f == 'J' && t == 'F':
		k.Op(opL2F, -1)
	case f == 'J' && t == 'D':
		k.Op(opL2D, 0)
	case f == 'F' && t == 'D':
		k.Op(opF2D, 1)
	default:
		if k.err == nil {
			k.err = errorf("cannot convert %c to %c", from, to)
		}
	}
}
