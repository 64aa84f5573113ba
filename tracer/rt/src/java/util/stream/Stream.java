package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/**
 * A sequence of objects with lazy intermediate operations and one terminal operation. The
 * library's implementation is RefPipeline; the default methods serve other implementations.
 */
public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);

    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    IntStream mapToInt(ToIntFunction<? super T> mapper);

    LongStream mapToLong(ToLongFunction<? super T> mapper);

    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);

    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);

    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);

    LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper);

    DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper);

    /** JDK 16: replaces each element by the elements the mapper passes to the consumer. */
    default <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper) {
        return StreamSupport.stream(spliterator(), isParallel()).mapMulti(mapper);
    }

    default IntStream mapMultiToInt(BiConsumer<? super T, ? super IntConsumer> mapper) {
        return StreamSupport.stream(spliterator(), isParallel()).mapMultiToInt(mapper);
    }

    default LongStream mapMultiToLong(BiConsumer<? super T, ? super LongConsumer> mapper) {
        return StreamSupport.stream(spliterator(), isParallel()).mapMultiToLong(mapper);
    }

    default DoubleStream mapMultiToDouble(BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        return StreamSupport.stream(spliterator(), isParallel()).mapMultiToDouble(mapper);
    }

    Stream<T> distinct();

    Stream<T> sorted();

    Stream<T> sorted(Comparator<? super T> comparator);

    Stream<T> peek(Consumer<? super T> action);

    Stream<T> limit(long maxSize);

    Stream<T> skip(long n);

    /** JDK 9: the longest prefix whose elements match the predicate. */
    default Stream<T> takeWhile(Predicate<? super T> predicate) {
        return StreamSupport.stream(spliterator(), isParallel()).takeWhile(predicate);
    }

    /** JDK 9: the elements after the longest prefix that matches the predicate. */
    default Stream<T> dropWhile(Predicate<? super T> predicate) {
        return StreamSupport.stream(spliterator(), isParallel()).dropWhile(predicate);
    }

    void forEach(Consumer<? super T> action);

    void forEachOrdered(Consumer<? super T> action);

    Object[] toArray();

    <A> A[] toArray(IntFunction<A[]> generator);

    T reduce(T identity, BinaryOperator<T> accumulator);

    Optional<T> reduce(BinaryOperator<T> accumulator);

    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);

    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner);

    <R, A> R collect(Collector<? super T, A, R> collector);

    /** JDK 16: the elements in an unmodifiable list (nulls allowed). */
    @SuppressWarnings("unchecked")
    default List<T> toList() {
        return (List<T>) Collections.unmodifiableList(new ArrayList<Object>(Arrays.asList(this.toArray())));
    }

    Optional<T> min(Comparator<? super T> comparator);

    Optional<T> max(Comparator<? super T> comparator);

    long count();

    boolean anyMatch(Predicate<? super T> predicate);

    boolean allMatch(Predicate<? super T> predicate);

    boolean noneMatch(Predicate<? super T> predicate);

    Optional<T> findFirst();

    Optional<T> findAny();

    // ---- factories ----

    static <T> Stream.Builder<T> builder() {
        return new StreamSources.RefBuilder<T>();
    }

    static <T> Stream<T> empty() {
        return StreamSupport.stream(Spliterators.<T>emptySpliterator(), false);
    }

    static <T> Stream<T> of(T t) {
        return StreamSupport.stream(Spliterators.<T>spliterator(new Object[] {t},
                StreamSources.ARRAY_CHARACTERISTICS), false);
    }

    /** JDK 9: a stream of the element, or an empty stream for null. */
    static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : Stream.of(t);
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <T> Stream<T> of(T... values) {
        return StreamSupport.stream(Spliterators.<T>spliterator(values, StreamSources.ARRAY_CHARACTERISTICS),
                false);
    }

    static <T> Stream<T> iterate(T seed, UnaryOperator<T> f) {
        return StreamSources.iterate(seed, f);
    }

    /** JDK 9: seed, f(seed), ... while hasNext holds. */
    static <T> Stream<T> iterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        return StreamSources.iterate(seed, hasNext, next);
    }

    static <T> Stream<T> generate(Supplier<? extends T> s) {
        return StreamSources.generate(s);
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        return StreamSources.concat(a, b);
    }

    /** Collects elements one by one, then builds a stream of them (once). */
    interface Builder<T> extends Consumer<T> {
        @Override
        void accept(T t);

        default Stream.Builder<T> add(T t) {
            accept(t);
            return this;
        }

        Stream<T> build();
    }
}
