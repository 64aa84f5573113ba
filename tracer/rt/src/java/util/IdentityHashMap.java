package java.util;

/**
 * A map that compares keys (and, for containsValue/remove(key, value), values) with == and
 * hashes them with System.identityHashCode. Chained buckets; the iteration order is
 * deterministic here but, as on HotSpot, follows identity hash codes, so programs should not
 * depend on it. Null keys and values are allowed.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V>
        implements Map<K, V>, java.io.Serializable, Cloneable {
    private Node<K, V>[] table;
    private int size;
    private transient int modCount;

    public IdentityHashMap() {
        this(32);
    }

    /** expectedMaxSize only sizes the table; a negative value is rejected as by the JDK. */
    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        int cap = 16;
        while (cap < expectedMaxSize * 2 && cap < (1 << 29)) {
            cap <<= 1;
        }
        table = newTable(cap);
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    @SuppressWarnings("unchecked")
    private static <K, V> Node<K, V>[] newTable(int n) {
        return (Node<K, V>[]) new Node[n];
    }

    private static int indexFor(Object key, int length) {
        int h = System.identityHashCode(key);
        h ^= (h >>> 16);
        return h & (length - 1);
    }

    private Node<K, V> find(Object key) {
        for (Node<K, V> n = table[indexFor(key, table.length)]; n != null; n = n.next) {
            if (n.key == key) {
                return n;
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
        Node<K, V> n = find(key);
        return n == null ? null : n.value;
    }

    public boolean containsKey(Object key) {
        return find(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Node<K, V> head : table) {
            for (Node<K, V> n = head; n != null; n = n.next) {
                if (n.value == value) {
                    return true;
                }
            }
        }
        return false;
    }

    public V put(K key, V value) {
        Node<K, V> n = find(key);
        if (n != null) {
            V old = n.value;
            n.value = value;
            return old;
        }
        if (size + 1 > table.length * 3 / 4) {
            resize();
        }
        int i = indexFor(key, table.length);
        Node<K, V> added = new Node<K, V>(key, value);
        // append at the tail so a bucket iterates in insertion order
        if (table[i] == null) {
            table[i] = added;
        } else {
            Node<K, V> t = table[i];
            while (t.next != null) {
                t = t.next;
            }
            t.next = added;
        }
        size++;
        modCount++;
        return null;
    }

    private void resize() {
        Node<K, V>[] old = table;
        Node<K, V>[] fresh = newTable(old.length * 2);
        Node<K, V>[] tails = newTable(fresh.length);
        for (Node<K, V> head : old) {
            Node<K, V> n = head;
            while (n != null) {
                Node<K, V> next = n.next;
                n.next = null;
                int i = indexFor(n.key, fresh.length);
                if (tails[i] == null) {
                    fresh[i] = n;
                } else {
                    tails[i].next = n;
                }
                tails[i] = n;
                n = next;
            }
        }
        table = fresh;
    }

    public V remove(Object key) {
        int i = indexFor(key, table.length);
        Node<K, V> prev = null;
        for (Node<K, V> n = table[i]; n != null; prev = n, n = n.next) {
            if (n.key == key) {
                unlink(i, prev, n);
                return n.value;
            }
        }
        return null;
    }

    private void unlink(int i, Node<K, V> prev, Node<K, V> n) {
        if (prev == null) {
            table[i] = n.next;
        } else {
            prev.next = n.next;
        }
        size--;
        modCount++;
    }

    public boolean remove(Object key, Object value) {
        Node<K, V> n = find(key);
        if (n == null || n.value != value) {
            return false;
        }
        remove(key);
        return true;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> n = find(key);
        if (n == null || n.value != oldValue) {
            return false;
        }
        n.value = newValue;
        return true;
    }

    public void clear() {
        Arrays.fill(table, null);
        size = 0;
        modCount++;
    }

    /** Identity maps are equal when they map the same key objects to the same value objects. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size) {
                return false;
            }
            for (Node<K, V> head : table) {
                for (Node<K, V> n = head; n != null; n = n.next) {
                    Node<?, ?> other = m.find(n.key);
                    if (other == null || other.value != n.value) {
                        return false;
                    }
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (Node<K, V> head : table) {
            for (Node<K, V> n = head; n != null; n = n.next) {
                h += n.hashCode();
            }
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        IdentityHashMap<K, V> copy = new IdentityHashMap<K, V>(size);
        for (Node<K, V> head : table) {
            for (Node<K, V> n = head; n != null; n = n.next) {
                copy.put(n.key, n.value);
            }
        }
        return copy;
    }

    public Set<Entry<K, V>> entrySet() {
        return new AbstractSet<Entry<K, V>>() {
            public Iterator<Entry<K, V>> iterator() {
                return new NodeIterator();
            }

            public int size() {
                return size;
            }

            public void clear() {
                IdentityHashMap.this.clear();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Entry)) {
                    return false;
                }
                Entry<?, ?> e = (Entry<?, ?>) o;
                Node<K, V> n = find(e.getKey());
                return n != null && n.value == e.getValue();
            }
        };
    }

    public Set<K> keySet() {
        return new AbstractSet<K>() {
            public Iterator<K> iterator() {
                final NodeIterator it = new NodeIterator();
                return new Iterator<K>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public K next() {
                        return it.next().getKey();
                    }

                    public void remove() {
                        it.remove();
                    }
                };
            }

            public int size() {
                return size;
            }

            public boolean contains(Object o) {
                return containsKey(o);
            }

            public boolean remove(Object o) {
                int before = size;
                IdentityHashMap.this.remove(o);
                return size != before;
            }

            public void clear() {
                IdentityHashMap.this.clear();
            }
        };
    }

    /** Walks the buckets in index order; fail-fast like the JDK's iterators. */
    private final class NodeIterator implements Iterator<Entry<K, V>> {
        private int bucket;
        private Node<K, V> next;
        private Node<K, V> last;
        private int expected = modCount;

        NodeIterator() {
            advanceFrom(null);
        }

        private void advanceFrom(Node<K, V> n) {
            next = n == null ? null : n.next;
            while (next == null && bucket < table.length) {
                next = table[bucket++];
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public Entry<K, V> next() {
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
            if (next == null) {
                throw new NoSuchElementException();
            }
            last = next;
            advanceFrom(next);
            return last;
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
            IdentityHashMap.this.remove(last.key);
            last = null;
            expected = modCount;
        }
    }

    /** An entry whose equality is by identity of key and value. */
    static final class Node<K, V> implements Entry<K, V> {
        final K key;
        V value;
        Node<K, V> next;

        Node(K key, V value) {
            this.key = key;
            this.value = value;
        }

        public K getKey() {
            return key;
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
            if (!(o instanceof Entry)) {
                return false;
            }
            Entry<?, ?> e = (Entry<?, ?>) o;
            return key == e.getKey() && value == e.getValue();
        }

        public int hashCode() {
            return System.identityHashCode(key) ^ System.identityHashCode(value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }
}
