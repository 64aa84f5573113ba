package java.util.function;

import java.util.Objects;

/** A boolean-valued test of a double. */
@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    /** Short-circuiting logical AND of this predicate and {@code other}. */
    default DoublePredicate and(final DoublePredicate other) {
        Objects.requireNonNull(other);
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return self.test(value) && other.test(value);
            }
        };
    }

    /** The logical negation of this predicate. */
    default DoublePredicate negate() {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return !self.test(value);
            }
        };
    }

    /** Short-circuiting logical OR of this predicate and {@code other}. */
    default DoublePredicate or(final DoublePredicate other) {
        Objects.requireNonNull(other);
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return self.test(value) || other.test(value);
            }
        };
    }
}
