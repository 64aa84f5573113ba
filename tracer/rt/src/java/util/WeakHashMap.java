package java.util;

/**
 * WeakHashMap with strong keys: crossprof's VM has no reference processing, so entries are never
 * cleared by garbage collection (on HotSpot that depends on GC timing, which deterministic
 * programs cannot observe anyway). Everything else follows JDK 17: keys compare with equals,
 * and the table layout (hash spreading, head insertion, chain-reversing resize, iteration from
 * the last bucket down) matches, so iteration order and toString agree with HotSpot's for keys
 * with deterministic hash codes.
 */
public class WeakHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V> {
    private static final int MAX_CAPACITY = 1 << 30;
    /** Stands in for the null key (the JDK's sentinel has an identity hash code, so any place will do). */
    private static final Object NULL_KEY = new Object() {
        public int hashCode() {
            return 0;
        }
    };

    private Node<K, V>[] table;
    private int size;
    private int threshold;
    private final float loadFactor;
    private transient int modCount;

    public WeakHashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Initial Capacity: " + initialCapacity);
        }
        if (initialCapacity > MAX_CAPACITY) {
            initialCapacity = MAX_CAPACITY;
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal Load factor: " + loadFactor);
        }
        int capacity = 1;
        while (capacity < initialCapacity) {
            capacity <<= 1;
        }
        table = newTable(capacity);
        this.loadFactor = loadFactor;
        threshold = (int) (capacity * loadFactor);
    }

    public WeakHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    public WeakHashMap() {
        this(16, 0.75f);
    }

    public WeakHashMap(Map<? extends K, ? extends V> m) {
        this(Math.max((int) (m.size() / 0.75f + 1.0f), 16), 0.75f);
        putAll(m);
    }

    @SuppressWarnings("unchecked")
    private static <K, V> Node<K, V>[] newTable(int n) {
        return (Node<K, V>[]) new Node[n];
    }

    private static Object mask(Object key) {
        return key == null ? NULL_KEY : key;
    }

    /** The JDK's supplemental hash, so keys land in the same buckets as on HotSpot. */
    private static int spread(Object k) {
        int h = k.hashCode();
        h ^= (h >>> 20) ^ (h >>> 12);
        return h ^ (h >>> 7) ^ (h >>> 4);
    }

    private Node<K, V> find(Object key) {
        Object k = mask(key);
        int h = spread(k);
        for (Node<K, V> e = table[h & (table.length - 1)]; e != null; e = e.next) {
            if (e.hash == h && (e.key == k || k.equals(e.key))) {
                return e;
            }
        }
        return null;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = find(key);
        return e == null ? null : e.value;
    }

    public boolean containsKey(Object key) {
        return find(key) != null;
    }

    public boolean containsValue(Object value) {
        for (int i = table.length - 1; i >= 0; i--) {
            for (Node<K, V> e = table[i]; e != null; e = e.next) {
                if (value == null ? e.value == null : value.equals(e.value)) {
                    return true;
                }
            }
        }
        return false;
    }

    public V put(K key, V value) {
        Object k = mask(key);
        int h = spread(k);
        int i = h & (table.length - 1);
        for (Node<K, V> e = table[i]; e != null; e = e.next) {
            if (e.hash == h && (e.key == k || k.equals(e.key))) {
                V old = e.value;
                e.value = value;
                return old;
            }
        }
        modCount++;
        table[i] = new Node<K, V>(k, value, h, table[i]);
        if (++size >= threshold) {
            resize(table.length * 2);
        }
        return null;
    }

    private void resize(int newCapacity) {
        Node<K, V>[] old = table;
        if (old.length == MAX_CAPACITY) {
            threshold = Integer.MAX_VALUE;
            return;
        }
        Node<K, V>[] fresh = newTable(newCapacity);
        transfer(old, fresh);
        if (size >= threshold / 2) {
            table = fresh;
            threshold = (int) (newCapacity * loadFactor);
        } else {
            // the JDK keeps a table that would be less than half full (it expects cleared
            // entries), moving the entries back: putAll into a small map relies on this
            transfer(fresh, old);
        }
    }

    /** Moves all entries; head insertion while walking each chain reverses it, as in the JDK. */
    private static <K, V> void transfer(Node<K, V>[] src, Node<K, V>[] dest) {
        for (int j = 0; j < src.length; j++) {
            Node<K, V> e = src[j];
            src[j] = null;
            while (e != null) {
                Node<K, V> next = e.next;
                int i = e.hash & (dest.length - 1);
                e.next = dest[i];
                dest[i] = e;
                e = next;
            }
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        int n = m.size();
        if (n == 0) {
            return;
        }
        if (n > threshold) {
            int target = (int) (n / loadFactor + 1);
            if (target > MAX_CAPACITY) {
                target = MAX_CAPACITY;
            }
            int cap = table.length;
            while (cap < target) {
                cap <<= 1;
            }
            if (cap > table.length) {
                resize(cap);
            }
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public V remove(Object key) {
        Object k = mask(key);
        int h = spread(k);
        int i = h & (table.length - 1);
        Node<K, V> prev = null;
        for (Node<K, V> e = table[i]; e != null; prev = e, e = e.next) {
            if (e.hash == h && (e.key == k || k.equals(e.key))) {
                modCount++;
                size--;
                if (prev == null) {
                    table[i] = e.next;
                } else {
                    prev.next = e.next;
                }
                return e.value;
            }
        }
        return null;
    }

    public void clear() {
        Arrays.fill(table, null);
        modCount++;
        size = 0;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new NodeIterator();
            }

            public int size() {
                return size;
            }

            public void clear() {
                WeakHashMap.this.clear();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> me = (Map.Entry<?, ?>) o;
                Node<K, V> e = find(me.getKey());
                return e != null && e.equals(me);
            }

            public boolean remove(Object o) {
                if (!contains(o)) {
                    return false;
                }
                WeakHashMap.this.remove(((Map.Entry<?, ?>) o).getKey());
                return true;
            }
        };
    }

    /** From the last bucket down, each chain from its head, as the JDK iterates. */
    private final class NodeIterator implements Iterator<Map.Entry<K, V>> {
        private int index = isEmpty() ? 0 : table.length;
        private Node<K, V> next;
        private Node<K, V> last;
        private int expected = modCount;

        public boolean hasNext() {
            while (next == null && index > 0) {
                next = table[--index];
            }
            return next != null;
        }

        public Map.Entry<K, V> next() {
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            last = next;
            next = next.next;
            return last;
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
            WeakHashMap.this.remove(last.getKey());
            expected = modCount;
            last = null;
        }
    }

    /** A table entry; the key is held strongly (see the class comment). */
    private static final class Node<K, V> implements Map.Entry<K, V> {
        final Object key;
        V value;
        final int hash;
        Node<K, V> next;

        Node(Object key, V value, int hash, Node<K, V> next) {
            this.key = key;
            this.value = value;
            this.hash = hash;
            this.next = next;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            return key == NULL_KEY ? null : (K) key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V v) {
            V old = value;
            value = v;
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(getKey(), e.getKey()) && Objects.equals(value, e.getValue());
        }

        public int hashCode() {
            return Objects.hashCode(getKey()) ^ Objects.hashCode(value);
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }
}
