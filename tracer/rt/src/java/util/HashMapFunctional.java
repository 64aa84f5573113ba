package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * HashMap's compute, computeIfAbsent, computeIfPresent, merge, forEach and replaceAll, kept apart
 * from HashMap.java for size. They reproduce what HotSpot's HashMap observably does, which differs
 * from the Map defaults: the table may grow before the key is looked up (size > threshold), a
 * new key goes to the head of its bin (put appends to the tail), which shows in iteration
 * order, and a function that modifies the map causes a ConcurrentModificationException.
 */
final class HashMapFunctional {
    private HashMapFunctional() {
    }

    /** Where a key lives or would go: its bin, the node holding it, and the bin's length. */
    private static final class Slot<K, V> {
        HashMap.Node<K, V>[] tab;
        int index;
        HashMap.Node<K, V> first;
        HashMap.Node<K, V> old;
        HashMap.TreeNode<K, V> tree;
        int binCount;
    }

    /** Grows the table first if it is over its threshold, then finds key's slot. */
    @SuppressWarnings("unchecked")
    private static <K, V> Slot<K, V> locate(HashMap<K, V> map, int hash, Object key) {
        Slot<K, V> s = new Slot<K, V>();
        HashMap.Node<K, V>[] tab = map.table;
        if (map.size > map.threshold || tab == null || tab.length == 0) {
            tab = map.resize();
        }
        s.tab = tab;
        s.index = (tab.length - 1) & hash;
        HashMap.Node<K, V> first = tab[s.index];
        s.first = first;
        if (first == null) {
            return s;
        }
        if (first instanceof HashMap.TreeNode) {
            s.tree = (HashMap.TreeNode<K, V>) first;
            s.old = s.tree.getTreeNode(hash, key);
            return s;
        }
        for (HashMap.Node<K, V> e = first; e != null; e = e.next) {
            K k = e.key;
            if (e.hash == hash && (k == key || (key != null && key.equals(k)))) {
                s.old = e;
                break;
            }
            s.binCount++;
        }
        return s;
    }

    /** Adds a new mapping at slot s (the key is known to be absent). */
    private static <K, V> void insert(HashMap<K, V> map, Slot<K, V> s, int hash, K key, V value) {
        if (s.tree != null) {
            s.tree.putTreeVal(map, s.tab, hash, key, value);
        } else {
            s.tab[s.index] = map.newNode(hash, key, value, s.first);
            if (s.binCount >= HashMap.TREEIFY_THRESHOLD - 1) {
                map.treeifyBin(s.tab, hash);
            }
        }
    }

    static <K, V> V computeIfAbsent(HashMap<K, V> map, K key, Function<? super K, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        int hash = HashMap.hash(key);
        Slot<K, V> s = locate(map, hash, key);
        if (s.old != null && s.old.value != null) {
            map.afterNodeAccess(s.old);
            return s.old.value;
        }
        int mc = map.modCount;
        V v = fn.apply(key);
        if (mc != map.modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        }
        if (s.old != null) {
            s.old.value = v;
            map.afterNodeAccess(s.old);
            return v;
        }
        insert(map, s, hash, key, v);
        map.modCount = mc + 1;
        map.size++;
        map.afterNodeInsertion(true);
        return v;
    }

    static <K, V> V computeIfPresent(HashMap<K, V> map, K key,
            BiFunction<? super K, ? super V, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        HashMap.Node<K, V> e = map.getNode(key);
        if (e == null || e.value == null) {
            return null;
        }
        int mc = map.modCount;
        V v = fn.apply(key, e.value);
        if (mc != map.modCount) {
            throw new ConcurrentModificationException();
        }
        if (v != null) {
            e.value = v;
            map.afterNodeAccess(e);
            return v;
        }
        map.removeNode(HashMap.hash(key), key, null, false, true);
        return null;
    }

    static <K, V> V compute(HashMap<K, V> map, K key, BiFunction<? super K, ? super V, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        int hash = HashMap.hash(key);
        Slot<K, V> s = locate(map, hash, key);
        V oldValue = (s.old == null) ? null : s.old.value;
        int mc = map.modCount;
        V v = fn.apply(key, oldValue);
        if (mc != map.modCount) {
            throw new ConcurrentModificationException();
        }
        if (s.old != null) {
            if (v != null) {
                s.old.value = v;
                map.afterNodeAccess(s.old);
            } else {
                map.removeNode(hash, key, null, false, true);
            }
        } else if (v != null) {
            insert(map, s, hash, key, v);
            map.modCount = mc + 1;
            map.size++;
            map.afterNodeInsertion(true);
        }
        return v;
    }

    static <K, V> V merge(HashMap<K, V> map, K key, V value, BiFunction<? super V, ? super V, ? extends V> fn) {
        if (value == null || fn == null) {
            throw new NullPointerException();
        }
        int hash = HashMap.hash(key);
        Slot<K, V> s = locate(map, hash, key);
        if (s.old == null) {
            insert(map, s, hash, key, value);
            map.modCount++;
            map.size++;
            map.afterNodeInsertion(true);
            return value;
        }
        V v;
        if (s.old.value != null) {
            int mc = map.modCount;
            v = fn.apply(s.old.value, value);
            if (mc != map.modCount) {
                throw new ConcurrentModificationException();
            }
        } else {
            v = value;
        }
        if (v != null) {
            s.old.value = v;
            map.afterNodeAccess(s.old);
        } else {
            map.removeNode(hash, key, null, false, true);
        }
        return v;
    }

    /** Table order; the modification check comes only after the whole walk, as in the JDK. */
    static <K, V> void forEach(HashMap<K, V> map, BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        HashMap.Node<K, V>[] tab = map.table;
        if (map.size > 0 && tab != null) {
            int mc = map.modCount;
            for (HashMap.Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    action.accept(e.key, e.value);
                }
            }
            if (map.modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    static <K, V> void replaceAll(HashMap<K, V> map, BiFunction<? super K, ? super V, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        HashMap.Node<K, V>[] tab = map.table;
        if (map.size > 0 && tab != null) {
            int mc = map.modCount;
            for (HashMap.Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    e.value = fn.apply(e.key, e.value);
                }
            }
            if (map.modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }
}
