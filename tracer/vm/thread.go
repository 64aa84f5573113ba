// This file defines guest threads and their frames: calls, returns, exception unwinding,
// exceptions thrown by the VM itself, and class initialization, all without recursion in Go,
// so that the scheduler can switch threads at any point.

package vm

import (
	"strconv"
	"strings"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// Frame kinds: how a frame's completion continues.
const (
	kindNormal   = iota // a call from bytecode: the caller resumes after the invoke
	kindClinit          // a static initializer: the caller re-executes the instruction that triggered it
	kindThrow           // a constructor of an exception the VM throws: on return, throw aux
	kindRoot            // the bottom frame of a thread (main, or Thread.run)
	kindUncaught        // Thread.dispatchUncaughtException: on completion the thread ends
)

// frame is one activation. Its locals and operand stack are a window into the thread's stack.
type frame struct {
	m     *Method
	code  []inst
	ip    int // index of the current instruction (for callers: the invoke)
	lb    int // first local in the thread's stack
	sp    int // operand stack pointer, saved when the frame is not on top
	kind  uint8
	fresh bool    // pushed but not started (a pending static initializer)
	aux   *Object // kindThrow: the exception to throw
	cls   *Class  // kindClinit: the class being initialized
	lock  *Object // monitor held because the method is synchronized

	// Tracing: whether the invocation was announced to the Tracer (hooks.go), where its
	// block counters start in the thread's counter arena, the thread's executed bytecodes
	// at entry; and for Config.RecordCalls its id, its caller's id (0 for a root), depth,
	// the caller's instruction (index, pc, opcode) that made the call, and the entry's
	// event number.
	announced         bool
	cbase             int
	ran               uint64
	call, parent, seq int64
	depth, site       int
	sitePC            int32
	siteOp            int16
	// counted is the block leader whose entry the frame counted last, -1 if none since it
	// stopped or caught an exception: an instruction executed again after a wait must not
	// count its block twice.
	counted int
}

// Thread states.
const (
	threadNew = iota
	threadRunnable
	threadBlocked  // waiting to enter a monitor
	threadWaiting  // in Object.wait or Thread.sleep
	threadInitWait // waiting for another thread to finish a class's initialization
	threadDone
)

// Thread is a guest thread, scheduled by the VM on one Go goroutine.
type Thread struct {
	vm     *VM
	ID     int
	obj    *Object // the java.lang.Thread
	stack  []Value
	frames []frame
	fp     int     // index of the top frame, -1 if none
	exc    *Object // exception being thrown from the top frame's current instruction
	state  int

	blockedOn      *monitor // threadBlocked: the monitor it wants
	waitMon        *monitor // threadWaiting in Object.wait: the monitor to re-enter
	waitCount      int      // recursion count to restore on re-entry
	wakeAt         int64    // threadWaiting with a timeout: clock value to wake at, 0 = none
	notified       bool
	interrupted    bool // the interrupt flag
	wokenByIntr    bool // woken from sleep/wait by an interrupt: throw InterruptedException
	initWait       *Class
	initPending    []*Class // classes whose initialization waits for a superclass's or superinterface's
	overflow       bool     // constructing a StackOverflowError: the depth limit is relaxed
	daemon         bool
	died           *Object // the uncaught exception that ended the thread, if any
	blockingNative *Method // the sleep or wait native t is blocked in
	intrMsg        string  // InterruptedException message if that native is interrupted
	native         *Method // the native being called
	yield          bool    // Thread.yield: give up the rest of the time slice
	nativeThrew    bool    // the native being called threw an exception

	counts          []int64   // block counters of the active frames (frame.cbase indexes it)
	partials        []partial // blocks left halfway by active frames
	stoppedAtLeader bool      // the thread's top frame is at a block leader it has not counted
	ran             uint64    // bytecodes this thread executed in its finished time slices
}

// executed is the number of bytecodes t has executed so far, counted as vm.icount is (a
// block when it is entered, less what an exception or the end of the run skipped).
func (t *Thread) executed() uint64 {
	if t.vm.running == t {
		return t.ran + t.vm.icount - t.vm.resumedAt
	}
	return t.ran
}

func (t *Thread) top() *frame { return &t.frames[t.fp] }

// ensureStack makes room for n slots from base.
func (t *Thread) ensureStack(n int) {
	if n <= len(t.stack) {
		return
	}
	size := 2 * len(t.stack)
	for size < n {
		size *= 2
	}
	s := make([]Value, size)
	copy(s, t.stack)
	t.stack = s
}

// push adds a frame for m whose locals start at base (where its arguments already are).
func (t *Thread) push(m *Method, base int, kind uint8) *frame {
	if m.code == nil {
		t.vm.decode(m)
	}
	t.ensureStack(base + m.maxLocals + m.maxStack + 2)
	t.fp++
	if t.fp == len(t.frames) {
		t.frames = append(t.frames, frame{})
		t.frames = t.frames[:cap(t.frames)]
	}
	f := &t.frames[t.fp]
	*f = frame{m: m, code: m.code, lb: base, sp: base + m.maxLocals, kind: kind, counted: -1}
	if t.vm.perMethod != nil && !m.synthetic {
		t.vm.perMethod[m]++
	}
	t.vm.tracer.enter(t, f)
	return f
}

// invoke calls m with its arguments on top of the current frame's operand stack (saved in
// f.sp). It returns after pushing a frame, running a native, throwing, or blocking; the
// interpreter then reloads its state from the thread.
func (t *Thread) invoke(m *Method) {
	if m.forward != nil {
		t.forwardLambda(m)
		return
	}
	caller := t.top()
	base := caller.sp - m.argSlots
	if m.Access&(classfile.AccNative|classfile.AccAbstract) != 0 {
		if m.isAbstract() {
			t.throwNew("java/lang/AbstractMethodError", "Method "+m.Class.JavaName()+"."+m.Name+m.Desc+" is abstract")
			return
		}
		t.callNative(m, base)
		return
	}
	if t.fp+1 >= t.vm.maxDepth && !(t.overflow && t.fp < t.vm.maxDepth+512) {
		if t.overflow {
			panic(fatalf("stack overflow while constructing a StackOverflowError"))
		}
		t.overflow = true
		t.throwNew("java/lang/StackOverflowError", "")
		return
	}
	var lock *Object
	if m.Access&classfile.AccSynchronized != 0 {
		if m.IsStatic() {
			lock = t.vm.mirror(m.Class)
		} else {
			lock = t.stack[base].R
		}
		if !t.enter(lock) {
			return
		}
	}
	f := t.push(m, base, kindNormal)
	f.lock = lock
}

// callNative runs a Go native with the arguments at base.
func (t *Thread) callNative(m *Method, base int) {
	caller := t.top()
	if m.native == nil {
		panic(fatalf("native method %s is not implemented by crossprof (called from %s)", m, t.where()))
	}
	fp := t.fp
	t.native, t.nativeThrew = m, false
	if t.vm.perMethod != nil {
		t.vm.perMethod[m]++
	}
	rec := t.vm.tracer.nativeCall(t, m)
	v := m.native(t, t.stack[base:base+m.argSlots])
	t.vm.tracer.endNative(t, &rec, t.nativeThrew)
	if t.fp != fp || t.exc != nil || t.state != threadRunnable || t.vm.halted {
		// The native threw, blocked or pushed frames; it has arranged the continuation. Or
		// it halted the VM: the invoke is the last instruction that ran, and the trace's
		// partial block ends there.
		return
	}
	t.stack[base] = v
	switch m.retKind {
	case 'V':
		caller.sp = base
	case 'J', 'D':
		caller.sp = base + 2
	default:
		caller.sp = base + 1
	}
	caller.ip++
}

// ret completes the top frame normally with result v of n slots.
func (t *Thread) ret(v Value, n int) {
	f := t.top()
	if f.lock != nil {
		if !t.exit(f.lock) {
			return
		}
	}
	t.vm.tracer.exit(t, f, ExitReturn)
	t.fp--
	switch f.kind {
	case kindNormal, kindSoft:
		if f.kind == kindSoft {
			v = t.softDone(v)
		}
		c := t.top()
		c.sp = f.lb
		t.stack[c.sp] = v
		c.sp += n
		c.ip++
	case kindClinit:
		t.top().sp = f.lb
		t.vm.initDone(f.cls, classInitialized)
	case kindThrow:
		t.top().sp = f.lb
		t.exc = f.aux
	case kindRoot, kindUncaught:
		t.finish()
	}
}

// throw starts throwing exc from the current instruction of the top frame.
func (t *Thread) throw(exc *Object) {
	t.exc = exc
}

// unwind searches for a handler of t.exc, popping frames, until one catches it or the thread
// has no frames left.
func (t *Thread) unwind() {
	for t.exc != nil && t.fp >= 0 {
		f := t.top()
		exc := t.exc
		if !f.fresh {
			t.leaveBlock(f)
			if h := t.findHandler(f, exc); h >= 0 {
				f.sp = f.lb + f.m.maxLocals
				t.stack[f.sp] = Ref(exc)
				f.sp++
				f.ip, f.counted = h, -1
				t.exc = nil
				return
			}
		}
		if f.lock != nil {
			t.exitUnchecked(f.lock)
		}
		if !f.fresh {
			t.vm.tracer.exit(t, f, ExitThrow)
		}
		t.fp--
		if t.overflow && t.fp < t.vm.maxDepth-16 {
			t.overflow = false
		}
		switch f.kind {
		case kindClinit:
			c := f.cls // f's slot is reused by the frames pushed below
			t.initFailed(c, exc)
			if !exc.class.isSubclassOf(t.vm.mustClass("java/lang/Error")) {
				t.exc = nil
				t.top().sp = f.lb
				t.failPending(c, t.throwNewCause("java/lang/ExceptionInInitializerError", exc))
				return
			}
			t.failPending(c, exc)
		case kindRoot:
			t.died = exc
			t.exc = nil
			t.dispatchUncaught(exc)
			return
		case kindUncaught:
			t.exc = nil
			t.finish()
			return
		}
	}
}

// findHandler returns the handler index in f for exc at f.ip, or -1.
func (t *Thread) findHandler(f *frame, exc *Object) int {
	for i := range f.m.handlers {
		h := &f.m.handlers[i]
		if f.ip < h.start || f.ip >= h.end {
			continue
		}
		if h.catchIdx != 0 && h.catch == nil {
			name, err := f.m.Class.File.Pool.ClassName(h.catchIdx)
			if err != nil {
				malformed(f.m.Class, err)
			}
			c, err := t.vm.classByName(name)
			if err != nil {
				// An unloadable catch type can catch nothing that exists.
				continue
			}
			h.catch = c
		}
		if h.catch == nil || exc.class.AssignableTo(h.catch) {
			return h.target
		}
	}
	return -1
}

// throwNew throws a new exception of the named runtime library class. msg "" means no
// message (the no-argument constructor). The constructor runs as a Java frame on top of the
// faulting frame, whose ip and sp must be saved; when it returns, the exception is thrown.
func (t *Thread) throwNew(class, msg string) *Object {
	if o := t.jopHardwareException(class, msg); o != nil {
		t.nativeThrew = true
		t.throw(o)
		return o
	}
	var arg *Object
	desc := "()V"
	if msg != "" {
		arg, desc = t.vm.NewString(msg), "(Ljava/lang/String;)V"
	}
	return t.construct(class, desc, arg)
}

// throwNewCause throws a new exception whose constructor takes a Throwable.
func (t *Thread) throwNewCause(class string, cause *Object) *Object {
	return t.construct(class, "(Ljava/lang/Throwable;)V", cause)
}

// construct throws a new exception: it allocates it, runs its constructor as a Java frame and
// throws it when the constructor returns. It returns the exception.
func (t *Thread) construct(class, desc string, arg *Object) *Object {
	c := t.vm.mustClass(class)
	ctor := c.declared[key("<init>", desc)]
	if ctor == nil && t.vm.tlib != nil && desc != "()V" {
		// A target library's exception may lack the constructor with a message.
		desc, arg, ctor = "()V", nil, c.declared[key("<init>", "()V")]
	}
	if ctor == nil {
		panic(fatalf("%s: %s has no constructor %s", t.vm.libraryName(), class, desc))
	}
	t.nativeThrew = true
	obj := t.vm.alloc(c)
	base := t.top().sp
	t.ensureStack(base + 2)
	t.stack[base] = Ref(obj)
	n := 1
	if desc != "()V" {
		t.stack[base+1] = Ref(arg)
		n = 2
	}
	t.top().sp = base + n
	f := t.push(ctor, base, kindThrow)
	f.aux = obj
	f.fresh = true // until it is on top: initializers pushed above it run first
	t.initChain(c)
	return obj
}

// linkFail throws the Java error for a failed resolution, or stops the run for a fatal one.
func (t *Thread) linkFail(err error) {
	if le, ok := err.(*linkError); ok {
		if le.class == "java/lang/NoClassDefFoundError" && isLibraryName(le.msg) && !strings.Contains(le.msg, " ") {
			t.throwMissing(le.class, le.msg, strings.ReplaceAll(le.msg, "/", "."))
		} else {
			t.throwNew(le.class, le.msg)
		}
		return
	}
	panic(err)
}

// ensureInit makes sure c is initialized (JVMS 5.5). It returns true if the current
// instruction may proceed; false if it must be re-executed later because initializer frames
// were pushed, the thread must wait for another thread's initialization, or an error is
// being thrown.
func (t *Thread) ensureInit(c *Class) bool {
	switch c.state {
	case classInitialized:
		return true
	case classInitializing:
		if c.initBy == t {
			return true
		}
		t.state = threadInitWait
		t.initWait = c
		return false
	case classErroneous:
		t.failPending(c, t.throwNoClassDef(c))
		return false
	}
	// Linking verifies c (and its supertypes) before anything of it runs, as HotSpot does.
	if !c.verified {
		if err := t.vm.verifyLinked(c); err != nil {
			t.linkFail(err)
			return false
		}
	}
	// The superclass first; the triggering instruction is re-executed after its initializer
	// returns and comes back here for c. Meanwhile c is pending: if the superclass fails, so
	// does c (see failPending).
	if c.Super != nil && c.Super.state != classInitialized && !t.ensureInit(c.Super) {
		t.pending(c)
		return false
	}
	if !c.IsInterface() {
		for _, i := range c.Interfaces {
			if !t.ensureIfaceInit(i) {
				t.pending(c)
				return false
			}
		}
	}
	t.pushInit(c)
	return false
}

// ensureIfaceInit initializes, superinterfaces first, the interfaces that declare default
// methods (JVMS 5.5 step 7) when a class implementing them is initialized.
func (t *Thread) ensureIfaceInit(i *Class) bool {
	for _, s := range i.Interfaces {
		if !t.ensureIfaceInit(s) {
			return false
		}
	}
	if i.state == classInitialized || !declaresDefault(i) {
		return true
	}
	return t.ensureInit(i)
}

func declaresDefault(i *Class) bool {
	for _, m := range i.Methods {
		if !m.IsStatic() && !m.isAbstract() && m.Name[0] != '<' {
			return true
		}
	}
	return false
}

// pushInit marks c as being initialized by t and pushes its static initializer.
func (t *Thread) pushInit(c *Class) *frame {
	t.unpend(c)
	c.state = classInitializing
	c.initBy = t
	t.vm.applyConstants(c)
	clinit := c.declared["<clinit>()V"]
	if clinit == nil {
		clinit = t.vm.emptyInit
	}
	f := t.push(clinit, t.top().sp, kindClinit)
	f.cls = c
	return f
}

// initChain pushes the initializers of c and of its uninitialized superclasses, superclass
// on top so that it runs first; the frames below the top stay fresh until they start. It
// serves the VM's own allocations, which have no instruction to re-execute.
func (t *Thread) initChain(c *Class) {
	if c.state != classLinked {
		return
	}
	f := t.pushInit(c)
	if c.Super != nil && c.Super.state == classLinked {
		f.fresh = true
		t.initChain(c.Super)
	}
}

// initDone records the end of c's initialization and wakes threads waiting for it.
func (vm *VM) initDone(c *Class, state int) {
	c.state = state
	c.initBy = nil
	if state == classInitialized && c.Name == jopGC {
		vm.jopStartGC(c)
	}
	for _, o := range vm.threads {
		if o.state == threadInitWait && o.initWait == c {
			o.state = threadRunnable
			o.initWait = nil
		}
	}
}

// applyConstants sets static final fields from their ConstantValue attributes.
func (vm *VM) applyConstants(c *Class) {
	for _, f := range c.Fields {
		if !f.isStatic() || f.cv == 0 {
			continue
		}
		cst := c.File.Pool[f.cv]
		switch cst.Tag {
		case classfile.TagString:
			u, err := c.File.Pool.String(f.cv)
			if err != nil {
				malformed(c, err)
			}
			c.statics[f.slot] = Ref(vm.internUTF16(u))
		case classfile.TagInteger:
			c.statics[f.slot] = Int(int32(cst.Bits))
		case classfile.TagFloat:
			c.statics[f.slot] = Value{I: int64(uint32(cst.Bits))}
		default:
			c.statics[f.slot] = Value{I: int64(cst.Bits)}
		}
	}
}

// dispatchUncaught runs Thread.dispatchUncaughtException for an exception that escaped the
// thread's bottom frame.
func (t *Thread) dispatchUncaught(exc *Object) {
	if msg, ok := t.vm.missingReport(exc); ok {
		panic(&FatalError{Msg: msg})
	}
	m := t.vm.threadClass.declared["dispatchUncaughtException(Ljava/lang/Throwable;)V"]
	if m == nil || t.obj == nil {
		// A target library (JOP's) may have no way to report it: say it once, so that a
		// run that ends with status 1 never ends without a word.
		name := "main"
		if t.ID != 0 {
			name = "#" + strconv.Itoa(t.ID)
		}
		t.vm.err.write([]byte("crossprof: uncaught " + exc.class.JavaName() + " in thread " + name + " (" + t.vm.libraryName() + " has no Thread.dispatchUncaughtException to print it)\n"))
		t.finish()
		return
	}
	t.fp = -1
	t.stack[0] = Ref(t.obj)
	t.stack[1] = Ref(exc)
	t.push(m, 0, kindUncaught)
}

// finish ends the thread: it releases nothing (monitors held by a dying thread stay held, as
// in the JVM when frames are gone) and wakes threads joining it.
func (t *Thread) finish() {
	t.state = threadDone
	t.fp = -1
	if t.obj != nil {
		t.vm.notifyAll(t.obj)
	}
}

// where describes the current position for diagnostics: Class.method(File:line) pc N.
func (t *Thread) where() string {
	if t.fp < 0 {
		return "thread start"
	}
	f := t.top()
	pc := 0
	if f.ip < len(f.code) {
		pc = int(f.code[f.ip].pc)
	}
	return describePC(f.m, pc)
}

func describePC(m *Method, pc int) string {
	s := m.Class.JavaName() + "." + m.Name + m.Desc + " pc " + itoa(pc)
	if line := m.LineAt(pc); line >= 0 && m.Class.SourceFile != "" {
		s += " (" + m.Class.SourceFile + ":" + itoa(line) + ")"
	}
	return s
}
