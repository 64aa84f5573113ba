// This file implements com.jopdesign.sys.Native, the methods through which JOP's class
// library and JOP programs reach the processor: I/O registers at JOP's I/O addresses (the
// UART writes to the program's stdout, the cycle and microsecond counters read the run's
// clock), a word-addressed memory, and conversions between references, ints and the bits
// of floats. JOP's converter turns each call into one of its special bytecodes (jopsys_*);
// here they are natives, and the jop cost model prices their call sites as those bytecodes.
//
// The I/O addresses and bit masks are those of JOP's com.jopdesign.sys.Const.

package vm

import "math"

// JOP's I/O registers (Const.IO_BASE = 0xffffff80 and offsets from it).
const (
	jopIOBase    = -128     // Const.IO_BASE
	jopIOCnt     = -128     // Const.IO_CNT: clock cycles
	jopIOUsCnt   = -127     // Const.IO_US_CNT: microseconds
	jopIOExcpt   = -124     // Const.IO_EXCPT: a write raises a hardware exception
	jopIOCPUID   = -122     // Const.IO_CPU_ID
	jopIOCPUCnt  = -117     // Const.IO_CPUCNT: number of processors
	jopIOStatus  = -112     // Const.IO_STATUS: UART status
	jopIOUART    = -111     // Const.IO_UART: UART data
	jopUARTReady = 1        // Const.MSK_UA_TDRE: transmit register empty
	jopHandle0   = 0x100000 // first handle toInt gives out (looks like a heap address)
	jopHandleGap = 8        // handles are this far apart
	jopMemLimit  = 1 << 22  // words of emulated memory kept before the run stops
	jopClockMHz  = 100      // clock of the cycle counter without --deterministic
	jopExcSPOV   = 1        // Const.EXC_SPOV
	jopExcNP     = 2        // Const.EXC_NP
	jopExcAB     = 3        // Const.EXC_AB
	jopExcMon    = 5        // Const.EXC_MON
	jopExcDivZ   = 8        // Const.EXC_DIVZ
	jopNative    = "com/jopdesign/sys/Native"
)

// jopState is what the JOP natives and the software bytecodes keep per run.
type jopState struct {
	soft     bool // software bytecodes call JVM.f_<mnemonic> (softops.go)
	routines map[uint8]*softRoutine
	pending  []softPending // software bytecodes whose routine is running, innermost last
	allocs   map[[2]string]*Method
	mem      map[int32]int32
	handles  []*Object
	ids      map[*Object]int32
	// Objects whose data a handle's OFF_PTR word pointed at (jopmem.go), in address order.
	regions  []jopRegion
	starts   map[*Object]int32
	nextData int32
}

func newJOPState(soft bool) *jopState {
	return &jopState{soft: soft, routines: map[uint8]*softRoutine{}, mem: map[int32]int32{}, ids: map[*Object]int32{}, nextData: jopData0}
}

// handle returns the int JOP code sees for a reference (its "address"); 0 for null.
func (s *jopState) handle(o *Object) int32 {
	if o == nil {
		return 0
	}
	if h, ok := s.ids[o]; ok {
		return h
	}
	h := int32(jopHandle0 + jopHandleGap*len(s.handles))
	s.handles = append(s.handles, o)
	s.ids[o] = h
	return h
}

// object returns the reference behind a handle; ok is false for an int no reference has.
func (s *jopState) object(h int32) (o *Object, ok bool) {
	if h == 0 {
		return nil, true
	}
	o, off, ok := s.handleAt(h)
	return o, ok && off == 0
}

// jopCycles is the cycle counter: under --deterministic the bytecodes executed before the
// current instruction (one a cycle; the interpreter counts a block when it enters it, so the
// rest of the block is taken off), otherwise the clock at jopClockMHz.
func (t *Thread) jopCycles() int64 {
	vm := t.vm
	if vm.cfg.Deterministic {
		n := vm.clockNanos()
		if t.fp >= 0 {
			f := t.top()
			n -= int64(blockRest(f.code, f.ip))
		}
		return n
	}
	return vm.clockNanos() * jopClockMHz / 1000
}

// jopRead reads an I/O register.
func (t *Thread) jopRead(addr int32) int32 {
	switch addr {
	case jopIOCnt:
		return int32(t.jopCycles())
	case jopIOUsCnt:
		return int32(t.jopCycles() / jopClockMHz)
	case jopIOStatus:
		return jopUARTReady
	case jopIOCPUCnt:
		return 1
	}
	return 0
}

// jopWrite writes an I/O register: the UART's data register prints a byte, the exception
// register throws what JOP's hardware would make JVMHelp throw.
func (t *Thread) jopWrite(val, addr int32) {
	switch addr {
	case jopIOUART:
		t.vm.out.write([]byte{byte(val)})
	case jopIOExcpt:
		switch val {
		case jopExcSPOV:
			t.throwNew("java/lang/StackOverflowError", "")
		case jopExcNP:
			t.throwNew(npe, "")
		case jopExcAB:
			t.throwNew(aioobe, "")
		case jopExcMon:
			t.throwNew("java/lang/IllegalMonitorStateException", "")
		case jopExcDivZ:
			t.throwNew("java/lang/ArithmeticException", "/ by zero")
		}
	}
}

func isJOPIO(addr int32) bool { return addr >= jopIOBase && addr < 0 }

// jopMemRead and jopMemWrite access the emulated word memory (I/O addresses go to the
// registers, as on JOP).
func (t *Thread) jopMemRead(addr int32) int32 {
	if isJOPIO(addr) {
		return t.jopRead(addr)
	}
	s := t.vm.jop
	if o, off, ok := s.handleAt(addr); ok {
		return s.handleWord(addr, o, off)
	}
	if addr >= jopData0 {
		if o, k, ok := s.region(addr); ok {
			return s.readWord(o, k)
		}
	}
	return s.mem[addr]
}

func (t *Thread) jopMemWrite(val, addr int32) {
	if isJOPIO(addr) {
		t.jopWrite(val, addr)
		return
	}
	if addr >= jopData0 {
		s := t.vm.jop
		if o, k, ok := s.region(addr); ok {
			if !s.writeWord(o, k, val) {
				panic(fatalf("com.jopdesign.sys.Native.wrMem: word %d of a %s cannot be written (only array elements can; at %s)", k, o.class.JavaName(), t.where()))
			}
			return
		}
	}
	m := t.vm.jop.mem
	if len(m) >= jopMemLimit {
		panic(fatalf("com.jopdesign.sys.Native: more than %d words of emulated memory written (at %s)", jopMemLimit, t.where()))
	}
	m[addr] = val
}

// jopRef turns a handle into the reference, stopping the run for an int that is none.
func (t *Thread) jopRef(h int32, what string) *Object {
	o, ok := t.vm.jop.object(h)
	if !ok {
		panic(fatalf("com.jopdesign.sys.Native.%s: %d is not a reference crossprof gave out (JOP's physical memory layout is not emulated; at %s)", what, h, t.where()))
	}
	return o
}

// jopUnsupported stops the run: the method needs JOP's physical memory layout.
func jopUnsupported(name string) nativeFunc {
	return func(t *Thread, a []Value) Value {
		panic(fatalf("com.jopdesign.sys.Native.%s is not supported by crossprof: it needs JOP's physical memory layout (called from %s)", name, t.where()))
	}
}

func init() {
	i32 := func(v Value) int32 { return int32(v.I) }
	register(jopNative, map[string]nativeFunc{
		"rd(I)I":        func(t *Thread, a []Value) Value { return Int(t.jopRead(i32(a[0]))) },
		"wr(II)V":       func(t *Thread, a []Value) Value { t.jopWrite(i32(a[0]), i32(a[1])); return Value{} },
		"rdMem(I)I":     func(t *Thread, a []Value) Value { return Int(t.jopMemRead(i32(a[0]))) },
		"wrMem(II)V":    func(t *Thread, a []Value) Value { t.jopMemWrite(i32(a[0]), i32(a[1])); return Value{} },
		"rdIntMem(I)I":  func(t *Thread, a []Value) Value { return Int(t.jopMemRead(i32(a[0]))) },
		"wrIntMem(II)V": func(t *Thread, a []Value) Value { t.jopMemWrite(i32(a[0]), i32(a[1])); return Value{} },
		// The stack and variable pointers are the hardware's; nothing in a run reads them back
		// for its results.
		"getSP()I":  func(t *Thread, a []Value) Value { return Int(int32(t.fp)) },
		"setSP(I)V": func(t *Thread, a []Value) Value { return Value{} },
		"getVP()I":  func(t *Thread, a []Value) Value { return Int(int32(t.top().lb)) },
		"setVP(I)V": func(t *Thread, a []Value) Value { return Value{} },
		"int2extMem(I[II)V": func(t *Thread, a []Value) Value {
			ext := t.jopArray(a[1], "int2extMem")
			for i := int32(0); i < i32(a[2]) && int(i) < len(ext); i++ {
				ext[i] = t.jopMemRead(i32(a[0]) + i)
			}
			return Value{}
		},
		"ext2intMem([III)V": func(t *Thread, a []Value) Value {
			ext := t.jopArray(a[0], "ext2intMem")
			for i := int32(0); i < i32(a[2]) && int(i) < len(ext); i++ {
				t.jopMemWrite(ext[i], i32(a[1])+i)
			}
			return Value{}
		},
		"makeLong(II)J": func(t *Thread, a []Value) Value { return Long(int64(i32(a[0]))<<32 | int64(uint32(i32(a[1])))) },
		"toInt(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			return Int(t.vm.jop.handle(a[0].R))
		},
		"toObject(I)Ljava/lang/Object;": func(t *Thread, a []Value) Value { return Ref(t.jopRef(i32(a[0]), "toObject")) },
		"toIntArray(I)[I": func(t *Thread, a []Value) Value {
			o := t.jopRef(i32(a[0]), "toIntArray")
			if o != nil {
				if _, ok := o.data.([]int32); !ok {
					panic(fatalf("com.jopdesign.sys.Native.toIntArray: %d is a %s, not an int[] (at %s)", i32(a[0]), o.class.JavaName(), t.where()))
				}
			}
			return Ref(o)
		},
		"toInt(F)I":    func(t *Thread, a []Value) Value { return Int(int32(uint32(a[0].I))) },
		"toFloat(I)F":  func(t *Thread, a []Value) Value { return Value{I: int64(uint32(a[0].I))} },
		"toLong(D)J":   func(t *Thread, a []Value) Value { return Long(a[0].I) },
		"toDouble(J)D": func(t *Thread, a []Value) Value { return Long(a[0].I) },
		// JOP's monitorenter and monitorexit take a global lock; crossprof runs one guest
		// thread at a time, so there is nothing to hold.
		"lock(I)V":   func(t *Thread, a []Value) Value { return Value{} },
		"unlock(I)V": func(t *Thread, a []Value) Value { return Value{} },
		"condMove(IIZ)I": func(t *Thread, a []Value) Value {
			if i32(a[2]) != 0 {
				return a[0]
			}
			return a[1]
		},
		"condMoveRef(Ljava/lang/Object;Ljava/lang/Object;Z)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if i32(a[2]) != 0 {
				return a[0]
			}
			return a[1]
		},
		"invalidate()V": func(t *Thread, a []Value) Value { return Value{} },
		"memCopy(III)V": func(t *Thread, a []Value) Value {
			// JOP's copying collector moves word pos of an object from src to dest.
			t.jopMemWrite(t.jopMemRead(i32(a[1])+i32(a[2])), i32(a[0])+i32(a[2]))
			return Value{}
		},
		"arrayLength(I)I": func(t *Thread, a []Value) Value {
			o := t.jopRef(i32(a[0]), "arrayLength")
			if o == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			return Int(int32(o.ArrayLength()))
		},
		"arrayLoad(II)I": func(t *Thread, a []Value) Value {
			arr := t.jopIntArray(a[0], "arrayLoad")
			if i := i32(a[1]); arr != nil && uint32(i) < uint32(len(arr)) {
				return Int(arr[i])
			}
			t.throwNew(aioobe, "")
			return Value{}
		},
		"arrayStore(III)V": func(t *Thread, a []Value) Value {
			arr := t.jopIntArray(a[0], "arrayStore")
			if i := i32(a[1]); arr != nil && uint32(i) < uint32(len(arr)) {
				arr[i] = i32(a[2])
				return Value{}
			}
			t.throwNew(aioobe, "")
			return Value{}
		},
		"invoke(II)V":    jopUnsupported("invoke"),
		"invoke(I)V":     jopUnsupported("invoke"),
		"getStatic(I)I":  jopUnsupported("getStatic"),
		"putStatic(II)V": jopUnsupported("putStatic"),
		"getField(II)I":  jopUnsupported("getField"),
		"putField(III)V": jopUnsupported("putField"),
		"toRtThreadImpl(I)Lcom/jopdesign/sys/RtThreadImpl;": func(t *Thread, a []Value) Value {
			return Ref(t.jopRef(i32(a[0]), "toRtThreadImpl"))
		},
	})
}

// jopArray returns the elements of an int[] argument (nil for null).
func (t *Thread) jopArray(v Value, what string) []int32 {
	if v.R == nil {
		return nil
	}
	a, ok := v.R.data.([]int32)
	if !ok {
		panic(fatalf("com.jopdesign.sys.Native.%s: not an int[] (at %s)", what, t.where()))
	}
	return a
}

// jopIntArray returns the int[] behind a handle.
func (t *Thread) jopIntArray(v Value, what string) []int32 {
	o := t.jopRef(int32(v.I), what)
	if o == nil {
		return nil
	}
	return t.jopArray(Ref(o), what)
}

// float bits helpers for the software bytecodes' checks.
func f32bits(v Value) uint32 { return uint32(v.I) }
func isNaN32(v Value) bool   { f := math.Float32frombits(f32bits(v)); return f != f }
func isNaN64(v Value) bool   { d := math.Float64frombits(uint64(v.I)); return d != d }
