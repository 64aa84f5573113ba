package java.lang.ref;

/**
 * A queue of references. Only references enqueued explicitly (Reference.enqueue) ever appear, as
 * the VM never clears references.
 */
public class ReferenceQueue<T> {
    private Reference<?> head;

    public ReferenceQueue() {
    }

    synchronized void add(Reference<?> r) {
        r.next = head;
        head = r;
        notifyAll();
    }

    @SuppressWarnings("unchecked")
    public synchronized Reference<? extends T> poll() {
        Reference<?> r = head;
        if (r != null) {
            head = r.next;
            r.next = null;
        }
        return (Reference<? extends T>) r;
    }

    /** Waits up to timeout milliseconds (0: forever) for a reference. */
    public synchronized Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        Reference<? extends T> r = poll();
        if (r != null || timeout > 0) {
            if (r == null) {
                wait(timeout);
                r = poll();
            }
            return r;
        }
        while (r == null) {
            wait(0);
            r = poll();
        }
        return r;
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
