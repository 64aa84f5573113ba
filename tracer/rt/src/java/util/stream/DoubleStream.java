package java.util.stream;

import java.util.DoubleSummaryStatistics;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;

/**
 * A sequence of double values with lazy intermediate operations and one terminal operation. The
 * library's implementation is DoublePipeline; the default methods serve other implementations.
 */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);


    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    /** JDK 16: replaces each value by the values the mapper passes to the consumer. */
    default DoubleStream mapMulti(DoubleStream.DoubleMapMultiConsumer mapper) {
        return StreamSupport.doubleStream(spliterator(), isParallel()).mapMulti(mapper);
    }

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    /** JDK 9: the longest prefix whose values match the predicate. */
    default DoubleStream takeWhile(DoublePredicate predicate) {
        return StreamSupport.doubleStream(spliterator(), isParallel()).takeWhile(predicate);
    }

    /** JDK 9: the values after the longest prefix that matches the predicate. */
    default DoubleStream dropWhile(DoublePredicate predicate) {
        return StreamSupport.doubleStream(spliterator(), isParallel()).dropWhile(predicate);
    }

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();


    Stream<Double> boxed();

    @Override
    DoubleStream sequential();

    @Override
    DoubleStream parallel();

    @Override
    PrimitiveIterator.OfDouble iterator();

    @Override
    Spliterator.OfDouble spliterator();

    // ---- factories ----

    static DoubleStream.Builder builder() {
        return new DoubleSources.Builder();
    }

    static DoubleStream empty() {
        return StreamSupport.doubleStream(Spliterators.emptyDoubleSpliterator(), false);
    }

    static DoubleStream of(double t) {
        return DoubleSources.of(new double[] {t});
    }

    static DoubleStream of(double... values) {
        return DoubleSources.of(values);
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        return DoubleSources.iterate(seed, f);
    }

    /** JDK 9: seed, next(seed), ... while hasNext holds. */
    static DoubleStream iterate(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        return DoubleSources.iterate(seed, hasNext, next);
    }

    static DoubleStream generate(DoubleSupplier s) {
        return DoubleSources.generate(s);
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        return DoubleSources.concat(a, b);
    }

    /** Collects values one by one, then builds a stream of them (once). */
    interface Builder extends DoubleConsumer {
        @Override
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }

    /** mapMulti's mapper: passes any number of values for one value to the consumer. */
    @FunctionalInterface
    interface DoubleMapMultiConsumer {
        void accept(double value, DoubleConsumer consumer);
    }
}
