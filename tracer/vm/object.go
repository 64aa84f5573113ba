// This file defines the representation of Java values, objects and arrays.

package vm

import "math"

// Value is one JVM slot: an operand stack entry, a local variable, a field or a static.
// Primitive values live in I (ints sign-extended, floats and doubles as their raw bits,
// longs as is); references live in R. A long or double occupies two stack and local slots,
// as the JVM specification says, with the value in the first; fields hold it in one Value.
type Value struct {
	I int64
	R *Object
}

// Object is a Java object or array. Arrays keep their elements in data as a typed Go slice;
// a few VM-known objects keep Go-side state there instead (a Class mirror its *Class, a
// Thread its *Thread, a Throwable its recorded backtrace).
type Object struct {
	class  *Class
	fields []Value
	data   any
	mon    *monitor
	hash   int32
}

// Class returns the object's class.
func (o *Object) Class() *Class { return o.class }

// IntValue reads a Value as a Java int.
func (v Value) IntValue() int32 { return int32(v.I) }

// Int makes a Value holding a Java int.
func Int(i int32) Value { return Value{I: int64(i)} }

// Long makes a Value holding a Java long.
func Long(l int64) Value { return Value{I: l} }

// Float makes a Value holding a Java float.
func Float(f float32) Value { return Value{I: int64(math.Float32bits(f))} }

// Double makes a Value holding a Java double.
func Double(d float64) Value { return Value{I: int64(math.Float64bits(d))} }

// Ref makes a Value holding a reference.
func Ref(o *Object) Value { return Value{R: o} }

func f32(v Value) float32 { return math.Float32frombits(uint32(v.I)) }
func f64(v Value) float64 { return math.Float64frombits(uint64(v.I)) }

// ArrayLength returns the length of an array object.
func (o *Object) ArrayLength() int {
	switch a := o.data.(type) {
	case []int32:
		return len(a)
	case []int8:
		return len(a)
	case []uint16:
		return len(a)
	case []*Object:
		return len(a)
	case []int64:
		return len(a)
	case []float64:
		return len(a)
	case []float32:
		return len(a)
	case []int16:
		return len(a)
	}
	return 0
}

// newArrayData allocates the element storage for an array of the given element kind.
// Booleans are stored as int8 like bytes, since baload/bastore serve both.
func newArrayData(kind byte, n int) any {
	switch kind {
	case 'Z', 'B':
		return make([]int8, n)
	case 'C':
		return make([]uint16, n)
	case 'S':
		return make([]int16, n)
	case 'I':
		return make([]int32, n)
	case 'J':
		return make([]int64, n)
	case 'F':
		return make([]float32, n)
	case 'D':
		return make([]float64, n)
	default:
		return make([]*Object, n)
	}
}

// elemSize is the heap accounting size of one array element of the given kind.
func elemSize(kind byte) int64 {
	switch kind {
	case 'Z', 'B':
		return 1
	case 'C', 'S':
		return 2
	case 'I', 'F':
		return 4
	default:
		return 8
	}
}

// cloneData copies array storage (a shallow copy, as Object.clone does for arrays).
func cloneData(d any) any {
	switch a := d.(type) {
	case []int32:
		return append([]int32(nil), a...)
	case []int8:
		return append([]int8(nil), a...)
	case []uint16:
		return append([]uint16(nil), a...)
	case []*Object:
		return append([]*Object(nil), a...)
	case []int64:
		return append([]int64(nil), a...)
	case []float64:
		return append([]float64(nil), a...)
	case []float32:
		return append([]float32(nil), a...)
	case []int16:
		return append([]int16(nil), a...)
	}
	return d
}
