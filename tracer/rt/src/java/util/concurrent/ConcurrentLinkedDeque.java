package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An unbounded thread-safe deque (null elements are not allowed), over a LinkedChain.
 * Iteration in both directions is weakly consistent.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E>
        implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    private final LinkedChain<E> chain = new LinkedChain<E>();

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        chain.linkAll(ConcurrentLinkedQueue.checkedCopy(c));
    }

    private static <T> T screenNull(T x) {
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public void addFirst(E e) {
        chain.linkFirst(e);
    }

    public void addLast(E e) {
        chain.linkLast(e);
    }

    public boolean offerFirst(E e) {
        chain.linkFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        chain.linkLast(e);
        return true;
    }

    public E peekFirst() {
        return chain.peek(false);
    }

    public E peekLast() {
        return chain.peek(true);
    }

    public E getFirst() {
        return screenNull(peekFirst());
    }

    public E getLast() {
        return screenNull(peekLast());
    }

    public E pollFirst() {
        return chain.poll(false);
    }

    public E pollLast() {
        return chain.poll(true);
    }

    public E removeFirst() {
        return screenNull(pollFirst());
    }

    public E removeLast() {
        return screenNull(pollLast());
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        return offerLast(e);
    }

    public E poll() {
        return pollFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
        return chain.removeOccurrence(o, false);
    }

    public boolean removeLastOccurrence(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
        return chain.removeOccurrence(o, true);
    }

    public boolean contains(Object o) {
        return o != null && chain.contains(o);
    }

    public boolean isEmpty() {
        return chain.size() == 0;
    }

    public int size() {
        return chain.size();
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        ArrayList<E> items = ConcurrentLinkedQueue.checkedCopy(c);
        chain.linkAll(items);
        return !items.isEmpty();
    }

    public void clear() {
        chain.clear();
    }

    public Object[] toArray() {
        return chain.toArray();
    }

    public <T> T[] toArray(T[] a) {
        if (a == null) {
            throw new NullPointerException();
        }
        return QueueHelpers.fill(chain.toArray(), a);
    }

    public Iterator<E> iterator() {
        return chain.iterator(false);
    }

    public Iterator<E> descendingIterator() {
        return chain.iterator(true);
    }
}
