// This file converts between Go strings and Java String objects, and interns literals.

package vm

import (
	"unicode/utf16"
)

// NewString creates a java.lang.String holding s (UTF-8 decoded to UTF-16).
func (vm *VM) NewString(s string) *Object {
	return vm.stringFromUTF16(utf16.Encode([]rune(s)))
}

func (vm *VM) stringFromUTF16(u []uint16) *Object {
	arr := vm.newArray(vm.primArray(5), 0)
	arr.data = u
	o := vm.alloc(vm.string_)
	o.fields[vm.stringValueSlot()] = Ref(arr)
	return o
}

// stringValueSlot is the slot of String.value, looked up once.
func (vm *VM) stringValueSlot() int {
	if !vm.strValueSet {
		f := vm.string_.findField("value", "[C")
		if f == nil {
			panic(fatalf("%s: java.lang.String has no field char[] value", vm.libraryName()))
		}
		vm.strValue, vm.strValueSet = f.slot, true
	}
	return vm.strValue
}

// StringChars returns the UTF-16 code units of a java.lang.String (nil for null).
func (vm *VM) StringChars(o *Object) []uint16 {
	if o == nil {
		return nil
	}
	v := o.fields[vm.stringValueSlot()].R
	if v == nil {
		return nil
	}
	return v.data.([]uint16)
}

// GoString converts a java.lang.String to Go (unpaired surrogates become U+FFFD); null is "null".
func (vm *VM) GoString(o *Object) string {
	if o == nil {
		return "null"
	}
	return string(utf16.Decode(vm.StringChars(o)))
}

// internUTF16 returns the canonical String for the given characters (literals, intern()).
func (vm *VM) internUTF16(u []uint16) *Object {
	k := utf16Key(u)
	if o := vm.interned[k]; o != nil {
		return o
	}
	o := vm.stringFromUTF16(append([]uint16(nil), u...))
	vm.interned[k] = o
	return o
}

func utf16Key(u []uint16) string {
	b := make([]byte, 2*len(u))
	for i, c := range u {
		b[2*i], b[2*i+1] = byte(c), byte(c>>8)
	}
	return string(b)
}

// identityHash returns o's identity hash code, assigned on first use from a deterministic
// xorshift sequence (HotSpot's values are random; programs cannot rely on them).
func (vm *VM) identityHash(o *Object) int32 {
	if o.hash == 0 {
		for o.hash == 0 {
			x := vm.hashSeed
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			vm.hashSeed = x
			o.hash = int32(x & 0x7fffffff)
		}
	}
	return o.hash
}
