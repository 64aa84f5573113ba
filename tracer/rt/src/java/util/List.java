package java.util;

import java.util.function.UnaryOperator;

/** An ordered collection with positional access. */
public interface List<E> extends Collection<E> {
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

    boolean addAll(int index, Collection<? extends E> c);

    boolean removeAll(Collection<?> c);

    boolean retainAll(Collection<?> c);

    /**
     * Sorts the list. The default copies the elements into an array, sorts that stably and writes
     * them back through a list iterator, which is what the JDK does for lists without a better way.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default void sort(Comparator<? super E> c) {
        Object[] a = this.toArray();
        Arrays.sort(a, (Comparator) c);
        ListIterator<E> i = this.listIterator();
        for (Object e : a) {
            i.next();
            i.set((E) e);
        }
    }

    void clear();

    /** Replaces each element by operator's result, through the list iterator. */
    default void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        ListIterator<E> li = listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
        }
    }

    boolean equals(Object o);

    int hashCode();

    E get(int index);

    E set(int index, E element);

    void add(int index, E element);

    E remove(int index);

    int indexOf(Object o);

    int lastIndexOf(Object o);

    ListIterator<E> listIterator();

    ListIterator<E> listIterator(int index);

    List<E> subList(int fromIndex, int toIndex);

    // Java 9 factories: unmodifiable, null-hostile lists; see ImmutableCollections.

    @SuppressWarnings("unchecked")
    public static <E> List<E> of() {
        return (List<E>) ImmutableCollections.listOf();
    }

    public static <E> List<E> of(E e1) {
        return ImmutableCollections.listOf(new Object[] {e1});
    }

    public static <E> List<E> of(E e1, E e2) {
        return ImmutableCollections.listOf(new Object[] {e1, e2});
    }

    public static <E> List<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    public static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    public static <E> List<E> of(E... elements) {
        return ImmutableCollections.listOf((Object[]) elements);
    }

    /** An unmodifiable list of coll's elements (coll itself if it already is one). */
    public static <E> List<E> copyOf(Collection<? extends E> coll) {
        return ImmutableCollections.listCopy(coll);
    }
}
