package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A range of a ConcurrentSkipListMap (bounds null when open), possibly seen in descending
 * order: the result of subMap, headMap, tailMap and descendingMap. Every operation goes to the
 * backing map, so the view and the map see each other's changes.
 */
final class ConcurrentSkipListSubMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -7647078645895051609L;

    private static final int LT = ConcurrentSkipListMap.LT;
    private static final int EQ = ConcurrentSkipListMap.EQ;
    private static final int GT = ConcurrentSkipListMap.GT;

    final ConcurrentSkipListMap<K, V> m;
    private final K lo;
    private final K hi;
    private final boolean loInclusive;
    private final boolean hiInclusive;
    final boolean isDescending;

    private transient ConcurrentSkipListViews.KeySet<K> keys;
    private transient ConcurrentSkipListViews.Values<V> vals;
    private transient ConcurrentSkipListViews.EntrySet<K, V> entries;

    ConcurrentSkipListSubMap(ConcurrentSkipListMap<K, V> m, K fromKey, boolean fromInclusive,
            K toKey, boolean toInclusive, boolean isDescending) {
        if (fromKey != null && toKey != null
                && ConcurrentSkipListMap.cpr(m.comparator, fromKey, toKey) > 0) {
            throw new IllegalArgumentException("inconsistent range");
        }
        this.m = m;
        this.lo = fromKey;
        this.hi = toKey;
        this.loInclusive = fromInclusive;
        this.hiInclusive = toInclusive;
        this.isDescending = isDescending;
    }

    /* ---------------- bounds ---------------- */

    private boolean tooLow(Object key) {
        int c;
        return lo != null && ((c = ConcurrentSkipListMap.cpr(m.comparator, key, lo)) < 0
                || (c == 0 && !loInclusive));
    }

    private boolean tooHigh(Object key) {
        int c;
        return hi != null && ((c = ConcurrentSkipListMap.cpr(m.comparator, key, hi)) > 0
                || (c == 0 && !hiInclusive));
    }

    private boolean inBounds(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    private void checkKeyBounds(K key) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (!inBounds(key)) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    /** The lowest (or highest) live node of the range, or null. Call with the lock held. */
    private ConcurrentSkipListMap.Node<K, V> endNode(boolean highest) {
        ConcurrentSkipListMap.Node<K, V> n;
        if (highest) {
            n = (hi == null) ? m.findLast() : m.findNear(hi, hiInclusive ? LT | EQ : LT);
        } else {
            n = (lo == null) ? m.findFirst() : m.findNear(lo, loInclusive ? GT | EQ : GT);
        }
        return (n != null && inBounds(n.key)) ? n : null;
    }

    /** The node nearest key in relation rel, seen in this map's direction, if in range. */
    private ConcurrentSkipListMap.Node<K, V> nearNode(K key, int rel) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (isDescending) {
            rel ^= LT;
        }
        synchronized (m.lock) {
            if (tooLow(key)) {
                return ((rel & LT) != 0) ? null : endNode(false);
            }
            if (tooHigh(key)) {
                return ((rel & LT) != 0) ? endNode(true) : null;
            }
            ConcurrentSkipListMap.Node<K, V> n = m.findNear(key, rel);
            return (n == null || !inBounds(n.key)) ? null : n;
        }
    }

    private ConcurrentSkipListMap.Node<K, V> firstNode() {
        synchronized (m.lock) {
            return endNode(isDescending);
        }
    }

    private ConcurrentSkipListMap.Node<K, V> lastNode() {
        synchronized (m.lock) {
            return endNode(!isDescending);
        }
    }

    Iterator<?> iterator(int kind) {
        return new ConcurrentSkipListViews.Iter<K, V, Object>(m, lo, loInclusive, hi, hiInclusive,
                isDescending, kind);
    }

    /* ---------------- Map methods ---------------- */

    public boolean containsKey(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return inBounds(key) && m.containsKey(key);
    }

    public V get(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return inBounds(key) ? m.get(key) : null;
    }

    public V put(K key, V value) {
        checkKeyBounds(key);
        return m.put(key, value);
    }

    public V remove(Object key) {
        return inBounds(key) ? m.remove(key) : null;
    }

    public int size() {
        int n = 0;
        for (Iterator<?> it = iterator(ConcurrentSkipListViews.KEYS); it.hasNext(); it.next()) {
            n++;
        }
        return n;
    }

    public boolean isEmpty() {
        return firstNode() == null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Iterator<?> it = iterator(ConcurrentSkipListViews.VALUES); it.hasNext();) {
            if (value.equals(it.next())) {
                return true;
            }
        }
        return false;
    }

    public void clear() {
        for (Iterator<?> it = iterator(ConcurrentSkipListViews.KEYS); it.hasNext();) {
            m.remove(it.next());
        }
    }

    /* ---------------- ConcurrentMap methods ---------------- */

    public V putIfAbsent(K key, V value) {
        checkKeyBounds(key);
        return m.putIfAbsent(key, value);
    }

    public boolean remove(Object key, Object value) {
        return inBounds(key) && m.remove(key, value);
    }

    public boolean replace(K key, V oldValue, V newValue) {
        checkKeyBounds(key);
        return m.replace(key, oldValue, newValue);
    }

    public V replace(K key, V value) {
        checkKeyBounds(key);
        return m.replace(key, value);
    }

    /* ---------------- SortedMap and NavigableMap methods ---------------- */

    public Comparator<? super K> comparator() {
        Comparator<? super K> cmp = m.comparator();
        return isDescending ? Collections.reverseOrder(cmp) : cmp;
    }

    /** A narrower view; given bounds must lie within this one's (in absolute order). */
    private ConcurrentSkipListSubMap<K, V> newSubMap(K fromKey, boolean fromInclusive, K toKey,
            boolean toInclusive) {
        Comparator<? super K> cmp = m.comparator;
        if (isDescending) {
            K k = fromKey;
            fromKey = toKey;
            toKey = k;
            boolean b = fromInclusive;
            fromInclusive = toInclusive;
            toInclusive = b;
        }
        if (lo != null) {
            if (fromKey == null) {
                fromKey = lo;
                fromInclusive = loInclusive;
            } else {
                int c = ConcurrentSkipListMap.cpr(cmp, fromKey, lo);
                if (c < 0 || (c == 0 && !loInclusive && fromInclusive)) {
                    throw new IllegalArgumentException("key out of range");
                }
            }
        }
        if (hi != null) {
            if (toKey == null) {
                toKey = hi;
                toInclusive = hiInclusive;
            } else {
                int c = ConcurrentSkipListMap.cpr(cmp, toKey, hi);
                if (c > 0 || (c == 0 && !hiInclusive && toInclusive)) {
                    throw new IllegalArgumentException("key out of range");
                }
            }
        }
        return new ConcurrentSkipListSubMap<K, V>(m, fromKey, fromInclusive, toKey, toInclusive,
                isDescending);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey,
            boolean toInclusive) {
        if (fromKey == null || toKey == null) {
            throw new NullPointerException();
        }
        return newSubMap(fromKey, fromInclusive, toKey, toInclusive);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (toKey == null) {
            throw new NullPointerException();
        }
        return newSubMap(null, false, toKey, inclusive);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (fromKey == null) {
            throw new NullPointerException();
        }
        return newSubMap(fromKey, inclusive, null, false);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        return new ConcurrentSkipListSubMap<K, V>(m, lo, loInclusive, hi, hiInclusive,
                !isDescending);
    }

    public K firstKey() {
        ConcurrentSkipListMap.Node<K, V> n = firstNode();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public K lastKey() {
        ConcurrentSkipListMap.Node<K, V> n = lastNode();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public Map.Entry<K, V> firstEntry() {
        return m.entryOf(firstNode());
    }

    public Map.Entry<K, V> lastEntry() {
        return m.entryOf(lastNode());
    }

    private Map.Entry<K, V> pollEnd(boolean last) {
        synchronized (m.lock) {
            ConcurrentSkipListMap.Node<K, V> n = last ? lastNode() : firstNode();
            if (n == null) {
                return null;
            }
            V v = n.val;
            m.remove(n.key);
            return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        return pollEnd(false);
    }

    public Map.Entry<K, V> pollLastEntry() {
        return pollEnd(true);
    }

    private K keyNear(K key, int rel) {
        ConcurrentSkipListMap.Node<K, V> n = nearNode(key, rel);
        return n == null ? null : n.key;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return m.entryOf(nearNode(key, LT));
    }

    public K lowerKey(K key) {
        return keyNear(key, LT);
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return m.entryOf(nearNode(key, LT | EQ));
    }

    public K floorKey(K key) {
        return keyNear(key, LT | EQ);
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return m.entryOf(nearNode(key, GT | EQ));
    }

    public K ceilingKey(K key) {
        return keyNear(key, GT | EQ);
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return m.entryOf(nearNode(key, GT));
    }

    public K higherKey(K key) {
        return keyNear(key, GT);
    }

    /* ---------------- views ---------------- */

    public NavigableSet<K> keySet() {
        ConcurrentSkipListViews.KeySet<K> ks = keys;
        return (ks != null) ? ks : (keys = new ConcurrentSkipListViews.KeySet<K>(this));
    }

    public NavigableSet<K> navigableKeySet() {
        return keySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        ConcurrentSkipListViews.Values<V> vs = vals;
        return (vs != null) ? vs : (vals = new ConcurrentSkipListViews.Values<V>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        ConcurrentSkipListViews.EntrySet<K, V> es = entries;
        return (es != null) ? es : (entries = new ConcurrentSkipListViews.EntrySet<K, V>(this));
    }
}
