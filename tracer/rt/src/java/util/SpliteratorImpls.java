package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** The spliterators and iterators behind Spliterators' factories. Not public API. */
final class SpliteratorImpls {
    private SpliteratorImpls() {
    }

    private static int sized(int characteristics) {
        return (characteristics & Spliterator.CONCURRENT) == 0
                ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics;
    }

    /** Over a range of an Object array. */
    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int end;
        private final int characteristics;

        ArraySpliterator(Object[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.end = to;
            this.characteristics = additional | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index < end) {
                action.accept((T) array[index++]);
                return true;
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int i = index;
            index = end;
            for (; i < end; i++) {
                action.accept((T) array[i]);
            }
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            return end - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** Over a range of an int array. */
    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int end;
        private final int characteristics;

        IntArraySpliterator(int[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.end = to;
            this.characteristics = additional | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index < end) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = end;
            for (; i < end; i++) {
                action.accept(array[i]);
            }
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return end - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** Over a range of a long array. */
    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int end;
        private final int characteristics;

        LongArraySpliterator(long[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.end = to;
            this.characteristics = additional | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (index < end) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = end;
            for (; i < end; i++) {
                action.accept(array[i]);
            }
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return end - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** Over a range of a double array. */
    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int end;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.end = to;
            this.characteristics = additional | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index < end) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = end;
            for (; i < end; i++) {
                action.accept(array[i]);
            }
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public long estimateSize() {
            return end - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /**
     * Over an iterator, or over a collection whose iterator (and size) is taken when traversal
     * starts, as the JDK does, so that a stream sees the collection as it is at the terminal op.
     */
    static final class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private long est;
        private final int characteristics;

        IteratorSpliterator(Collection<? extends T> collection, Iterator<? extends T> it, long est,
                int characteristics, boolean sized) {
            this.collection = collection;
            this.it = it;
            this.est = est;
            this.characteristics = sized ? sized(characteristics) : characteristics;
        }

        private void start() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            start();
            if (it.hasNext()) {
                action.accept(it.next());
                return true;
            }
            return false;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            start();
            while (it.hasNext()) {
                action.accept(it.next());
            }
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            start();
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** Over a PrimitiveIterator.OfInt. */
    static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private final long est;
        private final int characteristics;

        IntIteratorSpliterator(PrimitiveIterator.OfInt it, long est, int characteristics, boolean sized) {
            this.it = it;
            this.est = est;
            this.characteristics = sized ? sized(characteristics) : characteristics;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (it.hasNext()) {
                action.accept(it.nextInt());
                return true;
            }
            return false;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    /** Over a PrimitiveIterator.OfLong. */
    static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private final long est;
        private final int characteristics;

        LongIteratorSpliterator(PrimitiveIterator.OfLong it, long est, int characteristics, boolean sized) {
            this.it = it;
            this.est = est;
            this.characteristics = sized ? sized(characteristics) : characteristics;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (it.hasNext()) {
                action.accept(it.nextLong());
                return true;
            }
            return false;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    /** Over a PrimitiveIterator.OfDouble. */
    static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private final long est;
        private final int characteristics;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble it, long est, int characteristics, boolean sized) {
            this.it = it;
            this.est = est;
            this.characteristics = sized ? sized(characteristics) : characteristics;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (it.hasNext()) {
                action.accept(it.nextDouble());
                return true;
            }
            return false;
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    /** An Iterator that pulls one element at a time from a spliterator. */
    static final class RefAdapter<T> implements Iterator<T>, Consumer<T> {
        private final Spliterator<? extends T> spliterator;
        private boolean ready;
        private T next;

        RefAdapter(Spliterator<? extends T> spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(T t) {
            ready = true;
            next = t;
        }

        public boolean hasNext() {
            if (!ready) {
                spliterator.tryAdvance(this);
            }
            return ready;
        }

        public T next() {
            if (!ready && !hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            T t = next;
            next = null;
            return t;
        }
    }

    /** A PrimitiveIterator.OfInt that pulls from a spliterator. */
    static final class IntAdapter implements PrimitiveIterator.OfInt, IntConsumer {
        private final Spliterator.OfInt spliterator;
        private boolean ready;
        private int next;

        IntAdapter(Spliterator.OfInt spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(int t) {
            ready = true;
            next = t;
        }

        public boolean hasNext() {
            if (!ready) {
                spliterator.tryAdvance((IntConsumer) this);
            }
            return ready;
        }

        public int nextInt() {
            if (!ready && !hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return next;
        }
    }

    /** A PrimitiveIterator.OfLong that pulls from a spliterator. */
    static final class LongAdapter implements PrimitiveIterator.OfLong, LongConsumer {
        private final Spliterator.OfLong spliterator;
        private boolean ready;
        private long next;

        LongAdapter(Spliterator.OfLong spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(long t) {
            ready = true;
            next = t;
        }

        public boolean hasNext() {
            if (!ready) {
                spliterator.tryAdvance((LongConsumer) this);
            }
            return ready;
        }

        public long nextLong() {
            if (!ready && !hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return next;
        }
    }

    /** A PrimitiveIterator.OfDouble that pulls from a spliterator. */
    static final class DoubleAdapter implements PrimitiveIterator.OfDouble, DoubleConsumer {
        private final Spliterator.OfDouble spliterator;
        private boolean ready;
        private double next;

        DoubleAdapter(Spliterator.OfDouble spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(double t) {
            ready = true;
            next = t;
        }

        public boolean hasNext() {
            if (!ready) {
                spliterator.tryAdvance((DoubleConsumer) this);
            }
            return ready;
        }

        public double nextDouble() {
            if (!ready && !hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return next;
        }
    }
}
