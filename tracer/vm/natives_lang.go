// This file implements the natives of System.arraycopy, Throwable, Thread, Math and
// Character.

package vm

import (
	"fmt"

	"github.com/crossprof/crossprof/tracer/fdlibm"
)

// arrayTypeName names an array's element type as HotSpot's arraycopy messages do.
func arrayTypeName(c *Class) string {
	if c.elem.prim != 0 {
		return c.elem.Name
	}
	return "object array"
}

func arraycopy(t *Thread, a []Value) Value {
	src, sp, dst, dp, n := a[0].R, int32(a[1].I), a[2].R, int32(a[3].I), int32(a[4].I)
	if src == nil || dst == nil {
		t.throwNew(npe, "")
		return Value{}
	}
	if !src.class.IsArray() {
		t.throwNew("java/lang/ArrayStoreException", "arraycopy: source type "+src.class.JavaName()+" is not an array")
		return Value{}
	}
	if !dst.class.IsArray() {
		t.throwNew("java/lang/ArrayStoreException", "arraycopy: destination type "+dst.class.JavaName()+" is not an array")
		return Value{}
	}
	sprim, dprim := src.class.elem.prim != 0, dst.class.elem.prim != 0
	if (sprim || dprim) && src.class.elem != dst.class.elem {
		t.throwNew("java/lang/ArrayStoreException", fmt.Sprintf("arraycopy: type mismatch: can not copy %s[] into %s[]",
			arrayTypeName(src.class), arrayTypeName(dst.class)))
		return Value{}
	}
	sl, dl := src.ArrayLength(), dst.ArrayLength()
	switch {
	case sp < 0:
		t.throwNew(aioobe, fmt.Sprintf("arraycopy: source index %d out of bounds for %s[%d]", sp, arrayTypeName(src.class), sl))
		return Value{}
	case dp < 0:
		t.throwNew(aioobe, fmt.Sprintf("arraycopy: destination index %d out of bounds for %s[%d]", dp, arrayTypeName(dst.class), dl))
		return Value{}
	case n < 0:
		t.throwNew(aioobe, fmt.Sprintf("arraycopy: length %d is negative", n))
		return Value{}
	case int64(sp)+int64(n) > int64(sl):
		t.throwNew(aioobe, fmt.Sprintf("arraycopy: last source index %d out of bounds for %s[%d]", int64(sp)+int64(n), arrayTypeName(src.class), sl))
		return Value{}
	case int64(dp)+int64(n) > int64(dl):
		t.throwNew(aioobe, fmt.Sprintf("arraycopy: last destination index %d out of bounds for %s[%d]", int64(dp)+int64(n), arrayTypeName(dst.class), dl))
		return Value{}
	}
	s, d, k := int(sp), int(dp), int(n)
	switch sa := src.data.(type) {
	case []int32:
		copy(dst.data.([]int32)[d:d+k], sa[s:s+k])
	case []int8:
		copy(dst.data.([]int8)[d:d+k], sa[s:s+k])
	case []uint16:
		copy(dst.data.([]uint16)[d:d+k], sa[s:s+k])
	case []int64:
		copy(dst.data.([]int64)[d:d+k], sa[s:s+k])
	case []float64:
		copy(dst.data.([]float64)[d:d+k], sa[s:s+k])
	case []float32:
		copy(dst.data.([]float32)[d:d+k], sa[s:s+k])
	case []int16:
		copy(dst.data.([]int16)[d:d+k], sa[s:s+k])
	case []*Object:
		da := dst.data.([]*Object)
		if src.class.elem.AssignableTo(dst.class.elem) {
			copy(da[d:d+k], sa[s:s+k])
			break
		}
		for i := 0; i < k; i++ {
			v := sa[s+i]
			if v != nil && !v.class.AssignableTo(dst.class.elem) {
				// HotSpot's wording depends on how the element types relate, not on the element.
				msg := "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s"
				if !dst.class.elem.AssignableTo(src.class.elem) {
					msg = "arraycopy: type mismatch: can not copy %s[] into %s[]"
				}
				t.throwNew("java/lang/ArrayStoreException", fmt.Sprintf(msg, src.class.elem.JavaName(), dst.class.elem.JavaName()))
				return Value{}
			}
			da[d+i] = v
		}
	}
	return Value{}
}

// stackEntry is one recorded frame of a Throwable's backtrace.
type stackEntry struct {
	m  *Method
	pc int
}

func init() {
	register("java/lang/Throwable", map[string]nativeFunc{
		"fillInStackTrace0()V": func(t *Thread, a []Value) Value {
			a[0].R.data = t.backtrace(a[0].R)
			return Value{}
		},
		"getStackTrace0()[Ljava/lang/StackTraceElement;": func(t *Thread, a []Value) Value {
			bt, _ := a[0].R.data.([]stackEntry)
			return Ref(t.vm.stackTraceElements(bt))
		},
	})
	register("java/lang/Thread", map[string]nativeFunc{
		"currentThread()Ljava/lang/Thread;": func(t *Thread, a []Value) Value { return Ref(t.obj) },
		"yield()V": func(t *Thread, a []Value) Value {
			t.yield = true
			return Value{}
		},
		"sleep(J)V": func(t *Thread, a []Value) Value {
			ms := a[0].I
			switch {
			case ms < 0:
				t.throwNew("java/lang/IllegalArgumentException", "timeout value is negative")
			case t.interrupted:
				t.interrupted = false
				t.throwNew("java/lang/InterruptedException", "sleep interrupted")
			default:
				t.state = threadWaiting
				t.wakeAt = t.vm.clockNanos() + ms*1e6 + 1
				t.block(t.native, "sleep interrupted")
			}
			return Value{}
		},
		"start0()V": func(t *Thread, a []Value) Value {
			t.vm.startThread(a[0].R)
			return Value{}
		},
		"isAlive()Z": func(t *Thread, a []Value) Value {
			o, _ := a[0].R.data.(*Thread)
			return Int(bool32(o != nil && o.state != threadDone))
		},
		"isInterrupted(Z)Z": func(t *Thread, a []Value) Value {
			o, _ := a[0].R.data.(*Thread)
			if o == nil {
				return Int(0)
			}
			r := o.interrupted
			if a[1].I != 0 {
				o.interrupted = false
			}
			return Int(bool32(r))
		},
		"getState0()I": func(t *Thread, a []Value) Value {
			o, _ := a[0].R.data.(*Thread)
			switch {
			case o == nil || o.state == threadDone:
				return Int(5)
			case o.state == threadBlocked || o.state == threadInitWait:
				return Int(2)
			case o.state == threadWaiting && o.wakeAt != 0:
				return Int(4)
			case o.state == threadWaiting:
				return Int(3)
			}
			return Int(1)
		},
		"holdsLock(Ljava/lang/Object;)Z": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			m := a[0].R.mon
			return Int(bool32(m != nil && m.owner == t))
		},
		"interrupt0()V": func(t *Thread, a []Value) Value {
			if o, _ := a[0].R.data.(*Thread); o != nil && o.state != threadDone {
				o.interrupted = true
				if o.state == threadWaiting && o.blockingNative != nil {
					o.wokenByIntr = true
				}
			}
			return Value{}
		},
	})
	// Math and StrictMath both use fdlibm, which StrictMath is specified to be. HotSpot's Math
	// intrinsics for sin, cos, tan, exp, log, log10 and pow (Intel's libm) differ from it by
	// an ulp on a few percent of inputs; every other Math function is fdlibm on HotSpot too.
	mathFns := map[string]nativeFunc{}
	for name, fn := range map[string]func(float64) float64{
		"sin": fdlibm.Sin, "cos": fdlibm.Cos, "tan": fdlibm.Tan, "asin": fdlibm.Asin, "acos": fdlibm.Acos,
		"atan": fdlibm.Atan, "exp": fdlibm.Exp, "log": fdlibm.Log, "log10": fdlibm.Log10, "sqrt": fdlibm.Sqrt,
		"cbrt": fdlibm.Cbrt, "sinh": fdlibm.Sinh, "cosh": fdlibm.Cosh, "tanh": fdlibm.Tanh,
		"expm1": fdlibm.Expm1, "log1p": fdlibm.Log1p,
	} {
		fn := fn
		mathFns[name+"(D)D"] = func(t *Thread, a []Value) Value { return Double(fn(f64(a[0]))) }
	}
	for name, fn := range map[string]func(float64, float64) float64{
		"atan2": fdlibm.Atan2, "pow": fdlibm.Pow, "hypot": fdlibm.Hypot, "IEEEremainder": fdlibm.IEEEremainder,
	} {
		fn := fn
		mathFns[name+"(DD)D"] = func(t *Thread, a []Value) Value { return Double(fn(f64(a[0]), f64(a[2]))) }
	}
	register("java/lang/Math", mathFns)
	register("java/lang/StrictMath", mathFns)
	register("java/lang/Character", map[string]nativeFunc{
		"getType0(I)I":     func(t *Thread, a []Value) Value { return Int(int32(charInfo(int32(a[0].I)).typ)) },
		"toUpperCase0(I)I": func(t *Thread, a []Value) Value { cp := int32(a[0].I); return Int(cp + charInfo(cp).up) },
		"toLowerCase0(I)I": func(t *Thread, a []Value) Value { cp := int32(a[0].I); return Int(cp + charInfo(cp).low) },
	})
}

// maxStackTrace is HotSpot's MaxJavaStackTraceDepth: deeper frames are not recorded.
const maxStackTrace = 1024

// backtrace records the frames of the current thread for a Throwable, skipping
// fillInStackTrace and the throwable's own constructors, as HotSpot does.
func (t *Thread) backtrace(exc *Object) []stackEntry {
	var out []stackEntry
	skipping := true
	for i := t.fp; i >= 0; i-- {
		f := &t.frames[i]
		if f.m.synthetic || f.fresh || f.m.Class.hidden {
			continue
		}
		if skipping {
			if f.m.Name == "fillInStackTrace" || f.m.Name == "fillInStackTrace0" {
				continue
			}
			if f.m.Name == "<init>" && exc.class.isSubclassOf(f.m.Class) {
				continue
			}
			skipping = false
		}
		pc := 0
		if f.ip < len(f.code) {
			pc = int(f.code[f.ip].pc)
		}
		out = append(out, stackEntry{f.m, pc})
		if len(out) == maxStackTrace {
			break
		}
	}
	return out
}

func (vm *VM) stackTraceElements(bt []stackEntry) *Object {
	ste := vm.mustClass("java/lang/StackTraceElement")
	arr := vm.newArray(vm.arrayOf(ste), len(bt))
	elems := arr.data.([]*Object)
	for i, e := range bt {
		o := vm.alloc(ste)
		vm.setField(o, "declaringClass", "Ljava/lang/String;", Ref(vm.NewString(e.m.Class.JavaName())))
		vm.setField(o, "methodName", "Ljava/lang/String;", Ref(vm.NewString(e.m.Name)))
		if e.m.Class.SourceFile != "" {
			vm.setField(o, "fileName", "Ljava/lang/String;", Ref(vm.NewString(e.m.Class.SourceFile)))
		}
		line := e.m.LineAt(e.pc)
		if e.m.IsNative() {
			line = -2
		}
		vm.setField(o, "lineNumber", "I", Int(int32(line)))
		elems[i] = o
	}
	return arr
}

// startThread creates the guest thread for a java.lang.Thread and schedules its run().
func (vm *VM) startThread(obj *Object) {
	t := vm.newThread(obj)
	t.daemon = vm.getField(obj, "daemon", "Z").I != 0
	run := obj.class.selectVirtual(vm.threadClass.declared["run()V"])
	t.stack[0] = Ref(obj)
	t.push(run, 0, kindRoot)
}
