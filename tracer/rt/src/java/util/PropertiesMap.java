package java.util;

/**
 * The storage behind Properties. Since JDK 9 Properties keeps its entries in a
 * ConcurrentHashMap, so its iteration order and toString are that map's, not Hashtable's. This
 * single-lock map reproduces the layout that decides that order: a power-of-two table indexed
 * by the spread hash, new entries appended to their bin, growth to double size once the count
 * reaches 3/4 of the table, and the resize step that moves each bin's trailing run of entries
 * as is and re-links the entries before it in reverse order. (Bins of 8 or more entries, which
 * the JDK turns into trees, are kept as lists here.) Keys and values must not be null.
 */
final class PropertiesMap extends AbstractMap<Object, Object> {
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int HASH_BITS = 0x7fffffff;

    /** A bin entry. */
    static final class Node implements Map.Entry<Object, Object> {
        final int hash;
        final Object key;
        Object val;
        Node next;

        Node(int hash, Object key, Object val, Node next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        public Object getKey() {
            return key;
        }

        public Object getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public Object setValue(Object value) {
            if (value == null) {
                throw new NullPointerException();
            }
            Object v = val;
            val = value;
            return v;
        }

        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == val || v.equals(val)));
        }
    }

    private Node[] table;
    private int count;
    /** Before the table exists: its initial length; afterwards: the count that triggers a resize. */
    private int sizeCtl;

    PropertiesMap(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException();
        }
        long size = (long) (1.0 + (long) initialCapacity / 0.75f);
        sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    /** A copy of m, sized as ConcurrentHashMap's copy constructor does. */
    PropertiesMap(Map<?, ?> m) {
        sizeCtl = 16;
        putAll(m);
    }

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = c - 1;
        n |= n >>> 1;
        n |= n >>> 2;
        n |= n >>> 4;
        n |= n >>> 8;
        n |= n >>> 16;
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    private Node[] initTable() {
        int n = (sizeCtl > 0) ? sizeCtl : 16;
        table = new Node[n];
        sizeCtl = n - (n >>> 2);
        return table;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    private Node getNode(Object key) {
        int h = spread(key.hashCode());
        Node[] tab = table;
        if (tab != null) {
            for (Node e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
                if (e.hash == h && (e.key == key || e.key.equals(key))) {
                    return e;
                }
            }
        }
        return null;
    }

    public synchronized Object get(Object key) {
        Node e = getNode(key);
        return e == null ? null : e.val;
    }

    public synchronized boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        if (table != null) {
            for (Node e : table) {
                for (; e != null; e = e.next) {
                    if (e.val == value || value.equals(e.val)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public Object put(Object key, Object value) {
        return putVal(key, value, false);
    }

    public Object putIfAbsent(Object key, Object value) {
        return putVal(key, value, true);
    }

    private synchronized Object putVal(Object key, Object value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        Node[] tab = table;
        if (tab == null) {
            tab = initTable();
        }
        int i = (tab.length - 1) & h;
        Node e = tab[i];
        if (e == null) {
            tab[i] = new Node(h, key, value, null);
        } else {
            for (;;) {
                if (e.hash == h && (e.key == key || e.key.equals(key))) {
                    Object old = e.val;
                    if (!onlyIfAbsent) {
                        e.val = value;
                    }
                    return old;
                }
                if (e.next == null) {
                    e.next = new Node(h, key, value, null);
                    break;
                }
                e = e.next;
            }
        }
        count++;
        while (count >= sizeCtl && table.length < MAXIMUM_CAPACITY) {
            transfer();
        }
        return null;
    }

    /**
     * Doubles the table. Each bin is split into the entries that stay and those that move up by
     * the old length; the bin's final run going to one side is moved unchanged and the entries
     * before it are pushed in front of their list, so they end up reversed.
     */
    private void transfer() {
        Node[] tab = table;
        int n = tab.length;
        Node[] nextTab = new Node[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node lastRun = f;
            for (Node p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node ln;
            Node hn;
            if (runBit == 0) {
                ln = lastRun;
                hn = null;
            } else {
                hn = lastRun;
                ln = null;
            }
            for (Node p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node(p.hash, p.key, p.val, hn);
                }
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    /** Grows the table ahead of adding size entries, as putAll does. */
    private synchronized void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Node[] tab = table;
            if (tab == null) {
                int n = (sc > c) ? sc : c;
                table = new Node[n];
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    public void putAll(Map<?, ?> m) {
        tryPresize(m.size());
        for (Map.Entry<?, ?> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public Object remove(Object key) {
        return replaceNode(key, null, null);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    /** Replaces (or, if value is null, removes) the mapping of key, if it maps to cv when cv != null. */
    private synchronized Object replaceNode(Object key, Object value, Object cv) {
        int h = spread(key.hashCode());
        Node[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = (tab.length - 1) & h;
        for (Node e = tab[i], pred = null; e != null; pred = e, e = e.next) {
            if (e.hash == h && (e.key == key || e.key.equals(key))) {
                Object ev = e.val;
                if (cv == null || cv == ev || cv.equals(ev)) {
                    if (value != null) {
                        e.val = value;
                    } else {
                        if (pred != null) {
                            pred.next = e.next;
                        } else {
                            tab[i] = e.next;
                        }
                        count--;
                    }
                    return ev;
                }
                return null;
            }
        }
        return null;
    }

    public boolean replace(Object key, Object oldValue, Object newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public Object replace(Object key, Object value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        Object v = get(key);
        return v == null ? defaultValue : v;
    }

    public synchronized void clear() {
        if (table != null) {
            Arrays.fill(table, null);
        }
        count = 0;
    }

    private transient Set<Map.Entry<Object, Object>> entrySet;

    public Set<Map.Entry<Object, Object>> entrySet() {
        Set<Map.Entry<Object, Object>> es = entrySet;
        if (es == null) {
            es = new AbstractSet<Map.Entry<Object, Object>>() {
                public Iterator<Map.Entry<Object, Object>> iterator() {
                    return new NodeIterator();
                }

                public int size() {
                    return PropertiesMap.this.size();
                }

                public void clear() {
                    PropertiesMap.this.clear();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    Object v = e.getValue();
                    Object r;
                    return k != null && v != null && (r = get(k)) != null && (v == r || v.equals(r));
                }

                public boolean remove(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    Object v = e.getValue();
                    return k != null && v != null && PropertiesMap.this.remove(k, v);
                }
            };
            entrySet = es;
        }
        return es;
    }

    /**
     * Walks the bins in index order. Like the JDK's, it is weakly consistent rather than
     * fail-fast: it never throws ConcurrentModificationException.
     */
    private final class NodeIterator implements Iterator<Map.Entry<Object, Object>> {
        private Node next;
        private Node lastReturned;
        private int index;

        NodeIterator() {
            advance(null);
        }

        private void advance(Node e) {
            Node[] tab = table;
            next = (e == null) ? null : e.next;
            while (next == null && tab != null && index < tab.length) {
                next = tab[index++];
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public Map.Entry<Object, Object> next() {
            Node e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            lastReturned = e;
            advance(e);
            return e;
        }

        public void remove() {
            Node p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            replaceNode(p.key, null, null);
        }
    }
}
