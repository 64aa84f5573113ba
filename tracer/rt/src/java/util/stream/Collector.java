package java.util.stream;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A mutable reduction: a container made by supplier, filled by accumulator, merged by combiner
 * (never called by crossprof's sequential streams) and turned into the result by finisher.
 */
public interface Collector<T, A, R> {
    Supplier<A> supplier();

    BiConsumer<A, T> accumulator();

    BinaryOperator<A> combiner();

    Function<A, R> finisher();

    Set<Characteristics> characteristics();

    /** A collector whose container is its result (IDENTITY_FINISH). */
    static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator,
            BinaryOperator<R> combiner, Characteristics... characteristics) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(characteristics);
        EnumSet<Characteristics> set = EnumSet.of(Characteristics.IDENTITY_FINISH);
        for (Characteristics c : characteristics) {
            set.add(c);
        }
        return new Collectors.Impl<T, R, R>(supplier, accumulator, combiner, Collectors.<R, R>castingIdentity(),
                Collections.unmodifiableSet(set));
    }

    static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator,
            BinaryOperator<A> combiner, Function<A, R> finisher, Characteristics... characteristics) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(finisher);
        Objects.requireNonNull(characteristics);
        EnumSet<Characteristics> set = EnumSet.noneOf(Characteristics.class);
        for (Characteristics c : characteristics) {
            set.add(c);
        }
        return new Collectors.Impl<T, A, R>(supplier, accumulator, combiner, finisher,
                Collections.unmodifiableSet(set));
    }

    /** Properties a stream implementation may use to optimize a collection. */
    enum Characteristics {
        CONCURRENT,
        UNORDERED,
        IDENTITY_FINISH
    }
}
