package java.util.stream;

import java.util.IntSummaryStatistics;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;
import java.util.function.IntToLongFunction;
import java.util.function.IntToDoubleFunction;

/**
 * A sequence of int values with lazy intermediate operations and one terminal operation. The
 * library's implementation is IntPipeline; the default methods serve other implementations.
 */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);


    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    /** JDK 16: replaces each value by the values the mapper passes to the consumer. */
    default IntStream mapMulti(IntStream.IntMapMultiConsumer mapper) {
        return StreamSupport.intStream(spliterator(), isParallel()).mapMulti(mapper);
    }

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    /** JDK 9: the longest prefix whose values match the predicate. */
    default IntStream takeWhile(IntPredicate predicate) {
        return StreamSupport.intStream(spliterator(), isParallel()).takeWhile(predicate);
    }

    /** JDK 9: the values after the longest prefix that matches the predicate. */
    default IntStream dropWhile(IntPredicate predicate) {
        return StreamSupport.intStream(spliterator(), isParallel()).dropWhile(predicate);
    }

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();


    Stream<Integer> boxed();

    @Override
    IntStream sequential();

    @Override
    IntStream parallel();

    @Override
    PrimitiveIterator.OfInt iterator();

    @Override
    Spliterator.OfInt spliterator();

    // ---- factories ----

    static IntStream.Builder builder() {
        return new IntSources.Builder();
    }

    static IntStream empty() {
        return StreamSupport.intStream(Spliterators.emptyIntSpliterator(), false);
    }

    static IntStream of(int t) {
        return IntSources.of(new int[] {t});
    }

    static IntStream of(int... values) {
        return IntSources.of(values);
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        return IntSources.iterate(seed, f);
    }

    /** JDK 9: seed, next(seed), ... while hasNext holds. */
    static IntStream iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        return IntSources.iterate(seed, hasNext, next);
    }

    static IntStream generate(IntSupplier s) {
        return IntSources.generate(s);
    }

    /** from, from + 1, ..., to - 1. */
    static IntStream range(int startInclusive, int endExclusive) {
        return IntSources.range(startInclusive, endExclusive);
    }

    /** from, from + 1, ..., to. */
    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        return IntSources.rangeClosed(startInclusive, endInclusive);
    }

    static IntStream concat(IntStream a, IntStream b) {
        return IntSources.concat(a, b);
    }

    /** Collects values one by one, then builds a stream of them (once). */
    interface Builder extends IntConsumer {
        @Override
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }

    /** mapMulti's mapper: passes any number of values for one value to the consumer. */
    @FunctionalInterface
    interface IntMapMultiConsumer {
        void accept(int value, IntConsumer consumer);
    }
}
