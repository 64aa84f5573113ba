// This file registers the native methods of the runtime library (see tracer/rt/README.md
// for the list and their contracts) and implements those of Object, Class, System, Runtime,
// String and reflect.Array.

package vm

import (
	"runtime"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// nativeFunc implements a native method. args holds the receiver (for instance methods) and
// the arguments, longs and doubles taking two slots. To throw, a native calls t.throwNew and
// returns; to block, it sets the thread's state.
type nativeFunc func(t *Thread, args []Value) Value

// natives maps "class.name(descriptor)" to its implementation.
var natives = map[string]nativeFunc{}

func register(class string, fns map[string]nativeFunc) {
	for sig, fn := range fns {
		natives[class+"."+sig] = fn
	}
}

func init() {
	register("java/lang/Object", map[string]nativeFunc{
		"getClass()Ljava/lang/Class;": func(t *Thread, a []Value) Value { return Ref(t.vm.mirror(a[0].R.class)) },
		"hashCode()I":                 func(t *Thread, a []Value) Value { return Int(t.vm.identityHash(a[0].R)) },
		"clone()Ljava/lang/Object;":   objectClone,
		"notify()V":                   func(t *Thread, a []Value) Value { t.notify(a[0].R, false); return Value{} },
		"notifyAll()V":                func(t *Thread, a []Value) Value { t.notify(a[0].R, true); return Value{} },
		"wait(J)V": func(t *Thread, a []Value) Value {
			t.wait(a[0].R, a[1].I)
			if t.state == threadWaiting {
				t.block(t.native, "")
			}
			return Value{}
		},
	})
	register("java/lang/Class", map[string]nativeFunc{
		"getName0()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			c := classOf(a[0])
			return Ref(t.vm.NewString(c.JavaName() + c.nameSuffix))
		},
		"isInstance(Ljava/lang/Object;)Z": func(t *Thread, a []Value) Value {
			return Int(bool32(a[1].R != nil && a[1].R.class.AssignableTo(classOf(a[0]))))
		},
		"isAssignableFrom(Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			if a[1].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			from, to := classOf(a[1]), classOf(a[0])
			if from.prim != 0 || to.prim != 0 {
				return Int(bool32(from == to))
			}
			return Int(bool32(from.AssignableTo(to)))
		},
		"isInterface()Z": func(t *Thread, a []Value) Value { return Int(bool32(classOf(a[0]).IsInterface())) },
		"isArray()Z":     func(t *Thread, a []Value) Value { return Int(bool32(classOf(a[0]).IsArray())) },
		"isPrimitive()Z": func(t *Thread, a []Value) Value { return Int(bool32(classOf(a[0]).prim != 0)) },
		"getInterfaces()[Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c := classOf(a[0])
			arr := t.vm.newArray(t.vm.arrayOf(t.vm.classClass), len(c.Interfaces))
			for i, in := range c.Interfaces {
				arr.data.([]*Object)[i] = t.vm.mirror(in)
			}
			return Ref(arr)
		},
		"getSuperclass()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c := classOf(a[0])
			if c.Super == nil || c.IsInterface() || c.prim != 0 {
				return Value{}
			}
			return Ref(t.vm.mirror(c.Super))
		},
		"getComponentType()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if e := classOf(a[0]).elem; e != nil {
				return Ref(t.vm.mirror(e))
			}
			return Value{}
		},
		"getModifiers()I": func(t *Thread, a []Value) Value {
			return Int(int32(classOf(a[0]).Access &^ classfile.AccSuper))
		},
		"getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			name := t.vm.GoString(a[0].R)
			for d, n := range primNames {
				if n == name {
					return Ref(t.vm.mirror(t.vm.primClass(d)))
				}
			}
			t.throwNew("java/lang/IllegalArgumentException", name)
			return Value{}
		},
		"forName0(Ljava/lang/String;)Ljava/lang/Class;": classForName,
		"getEnumConstants0()[Ljava/lang/Object;":        enumConstants,
	})
	register("java/lang/System", map[string]nativeFunc{
		"arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V": arraycopy,
		"currentTimeMillis()J":                                func(t *Thread, a []Value) Value { return Long(t.vm.wallMillis()) },
		"nanoTime()J":                                         func(t *Thread, a []Value) Value { return Long(t.vm.clockNanos()) },
		"identityHashCode(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				return Int(0)
			}
			return Int(t.vm.identityHash(a[0].R))
		},
		"getProperty0(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			v, ok := t.vm.property(t.vm.GoString(a[0].R))
			if !ok {
				return Value{}
			}
			return Ref(t.vm.NewString(v))
		},
	})
	register("java/lang/Runtime", map[string]nativeFunc{
		"availableProcessors()I": func(t *Thread, a []Value) Value { return Int(1) },
		"freeMemory()J": func(t *Thread, a []Value) Value {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			free := t.vm.cfg.MaxHeap - int64(ms.HeapAlloc)
			if free < 0 {
				free = 0
			}
			return Long(free)
		},
		"totalMemory()J": func(t *Thread, a []Value) Value { return Long(t.vm.cfg.MaxHeap) },
		"maxMemory()J":   func(t *Thread, a []Value) Value { return Long(t.vm.cfg.MaxHeap) },
		"gc()V":          func(t *Thread, a []Value) Value { return Value{} },
		"halt0(I)V": func(t *Thread, a []Value) Value {
			t.vm.halted, t.vm.haltStatus = true, int(int32(a[0].I))
			return Value{}
		},
	})
	register("java/lang/String", map[string]nativeFunc{
		"intern()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			u := t.vm.StringChars(a[0].R)
			k := utf16Key(u)
			if o := t.vm.interned[k]; o != nil {
				return Ref(o)
			}
			t.vm.interned[k] = a[0].R
			return a[0]
		},
	})
	register("java/lang/reflect/Array", map[string]nativeFunc{
		"newArray(Ljava/lang/Class;I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			c, n := classOf(a[0]), int32(a[1].I)
			if c.prim == 'V' {
				t.throwNew("java/lang/IllegalArgumentException", "")
				return Value{}
			}
			if n < 0 {
				t.throwNew("java/lang/NegativeArraySizeException", itoa(int(n)))
				return Value{}
			}
			return Ref(t.vm.newArray(t.vm.arrayOf(c), int(n)))
		},
	})
	register("java/io/FileOutputStream", map[string]nativeFunc{
		"writeBytes(I[BII)V": func(t *Thread, a []Value) Value {
			if src, ok := byteRange(t, a[2].R, int32(a[3].I), int32(a[4].I)); ok {
				fileWrite(t, int32(a[1].I), src) // natives_io.go
			}
			return Value{}
		},
	})
}

// classOf returns the Class behind a java.lang.Class reference.
func classOf(v Value) *Class { return v.R.data.(*Class) }

func bool32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

func objectClone(t *Thread, a []Value) Value {
	o := a[0].R
	if o.class.IsArray() {
		c := &Object{class: o.class, data: cloneData(o.data)}
		t.vm.account(32 + int64(o.ArrayLength())*elemSize(o.class.elemKind))
		return Ref(c)
	}
	if !o.class.AssignableTo(t.vm.mustClass("java/lang/Cloneable")) {
		t.throwNew("java/lang/CloneNotSupportedException", o.class.JavaName())
		return Value{}
	}
	c := t.vm.alloc(o.class)
	copy(c.fields, o.fields)
	return Ref(c)
}

func classForName(t *Thread, a []Value) Value {
	if a[0].R == nil {
		t.throwNew(npe, "")
		return Value{}
	}
	name := t.vm.GoString(a[0].R)
	internal := []byte(name)
	for i, ch := range internal {
		if ch == '.' {
			internal[i] = '/'
		} else if ch == '/' {
			t.throwNew("java/lang/ClassNotFoundException", name)
			return Value{}
		}
	}
	c, err := t.vm.classByName(string(internal))
	if err != nil {
		if _, ok := err.(*linkError); ok {
			t.throwNew("java/lang/ClassNotFoundException", name)
			return Value{}
		}
		panic(err)
	}
	if !t.ensureInit(c) {
		return Value{} // the invoke runs again after the initializer
	}
	return Ref(t.vm.mirror(c))
}

func enumConstants(t *Thread, a []Value) Value {
	c := classOf(a[0])
	if c.Super == nil || c.Super.Name != "java/lang/Enum" {
		return Value{}
	}
	if !t.ensureInit(c) {
		return Value{}
	}
	var out []*Object
	for _, f := range c.Fields {
		if f.isStatic() && f.Access&classfile.AccEnum != 0 {
			out = append(out, c.statics[f.slot].R)
		}
	}
	arr := t.vm.newArray(t.vm.arrayOf(c), len(out))
	copy(arr.data.([]*Object), out)
	return Ref(arr)
}

// property answers System.getProperty for the few keys a guest may read.
func (vm *VM) property(key string) (string, bool) {
	switch key {
	case "line.separator":
		return "\n", true
	case "file.separator":
		return "/", true
	case "path.separator":
		return ":", true
	case "java.version", "java.specification.version":
		return "1.8", true
	case "java.vendor":
		return "crossprof", true
	case "java.vm.name":
		return "crossprof interpreter", true
	case "os.name":
		return "crossprof", true
	case "os.arch":
		return "jvm", true
	case "user.dir":
		return vm.fileIO().dir, true
	case "java.class.path":
		return vm.cfg.ClassPath, true
	case "file.encoding":
		if vm.cfg.Charset == "" {
			return "UTF-8", true
		}
		return vm.cfg.Charset, true
	case "user.language":
		lang, _ := vm.localeParts()
		return lang, true
	case "user.country":
		_, country := vm.localeParts()
		return country, true
	}
	return "", false
}
