package java.util;

import java.util.function.Consumer;

/**
 * ArrayList's spliterator, fail-fast as the JDK's is: the size and modCount are taken when
 * traversal starts, and a modification during forEachRemaining is reported only after all
 * elements have been passed on (tryAdvance checks after each element). Not public API.
 */
final class ArrayListSpliterator<E> implements Spliterator<E> {
    private final ArrayList<E> list;
    private int index;
    private int fence = -1;
    private int expectedModCount;

    ArrayListSpliterator(ArrayList<E> list) {
        this.list = list;
    }

    private int fence() {
        if (fence < 0) {
            expectedModCount = list.modCount;
            fence = list.size();
        }
        return fence;
    }

    @SuppressWarnings("unchecked")
    public boolean tryAdvance(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int hi = fence();
        int i = index;
        if (i < hi) {
            index = i + 1;
            action.accept((E) list.elementData[i]);
            if (list.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            return true;
        }
        return false;
    }

    @SuppressWarnings("unchecked")
    public void forEachRemaining(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Object[] a = list.elementData;
        int hi;
        int mc;
        if (fence < 0) {
            mc = list.modCount;
            hi = list.size();
        } else {
            hi = fence;
            mc = expectedModCount;
        }
        int i = index;
        if (i >= 0 && hi <= a.length) {
            index = hi;
            for (; i < hi; i++) {
                action.accept((E) a[i]);
            }
            if (list.modCount == mc) {
                return;
            }
        }
        throw new ConcurrentModificationException();
    }

    public Spliterator<E> trySplit() {
        return null;
    }

    public long estimateSize() {
        return fence() - index;
    }

    public int characteristics() {
        return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
    }
}
