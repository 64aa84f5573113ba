package java.util.concurrent;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The doubly linked list behind ConcurrentLinkedQueue and ConcurrentLinkedDeque. Every change
 * is made under the chain's monitor. A removed node gets a null item but keeps its links, so
 * an iterator standing on it still walks on (in either direction) to live nodes: iteration is
 * weakly consistent and never throws ConcurrentModificationException.
 */
final class LinkedChain<E> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    static final class Node<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        E item;
        Node<E> prev;
        Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private Node<E> first;
    private Node<E> last;
    private int count;

    synchronized void linkFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node<E> n = new Node<E>(e);
        n.next = first;
        if (first == null) {
            last = n;
        } else {
            first.prev = n;
        }
        first = n;
        count++;
    }

    synchronized void linkLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node<E> n = new Node<E>(e);
        n.prev = last;
        if (last == null) {
            first = n;
        } else {
            last.next = n;
        }
        last = n;
        count++;
    }

    /** Takes a live node out of the chain; it keeps its links for iterators. */
    private void unlink(Node<E> n) {
        if (n.prev == null) {
            first = n.next;
        } else {
            n.prev.next = n.next;
        }
        if (n.next == null) {
            last = n.prev;
        } else {
            n.next.prev = n.prev;
        }
        n.item = null;
        count--;
    }

    synchronized E poll(boolean fromLast) {
        Node<E> n = fromLast ? last : first;
        if (n == null) {
            return null;
        }
        E x = n.item;
        unlink(n);
        return x;
    }

    synchronized E peek(boolean fromLast) {
        Node<E> n = fromLast ? last : first;
        return n == null ? null : n.item;
    }

    synchronized int size() {
        return count;
    }

    /** Removes the first (or last) element equal to o. */
    synchronized boolean removeOccurrence(Object o, boolean fromLast) {
        for (Node<E> n = fromLast ? last : first; n != null; n = fromLast ? n.prev : n.next) {
            if (o.equals(n.item)) {
                unlink(n);
                return true;
            }
        }
        return false;
    }

    synchronized boolean contains(Object o) {
        for (Node<E> n = first; n != null; n = n.next) {
            if (o.equals(n.item)) {
                return true;
            }
        }
        return false;
    }

    synchronized void clear() {
        for (Node<E> n = first; n != null; n = n.next) {
            n.item = null;
        }
        first = null;
        last = null;
        count = 0;
    }

    synchronized Object[] toArray() {
        Object[] a = new Object[count];
        int i = 0;
        for (Node<E> n = first; n != null; n = n.next) {
            a[i++] = n.item;
        }
        return a;
    }

    /** Appends all of the elements at once (none if one is null). */
    synchronized void linkAll(ArrayList<E> items) {
        for (int i = 0; i < items.size(); i++) {
            linkLast(items.get(i));
        }
    }

    /** The live node following n (preceding it if backwards), or null. */
    private synchronized Node<E> step(Node<E> n, boolean backwards) {
        do {
            n = backwards ? n.prev : n.next;
        } while (n != null && n.item == null);
        return n;
    }

    private synchronized Node<E> end(boolean backwards) {
        return backwards ? last : first;
    }

    private synchronized void removeNode(Node<E> n) {
        if (n.item != null) {
            unlink(n);
        }
    }

    Iterator<E> iterator(boolean backwards) {
        return new Itr(backwards);
    }

    /** Reads one element ahead, as the JDK's iterators do. */
    private final class Itr implements Iterator<E> {
        private final boolean backwards;
        private Node<E> next;
        private E nextItem;
        private Node<E> lastRet;

        Itr(boolean backwards) {
            this.backwards = backwards;
            synchronized (LinkedChain.this) {
                settle(end(backwards));
            }
        }

        private void settle(Node<E> n) {
            if (n != null && n.item == null) {
                n = step(n, backwards);
            }
            next = n;
            nextItem = (n == null) ? null : n.item;
        }

        public boolean hasNext() {
            return next != null;
        }

        public E next() {
            Node<E> n = next;
            if (n == null) {
                throw new NoSuchElementException();
            }
            E x = nextItem;
            lastRet = n;
            synchronized (LinkedChain.this) {
                settle(step(n, backwards));
            }
            return x;
        }

        public void remove() {
            Node<E> n = lastRet;
            if (n == null) {
                throw new IllegalStateException();
            }
            removeNode(n);
            lastRet = null;
        }
    }
}
