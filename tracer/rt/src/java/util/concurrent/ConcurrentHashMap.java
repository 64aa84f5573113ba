package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A hash map for concurrent use; null keys and values are not allowed. Updates are serialized
 * on this map's monitor; reads and iterators do not lock and are weakly consistent (an
 * iterator walks the table it started on). The table layout follows the JDK's, so iteration
 * order is the same: hashes are spread as (h ^ (h >>> 16)) & 0x7fffffff into a power-of-two
 * table, new keys go to the end of their bin, the table doubles once the size reaches 3/4 of
 * it (splitting bins the way the JDK's transfer does), and a bin longer than 8 in a table
 * smaller than 64 grows the table instead (bins are never turned into trees here).
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    /** A mapping in a bin's chain. */
    static final class Node<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }
    }

    transient volatile Node<K, V>[] table;
    /** Table size to create (no table yet) or the resize threshold. */
    private transient int sizeCtl;
    private transient long count;

    private transient KeySetView<K, V> keySet;
    private transient CHMValuesView<K, V> values;
    private transient CHMEntrySetView<K, V> entrySet;

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY
                : tableSizeFor((int) size);
    }

    // ---- table maintenance (callers hold the monitor) ----

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        Node<K, V>[] tab = table;
        if (tab == null) {
            int n = (sizeCtl > 0) ? sizeCtl : DEFAULT_CAPACITY;
            tab = (Node<K, V>[]) new Node<?, ?>[n];
            table = tab;
            sizeCtl = n - (n >>> 2);
        }
        return tab;
    }

    /**
     * Doubles the table. Each bin splits into a low and a high bin: the longest tail of nodes
     * that all go the same way is kept as is, and the nodes before it are copied, each put in
     * front of its new bin (so their order reverses), as the JDK does.
     */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln = (runBit == 0) ? lastRun : null;
            Node<K, V> hn = (runBit == 0) ? null : lastRun;
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                }
            }
            nt[i] = ln;
            nt[i + n] = hn;
        }
        table = nt;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    /** Grows the table to hold size elements (the JDK's tryPresize, which may overshoot). */
    @SuppressWarnings("unchecked")
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY
                : tableSizeFor(size + (size >>> 1) + 1);
        while (true) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            if (tab == null || tab.length == 0) {
                int n = (sc > c) ? sc : c;
                table = (Node<K, V>[]) new Node<?, ?>[n];
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    /** Called when a bin has reached binCount nodes: a small table grows instead. */
    private void binGrew(int binCount) {
        if (binCount >= TREEIFY_THRESHOLD) {
            Node<K, V>[] tab = table;
            if (tab.length < MIN_TREEIFY_CAPACITY) {
                tryPresize(tab.length << 1);
            }
        }
    }

    private void addCount(long x, int check) {
        count += x;
        if (check >= 0) {
            Node<K, V>[] tab;
            while (count >= (long) sizeCtl && (tab = table) != null
                    && tab.length < MAXIMUM_CAPACITY) {
                transfer();
            }
        }
    }

    private Node<K, V> findNode(Object key) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                return e;
            }
        }
        return null;
    }

    // ---- Map methods ----

    public int size() {
        long n = count;
        return (n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n;
    }

    public long mappingCount() {
        return count < 0L ? 0L : count;
    }

    public boolean isEmpty() {
        return count <= 0L;
    }

    public V get(Object key) {
        Node<K, V> e = findNode(key);
        return (e == null) ? null : e.val;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    V v = e.val;
                    if (v == value || value.equals(v)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Legacy name for containsValue. */
    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    synchronized V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        Node<K, V>[] tab = (table == null) ? initTable() : table;
        int i = (tab.length - 1) & h;
        Node<K, V> f = tab[i];
        int binCount = 0;
        if (f == null) {
            tab[i] = new Node<K, V>(h, key, value, null);
        } else {
            binCount = 1;
            for (Node<K, V> e = f;; ++binCount) {
                if (e.hash == h && (e.key == key || key.equals(e.key))) {
                    V old = e.val;
                    if (!onlyIfAbsent) {
                        e.val = value;
                    }
                    binGrew(binCount);
                    return old;
                }
                if (e.next == null) {
                    e.next = new Node<K, V>(h, key, value, null);
                    break;
                }
                e = e.next;
            }
            binGrew(binCount);
        }
        addCount(1L, binCount);
        return null;
    }

    /** put for the entry set view (which cannot see the private putVal). */
    V putVal0(K key, V value) {
        return putVal(key, value, false);
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    /**
     * Replaces the value of key by value (or removes the mapping if value is null), provided
     * the current value is cv (if cv is not null). Returns the old value, or null if nothing
     * changed.
     */
    synchronized V replaceNode(Object key, V value, Object cv) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = (tab.length - 1) & h;
        Node<K, V> pred = null;
        for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                V ev = e.val;
                if (cv != null && cv != ev && !cv.equals(ev)) {
                    return null;
                }
                if (value != null) {
                    e.val = value;
                } else {
                    unlink(tab, i, pred, e);
                    addCount(-1L, -1);
                }
                return ev;
            }
        }
        return null;
    }

    private void unlink(Node<K, V>[] tab, int i, Node<K, V> pred, Node<K, V> e) {
        if (pred == null) {
            tab[i] = e.next;
        } else {
            pred.next = e.next;
        }
    }

    public synchronized void clear() {
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                tab[i] = null;
            }
        }
        count = 0L;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return (v == null) ? defaultValue : v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    action.accept(e.key, e.val);
                }
            }
        }
    }

    /** Like forEach(action); the parallelism threshold is ignored (runs sequentially). */
    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        forEach(action);
    }

    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    V v = function.apply(e.key, e.val);
                    if (v == null) {
                        throw new NullPointerException();
                    }
                    e.val = v;
                }
            }
        }
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> found = findNode(key);
        if (found != null) {
            return found.val;
        }
        V v = mappingFunction.apply(key);
        if (v == null) {
            return null;
        }
        Node<K, V> again = findNode(key);
        if (again != null) {
            return again.val;
        }
        putVal(key, v, false);
        return v;
    }

    public synchronized V computeIfPresent(K key,
            BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e == null) {
            return null;
        }
        V v = remappingFunction.apply(key, e.val);
        if (v == null) {
            replaceNode(key, null, null);
        } else {
            e.val = v;
        }
        return v;
    }

    public synchronized V compute(K key,
            BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        V v = remappingFunction.apply(key, (e == null) ? null : e.val);
        if (e == null) {
            if (v != null) {
                putVal(key, v, false);
            }
        } else if (v == null) {
            replaceNode(key, null, null);
        } else {
            e.val = v;
        }
        return v;
    }

    public synchronized V merge(K key, V value,
            BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e == null) {
            putVal(key, value, false);
            return value;
        }
        V v = remappingFunction.apply(e.val, value);
        if (v == null) {
            replaceNode(key, null, null);
        } else {
            e.val = v;
        }
        return v;
    }

    // ---- views ----

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        if (ks == null) {
            ks = new KeySetView<K, V>(this, null);
            keySet = ks;
        }
        return ks;
    }

    /** A key set view whose add maps new keys to mappedValue. */
    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public Collection<V> values() {
        CHMValuesView<K, V> vs = values;
        if (vs == null) {
            vs = new CHMValuesView<K, V>(this);
            values = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        CHMEntrySetView<K, V> es = entrySet;
        if (es == null) {
            es = new CHMEntrySetView<K, V>(this);
            entrySet = es;
        }
        return es;
    }

    public Enumeration<K> keys() {
        final CHMIterators.BaseIterator<K, V> it = new CHMIterators.BaseIterator<K, V>(this);
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.nextNode().key;
            }
        };
    }

    public Enumeration<V> elements() {
        final CHMIterators.BaseIterator<K, V> it = new CHMIterators.BaseIterator<K, V>(this);
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.nextNode().val;
            }
        };
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity),
                Boolean.TRUE);
    }

    /** The keys of a map as a Set; add maps a new key to the view's value, if it has one. */
    public static final class KeySetView<K, V> extends java.util.AbstractSet<K>
            implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public V getMappedValue() {
            return value;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new CHMIterators.KeyIterator<K, V>(map);
        }

        public boolean add(K e) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            for (K e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }

        public void forEach(java.util.function.Consumer<? super K> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Iterator<K> it = iterator();
            while (it.hasNext()) {
                action.accept(it.next());
            }
        }
    }
}
