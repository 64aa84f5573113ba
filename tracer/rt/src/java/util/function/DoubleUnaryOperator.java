package java.util.function;

import java.util.Objects;

/** An operation on one double. */
@FunctionalInterface
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);

    /** Returns {@code v -> this(before(v))}. */
    default DoubleUnaryOperator compose(final DoubleUnaryOperator before) {
        Objects.requireNonNull(before);
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double operand) {
                return self.applyAsDouble(before.applyAsDouble(operand));
            }
        };
    }

    /** Returns {@code v -> after(this(v))}. */
    default DoubleUnaryOperator andThen(final DoubleUnaryOperator after) {
        Objects.requireNonNull(after);
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double operand) {
                return after.applyAsDouble(self.applyAsDouble(operand));
            }
        };
    }

    /** The operator that returns its operand. */
    static DoubleUnaryOperator identity() {
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double operand) {
                return operand;
            }
        };
    }
}
