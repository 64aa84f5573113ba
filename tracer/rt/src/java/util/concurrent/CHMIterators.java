package java.util.concurrent;

import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The iterators of ConcurrentHashMap and its views, and the entries they hand out. An
 * iterator walks the table that was current when it was created, so it never throws
 * ConcurrentModificationException (weakly consistent, as the JDK's).
 */
final class CHMIterators {
    private CHMIterators() {
    }

    /** Walks the table current at creation, bin by bin. */
    static class BaseIterator<K, V> {
        final ConcurrentHashMap<K, V> map;
        private final ConcurrentHashMap.Node<K, V>[] tab;
        private int index;
        private ConcurrentHashMap.Node<K, V> next;
        private ConcurrentHashMap.Node<K, V> lastReturned;

        BaseIterator(ConcurrentHashMap<K, V> map) {
            this.map = map;
            this.tab = map.table;
            advance(null);
        }

        private void advance(ConcurrentHashMap.Node<K, V> from) {
            ConcurrentHashMap.Node<K, V> e = (from == null) ? null : from.next;
            while (e == null && tab != null && index < tab.length) {
                e = tab[index++];
            }
            next = e;
        }

        public final boolean hasNext() {
            return next != null;
        }

        public final boolean hasMoreElements() {
            return next != null;
        }

        final ConcurrentHashMap.Node<K, V> nextNode() {
            ConcurrentHashMap.Node<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            lastReturned = e;
            advance(e);
            return e;
        }

        public final void remove() {
            ConcurrentHashMap.Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V> implements Iterator<K> {
        KeyIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public K next() {
            return nextNode().key;
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V> implements Iterator<V> {
        ValueIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public V next() {
            return nextNode().val;
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V>
            implements Iterator<Map.Entry<K, V>> {
        EntryIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public Map.Entry<K, V> next() {
            ConcurrentHashMap.Node<K, V> e = nextNode();
            return new MapEntry<K, V>(e.key, e.val, map);
        }
    }

    /** An entry handed out by iterators; setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && (k == key || k.equals(key))
                    && (v == val || v.equals(val));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }
}
