package java.util.concurrent;

import java.util.Collection;
import java.util.PriorityQueue;

/** An unbounded blocking queue of Delayed elements, each available once its delay expired. */
public class DelayQueue<E extends Delayed> extends MonitorBlockingQueue<E> {
    private final PriorityQueue<E> heap = new PriorityQueue<E>();

    public DelayQueue() {
    }

    public DelayQueue(Collection<? extends E> c) {
        addAll(c);
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

    /** Only an expired head can be taken. */
    E extract() {
        E first = heap.peek();
        if (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) {
            return null;
        }
        return heap.poll();
    }

    long waitHintNanos() {
        E first = heap.peek();
        if (first == null) {
            return -1L;
        }
        long d = first.getDelay(TimeUnit.NANOSECONDS);
        return (d < 0) ? 0L : d;
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
