package java.util;

import java.util.function.DoubleConsumer;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * A container that holds one double value or nothing. The empty instance is shared, as in the JDK.
 */
public final class OptionalDouble {
    private static final OptionalDouble EMPTY = new OptionalDouble(false, 0);

    private final boolean isPresent;
    private final double value;

    private OptionalDouble(boolean isPresent, double value) {
        this.isPresent = isPresent;
        this.value = value;
    }

    /** The empty OptionalDouble. */
    public static OptionalDouble empty() {
        return EMPTY;
    }

    /** An OptionalDouble holding {@code value}. */
    public static OptionalDouble of(double value) {
        return new OptionalDouble(true, value);
    }

    /** The value; NoSuchElementException if there is none. */
    public double getAsDouble() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return isPresent;
    }

    public boolean isEmpty() {
        return !isPresent;
    }

    public void ifPresent(DoubleConsumer action) {
        if (isPresent) {
            action.accept(value);
        }
    }

    public void ifPresentOrElse(DoubleConsumer action, Runnable emptyAction) {
        if (isPresent) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** A stream of the value, or an empty stream. */
    public java.util.stream.DoubleStream stream() {
        return isPresent ? java.util.stream.DoubleStream.of(value) : java.util.stream.DoubleStream.empty();
    }

    public double orElse(double other) {
        return isPresent ? value : other;
    }

    public double orElseGet(DoubleSupplier supplier) {
        return isPresent ? value : supplier.getAsDouble();
    }

    /** The value; NoSuchElementException "No value present" if there is none. */
    public double orElseThrow() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception the supplier makes. */
    public <X extends Throwable> double orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (isPresent) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    /** Equal if both are empty or both hold the same value. Present values compare with Double.compare, so NaN equals NaN and 0.0 differs from -0.0. */
    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof OptionalDouble)) {
            return false;
        }
        OptionalDouble other = (OptionalDouble) obj;
        if (isPresent && other.isPresent) {
            return Double.compare(value, other.value) == 0;
        }
        return isPresent == other.isPresent;
    }

    @Override
    public int hashCode() {
        return isPresent ? Double.hashCode(value) : 0;
    }

    @Override
    public String toString() {
        return isPresent ? "OptionalDouble[" + value + "]" : "OptionalDouble.empty";
    }
}
