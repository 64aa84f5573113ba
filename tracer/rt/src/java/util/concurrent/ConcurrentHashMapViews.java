package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;

/** The values of a ConcurrentHashMap; adding is not supported. */
final class CHMValuesView<K, V> extends AbstractCollection<V> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final ConcurrentHashMap<K, V> map;

    CHMValuesView(ConcurrentHashMap<K, V> map) {
        this.map = map;
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
        return o != null && map.containsValue(o);
    }

    public boolean remove(Object o) {
        if (o != null) {
            Iterator<V> it = iterator();
            while (it.hasNext()) {
                if (o.equals(it.next())) {
                    it.remove();
                    return true;
                }
            }
        }
        return false;
    }

    public Iterator<V> iterator() {
        return new CHMIterators.ValueIterator<K, V>(map);
    }

    public boolean add(V e) {
        throw new UnsupportedOperationException();
    }
}

/** The mappings of a ConcurrentHashMap; add puts the entry's mapping. */
final class CHMEntrySetView<K, V> extends AbstractSet<Map.Entry<K, V>>
        implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final ConcurrentHashMap<K, V> map;

    CHMEntrySetView(ConcurrentHashMap<K, V> map) {
        this.map = map;
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
        if (!(o instanceof Map.Entry)) {
            return false;
        }
        Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
        Object k = e.getKey();
        Object v = e.getValue();
        if (k == null || v == null) {
            return false;
        }
        Object r = map.get(k);
        return r != null && (r == v || v.equals(r));
    }

    public boolean remove(Object o) {
        if (!(o instanceof Map.Entry)) {
            return false;
        }
        Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
        Object k = e.getKey();
        Object v = e.getValue();
        return k != null && v != null && map.remove(k, v);
    }

    public Iterator<Map.Entry<K, V>> iterator() {
        return new CHMIterators.EntryIterator<K, V>(map);
    }

    public boolean add(Map.Entry<K, V> e) {
        return map.putVal0(e.getKey(), e.getValue()) == null;
    }
}
