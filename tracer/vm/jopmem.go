// This file emulates the part of JOP's memory that library code reads through
// com.jopdesign.sys.Native.rdMem/wrMem: an object's handle (the int Native.toInt gives out)
// and an array's elements. JOP's library does this in a few places, System.arraycopy above
// all, which reads the handle's type and length fields and copies the elements word by word.
// Objects stay Go objects: a handle's fields and the element words are views of them, so a
// word written through wrMem is the element a later aaload or iaload sees.

package vm

import (
	"math"
	"sort"
)

// The handle layout of JOP's GC (GC.OFF_*): a handle is jopHandleGap words.
const (
	jopOffPtr  = 0 // GC.OFF_PTR: address of the object's or array's data
	jopOffLen  = 1 // GC.OFF_MTAB_ALEN: array length (objects: their method table)
	jopOffType = 3 // GC.OFF_TYPE: 0 for objects, 1 for reference arrays, the newarray code for primitive ones

	jopData0 = 0x40000000 // first data word handed out; above every handle address
)

// jopRegion is the data of one object, placed at start in the emulated address space.
type jopRegion struct {
	start int32
	obj   *Object
}

// jopArrayType is the OFF_TYPE word JOP's GC.newArray stores: the newarray type code, or
// GC.IS_REFARR for reference arrays; 0 (GC.IS_OBJ) for an object.
func jopArrayType(o *Object) int32 {
	if o.class == nil || len(o.class.Name) < 2 || o.class.Name[0] != '[' {
		return 0
	}
	switch o.class.Name[1] {
	case 'Z':
		return 4
	case 'C':
		return 5
	case 'F':
		return 6
	case 'D':
		return 7
	case 'B':
		return 8
	case 'S':
		return 9
	case 'I':
		return 10
	case 'J':
		return 11
	}
	return 1
}

// jopWords is how many words an object's data takes on JOP: one per element, two for long
// and double elements; objects one per field slot.
func jopWords(o *Object) int32 {
	switch o.data.(type) {
	case []int64, []float64:
		return int32(2 * o.ArrayLength())
	case nil:
		return int32(len(o.fields))
	}
	if t := jopArrayType(o); t != 0 {
		return int32(o.ArrayLength())
	}
	return int32(len(o.fields))
}

// handleWord reads word off of the handle of o, unless code wrote that word before.
func (s *jopState) handleWord(addr int32, o *Object, off int32) int32 {
	if v, ok := s.mem[addr]; ok {
		return v
	}
	switch off {
	case jopOffPtr:
		return s.dataStart(o)
	case jopOffLen:
		if jopArrayType(o) != 0 {
			return int32(o.ArrayLength())
		}
	case jopOffType:
		return jopArrayType(o)
	}
	return 0
}

// dataStart places o's data in the emulated address space on first use.
func (s *jopState) dataStart(o *Object) int32 {
	if st, ok := s.starts[o]; ok {
		return st
	}
	st := s.nextData
	n := jopWords(o)
	if n < 1 {
		n = 1
	}
	s.nextData += n
	if s.starts == nil {
		s.starts = map[*Object]int32{}
	}
	s.starts[o] = st
	s.regions = append(s.regions, jopRegion{st, o})
	return st
}

// region finds the object whose data holds addr, and the word's index in it.
func (s *jopState) region(addr int32) (*Object, int32, bool) {
	i := sort.Search(len(s.regions), func(i int) bool { return s.regions[i].start > addr }) - 1
	if i < 0 {
		return nil, 0, false
	}
	r := s.regions[i]
	k := addr - r.start
	if k >= jopWords(r.obj) {
		return nil, 0, false
	}
	return r.obj, k, true
}

// handleAt is the object whose handle holds addr, and the word's offset in the handle.
func (s *jopState) handleAt(addr int32) (*Object, int32, bool) {
	if addr < jopHandle0 || addr >= jopData0 {
		return nil, 0, false
	}
	i := (int64(addr) - jopHandle0) / jopHandleGap
	if i >= int64(len(s.handles)) {
		return nil, 0, false
	}
	return s.handles[i], int32((int64(addr) - jopHandle0) % jopHandleGap), true
}

// readWord reads word k of o's data as JOP stores it (a long or double as its high word
// first, a reference as its handle, a float as its bits).
func (s *jopState) readWord(o *Object, k int32) int32 {
	switch a := o.data.(type) {
	case []int32:
		return a[k]
	case []int8:
		return int32(a[k])
	case []uint16:
		return int32(a[k])
	case []int16:
		return int32(a[k])
	case []float32:
		return int32(math.Float32bits(a[k]))
	case []*Object:
		return s.handle(a[k])
	case []int64:
		return longWord(a[k/2], k%2)
	case []float64:
		return longWord(int64(math.Float64bits(a[k/2])), k%2)
	case nil:
		if int(k) < len(o.fields) {
			if f := o.fields[k]; f.R != nil {
				return s.handle(f.R)
			}
			return int32(o.fields[k].I)
		}
	}
	return 0
}

// writeWord stores word k of o's data.
func (s *jopState) writeWord(o *Object, k, v int32) bool {
	switch a := o.data.(type) {
	case []int32:
		a[k] = v
	case []int8:
		a[k] = int8(v)
	case []uint16:
		a[k] = uint16(v)
	case []int16:
		a[k] = int16(v)
	case []float32:
		a[k] = math.Float32frombits(uint32(v))
	case []*Object:
		r, ok := s.object(v)
		if !ok {
			return false
		}
		a[k] = r
	case []int64:
		a[k/2] = setLongWord(a[k/2], k%2, v)
	case []float64:
		a[k/2] = math.Float64frombits(uint64(setLongWord(int64(math.Float64bits(a[k/2])), k%2, v)))
	default: // an object's fields: which slots hold references is not kept here

		return false
	}
	return true
}

func longWord(l int64, low int32) int32 {
	if low == 0 {
		return int32(l >> 32)
	}
	return int32(l)
}

func setLongWord(l int64, low, v int32) int64 {
	if low == 0 {
		return int64(v)<<32 | int64(uint32(l))
	}
	return l&^0xFFFFFFFF | int64(uint32(v))
}

// jopGC is JOP's collector, whose lock library code such as System.arraycopy takes.
const jopGC = "com/jopdesign/sys/GC"

// jopStartGC does the one part of GC.init, JOP's start-up code that lays out physical memory
// and is not run here, that other code relies on: the collector's mutex object.
func (vm *VM) jopStartGC(c *Class) {
	f := c.findField("mutex", "Ljava/lang/Object;")
	if f == nil || !f.isStatic() || c.statics[f.slot].R != nil {
		return
	}
	if obj, err := vm.classByName("java/lang/Object"); err == nil {
		c.statics[f.slot] = Ref(vm.alloc(obj))
	}
}
