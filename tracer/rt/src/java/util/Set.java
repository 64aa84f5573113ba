package java.util;

/** A collection without duplicate elements. */
public interface Set<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    boolean equals(Object o);

    int hashCode();

    // Java 9 factories: unmodifiable, null-hostile sets (IllegalArgumentException "duplicate element: x"); see ImmutableCollections.

    @SuppressWarnings("unchecked")
    public static <E> Set<E> of() {
        return (Set<E>) ImmutableCollections.setOf();
    }

    public static <E> Set<E> of(E e1) {
        return ImmutableCollections.setOf(new Object[] {e1});
    }

    public static <E> Set<E> of(E e1, E e2) {
        return ImmutableCollections.setOf(new Object[] {e1, e2});
    }

    public static <E> Set<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    public static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    public static <E> Set<E> of(E... elements) {
        return ImmutableCollections.setOf((Object[]) elements);
    }

    /** An unmodifiable set of coll's elements (coll itself if it already is one). */
    public static <E> Set<E> copyOf(Collection<? extends E> coll) {
        return ImmutableCollections.setCopy(coll);
    }
}
