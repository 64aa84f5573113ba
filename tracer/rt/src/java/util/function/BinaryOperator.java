package java.util.function;

import java.util.Comparator;
import java.util.Objects;

/** A function from (T, T) to T. */
@FunctionalInterface
public interface BinaryOperator<T> extends BiFunction<T, T, T> {

    /** Returns the lesser operand by {@code comparator}; the first one on ties. */
    public static <T> BinaryOperator<T> minBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        };
    }

    /** Returns the greater operand by {@code comparator}; the first one on ties. */
    public static <T> BinaryOperator<T> maxBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        };
    }
}
