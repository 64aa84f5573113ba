package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The unmodifiable collections of List.of, Set.of, Map.of and their copyOf forms. They reject
 * nulls (NullPointerException, also for queries such as contains(null)) and every mutator throws
 * UnsupportedOperationException with no message, as HotSpot's do.
 *
 * HotSpot iterates Set.of and Map.of in an order that depends on a random per-run SALT; ours
 * iterate in insertion order, which is one of the orders HotSpot may produce.
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0]);
    static final SetN<?> EMPTY_SET = new SetN<Object>(new Object[0]);
    static final MapN<?, ?> EMPTY_MAP = new MapN<Object, Object>(new Object[0]);

    /** A list of the given elements (copied, checked for null). */
    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object... input) {
        Object[] a = new Object[input.length];
        for (int i = 0; i < input.length; i++) {
            a[i] = Objects.requireNonNull(input[i]);
        }
        return listOfTrusted(a);
    }

    /** As HotSpot, lists of one or two elements report bad indexes differently (List12). */
    @SuppressWarnings("unchecked")
    static <E> List<E> listOfTrusted(Object[] a) {
        if (a.length == 0) {
            return (List<E>) EMPTY_LIST;
        } else if (a.length <= 2) {
            return new List12<E>(a);
        }
        return new ListN<E>(a);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof List12 || coll instanceof ListN) {
            return (List<E>) coll;
        }
        return listOf(coll.toArray());
    }

    /** A set of the given elements; IllegalArgumentException for a duplicate. */
    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object... input) {
        if (input.length == 0) {
            return (Set<E>) EMPTY_SET;
        }
        return new SetN<E>(input);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setCopy(Collection<? extends E> coll) {
        if (coll instanceof SetN) {
            return (Set<E>) coll;
        }
        if (coll.isEmpty()) {
            return (Set<E>) EMPTY_SET;
        }
        return setOf(new HashSet<E>(coll).toArray());
    }

    /** A map of alternating keys and values; IllegalArgumentException for a duplicate key. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object... kva) {
        if (kva.length == 0) {
            return (Map<K, V>) EMPTY_MAP;
        }
        return new MapN<K, V>(kva);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOfEntries(Map.Entry<? extends K, ? extends V>... entries) {
        Object[] kva = new Object[entries.length * 2];
        int a = 0;
        for (Map.Entry<? extends K, ? extends V> e : entries) {
            kva[a++] = e.getKey();
            kva[a++] = e.getValue();
        }
        return mapOf(kva);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapCopy(Map<? extends K, ? extends V> map) {
        if (map instanceof MapN) {
            return (Map<K, V>) map;
        }
        if (map.isEmpty()) {
            return (Map<K, V>) EMPTY_MAP;
        }
        return mapOfEntries(map.entrySet().toArray(new Map.Entry[0]));
    }

    /** Collection mutators all throw. */
    abstract static class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    /** The list operations, over get and size. */
    abstract static class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public List<E> subList(int fromIndex, int toIndex) {
            int size = size();
            if (fromIndex < 0) {
                throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
            }
            if (toIndex > size) {
                throw new IndexOutOfBoundsException("toIndex = " + toIndex);
            }
            if (fromIndex > toIndex) {
                throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
            }
            return new SubList<E>(this, fromIndex, toIndex - fromIndex);
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, 0, false);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > size()) {
                throw outOfBounds(index);
            }
            return new ListItr<E>(this, index, true);
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0, n = size(); i < n; i++) {
                if (o.equals(get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = size() - 1; i >= 0; i--) {
                if (o.equals(get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, n = size(); i < n; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int h = 1;
            for (int i = 0, n = size(); i < n; i++) {
                h = 31 * h + get(i).hashCode();
            }
            return h;
        }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }
    }

    /** Iterator and list iterator of the immutable lists; a plain iterator has no list operations. */
    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int index, boolean isListIterator) {
            this.list = list;
            this.cursor = index;
            this.isListIterator = isListIterator;
        }

        public boolean hasNext() {
            return cursor != list.size();
        }

        public E next() {
            if (cursor >= list.size()) {
                throw new NoSuchElementException();
            }
            return list.get(cursor++);
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return list.get(--cursor);
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void remove() {
            throw uoe();
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    /** A list of 0 or 3+ elements: a bad index fails as the array access does. */
    static final class ListN<E> extends AbstractImmutableList<E> {
        private final Object[] elements;

        ListN(Object[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            return (E) elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }
    }

    /** A list of 1 or 2 elements: a bad index gives "Index: i Size: n". */
    static final class List12<E> extends AbstractImmutableList<E> {
        private final Object[] elements;

        List12(Object[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return false;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index < 0 || index >= elements.length) {
                throw outOfBounds(index);
            }
            return (E) elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }
    }

    /** A view of part of an immutable list. */
    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        public int size() {
            return size;
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            List<E> view = super.subList(fromIndex, toIndex);
            return new SubList<E>(root, offset + fromIndex, view.size());
        }
    }

    /** The Set operations of the immutable sets. */
    abstract static class AbstractImmutableSet<E> extends AbstractImmutableCollection<E> implements Set<E> {
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size()) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (E e : this) {
                h += e.hashCode();
            }
            return h;
        }
    }

    /**
     * A set in insertion order, with a hash index for lookups. Null elements and queries fail
     * where and how HotSpot's Set12 (1 or 2 elements) and SetN fail: some with a plain
     * NullPointerException, some by dereferencing the null (a helpful message).
     */
    static final class SetN<E> extends AbstractImmutableSet<E> {
        private final Object[] elements;
        private final HashSet<Object> index;

        SetN(Object[] input) {
            elements = new Object[input.length];
            index = new HashSet<Object>(input.length * 2);
            if (input.length == 1) {
                Objects.requireNonNull(input[0]);
            } else if (input.length == 2) {
                Object e0 = input[0];
                if (e0.equals(Objects.requireNonNull(input[1]))) {
                    throw new IllegalArgumentException("duplicate element: " + e0);
                }
            }
            for (int i = 0; i < input.length; i++) {
                Object e = input[i];
                e.hashCode();
                if (!index.add(e)) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
                elements[i] = e;
            }
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            if (elements.length == 1 || elements.length == 2) {
                o.equals(elements[0]);
            } else {
                Objects.requireNonNull(o);
            }
            return index.contains(o);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int next;

                public boolean hasNext() {
                    return next < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (next >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[next++];
                }
            };
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }
    }

    /** A map in insertion order, with a hash index from key to position. */
    static final class MapN<K, V> extends AbstractMap<K, V> {
        private final Object[] keys;
        private final Object[] values;
        private final HashMap<Object, Integer> index;

        MapN(Object[] kva) {
            int n = kva.length / 2;
            keys = new Object[n];
            values = new Object[n];
            index = new HashMap<Object, Integer>(n * 2);
            for (int i = 0; i < n; i++) {
                Object k = Objects.requireNonNull(kva[2 * i]);
                Object v = Objects.requireNonNull(kva[2 * i + 1]);
                if (index.put(k, Integer.valueOf(i)) != null) {
                    throw new IllegalArgumentException("duplicate key: " + k);
                }
                keys[i] = k;
                values[i] = v;
            }
        }

        public int size() {
            return keys.length;
        }

        public boolean isEmpty() {
            return keys.length == 0;
        }

        // As in HotSpot, a null query fails with a plain NullPointerException or, for Map1 and
        // for MapN's get, by dereferencing the null.

        @SuppressWarnings("unchecked")
        public V get(Object o) {
            if (keys.length == 0) {
                Objects.requireNonNull(o);
            } else {
                o.hashCode();
            }
            Integer i = index.get(o);
            return i == null ? null : (V) values[i.intValue()];
        }

        public boolean containsKey(Object o) {
            if (keys.length == 1) {
                o.equals(keys[0]);
            }
            Objects.requireNonNull(o);
            return index.containsKey(o);
        }

        public boolean containsValue(Object o) {
            if (values.length == 1) {
                o.equals(values[0]);
            }
            Objects.requireNonNull(o);
            for (Object v : values) {
                if (o.equals(v)) {
                    return true;
                }
            }
            return false;
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return v != null ? v : defaultValue;
        }

        public int hashCode() {
            int h = 0;
            for (int i = 0; i < keys.length; i++) {
                h += keys[i].hashCode() ^ values[i].hashCode();
            }
            return h;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractImmutableSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.length;
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    Integer i = (k == null) ? null : index.get(k);
                    return i != null && values[i.intValue()].equals(e.getValue());
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        private int next;

                        public boolean hasNext() {
                            return next < keys.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (next >= keys.length) {
                                throw new NoSuchElementException();
                            }
                            int i = next++;
                            return new KeyValueHolder<K, V>((K) keys[i], (V) values[i]);
                        }
                    };
                }
            };
        }

        public void clear() {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mf) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }
    }
}
