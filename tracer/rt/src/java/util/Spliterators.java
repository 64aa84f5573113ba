package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Factories for spliterators over arrays, collections and iterators, iterators over
 * spliterators, and abstract base classes. None of our spliterators split (trySplit returns
 * null): crossprof runs every stream sequentially. The implementations are in SpliteratorImpls.
 */
public final class Spliterators {
    private Spliterators() {
    }

    // ---- empty spliterators ----

    public static <T> Spliterator<T> emptySpliterator() {
        return new SpliteratorImpls.ArraySpliterator<T>(new Object[0], 0, 0, 0);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new SpliteratorImpls.IntArraySpliterator(new int[0], 0, 0, 0);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new SpliteratorImpls.LongArraySpliterator(new long[0], 0, 0, 0);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new SpliteratorImpls.DoubleArraySpliterator(new double[0], 0, 0, 0);
    }

    // ---- arrays ----

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new SpliteratorImpls.ArraySpliterator<T>(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new SpliteratorImpls.ArraySpliterator<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new SpliteratorImpls.IntArraySpliterator(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new SpliteratorImpls.IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new SpliteratorImpls.LongArraySpliterator(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new SpliteratorImpls.LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new SpliteratorImpls.DoubleArraySpliterator(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new SpliteratorImpls.DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    /** The JDK's range check for array spliterators (its messages included). */
    static void checkRange(int length, int from, int to) {
        if (from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }

    // ---- collections and iterators ----

    /** A spliterator over the collection's iterator, sized by size() when traversal starts. */
    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new SpliteratorImpls.IteratorSpliterator<T>(Objects.requireNonNull(c), null, -1, characteristics,
                true);
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new SpliteratorImpls.IteratorSpliterator<T>(null, Objects.requireNonNull(iterator), size,
                characteristics, true);
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new SpliteratorImpls.IteratorSpliterator<T>(null, Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED), false);
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new SpliteratorImpls.IntIteratorSpliterator(Objects.requireNonNull(iterator), size,
                characteristics, true);
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new SpliteratorImpls.IntIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED), false);
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new SpliteratorImpls.LongIteratorSpliterator(Objects.requireNonNull(iterator), size,
                characteristics, true);
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new SpliteratorImpls.LongIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED), false);
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size,
            int characteristics) {
        return new SpliteratorImpls.DoubleIteratorSpliterator(Objects.requireNonNull(iterator), size,
                characteristics, true);
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator,
            int characteristics) {
        return new SpliteratorImpls.DoubleIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED), false);
    }

    // ---- iterators over spliterators ----

    public static <T> Iterator<T> iterator(Spliterator<? extends T> spliterator) {
        return new SpliteratorImpls.RefAdapter<T>(Objects.requireNonNull(spliterator));
    }

    public static PrimitiveIterator.OfInt iterator(Spliterator.OfInt spliterator) {
        return new SpliteratorImpls.IntAdapter(Objects.requireNonNull(spliterator));
    }

    public static PrimitiveIterator.OfLong iterator(Spliterator.OfLong spliterator) {
        return new SpliteratorImpls.LongAdapter(Objects.requireNonNull(spliterator));
    }

    public static PrimitiveIterator.OfDouble iterator(Spliterator.OfDouble spliterator) {
        return new SpliteratorImpls.DoubleAdapter(Objects.requireNonNull(spliterator));
    }

    // ---- abstract bases: subclasses implement tryAdvance ----

    /** Base for spliterators that only implement tryAdvance. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private long est;
        private final int characteristics;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** Base for int spliterators that only implement tryAdvance. */
    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private long est;
        private final int characteristics;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** Base for long spliterators that only implement tryAdvance. */
    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private long est;
        private final int characteristics;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** Base for double spliterators that only implement tryAdvance. */
    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private long est;
        private final int characteristics;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }
}
