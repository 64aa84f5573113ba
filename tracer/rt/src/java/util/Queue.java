package java.util;

/** A collection that holds elements before processing, usually first-in first-out. */
public interface Queue<E> extends Collection<E> {
    boolean add(E e);

    boolean offer(E e);

    E remove();

    E poll();

    E element();

    E peek();
}
