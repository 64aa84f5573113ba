package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A sorted concurrent map: a skip list whose every change is made under one lock. Removed
 * nodes are marked (value null) and keep their forward link, so an iterator standing on one
 * still finds its way on: iteration is weakly consistent and never throws
 * ConcurrentModificationException. Null keys and values are not allowed.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    /** Relations for findNear. */
    static final int EQ = 1;
    static final int LT = 2;
    static final int GT = 0;

    private static final int MAX_LEVEL = 32;

    /** A list node; val null means removed. next[0] is the base list, higher slots the index. */
    static final class Node<K, V> {
        final K key;
        V val;
        final Node<K, V>[] next;

        @SuppressWarnings("unchecked")
        Node(K key, V val, int levels) {
            this.key = key;
            this.val = val;
            this.next = (Node<K, V>[]) new Node<?, ?>[levels];
        }
    }

    final Comparator<? super K> comparator;
    final transient Object lock = new Object();
    private transient Node<K, V> head = new Node<K, V>(null, null, MAX_LEVEL);
    private transient int levels = 1;
    private transient int count;
    private transient int seed = 0x2545F491;

    private transient ConcurrentSkipListViews.KeySet<K> keys;
    private transient ConcurrentSkipListViews.Values<V> vals;
    private transient ConcurrentSkipListViews.EntrySet<K, V> entries;
    private transient ConcurrentSkipListSubMap<K, V> descending;

    public ConcurrentSkipListMap() {
        this.comparator = null;
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this.comparator = null;
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this.comparator = m.comparator();
        putAll(m);
    }

    /* ---------------- the skip list (all called with the lock held) ---------------- */

    @SuppressWarnings("unchecked")
    static int cpr(Comparator c, Object x, Object y) {
        return (c != null) ? c.compare(x, y) : ((Comparable) x).compareTo(y);
    }

    /** The last node whose key is below key at each level (head where none is). */
    private Node<K, V> findLess(Object key, Node<K, V>[] preds) {
        Node<K, V> x = head;
        for (int i = levels - 1; i >= 0; i--) {
            Node<K, V> n;
            while ((n = x.next[i]) != null && cpr(comparator, n.key, key) < 0) {
                x = n;
            }
            if (preds != null) {
                preds[i] = x;
            }
        }
        return x;
    }

    /** The live node with this key, or null. */
    final Node<K, V> findNode(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V> n = findLess(key, null).next[0];
        return (n != null && cpr(comparator, n.key, key) == 0) ? n : null;
    }

    /** The node nearest key in relation rel (LT, LT|EQ, GT, GT|EQ), or null. */
    final Node<K, V> findNear(Object key, int rel) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V> b = findLess(key, null);
        Node<K, V> n = b.next[0];
        boolean eq = n != null && cpr(comparator, n.key, key) == 0;
        if ((rel & LT) != 0) {
            if (eq && (rel & EQ) != 0) {
                return n;
            }
            return b == head ? null : b;
        }
        if (eq && (rel & EQ) == 0) {
            n = n.next[0];
        }
        return n;
    }

    final Node<K, V> findFirst() {
        return head.next[0];
    }

    final Node<K, V> findLast() {
        Node<K, V> x = head;
        for (int i = levels - 1; i >= 0; i--) {
            while (x.next[i] != null) {
                x = x.next[i];
            }
        }
        return x == head ? null : x;
    }

    private int randomLevel() {
        int r = seed;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        seed = r;
        int level = 1;
        while ((r & 3) == 0 && level < MAX_LEVEL) {
            level++;
            r >>>= 2;
        }
        return level;
    }

    /** Puts value; returns the old value (keeping it if onlyIfAbsent), or null if there was none. */
    final V doPut(K key, V value, boolean onlyIfAbsent) {
        if (key == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (head.next[0] == null) {
                cpr(comparator, key, key); // type check the first key, as the JDK does
            }
            @SuppressWarnings("unchecked")
            Node<K, V>[] preds = (Node<K, V>[]) new Node<?, ?>[MAX_LEVEL];
            Node<K, V> n = findLess(key, preds).next[0];
            if (n != null && cpr(comparator, n.key, key) == 0) {
                V old = n.val;
                if (!onlyIfAbsent) {
                    n.val = value;
                }
                return old;
            }
            int level = randomLevel();
            for (int i = levels; i < level; i++) {
                preds[i] = head;
            }
            if (level > levels) {
                levels = level;
            }
            Node<K, V> z = new Node<K, V>(key, value, level);
            for (int i = 0; i < level; i++) {
                z.next[i] = preds[i].next[i];
                preds[i].next[i] = z;
            }
            count++;
            return null;
        }
    }

    /** Removes key if mapped (to value, unless value is null); returns the removed value. */
    final V doRemove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            @SuppressWarnings("unchecked")
            Node<K, V>[] preds = (Node<K, V>[]) new Node<?, ?>[MAX_LEVEL];
            Node<K, V> n = findLess(key, preds).next[0];
            if (n == null || cpr(comparator, n.key, key) != 0) {
                return null;
            }
            V v = n.val;
            if (value != null && !value.equals(v)) {
                return null;
            }
            unlink(n, preds);
            return v;
        }
    }

    /** Takes n out of every level; n keeps next[0] for iterators standing on it. */
    private void unlink(Node<K, V> n, Node<K, V>[] preds) {
        for (int i = 0; i < n.next.length; i++) {
            if (preds[i].next[i] == n) {
                preds[i].next[i] = n.next[i];
            }
        }
        n.val = null;
        while (levels > 1 && head.next[levels - 1] == null) {
            levels--;
        }
        count--;
    }

    /** Sets n's value to update if it is still expect (compared by identity). */
    final boolean casVal(Node<K, V> n, V expect, V update) {
        synchronized (lock) {
            if (n.val != expect) {
                return false;
            }
            n.val = update;
            return true;
        }
    }

    /** Removes and returns the first (or last) mapping, as an immutable entry. */
    private Map.Entry<K, V> pollEnd(boolean last) {
        synchronized (lock) {
            Node<K, V> n = last ? findLast() : findFirst();
            if (n == null) {
                return null;
            }
            V v = n.val;
            doRemove(n.key, null);
            return new SimpleImmutableEntry<K, V>(n.key, v);
        }
    }

    final Map.Entry<K, V> entryOf(Node<K, V> n) {
        synchronized (lock) {
            return (n == null) ? null : new SimpleImmutableEntry<K, V>(n.key, n.val);
        }
    }

    final Node<K, V> near(Object key, int rel) {
        synchronized (lock) {
            return findNear(key, rel);
        }
    }

    final Node<K, V> first() {
        synchronized (lock) {
            return findFirst();
        }
    }

    final Node<K, V> last() {
        synchronized (lock) {
            return findLast();
        }
    }

    /** The live successor of n in the base list (n may have been removed meanwhile). */
    final Node<K, V> successor(Node<K, V> n) {
        synchronized (lock) {
            Node<K, V> s = n.next[0];
            while (s != null && s.val == null) {
                s = s.next[0];
            }
            return s;
        }
    }

    /* ---------------- Map methods ---------------- */

    public V get(Object key) {
        synchronized (lock) {
            Node<K, V> n = findNode(key);
            return n == null ? null : n.val;
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> n = first(); n != null; n = successor(n)) {
            V v = n.val;
            if (v != null && value.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return doPut(key, value, false);
    }

    public V remove(Object key) {
        return doRemove(key, null);
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public boolean isEmpty() {
        return first() == null;
    }

    public void clear() {
        synchronized (lock) {
            for (Node<K, V> n = head.next[0]; n != null; n = n.next[0]) {
                n.val = null;
            }
            for (int i = 0; i < MAX_LEVEL; i++) {
                head.next[i] = null;
            }
            levels = 1;
            count = 0;
        }
    }

    /** A shallow copy: the same keys and values in a new map with the same comparator. */
    @SuppressWarnings("unchecked")
    public ConcurrentSkipListMap<K, V> clone() {
        ConcurrentSkipListMap<K, V> c = new ConcurrentSkipListMap<K, V>(comparator);
        for (Node<K, V> n = first(); n != null; n = successor(n)) {
            V v = n.val;
            if (v != null) {
                c.doPut(n.key, v, false);
            }
        }
        return c;
    }

    /* ---------------- ConcurrentMap methods ---------------- */

    public V putIfAbsent(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return doPut(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && doRemove(key, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            Node<K, V> n = findNode(key);
            if (n == null || !oldValue.equals(n.val)) {
                return false;
            }
            n.val = newValue;
            return true;
        }
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            Node<K, V> n = findNode(key);
            if (n == null) {
                return null;
            }
            V old = n.val;
            n.val = value;
            return old;
        }
    }

    /* The functions below run without the lock; a change made meanwhile makes them retry. */

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        V v = get(key);
        if (v == null) {
            V r = mappingFunction.apply(key);
            if (r != null) {
                V p = doPut(key, r, true);
                v = (p == null) ? r : p;
            }
        }
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> n;
        while ((n = near(key, EQ | GT)) != null && cpr(comparator, n.key, key) == 0) {
            V v = n.val;
            if (v != null) {
                V r = remappingFunction.apply(key, v);
                if (r != null) {
                    if (casVal(n, v, r)) {
                        return r;
                    }
                } else if (doRemove(key, v) != null) {
                    break;
                }
            }
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Node<K, V> n;
            synchronized (lock) {
                n = findNode(key);
            }
            if (n == null) {
                V r = remappingFunction.apply(key, null);
                if (r == null) {
                    return null;
                }
                if (doPut(key, r, true) == null) {
                    return r;
                }
            } else {
                V v = n.val;
                if (v != null) {
                    V r = remappingFunction.apply(key, v);
                    if (r != null) {
                        if (casVal(n, v, r)) {
                            return r;
                        }
                    } else if (doRemove(key, v) != null) {
                        return null;
                    }
                }
            }
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Node<K, V> n;
            synchronized (lock) {
                n = findNode(key);
            }
            if (n == null) {
                if (doPut(key, value, true) == null) {
                    return value;
                }
            } else {
                V v = n.val;
                if (v != null) {
                    V r = remappingFunction.apply(v, value);
                    if (r != null) {
                        if (casVal(n, v, r)) {
                            return r;
                        }
                    } else if (doRemove(key, v) != null) {
                        return null;
                    }
                }
            }
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> n = first(); n != null; n = successor(n)) {
            V v = n.val;
            if (v != null) {
                action.accept(n.key, v);
            }
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> n = first(); n != null; n = successor(n)) {
            V v;
            while ((v = n.val) != null) {
                V r = function.apply(n.key, v);
                if (r == null) {
                    throw new NullPointerException();
                }
                if (casVal(n, v, r)) {
                    break;
                }
            }
        }
    }

    /* ---------------- SortedMap and NavigableMap methods ---------------- */

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        Node<K, V> n = first();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public K lastKey() {
        Node<K, V> n = last();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public Map.Entry<K, V> firstEntry() {
        return entryOf(first());
    }

    public Map.Entry<K, V> lastEntry() {
        return entryOf(last());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        return pollEnd(false);
    }

    public Map.Entry<K, V> pollLastEntry() {
        return pollEnd(true);
    }

    private K keyNear(K key, int rel) {
        Node<K, V> n = near(key, rel);
        return n == null ? null : n.key;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return entryOf(near(key, LT));
    }

    public K lowerKey(K key) {
        return keyNear(key, LT);
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return entryOf(near(key, LT | EQ));
    }

    public K floorKey(K key) {
        return keyNear(key, LT | EQ);
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return entryOf(near(key, GT | EQ));
    }

    public K ceilingKey(K key) {
        return keyNear(key, GT | EQ);
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return entryOf(near(key, GT));
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

    public ConcurrentNavigableMap<K, V> descendingMap() {
        ConcurrentSkipListSubMap<K, V> d = descending;
        return (d != null) ? d
                : (descending = new ConcurrentSkipListSubMap<K, V>(this, null, false, null, false, true));
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey,
            boolean toInclusive) {
        if (fromKey == null || toKey == null) {
            throw new NullPointerException();
        }
        return new ConcurrentSkipListSubMap<K, V>(this, fromKey, fromInclusive, toKey, toInclusive,
                false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (toKey == null) {
            throw new NullPointerException();
        }
        return new ConcurrentSkipListSubMap<K, V>(this, null, false, toKey, inclusive, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (fromKey == null) {
            throw new NullPointerException();
        }
        return new ConcurrentSkipListSubMap<K, V>(this, fromKey, inclusive, null, false, false);
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

    /** Iterators over the whole map, for the views. */
    Iterator<K> keyIterator() {
        return new ConcurrentSkipListViews.Iter<K, V, K>(this, null, false, null, false, false,
                ConcurrentSkipListViews.KEYS);
    }

    Iterator<V> valueIterator() {
        return new ConcurrentSkipListViews.Iter<K, V, V>(this, null, false, null, false, false,
                ConcurrentSkipListViews.VALUES);
    }

    Iterator<Map.Entry<K, V>> entryIterator() {
        return new ConcurrentSkipListViews.Iter<K, V, Map.Entry<K, V>>(this, null, false, null,
                false, false, ConcurrentSkipListViews.ENTRIES);
    }
}
