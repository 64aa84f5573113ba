package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.Queue;

/**
 * An unbounded thread-safe FIFO queue (null elements are not allowed), over a LinkedChain.
 * Unlike the blocking queues it has no blocking operations. Iteration is weakly consistent.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E>
        implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    private final LinkedChain<E> chain = new LinkedChain<E>();

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        chain.linkAll(checkedCopy(c));
    }

    /** The elements of c, or NullPointerException if one is null (so nothing is added). */
    static <E> ArrayList<E> checkedCopy(Collection<? extends E> c) {
        ArrayList<E> items = new ArrayList<E>();
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            items.add(e);
        }
        return items;
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        chain.linkLast(e);
        return true;
    }

    public E poll() {
        return chain.poll(false);
    }

    public E peek() {
        return chain.peek(false);
    }

    public boolean isEmpty() {
        return chain.size() == 0;
    }

    public int size() {
        return chain.size();
    }

    public boolean contains(Object o) {
        return o != null && chain.contains(o);
    }

    public boolean remove(Object o) {
        return o != null && chain.removeOccurrence(o, false);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        ArrayList<E> items = checkedCopy(c);
        chain.linkAll(items);
        return !items.isEmpty();
    }

    public void clear() {
        chain.clear();
    }

    public Object[] toArray() {
        return chain.toArray();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        return QueueHelpers.fill(chain.toArray(), a);
    }

    public Iterator<E> iterator() {
        return chain.iterator(false);
    }
}
