// This file implements the natives of Float and Double: raw bits, and the text conversions
// that must print and parse exactly as the JDK does (tracer/javafmt).

package vm

import (
	"math"

	"github.com/crossprof/crossprof/tracer/javafmt"
)

// parseNullMessage is HotSpot's NullPointerException message for parseFloat(null) and
// parseDouble(null): the JDK's parser trims its argument, named "in", first.
const parseNullMessage = `Cannot invoke "String.trim()" because "in" is null`

func init() {
	register("java/lang/Float", map[string]nativeFunc{
		"floatToRawIntBits(F)I": func(t *Thread, a []Value) Value { return Int(int32(uint32(a[0].I))) },
		"intBitsToFloat(I)F":    func(t *Thread, a []Value) Value { return Value{I: int64(uint32(a[0].I))} },
		"toString(F)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			return Ref(t.vm.NewString(javafmt.FormatFloat(f32(a[0]))))
		},
		"parseFloat(Ljava/lang/String;)F": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, parseNullMessage)
				return Value{}
			}
			f, err := javafmt.ParseFloat(t.vm.GoString(a[0].R))
			if err != nil {
				t.throwNew("java/lang/NumberFormatException", err.(*javafmt.NumberFormatError).Msg)
				return Value{}
			}
			return Float(f)
		},
	})
	register("java/lang/Double", map[string]nativeFunc{
		"doubleToRawLongBits(D)J": func(t *Thread, a []Value) Value { return Long(a[0].I) },
		"longBitsToDouble(J)D":    func(t *Thread, a []Value) Value { return Long(a[0].I) },
		"toString(D)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			return Ref(t.vm.NewString(javafmt.FormatDouble(math.Float64frombits(uint64(a[0].I)))))
		},
		"parseDouble(Ljava/lang/String;)D": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, parseNullMessage)
				return Value{}
			}
			d, err := javafmt.ParseDouble(t.vm.GoString(a[0].R))
			if err != nil {
				t.throwNew("java/lang/NumberFormatException", err.(*javafmt.NumberFormatError).Msg)
				return Value{}
			}
			return Double(d)
		},
	})
}
