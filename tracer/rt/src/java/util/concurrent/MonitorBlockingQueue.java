package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The blocking machinery shared by the blocking queues: all state is guarded by one monitor
 * ({@code lock}), and every change notifies all waiters, which re-check their condition.
 * Subclasses supply the storage through the primitive methods, which are called with the lock
 * held. Iterators walk a snapshot taken at creation (weakly consistent, never throwing
 * ConcurrentModificationException); their remove deletes that element from the queue.
 */
abstract class MonitorBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E> {
    final Object lock = new Object();

    /** Threads blocked in take or a timed poll (LinkedTransferQueue hands elements to them). */
    int waitingTakers;

    /** Number of elements. */
    abstract int count();

    /** Adds e at the tail if there is room. */
    abstract boolean insert(E e);

    /** Removes and returns the head, or null if there is none (or none is available yet). */
    abstract E extract();

    /** The head without removing it, or null. */
    abstract E head();

    /** The elements in iteration order. */
    abstract Object[] snapshot();

    /** Removes the first element equal to o (identity if exact). */
    abstract boolean removeItem(Object o, boolean exact);

    abstract void clearAll();

    /** Maximum number of elements (Integer.MAX_VALUE if unbounded). */
    abstract int capacity();

    /** How long a taker should wait before re-checking on its own, or -1 for until notified. */
    long waitHintNanos() {
        return -1L;
    }

    /** Waits on the lock until notified or until nanos have passed (or the hint says so). */
    final void waitLock(long nanos) throws InterruptedException {
        if (nanos < 0) {
            lock.wait();
        } else {
            lock.wait(nanos / 1000000L, (int) (nanos % 1000000L));
        }
    }

    private long takerWait(long deadlineLeft) {
        long hint = waitHintNanos();
        if (hint < 0) {
            return deadlineLeft;
        }
        if (hint == 0) {
            hint = 1;
        }
        return (deadlineLeft < 0 || hint < deadlineLeft) ? hint : deadlineLeft;
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (!insert(e)) {
                return false;
            }
            lock.notifyAll();
            return true;
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            while (!insert(e)) {
                lock.wait();
            }
            lock.notifyAll();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            while (!insert(e)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                waitLock(left);
            }
            lock.notifyAll();
            return true;
        }
    }

    public E poll() {
        synchronized (lock) {
            E x = extract();
            if (x != null) {
                lock.notifyAll();
            }
            return x;
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            E x;
            while ((x = extract()) == null) {
                waitingTakers++;
                try {
                    waitLock(takerWait(-1L));
                } finally {
                    waitingTakers--;
                }
            }
            lock.notifyAll();
            return x;
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            E x;
            while ((x = extract()) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                waitingTakers++;
                try {
                    waitLock(takerWait(left));
                } finally {
                    waitingTakers--;
                }
            }
            lock.notifyAll();
            return x;
        }
    }

    public E peek() {
        synchronized (lock) {
            return head();
        }
    }

    public int size() {
        synchronized (lock) {
            return count();
        }
    }

    public int remainingCapacity() {
        synchronized (lock) {
            int c = capacity();
            return (c == Integer.MAX_VALUE) ? c : c - count();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            if (removeItem(o, false)) {
                lock.notifyAll();
                return true;
            }
            return false;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        Object[] a = toArray();
        for (int i = 0; i < a.length; i++) {
            if (o.equals(a[i])) {
                return true;
            }
        }
        return false;
    }

    public Object[] toArray() {
        synchronized (lock) {
            return snapshot();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] s = toArray();
        if (a.length < s.length) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(),
                    s.length);
        }
        System.arraycopy(s, 0, a, 0, s.length);
        if (a.length > s.length) {
            a[s.length] = null;
        }
        return a;
    }

    public void clear() {
        synchronized (lock) {
            clearAll();
            lock.notifyAll();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        synchronized (lock) {
            E x;
            while (n < maxElements && (x = extract()) != null) {
                c.add(x);
                n++;
            }
            if (n > 0) {
                lock.notifyAll();
            }
        }
        return n;
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator(toArray());
    }

    /** Iterates over a snapshot; remove deletes the last returned element from the queue. */
    final class SnapshotIterator implements Iterator<E> {
        private final Object[] items;
        private int next;
        private int last = -1;

        SnapshotIterator(Object[] items) {
            this.items = items;
        }

        public boolean hasNext() {
            return next < items.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= items.length) {
                throw new NoSuchElementException();
            }
            last = next;
            return (E) items[next++];
        }

        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            synchronized (lock) {
                if (removeItem(items[last], true)) {
                    lock.notifyAll();
                }
            }
            last = -1;
        }
    }
}
