package java.util;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * A container that holds one int value or nothing. The empty instance is shared, as in the JDK.
 */
public final class OptionalInt {
    private static final OptionalInt EMPTY = new OptionalInt(false, 0);

    private final boolean isPresent;
    private final int value;

    private OptionalInt(boolean isPresent, int value) {
        this.isPresent = isPresent;
        this.value = value;
    }

    /** The empty OptionalInt. */
    public static OptionalInt empty() {
        return EMPTY;
    }

    /** An OptionalInt holding {@code value}. */
    public static OptionalInt of(int value) {
        return new OptionalInt(true, value);
    }

    /** The value; NoSuchElementException if there is none. */
    public int getAsInt() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return isPresent;
    }

    public boolean isEmpty() {
        return !isPresent;
    }

    public void ifPresent(IntConsumer action) {
        if (isPresent) {
            action.accept(value);
        }
    }

    public void ifPresentOrElse(IntConsumer action, Runnable emptyAction) {
        if (isPresent) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** A stream of the value, or an empty stream. */
    public java.util.stream.IntStream stream() {
        return isPresent ? java.util.stream.IntStream.of(value) : java.util.stream.IntStream.empty();
    }

    public int orElse(int other) {
        return isPresent ? value : other;
    }

    public int orElseGet(IntSupplier supplier) {
        return isPresent ? value : supplier.getAsInt();
    }

    /** The value; NoSuchElementException "No value present" if there is none. */
    public int orElseThrow() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception the supplier makes. */
    public <X extends Throwable> int orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (isPresent) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    /** Equal if both are empty or both hold the same value. */
    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof OptionalInt)) {
            return false;
        }
        OptionalInt other = (OptionalInt) obj;
        if (isPresent && other.isPresent) {
            return value == other.value;
        }
        return isPresent == other.isPresent;
    }

    @Override
    public int hashCode() {
        return isPresent ? Integer.hashCode(value) : 0;
    }

    @Override
    public String toString() {
        return isPresent ? "OptionalInt[" + value + "]" : "OptionalInt.empty";
    }
}
