package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * A queue without capacity: each insertion waits for a removal by another thread and vice
 * versa. Waiting producers and consumers are matched FIFO if fair, LIFO otherwise (as the
 * JDK's queue and stack modes).
 */
public class SynchronousQueue<E> extends AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    /** A waiting thread: a producer with its item, or a consumer waiting for one. */
    private static final class Node {
        Object item;
        boolean matched;
    }

    private final boolean fair;
    private final Object lock = new Object();
    private final ArrayList<Node> producers = new ArrayList<Node>();
    private final ArrayList<Node> consumers = new ArrayList<Node>();

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    private Node next(ArrayList<Node> waiting) {
        if (waiting.isEmpty()) {
            return null;
        }
        return waiting.remove(fair ? 0 : waiting.size() - 1);
    }

    /**
     * Hands e to a waiting consumer, or waits (at most nanos; forever if -1; not at all if 0)
     * for one to take it.
     */
    private boolean transferOut(E e, long nanos) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            Node c = next(consumers);
            if (c != null) {
                c.item = e;
                c.matched = true;
                lock.notifyAll();
                return true;
            }
            if (nanos == 0) {
                return false;
            }
            Node me = new Node();
            me.item = e;
            producers.add(me);
            return await(me, producers, nanos);
        }
    }

    /** Takes from a waiting producer, or waits as in transferOut for one to arrive. */
    @SuppressWarnings("unchecked")
    private E transferIn(long nanos) throws InterruptedException {
        synchronized (lock) {
            Node p = next(producers);
            if (p != null) {
                p.matched = true;
                lock.notifyAll();
                return (E) p.item;
            }
            if (nanos == 0) {
                return null;
            }
            Node me = new Node();
            consumers.add(me);
            return await(me, consumers, nanos) ? (E) me.item : null;
        }
    }

    /** Waits (lock held) until node is matched; on timeout or interrupt withdraws it. */
    private boolean await(Node node, ArrayList<Node> waiting, long nanos)
            throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        try {
            while (!node.matched) {
                if (nanos < 0) {
                    lock.wait();
                } else {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return false;
                    }
                    lock.wait(left / 1000000L, (int) (left % 1000000L));
                }
            }
            return true;
        } catch (InterruptedException ie) {
            if (node.matched) {
                Thread.currentThread().interrupt();
                return true;
            }
            throw ie;
        } finally {
            if (!node.matched) {
                waiting.remove(node);
            }
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        transferOut(e, -1L);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long n = unit.toNanos(timeout);
        return transferOut(e, n <= 0 ? 0L : n);
    }

    /** Succeeds only if a consumer is waiting. */
    public boolean offer(E e) {
        try {
            return transferOut(e, 0L);
        } catch (InterruptedException ie) {
            throw new InternalError();
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return transferIn(-1L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long n = unit.toNanos(timeout);
        return transferIn(n <= 0 ? 0L : n);
    }

    /** Succeeds only if a producer is waiting. */
    public E poll() {
        try {
            return transferIn(0L);
        } catch (InterruptedException ie) {
            throw new InternalError();
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.<E>emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
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
        E e;
        while (n < maxElements && (e = poll()) != null) {
            c.add(e);
            n++;
        }
        return n;
    }
}
