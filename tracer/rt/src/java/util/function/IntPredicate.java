package java.util.function;

import java.util.Objects;

/** A boolean-valued test of a int. */
@FunctionalInterface
public interface IntPredicate {
    boolean test(int value);

    /** Short-circuiting logical AND of this predicate and {@code other}. */
    default IntPredicate and(final IntPredicate other) {
        Objects.requireNonNull(other);
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return self.test(value) && other.test(value);
            }
        };
    }

    /** The logical negation of this predicate. */
    default IntPredicate negate() {
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return !self.test(value);
            }
        };
    }

    /** Short-circuiting logical OR of this predicate and {@code other}. */
    default IntPredicate or(final IntPredicate other) {
        Objects.requireNonNull(other);
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return self.test(value) || other.test(value);
            }
        };
    }
}
