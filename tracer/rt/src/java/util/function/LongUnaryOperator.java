package java.util.function;

import java.util.Objects;

/** An operation on one long. */
@FunctionalInterface
public interface LongUnaryOperator {
    long applyAsLong(long operand);

    /** Returns {@code v -> this(before(v))}. */
    default LongUnaryOperator compose(final LongUnaryOperator before) {
        Objects.requireNonNull(before);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long operand) {
                return self.applyAsLong(before.applyAsLong(operand));
            }
        };
    }

    /** Returns {@code v -> after(this(v))}. */
    default LongUnaryOperator andThen(final LongUnaryOperator after) {
        Objects.requireNonNull(after);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long operand) {
                return after.applyAsLong(self.applyAsLong(operand));
            }
        };
    }

    /** The operator that returns its operand. */
    static LongUnaryOperator identity() {
        return new LongUnaryOperator() {
            public long applyAsLong(long operand) {
                return operand;
            }
        };
    }
}
