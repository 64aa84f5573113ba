package java.util.function;

import java.util.Objects;

/** A function from T to R. */
@FunctionalInterface
public interface Function<T, R> {
    R apply(T t);

    /** Returns {@code v -> apply(before.apply(v))}. */
    default <V> Function<V, R> compose(final Function<? super V, ? extends T> before) {
        Objects.requireNonNull(before);
        final Function<T, R> self = this;
        return new Function<V, R>() {
            public R apply(V v) {
                return self.apply(before.apply(v));
            }
        };
    }

    /** Returns {@code t -> after.apply(apply(t))}. */
    default <V> Function<T, V> andThen(final Function<? super R, ? extends V> after) {
        Objects.requireNonNull(after);
        final Function<T, R> self = this;
        return new Function<T, V>() {
            public V apply(T t) {
                return after.apply(self.apply(t));
            }
        };
    }

    /** The function that returns its argument. */
    static <T> Function<T, T> identity() {
        return new Function<T, T>() {
            public T apply(T t) {
                return t;
            }
        };
    }
}
