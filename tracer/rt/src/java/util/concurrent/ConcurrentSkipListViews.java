package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The key, value and entry views of ConcurrentSkipListMap and its submaps, and the iterator
 * behind them. A view works on any ConcurrentNavigableMap of this package (the map itself or
 * a ConcurrentSkipListSubMap) and delegates to it, so ranges and direction come for free.
 */
final class ConcurrentSkipListViews {
    static final int KEYS = 0;
    static final int VALUES = 1;
    static final int ENTRIES = 2;

    private ConcurrentSkipListViews() {
    }

    /**
     * Walks the nodes of m between the bounds (null: unbounded), ascending or descending. Like
     * the JDK's, it reads the next element ahead, so next() returns what hasNext() saw even if
     * it has been removed since.
     */
    static final class Iter<K, V, T> implements Iterator<T> {
        private final ConcurrentSkipListMap<K, V> m;
        private final K lo;
        private final boolean loInclusive;
        private final K hi;
        private final boolean hiInclusive;
        private final boolean descending;
        private final int kind;
        private ConcurrentSkipListMap.Node<K, V> next;
        private V nextValue;
        private ConcurrentSkipListMap.Node<K, V> lastReturned;

        Iter(ConcurrentSkipListMap<K, V> m, K lo, boolean loInclusive, K hi, boolean hiInclusive,
                boolean descending, int kind) {
            this.m = m;
            this.lo = lo;
            this.loInclusive = loInclusive;
            this.hi = hi;
            this.hiInclusive = hiInclusive;
            this.descending = descending;
            this.kind = kind;
            synchronized (m.lock) {
                ConcurrentSkipListMap.Node<K, V> n;
                if (descending) {
                    n = (hi == null) ? m.findLast()
                            : m.findNear(hi, hiInclusive ? ConcurrentSkipListMap.LT | ConcurrentSkipListMap.EQ
                                    : ConcurrentSkipListMap.LT);
                } else {
                    n = (lo == null) ? m.findFirst()
                            : m.findNear(lo, loInclusive ? ConcurrentSkipListMap.GT | ConcurrentSkipListMap.EQ
                                    : ConcurrentSkipListMap.GT);
                }
                settle(n);
            }
        }

        /** Makes n (or the first live node after it) the next one, if still within bounds. */
        private void settle(ConcurrentSkipListMap.Node<K, V> n) {
            Comparator<? super K> cmp = m.comparator;
            while (n != null && n.val == null) {
                n = step(n);
            }
            if (n != null) {
                int c;
                if (descending) {
                    if (lo != null && ((c = ConcurrentSkipListMap.cpr(cmp, n.key, lo)) < 0
                            || (c == 0 && !loInclusive))) {
                        n = null;
                    }
                } else if (hi != null && ((c = ConcurrentSkipListMap.cpr(cmp, n.key, hi)) > 0
                        || (c == 0 && !hiInclusive))) {
                    n = null;
                }
            }
            next = n;
            nextValue = (n == null) ? null : n.val;
        }

        private ConcurrentSkipListMap.Node<K, V> step(ConcurrentSkipListMap.Node<K, V> n) {
            return descending ? m.findNear(n.key, ConcurrentSkipListMap.LT) : m.successor(n);
        }

        public boolean hasNext() {
            return next != null;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            ConcurrentSkipListMap.Node<K, V> n = next;
            if (n == null) {
                throw new NoSuchElementException();
            }
            V v = nextValue;
            lastReturned = n;
            synchronized (m.lock) {
                settle(step(n));
            }
            if (kind == KEYS) {
                return (T) n.key;
            }
            if (kind == VALUES) {
                return (T) v;
            }
            return (T) new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
        }

        public void remove() {
            ConcurrentSkipListMap.Node<K, V> n = lastReturned;
            if (n == null) {
                throw new IllegalStateException();
            }
            m.remove(n.key);
            lastReturned = null;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> Iterator<T> iteratorOf(ConcurrentNavigableMap<?, ?> m, int kind) {
        if (m instanceof ConcurrentSkipListMap) {
            ConcurrentSkipListMap map = (ConcurrentSkipListMap) m;
            return (Iterator<T>) (kind == KEYS ? map.keyIterator()
                    : kind == VALUES ? map.valueIterator() : map.entryIterator());
        }
        return ((ConcurrentSkipListSubMap) m).iterator(kind);
    }

    static <E> ArrayList<E> toList(Collection<E> c) {
        ArrayList<E> list = new ArrayList<E>();
        for (E e : c) {
            list.add(e);
        }
        return list;
    }

    /** Set equality that treats incomparable or null elements as a mismatch. */
    static boolean setEquals(Collection<?> self, Object o) {
        if (o == self) {
            return true;
        }
        if (!(o instanceof Set)) {
            return false;
        }
        Collection<?> c = (Collection<?>) o;
        try {
            return self.containsAll(c) && c.containsAll(self);
        } catch (ClassCastException e) {
            return false;
        } catch (NullPointerException e) {
            return false;
        }
    }

    /** The navigable key set of a map or submap. */
    static final class KeySet<K> extends AbstractSet<K> implements NavigableSet<K> {
        final ConcurrentNavigableMap<K, ?> m;

        KeySet(ConcurrentNavigableMap<K, ?> m) {
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public void clear() {
            m.clear();
        }

        public K lower(K e) {
            return m.lowerKey(e);
        }

        public K floor(K e) {
            return m.floorKey(e);
        }

        public K ceiling(K e) {
            return m.ceilingKey(e);
        }

        public K higher(K e) {
            return m.higherKey(e);
        }

        public Comparator<? super K> comparator() {
            return m.comparator();
        }

        public K first() {
            return m.firstKey();
        }

        public K last() {
            return m.lastKey();
        }

        public K pollFirst() {
            Map.Entry<K, ?> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public K pollLast() {
            Map.Entry<K, ?> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        public Iterator<K> iterator() {
            return iteratorOf(m, KEYS);
        }

        public boolean equals(Object o) {
            return setEquals(this, o);
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }

        public Iterator<K> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<K> subSet(K fromElement, boolean fromInclusive, K toElement,
                boolean toInclusive) {
            return new KeySet<K>(m.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<K> headSet(K toElement, boolean inclusive) {
            return new KeySet<K>(m.headMap(toElement, inclusive));
        }

        public NavigableSet<K> tailSet(K fromElement, boolean inclusive) {
            return new KeySet<K>(m.tailMap(fromElement, inclusive));
        }

        public NavigableSet<K> subSet(K fromElement, K toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<K> headSet(K toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<K> tailSet(K fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<K> descendingSet() {
            return new KeySet<K>(m.descendingMap());
        }
    }

    /** The values of a map or submap, in key order. */
    static final class Values<V> extends AbstractCollection<V> {
        final ConcurrentNavigableMap<?, V> m;

        Values(ConcurrentNavigableMap<?, V> m) {
            this.m = m;
        }

        public Iterator<V> iterator() {
            return iteratorOf(m, VALUES);
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsValue(o);
        }

        public void clear() {
            m.clear();
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }
    }

    /** The entries of a map or submap (immutable snapshots), in key order. */
    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        final ConcurrentNavigableMap<K, V> m;

        EntrySet(ConcurrentNavigableMap<K, V> m) {
            this.m = m;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return iteratorOf(m, ENTRIES);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            V v = m.get(e.getKey());
            return v != null && v.equals(e.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return m.remove(e.getKey(), e.getValue());
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public int size() {
            return m.size();
        }

        public void clear() {
            m.clear();
        }

        public boolean equals(Object o) {
            return setEquals(this, o);
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }
    }
}
