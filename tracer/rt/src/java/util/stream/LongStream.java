package java.util.stream;

import java.util.LongSummaryStatistics;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;
import java.util.function.LongToIntFunction;
import java.util.function.LongToDoubleFunction;

/**
 * A sequence of long values with lazy intermediate operations and one terminal operation. The
 * library's implementation is LongPipeline; the default methods serve other implementations.
 */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);


    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    /** JDK 16: replaces each value by the values the mapper passes to the consumer. */
    default LongStream mapMulti(LongStream.LongMapMultiConsumer mapper) {
        return StreamSupport.longStream(spliterator(), isParallel()).mapMulti(mapper);
    }

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    /** JDK 9: the longest prefix whose values match the predicate. */
    default LongStream takeWhile(LongPredicate predicate) {
        return StreamSupport.longStream(spliterator(), isParallel()).takeWhile(predicate);
    }

    /** JDK 9: the values after the longest prefix that matches the predicate. */
    default LongStream dropWhile(LongPredicate predicate) {
        return StreamSupport.longStream(spliterator(), isParallel()).dropWhile(predicate);
    }

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();


    Stream<Long> boxed();

    @Override
    LongStream sequential();

    @Override
    LongStream parallel();

    @Override
    PrimitiveIterator.OfLong iterator();

    @Override
    Spliterator.OfLong spliterator();

    // ---- factories ----

    static LongStream.Builder builder() {
        return new LongSources.Builder();
    }

    static LongStream empty() {
        return StreamSupport.longStream(Spliterators.emptyLongSpliterator(), false);
    }

    static LongStream of(long t) {
        return LongSources.of(new long[] {t});
    }

    static LongStream of(long... values) {
        return LongSources.of(values);
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        return LongSources.iterate(seed, f);
    }

    /** JDK 9: seed, next(seed), ... while hasNext holds. */
    static LongStream iterate(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        return LongSources.iterate(seed, hasNext, next);
    }

    static LongStream generate(LongSupplier s) {
        return LongSources.generate(s);
    }

    /** from, from + 1, ..., to - 1. */
    static LongStream range(long startInclusive, long endExclusive) {
        return LongSources.range(startInclusive, endExclusive);
    }

    /** from, from + 1, ..., to. */
    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        return LongSources.rangeClosed(startInclusive, endInclusive);
    }

    static LongStream concat(LongStream a, LongStream b) {
        return LongSources.concat(a, b);
    }

    /** Collects values one by one, then builds a stream of them (once). */
    interface Builder extends LongConsumer {
        @Override
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }

    /** mapMulti's mapper: passes any number of values for one value to the consumer. */
    @FunctionalInterface
    interface LongMapMultiConsumer {
        void accept(long value, LongConsumer consumer);
    }
}
