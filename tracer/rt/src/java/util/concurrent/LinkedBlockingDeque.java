package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/** An optionally bounded blocking deque. */
public class LinkedBlockingDeque<E> extends MonitorBlockingQueue<E>
        implements BlockingDeque<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final int capacity;
    private final ArrayDeque<E> items = new ArrayDeque<E>();

    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
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

    private static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public boolean offerFirst(E e) {
        checkNotNull(e);
        synchronized (lock) {
            if (items.size() >= capacity) {
                return false;
            }
            items.addFirst(e);
            lock.notifyAll();
            return true;
        }
    }

    public boolean offerLast(E e) {
        return offer(e);
    }

    public void putFirst(E e) throws InterruptedException {
        checkNotNull(e);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            while (items.size() >= capacity) {
                lock.wait();
            }
            items.addFirst(e);
            lock.notifyAll();
        }
    }

    public void putLast(E e) throws InterruptedException {
        put(e);
    }

    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        checkNotNull(e);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            while (items.size() >= capacity) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                waitLock(left);
            }
            items.addFirst(e);
            lock.notifyAll();
            return true;
        }
    }

    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offer(e, timeout, unit);
    }

    public E removeFirst() {
        E x = pollFirst();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E removeLast() {
        E x = pollLast();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E pollFirst() {
        return poll();
    }

    public E pollLast() {
        synchronized (lock) {
            E x = items.pollLast();
            if (x != null) {
                lock.notifyAll();
            }
            return x;
        }
    }

    public E takeFirst() throws InterruptedException {
        return take();
    }

    public E takeLast() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            E x;
            while ((x = items.pollLast()) == null) {
                lock.wait();
            }
            lock.notifyAll();
            return x;
        }
    }

    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        return poll(timeout, unit);
    }

    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            E x;
            while ((x = items.pollLast()) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                waitLock(left);
            }
            lock.notifyAll();
            return x;
        }
    }

    public E getFirst() {
        E x = peekFirst();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E getLast() {
        E x = peekLast();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E peekFirst() {
        return peek();
    }

    public E peekLast() {
        synchronized (lock) {
            return items.peekLast();
        }
    }

    public boolean removeFirstOccurrence(Object o) {
        return remove(o);
    }

    public boolean removeLastOccurrence(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            if (QueueHelpers.removeFrom(items.descendingIterator(), o, false)) {
                lock.notifyAll();
                return true;
            }
            return false;
        }
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public Iterator<E> descendingIterator() {
        Object[] a = toArray();
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            Object t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return new SnapshotIterator(a);
    }
}
