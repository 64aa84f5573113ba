package java.util.function;

import java.util.Objects;

/** A boolean-valued test of a pair (T, U). */
@FunctionalInterface
public interface BiPredicate<T, U> {
    boolean test(T t, U u);

    /** Short-circuiting logical AND of this predicate and {@code other}. */
    default BiPredicate<T, U> and(final BiPredicate<? super T, ? super U> other) {
        Objects.requireNonNull(other);
        final BiPredicate<T, U> self = this;
        return new BiPredicate<T, U>() {
            public boolean test(T t, U u) {
                return self.test(t, u) && other.test(t, u);
            }
        };
    }

    /** The logical negation of this predicate. */
    default BiPredicate<T, U> negate() {
        final BiPredicate<T, U> self = this;
        return new BiPredicate<T, U>() {
            public boolean test(T t, U u) {
                return !self.test(t, u);
            }
        };
    }

    /** Short-circuiting logical OR of this predicate and {@code other}. */
    default BiPredicate<T, U> or(final BiPredicate<? super T, ? super U> other) {
        Objects.requireNonNull(other);
        final BiPredicate<T, U> self = this;
        return new BiPredicate<T, U>() {
            public boolean test(T t, U u) {
                return self.test(t, u) || other.test(t, u);
            }
        };
    }
}
