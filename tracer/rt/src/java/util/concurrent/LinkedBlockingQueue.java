package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;

/** An optionally bounded blocking FIFO queue (unbounded: capacity Integer.MAX_VALUE). */
public class LinkedBlockingQueue<E> extends MonitorBlockingQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final int capacity;
    private final ArrayDeque<E> items = new ArrayDeque<E>();

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            items.addLast(e);
        }
    }

    int count() {
        return items.size();
    }

    int capacity() {
        return capacity;
    }

    boolean insert(E e) {
        if (items.size() >= capacity) {
            return false;
        }
        items.addLast(e);
        return true;
    }

    E extract() {
        return items.pollFirst();
    }

    E head() {
        return items.peekFirst();
    }

    Object[] snapshot() {
        return items.toArray();
    }

    boolean removeItem(Object o, boolean exact) {
        return QueueHelpers.removeFrom(items.iterator(), o, exact);
    }

    void clearAll() {
        items.clear();
    }
}
