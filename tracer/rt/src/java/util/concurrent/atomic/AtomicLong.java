package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * A long value updated atomically. The VM switches threads between any two bytecodes, so every
 * read-modify-write method is synchronized on this object.
 */
public class AtomicLong extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final synchronized long getAndSet(long newValue) {
        long old = value;
        value = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(long expectedValue, long newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    /** Sets newValue if the value is expectedValue; returns the value seen. */
    public final synchronized long compareAndExchange(long expectedValue, long newValue) {
        long old = value;
        if (old == expectedValue) {
            value = newValue;
        }
        return old;
    }

    public final long compareAndExchangeAcquire(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final synchronized long getAndIncrement() {
        return value++;
    }

    public final synchronized long getAndDecrement() {
        return value--;
    }

    public final synchronized long getAndAdd(long delta) {
        long old = value;
        value = old + delta;
        return old;
    }

    public final synchronized long incrementAndGet() {
        return ++value;
    }

    public final synchronized long decrementAndGet() {
        return --value;
    }

    public final synchronized long addAndGet(long delta) {
        value = value + delta;
        return value;
    }

    /**
     * Applies the function outside the lock and retries when another thread changed the value
     * meanwhile, so the function may run more than once, as documented by the JDK.
     */
    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        while (true) {
            long prev = get();
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        while (true) {
            long prev = get();
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        while (true) {
            long prev = get();
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        while (true) {
            long prev = get();
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return String.valueOf(get());
    }

    public int intValue() {
        return (int) get();
    }

    public long longValue() {
        return (long) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }
}
