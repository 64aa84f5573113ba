// This file implements Java monitors: synchronized, Object.wait/notify, and blocking.

package vm

// monitor is an object's lock and wait set, created on first use.
type monitor struct {
	obj   *Object
	owner *Thread
	count int
	waits []*Thread // threads in Object.wait on this monitor, in arrival order
}

func (o *Object) monitor() *monitor {
	if o.mon == nil {
		o.mon = &monitor{obj: o}
	}
	return o.mon
}

// enter acquires o's monitor for t. If another thread owns it, t blocks and enter returns
// false: the instruction is re-executed when the scheduler resumes t.
func (t *Thread) enter(o *Object) bool {
	m := o.monitor()
	switch m.owner {
	case nil:
		m.owner, m.count = t, 1
		return true
	case t:
		m.count++
		return true
	}
	t.state = threadBlocked
	t.blockedOn = m
	return false
}

// exit releases one level of o's monitor. If t does not own it, it throws
// IllegalMonitorStateException and returns false.
func (t *Thread) exit(o *Object) bool {
	m := o.mon
	if m == nil || m.owner != t {
		t.throwNew("java/lang/IllegalMonitorStateException", "")
		return false
	}
	m.count--
	if m.count == 0 {
		m.owner = nil
	}
	return true
}

// exitUnchecked releases a synchronized method's monitor while unwinding.
func (t *Thread) exitUnchecked(o *Object) {
	if m := o.mon; m != nil && m.owner == t {
		m.count--
		if m.count == 0 {
			m.owner = nil
		}
	}
}

// tryAcquire lets a blocked or notified thread take a free monitor; the scheduler calls it.
func (t *Thread) tryAcquire() bool {
	switch {
	case t.state == threadBlocked:
		// The blocked instruction (monitorenter or a synchronized invoke) is re-executed and
		// takes the monitor itself; no other thread runs in between.
		if t.blockedOn.owner != nil {
			return false
		}
		t.blockedOn = nil
		t.state = threadRunnable
		return true
	case t.state == threadWaiting && t.waitMon != nil && (t.notified || t.wokenByIntr || t.timedOut()):
		m := t.waitMon
		if m.owner != nil && m.owner != t {
			return false
		}
		m.removeWaiter(t)
		t.waitMon, t.notified = nil, false
		t.wakeAt = 0
		m.owner, m.count = t, t.waitCount
		t.state = threadRunnable
		t.resumeAfterBlockingNative()
		return true
	}
	return false
}

func (m *monitor) removeWaiter(t *Thread) {
	for i, w := range m.waits {
		if w == t {
			m.waits = append(m.waits[:i], m.waits[i+1:]...)
			return
		}
	}
}

// wait implements Object.wait(timeout): it releases the monitor completely and parks t.
func (t *Thread) wait(o *Object, millis int64) {
	m := o.mon
	if m == nil || m.owner != t {
		t.throwNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return
	}
	if millis < 0 {
		t.throwNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return
	}
	if t.interrupted {
		t.interrupted = false
		t.throwNew("java/lang/InterruptedException", "")
		return
	}
	t.waitMon, t.waitCount = m, m.count
	m.owner, m.count = nil, 0
	m.waits = append(m.waits, t)
	t.state = threadWaiting
	t.notified = false
	if millis > 0 {
		t.wakeAt = t.vm.clockNanos() + millis*1e6
	}
}

// notify wakes one waiter of o (the longest waiting, for determinism).
func (t *Thread) notify(o *Object, all bool) {
	m := o.mon
	if m == nil || m.owner != t {
		t.throwNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return
	}
	for _, w := range m.waits {
		if !w.notified {
			w.notified = true
			if !all {
				break
			}
		}
	}
}

// notifyAll wakes every waiter of o without owning it: the VM does this when a thread ends,
// so that Thread.join returns.
func (vm *VM) notifyAll(o *Object) {
	if m := o.mon; m != nil {
		for _, w := range m.waits {
			w.notified = true
		}
	}
}

func (t *Thread) timedOut() bool {
	return t.wakeAt != 0 && t.vm.clockNanos() >= t.wakeAt
}

// block parks t inside a blocking native (sleep, wait). The invoke stays the current
// instruction; resumeAfterBlockingNative completes it, or throws InterruptedException.
func (t *Thread) block(native *Method, intrMsg string) {
	t.blockingNative = native
	t.intrMsg = intrMsg
}

func (t *Thread) resumeAfterBlockingNative() {
	m := t.blockingNative
	if m == nil {
		return
	}
	t.blockingNative = nil
	if t.wokenByIntr {
		t.wokenByIntr = false
		t.interrupted = false
		t.state = threadRunnable
		t.throwNew("java/lang/InterruptedException", t.intrMsg)
		return
	}
	f := t.top()
	f.sp -= m.argSlots
	f.ip++
}
