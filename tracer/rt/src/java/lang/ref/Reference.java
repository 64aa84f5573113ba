package java.lang.ref;

/**
 * The base class of reference objects. crossprof's VM has no garbage collector interaction, so
 * references are never cleared or enqueued by the VM: get() returns the referent until clear()
 * (or enqueue()) is called. Programs that only use references for caches behave as on a JVM
 * with plenty of memory.
 */
public abstract class Reference<T> {
    private T referent;
    final ReferenceQueue<? super T> queue;
    private boolean enqueued;
    Reference<?> next;

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    public T get() {
        return referent;
    }

    /** JDK 16: compares the referent with obj by identity. */
    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    public boolean isEnqueued() {
        return enqueued;
    }

    /** Clears the reference and adds it to its queue; false if there is none or it was added. */
    public boolean enqueue() {
        referent = null;
        if (queue == null || enqueued) {
            return false;
        }
        enqueued = true;
        queue.add(this);
        return true;
    }

    /** Keeps obj reachable up to this point; nothing to do without a collector. */
    public static void reachabilityFence(Object ref) {
    }
}
