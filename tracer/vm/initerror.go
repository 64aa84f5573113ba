// This file remembers why a class's initialization failed. HotSpot 17 throws
// NoClassDefFoundError "Could not initialize class C" when an erroneous class is used again,
// with a cause that tells the original failure: an ExceptionInInitializerError whose message
// is "Exception <class>: <message> [in thread "<name>"]" and whose stack trace is the
// original exception's. A class whose initialization waited for a superclass that failed
// fails too, and remembers what the superclass's initialization threw.

package vm

import "slices"

// initFailure is what initializing a class threw, and on which thread.
type initFailure struct {
	exc    *Object
	thread string
}

// initFailed marks c erroneous because its initializer threw exc.
func (t *Thread) initFailed(c *Class, exc *Object) {
	c.initErr = &initFailure{exc: exc, thread: t.Name()}
	t.unpend(c)
	t.vm.initDone(c, classErroneous)
}

// pending records that c's initialization waits for a superclass or superinterface.
func (t *Thread) pending(c *Class) {
	for _, p := range t.initPending {
		if p == c {
			return
		}
	}
	t.initPending = append(t.initPending, c)
}

func (t *Thread) unpend(c *Class) {
	for i, p := range t.initPending {
		if p == c {
			t.initPending = append(t.initPending[:i], t.initPending[i+1:]...)
			return
		}
	}
}

// failPending fails the pending classes that waited for failed, which threw exc.
func (t *Thread) failPending(failed *Class, exc *Object) {
	// initFailed removes p from t.initPending, so walk a copy (failures are rare).
	for _, p := range slices.Clone(t.initPending) {
		if p != failed && p.AssignableTo(failed) && p.state == classLinked {
			t.initFailed(p, exc)
		}
	}
}

// throwNoClassDef throws the NoClassDefFoundError for a use of the erroneous class c and
// returns it.
func (t *Thread) throwNoClassDef(c *Class) *Object {
	err := t.throwNew("java/lang/NoClassDefFoundError", "Could not initialize class "+c.JavaName())
	if c.initErr != nil {
		// Throwable(String), the constructor that runs, leaves the cause alone.
		t.vm.setField(err, "cause", "Ljava/lang/Throwable;", Ref(t.vm.initErrorCause(c.initErr)))
		t.vm.setField(err, "causeSet", "Z", Int(1))
	}
	return err
}

// initErrorCause makes the ExceptionInInitializerError that describes a failed
// initialization, as HotSpot does without running a constructor: its cause is null and set.
func (vm *VM) initErrorCause(f *initFailure) *Object {
	msg := "Exception " + f.exc.class.JavaName()
	if d := vm.getField(f.exc, "detailMessage", "Ljava/lang/String;").R; d != nil {
		msg += ": " + vm.GoString(d)
	}
	msg += " [in thread \"" + f.thread + "\"]"
	throwable := vm.mustClass("java/lang/Throwable")
	o := vm.alloc(vm.mustClass("java/lang/ExceptionInInitializerError"))
	vm.setField(o, "detailMessage", "Ljava/lang/String;", Ref(vm.NewString(msg)))
	vm.setField(o, "causeSet", "Z", Int(1))
	vm.setField(o, "stackTraceWritable", "Z", Int(1))
	vm.setField(o, "suppressed", "[Ljava/lang/Throwable;", Ref(vm.newArray(vm.arrayOf(throwable), 0)))
	// The original's stack trace: as set or materialized, else its recorded frames.
	vm.setField(o, "stackTrace", "[Ljava/lang/StackTraceElement;", vm.getField(f.exc, "stackTrace", "[Ljava/lang/StackTraceElement;"))
	o.data = f.exc.data
	return o
}
