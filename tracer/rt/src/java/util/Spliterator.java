package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * An object for traversing (and, in the JDK, partitioning) the elements of a source. crossprof
 * runs streams sequentially, so trySplit may always return null.
 */
public interface Spliterator<T> {
    int ORDERED = 0x00000010;
    int DISTINCT = 0x00000001;
    int SORTED = 0x00000004;
    int SIZED = 0x00000040;
    int NONNULL = 0x00000100;
    int IMMUTABLE = 0x00000400;
    int CONCURRENT = 0x00001000;
    int SUBSIZED = 0x00004000;

    /** Performs the action on the next element if there is one; returns whether there was. */
    boolean tryAdvance(Consumer<? super T> action);

    /** Performs the action on every remaining element, in encounter order. */
    default void forEachRemaining(Consumer<? super T> action) {
        while (tryAdvance(action)) {
            // each call consumes one element
        }
    }

    Spliterator<T> trySplit();

    long estimateSize();

    /** The exact size when SIZED, else -1. */
    default long getExactSizeIfKnown() {
        return (characteristics() & SIZED) == 0 ? -1L : estimateSize();
    }

    int characteristics();

    default boolean hasCharacteristics(int characteristics) {
        return (characteristics() & characteristics) == characteristics;
    }

    /** The comparator of a SORTED source (null for natural order); otherwise unsupported. */
    default Comparator<? super T> getComparator() {
        throw new IllegalStateException();
    }

    /** A spliterator over primitive values; T_CONS is the primitive consumer type. */
    interface OfPrimitive<T, T_CONS, T_SPLITR extends Spliterator.OfPrimitive<T, T_CONS, T_SPLITR>>
            extends Spliterator<T> {
        @Override
        T_SPLITR trySplit();

        boolean tryAdvance(T_CONS action);

        default void forEachRemaining(T_CONS action) {
            while (tryAdvance(action)) {
                // each call consumes one element
            }
        }
    }

    /** A spliterator over int values. */
    interface OfInt extends OfPrimitive<Integer, IntConsumer, OfInt> {
        @Override
        OfInt trySplit();

        @Override
        boolean tryAdvance(IntConsumer action);

        @Override
        default void forEachRemaining(IntConsumer action) {
            while (tryAdvance(action)) {
                // each call consumes one element
            }
        }

        /** Boxes each value unless the action is itself an IntConsumer. */
        @Override
        default boolean tryAdvance(Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                return tryAdvance((IntConsumer) action);
            }
            return tryAdvance(Boxing.ofInt(action));
        }

        @Override
        default void forEachRemaining(Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                forEachRemaining((IntConsumer) action);
            } else {
                forEachRemaining(Boxing.ofInt(action));
            }
        }
    }

    /** A spliterator over long values. */
    interface OfLong extends OfPrimitive<Long, LongConsumer, OfLong> {
        @Override
        OfLong trySplit();

        @Override
        boolean tryAdvance(LongConsumer action);

        @Override
        default void forEachRemaining(LongConsumer action) {
            while (tryAdvance(action)) {
                // each call consumes one element
            }
        }

        @Override
        default boolean tryAdvance(Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                return tryAdvance((LongConsumer) action);
            }
            return tryAdvance(Boxing.ofLong(action));
        }

        @Override
        default void forEachRemaining(Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                forEachRemaining((LongConsumer) action);
            } else {
                forEachRemaining(Boxing.ofLong(action));
            }
        }
    }

    /** A spliterator over double values. */
    interface OfDouble extends OfPrimitive<Double, DoubleConsumer, OfDouble> {
        @Override
        OfDouble trySplit();

        @Override
        boolean tryAdvance(DoubleConsumer action);

        @Override
        default void forEachRemaining(DoubleConsumer action) {
            while (tryAdvance(action)) {
                // each call consumes one element
            }
        }

        @Override
        default boolean tryAdvance(Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                return tryAdvance((DoubleConsumer) action);
            }
            return tryAdvance(Boxing.ofDouble(action));
        }

        @Override
        default void forEachRemaining(Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                forEachRemaining((DoubleConsumer) action);
            } else {
                forEachRemaining(Boxing.ofDouble(action));
            }
        }
    }
}
