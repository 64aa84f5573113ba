package java.util.concurrent;

import java.util.Collection;

/** A bounded blocking queue in a circular array. */
public class ArrayBlockingQueue<E> extends MonitorBlockingQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final Object[] items;
    private final boolean fair;
    private int takeIndex;
    private int count;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.items = new Object[capacity];
        this.fair = fair;
    }

    /** Fills the queue with c's elements; IllegalArgumentException if they do not fit. */
    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            if (count == items.length) {
                throw new IllegalArgumentException();
            }
            insert(e);
        }
    }

    int count() {
        return count;
    }

    int capacity() {
        return items.length;
    }

    boolean insert(E e) {
        if (count == items.length) {
            return false;
        }
        items[(takeIndex + count) % items.length] = e;
        count++;
        return true;
    }

    @SuppressWarnings("unchecked")
    E extract() {
        if (count == 0) {
            return null;
        }
        E x = (E) items[takeIndex];
        items[takeIndex] = null;
        takeIndex = (takeIndex + 1) % items.length;
        count--;
        return x;
    }

    @SuppressWarnings("unchecked")
    E head() {
        return (count == 0) ? null : (E) items[takeIndex];
    }

    Object[] snapshot() {
        Object[] a = new Object[count];
        for (int i = 0; i < count; i++) {
            a[i] = items[(takeIndex + i) % items.length];
        }
        return a;
    }

    boolean removeItem(Object o, boolean exact) {
        for (int i = 0; i < count; i++) {
            int idx = (takeIndex + i) % items.length;
            Object x = items[idx];
            if (exact ? x == o : o.equals(x)) {
                for (int j = i; j < count - 1; j++) {
                    items[(takeIndex + j) % items.length] = items[(takeIndex + j + 1) % items.length];
                }
                items[(takeIndex + count - 1) % items.length] = null;
                count--;
                return true;
            }
        }
        return false;
    }

    void clearAll() {
        for (int i = 0; i < items.length; i++) {
            items[i] = null;
        }
        takeIndex = 0;
        count = 0;
    }
}
