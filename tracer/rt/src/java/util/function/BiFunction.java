package java.util.function;

import java.util.Objects;

/** A function from (T, U) to R. */
@FunctionalInterface
public interface BiFunction<T, U, R> {
    R apply(T t, U u);

    /** Returns {@code (t, u) -> after.apply(apply(t, u))}. */
    default <V> BiFunction<T, U, V> andThen(final Function<? super R, ? extends V> after) {
        Objects.requireNonNull(after);
        final BiFunction<T, U, R> self = this;
        return new BiFunction<T, U, V>() {
            public V apply(T t, U u) {
                return after.apply(self.apply(t, u));
            }
        };
    }
}
