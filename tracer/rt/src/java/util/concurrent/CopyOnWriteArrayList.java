package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * A thread-safe list whose every change copies the array: reads and iterators work on a
 * snapshot and never throw ConcurrentModificationException; iterators cannot modify.
 * Extends AbstractList for equals, hashCode, toString and subList.
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E>
        implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = c.toArray();
        if (array.getClass() != Object[].class) {
            array = Arrays.copyOf(array, array.length, Object[].class);
        }
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    final Object[] getArray() {
        return array;
    }

    public int size() {
        return array.length;
    }

    public boolean isEmpty() {
        return array.length == 0;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        if (index < 0 || index >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
        }
        return (E) a[index];
    }

    private static int indexOf(Object o, Object[] a, int from, int to) {
        for (int i = from; i < to; i++) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(Object o) {
        Object[] a = array;
        return indexOf(o, a, 0, a.length);
    }

    public int indexOf(E e, int index) {
        Object[] a = array;
        return indexOf(e, a, index, a.length);
    }

    public int lastIndexOf(Object o) {
        Object[] a = array;
        for (int i = a.length - 1; i >= 0; i--) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return array.clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] es = array;
        if (a.length < es.length) {
            return (T[]) Arrays.copyOf(es, es.length, a.getClass());
        }
        System.arraycopy(es, 0, a, 0, es.length);
        if (a.length > es.length) {
            a[es.length] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public synchronized E set(int index, E element) {
        Object[] a = array;
        E old = get(index);
        if (old != element) {
            Object[] n = a.clone();
            n[index] = element;
            array = n;
        }
        return old;
    }

    public synchronized boolean add(E e) {
        Object[] a = array;
        Object[] n = Arrays.copyOf(a, a.length + 1);
        n[a.length] = e;
        array = n;
        modCount++;
        return true;
    }

    public synchronized void add(int index, E element) {
        Object[] a = array;
        if (index > a.length || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + a.length);
        }
        Object[] n = new Object[a.length + 1];
        System.arraycopy(a, 0, n, 0, index);
        n[index] = element;
        System.arraycopy(a, index, n, index + 1, a.length - index);
        array = n;
        modCount++;
    }

    public synchronized E remove(int index) {
        Object[] a = array;
        E old = get(index);
        Object[] n = new Object[a.length - 1];
        System.arraycopy(a, 0, n, 0, index);
        System.arraycopy(a, index + 1, n, index, a.length - index - 1);
        array = n;
        modCount++;
        return old;
    }

    public synchronized boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        remove(i);
        return true;
    }

    public synchronized boolean addIfAbsent(E e) {
        if (indexOf(e) >= 0) {
            return false;
        }
        return add(e);
    }

    public synchronized int addAllAbsent(Collection<? extends E> c) {
        int n = 0;
        for (E e : c) {
            if (addIfAbsent(e)) {
                n++;
            }
        }
        return n;
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        if (cs.length == 0) {
            return false;
        }
        Object[] a = array;
        Object[] n = Arrays.copyOf(a, a.length + cs.length);
        System.arraycopy(cs, 0, n, a.length, cs.length);
        array = n;
        modCount++;
        return true;
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        Object[] a = array;
        if (index > a.length || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + a.length);
        }
        if (cs.length == 0) {
            return false;
        }
        Object[] n = new Object[a.length + cs.length];
        System.arraycopy(a, 0, n, 0, index);
        System.arraycopy(cs, 0, n, index, cs.length);
        System.arraycopy(a, index, n, index + cs.length, a.length - index);
        array = n;
        modCount++;
        return true;
    }

    public synchronized boolean removeAll(Collection<?> c) {
        return filter(c, false);
    }

    public synchronized boolean retainAll(Collection<?> c) {
        return filter(c, true);
    }

    private boolean filter(Collection<?> c, boolean keepIfContained) {
        if (c == null) {
            throw new NullPointerException();
        }
        Object[] a = array;
        Object[] n = new Object[a.length];
        int k = 0;
        for (int i = 0; i < a.length; i++) {
            if (c.contains(a[i]) == keepIfContained) {
                n[k++] = a[i];
            }
        }
        if (k == a.length) {
            return false;
        }
        array = Arrays.copyOf(n, k);
        modCount++;
        return true;
    }

    public synchronized boolean removeIf(java.util.function.Predicate<? super E> filter) {
        if (filter == null) {
            throw new NullPointerException();
        }
        Object[] a = array;
        Object[] n = new Object[a.length];
        int k = 0;
        for (int i = 0; i < a.length; i++) {
            @SuppressWarnings("unchecked")
            E e = (E) a[i];
            if (!filter.test(e)) {
                n[k++] = e;
            }
        }
        if (k == a.length) {
            return false;
        }
        array = Arrays.copyOf(n, k);
        modCount++;
        return true;
    }

    public synchronized void clear() {
        array = new Object[0];
        modCount++;
    }

    public Iterator<E> iterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] a = array;
        if (index < 0 || index > a.length) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }
        return new Snapshot<E>(a, index);
    }

    /** Iterates over the array current at creation; modifying operations are unsupported. */
    static final class Snapshot<E> implements ListIterator<E> {
        private final Object[] items;
        private int cursor;

        Snapshot(Object[] items, int cursor) {
            this.items = items;
            this.cursor = cursor;
        }

        public boolean hasNext() {
            return cursor < items.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= items.length) {
                throw new NoSuchElementException();
            }
            return (E) items[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return (E) items[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }
    }

    public Object clone() {
        return new CopyOnWriteArrayList<E>(this);
    }
}
