package java.util.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking priority queue over a binary heap (the iteration order is the heap's
 * array order, as in the JDK).
 */
public class PriorityBlockingQueue<E> extends MonitorBlockingQueue<E>
        implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final PriorityQueue<E> heap;

    public PriorityBlockingQueue() {
        heap = new PriorityQueue<E>();
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        heap = new PriorityQueue<E>(initialCapacity, comparator);
    }

    public PriorityBlockingQueue(Collection<? extends E> c) {
        heap = new PriorityQueue<E>(c);
    }

    public Comparator<? super E> comparator() {
        return heap.comparator();
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    int count() {
        return heap.size();
    }

    int capacity() {
        return Integer.MAX_VALUE;
    }

    boolean insert(E e) {
        return heap.offer(e);
    }

    E extract() {
        return heap.poll();
    }

    E head() {
        return heap.peek();
    }

    Object[] snapshot() {
        return heap.toArray();
    }

    boolean removeItem(Object o, boolean exact) {
        return heap.remove(o);
    }

    void clearAll() {
        heap.clear();
    }
}
