package java.util.concurrent;

import java.util.Deque;
import java.util.Iterator;

/** A Deque with blocking operations at both ends. */
public interface BlockingDeque<E> extends BlockingQueue<E>, Deque<E> {
    void putFirst(E e) throws InterruptedException;

    void putLast(E e) throws InterruptedException;

    boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException;

    boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException;

    E takeFirst() throws InterruptedException;

    E takeLast() throws InterruptedException;

    E pollFirst(long timeout, TimeUnit unit) throws InterruptedException;

    E pollLast(long timeout, TimeUnit unit) throws InterruptedException;

    boolean add(E e);

    boolean offer(E e);

    boolean remove(Object o);

    boolean contains(Object o);

    int size();

    Iterator<E> iterator();

    void push(E e);
}
