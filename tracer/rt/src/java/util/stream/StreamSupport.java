package java.util.stream;

import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Supplier;

/** Makes streams from spliterators (what Collection.stream and the stream factories use). */
public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(Spliterator<T> spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return new RefPipeline<T>(spliterator, null, spliterator.characteristics(), parallel);
    }

    /** A stream whose spliterator is fetched from the supplier only when the stream is run. */
    public static <T> Stream<T> stream(Supplier<? extends Spliterator<T>> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return new RefPipeline<T>(null, supplier, characteristics, parallel);
    }

    public static IntStream intStream(Spliterator.OfInt spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return new IntPipeline(spliterator, null, spliterator.characteristics(), parallel);
    }

    public static IntStream intStream(Supplier<? extends Spliterator.OfInt> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return new IntPipeline(null, supplier, characteristics, parallel);
    }

    public static LongStream longStream(Spliterator.OfLong spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return new LongPipeline(spliterator, null, spliterator.characteristics(), parallel);
    }

    public static LongStream longStream(Supplier<? extends Spliterator.OfLong> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return new LongPipeline(null, supplier, characteristics, parallel);
    }

    public static DoubleStream doubleStream(Spliterator.OfDouble spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return new DoublePipeline(spliterator, null, spliterator.characteristics(), parallel);
    }

    public static DoubleStream doubleStream(Supplier<? extends Spliterator.OfDouble> supplier,
            int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        return new DoublePipeline(null, supplier, characteristics, parallel);
    }
}
