package java.util.function;

import java.util.Objects;

/** An operation on one int. */
@FunctionalInterface
public interface IntUnaryOperator {
    int applyAsInt(int operand);

    /** Returns {@code v -> this(before(v))}. */
    default IntUnaryOperator compose(final IntUnaryOperator before) {
        Objects.requireNonNull(before);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int operand) {
                return self.applyAsInt(before.applyAsInt(operand));
            }
        };
    }

    /** Returns {@code v -> after(this(v))}. */
    default IntUnaryOperator andThen(final IntUnaryOperator after) {
        Objects.requireNonNull(after);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int operand) {
                return after.applyAsInt(self.applyAsInt(operand));
            }
        };
    }

    /** The operator that returns its operand. */
    static IntUnaryOperator identity() {
        return new IntUnaryOperator() {
            public int applyAsInt(int operand) {
                return operand;
            }
        };
    }
}
