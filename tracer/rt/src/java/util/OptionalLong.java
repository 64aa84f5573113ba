package java.util;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A container that holds one long value or nothing. The empty instance is shared, as in the JDK.
 */
public final class OptionalLong {
    private static final OptionalLong EMPTY = new OptionalLong(false, 0);

    private final boolean isPresent;
    private final long value;

    private OptionalLong(boolean isPresent, long value) {
        this.isPresent = isPresent;
        this.value = value;
    }

    /** The empty OptionalLong. */
    public static OptionalLong empty() {
        return EMPTY;
    }

    /** An OptionalLong holding {@code value}. */
    public static OptionalLong of(long value) {
        return new OptionalLong(true, value);
    }

    /** The value; NoSuchElementException if there is none. */
    public long getAsLong() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return isPresent;
    }

    public boolean isEmpty() {
        return !isPresent;
    }

    public void ifPresent(LongConsumer action) {
        if (isPresent) {
            action.accept(value);
        }
    }

    public void ifPresentOrElse(LongConsumer action, Runnable emptyAction) {
        if (isPresent) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** A stream of the value, or an empty stream. */
    public java.util.stream.LongStream stream() {
        return isPresent ? java.util.stream.LongStream.of(value) : java.util.stream.LongStream.empty();
    }

    public long orElse(long other) {
        return isPresent ? value : other;
    }

    public long orElseGet(LongSupplier supplier) {
        return isPresent ? value : supplier.getAsLong();
    }

    /** The value; NoSuchElementException "No value present" if there is none. */
    public long orElseThrow() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception the supplier makes. */
    public <X extends Throwable> long orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
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
        if (!(obj instanceof OptionalLong)) {
            return false;
        }
        OptionalLong other = (OptionalLong) obj;
        if (isPresent && other.isPresent) {
            return value == other.value;
        }
        return isPresent == other.isPresent;
    }

    @Override
    public int hashCode() {
        return isPresent ? Long.hashCode(value) : 0;
    }

    @Override
    public String toString() {
        return isPresent ? "OptionalLong[" + value + "]" : "OptionalLong.empty";
    }
}
