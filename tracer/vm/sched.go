// This file schedules guest threads: round-robin in a fixed order, switching every Quantum
// bytecodes and at blocking points, so the same program gives the same run every time.

package vm

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// schedule runs threads until the program ends, and reports how it ended.
func (vm *VM) schedule(ctx context.Context, main *Thread) Result {
	var deadline <-chan time.Time
	if vm.cfg.Timeout > 0 {
		timer := time.NewTimer(vm.cfg.Timeout)
		defer timer.Stop()
		deadline = timer.C
	}
	for {
		if vm.halted {
			return Result{Status: vm.haltStatus, End: EndExit}
		}
		if vm.limitHit {
			return Result{Status: 2, End: EndLimit,
				Message: fmt.Sprintf("instruction limit of %d bytecodes reached", vm.cfg.MaxInstructions)}
		}
		select {
		case <-ctx.Done():
			return Result{Status: 130, End: EndInterrupted, Message: "interrupted"}
		case <-deadline:
			return Result{Status: 2, End: EndTimeout, Message: fmt.Sprintf("timeout of %s reached", vm.cfg.Timeout)}
		default:
		}
		if vm.cfg.Progress != nil {
			vm.cfg.Progress(vm.icount, vm.calls)
		}
		// The program ends when its last non-daemon thread has ended and the shutdown hooks
		// have run; daemon threads do not keep it alive.
		if !vm.anyAlive() && !vm.startShutdown() {
			if main.died != nil {
				return Result{Status: 1, End: EndUncaught}
			}
			return Result{Status: 0, End: EndNormal}
		}
		t := vm.pick()
		if t == nil {
			if wake, ok := vm.earliestWake(); ok {
				vm.waitUntil(wake)
				continue
			}
			return Result{Status: 2, End: EndDeadlock, Message: vm.describeDeadlock()}
		}
		vm.resumedAt = vm.icount
		vm.stopAt = vm.icount + uint64(vm.cfg.Quantum)
		if m := vm.cfg.MaxInstructions; m > 0 && vm.stopAt > m {
			vm.stopAt = m
		}
		vm.running = t
		t.run()
		vm.running = nil
		t.ran += vm.icount - vm.resumedAt
	}
}

// startShutdown starts, once, a thread that runs the program's shutdown hooks
// (Runtime.shutdown, as the JDK's DestroyJavaVM thread does at normal termination). It
// reports whether it did: only a program that registered hooks has any to run.
func (vm *VM) startShutdown() bool {
	if vm.shutdown {
		return false
	}
	vm.shutdown = true
	rt := vm.classes["java/lang/Runtime"]
	if rt == nil || rt.state != classInitialized {
		return false
	}
	current := rt.statics[rt.findField("currentRuntime", "Ljava/lang/Runtime;").slot].R
	if current == nil || vm.getField(current, "hookCount", "I").I == 0 {
		return false
	}
	o := vm.alloc(vm.threadClass)
	vm.setField(o, "name", "Ljava/lang/String;", Ref(vm.NewString("DestroyJavaVM")))
	vm.setField(o, "priority", "I", Int(5))
	t := vm.newThread(o)
	t.push(rt.declared["shutdown()V"], 0, kindRoot)
	return true
}

// pick returns the next thread that can run, starting after the last one run.
func (vm *VM) pick() *Thread {
	n := len(vm.threads)
	for i := 0; i < n; i++ {
		t := vm.threads[(vm.next+i)%n]
		switch t.state {
		case threadRunnable:
		case threadBlocked:
			if !t.tryAcquire() {
				continue
			}
		case threadWaiting:
			if t.waitMon != nil {
				if !t.tryAcquire() {
					continue
				}
			} else if t.wokenByIntr || t.timedOut() {
				t.state = threadRunnable
				t.wakeAt = 0
				t.resumeAfterBlockingNative()
			} else {
				continue
			}
		default:
			continue
		}
		vm.next = (vm.next + i + 1) % n
		return t
	}
	return nil
}

// anyAlive reports whether a non-daemon thread has not ended.
func (vm *VM) anyAlive() bool {
	for _, t := range vm.threads {
		if t.state != threadDone && !t.daemon {
			return true
		}
	}
	return false
}

// earliestWake finds the first timed wake-up among sleeping and timed-waiting threads.
func (vm *VM) earliestWake() (int64, bool) {
	var best int64
	found := false
	for _, t := range vm.threads {
		if t.state == threadWaiting && t.wakeAt != 0 && (!found || t.wakeAt < best) {
			best, found = t.wakeAt, true
		}
	}
	return best, found
}

// waitUntil lets the clock reach wake: virtual time jumps, real time sleeps.
func (vm *VM) waitUntil(wake int64) {
	now := vm.clockNanos()
	if wake <= now {
		return
	}
	if vm.cfg.Deterministic {
		vm.clockOffset += wake - now
		return
	}
	time.Sleep(time.Duration(wake - now))
}

// describeDeadlock names the threads that can never run again and what they wait for.
func (vm *VM) describeDeadlock() string {
	var parts []string
	for _, t := range vm.threads {
		switch t.state {
		case threadBlocked:
			owner := "nobody"
			if o := t.blockedOn.owner; o != nil {
				owner = fmt.Sprintf("thread %q", o.Name())
			}
			parts = append(parts, fmt.Sprintf("thread %q waits to lock %s held by %s (at %s)",
				t.Name(), vm.describeObject(t.blockedOn.obj), owner, t.where()))
		case threadWaiting:
			if t.waitMon != nil {
				parts = append(parts, fmt.Sprintf("thread %q waits forever in Object.wait on %s (at %s)",
					t.Name(), vm.describeObject(t.waitMon.obj), t.where()))
			}
		case threadInitWait:
			parts = append(parts, fmt.Sprintf("thread %q waits for the initialization of %s (at %s)",
				t.Name(), t.initWait.JavaName(), t.where()))
		}
	}
	sort.Strings(parts)
	return "deadlock: " + strings.Join(parts, "; ")
}

func (vm *VM) describeObject(o *Object) string {
	return fmt.Sprintf("a %s (identity hash %08x)", o.class.JavaName(), uint32(vm.identityHash(o)))
}

// Name returns the thread's name from its java.lang.Thread object.
func (t *Thread) Name() string {
	if t.obj == nil {
		return fmt.Sprintf("#%d", t.ID)
	}
	return t.vm.GoString(t.vm.getField(t.obj, "name", "Ljava/lang/String;").R)
}

// stdStream passes what the program writes to stdout or stderr on with one Write per write
// call of the program (FileIO.write: a print, a println, a flush of a buffered stream), not
// per byte and not at exit: HotSpot's System.out and System.err flush on every print and
// println, so a pipe or terminal sees a line as soon as the program prints it, and the two
// streams interleave as the program wrote them. The first write error ends the stream's
// output (as a closed pipe would for HotSpot, whose PrintStream then only sets its error flag).
type stdStream struct {
	w   io.Writer
	err error
}

func newStdStream(w io.Writer) *stdStream {
	if w == nil {
		w = io.Discard
	}
	return &stdStream{w: w}
}

func (s *stdStream) write(p []byte) {
	if s.err == nil && len(p) > 0 {
		_, s.err = s.w.Write(p)
	}
}
