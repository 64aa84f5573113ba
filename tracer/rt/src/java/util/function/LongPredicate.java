package java.util.function;

import java.util.Objects;

/** A boolean-valued test of a long. */
@FunctionalInterface
public interface LongPredicate {
    boolean test(long value);

    /** Short-circuiting logical AND of this predicate and {@code other}. */
    default LongPredicate and(final LongPredicate other) {
        Objects.requireNonNull(other);
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return self.test(value) && other.test(value);
            }
        };
    }

    /** The logical negation of this predicate. */
    default LongPredicate negate() {
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return !self.test(value);
            }
        };
    }

    /** Short-circuiting logical OR of this predicate and {@code other}. */
    default LongPredicate or(final LongPredicate other) {
        Objects.requireNonNull(other);
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return self.test(value) || other.test(value);
            }
        };
    }
}
