package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * A int value updated atomically. The VM switches threads between any two bytecodes, so every
 * read-modify-write method is synchronized on this object.
 */
public class AtomicInteger extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() {
        return value;
    }

    public final void set(int newValue) {
        value = newValue;
    }

    public final void lazySet(int newValue) {
        value = newValue;
    }

    public final synchronized int getAndSet(int newValue) {
        int old = value;
        value = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int expectedValue, int newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    /** Sets newValue if the value is expectedValue; returns the value seen. */
    public final synchronized int compareAndExchange(int expectedValue, int newValue) {
        int old = value;
        if (old == expectedValue) {
            value = newValue;
        }
        return old;
    }

    public final int compareAndExchangeAcquire(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final synchronized int getAndIncrement() {
        return value++;
    }

    public final synchronized int getAndDecrement() {
        return value--;
    }

    public final synchronized int getAndAdd(int delta) {
        int old = value;
        value = old + delta;
        return old;
    }

    public final synchronized int incrementAndGet() {
        return ++value;
    }

    public final synchronized int decrementAndGet() {
        return --value;
    }

    public final synchronized int addAndGet(int delta) {
        value = value + delta;
        return value;
    }

    /**
     * Applies the function outside the lock and retries when another thread changed the value
     * meanwhile, so the function may run more than once, as documented by the JDK.
     */
    public final int getAndUpdate(IntUnaryOperator updateFunction) {
        while (true) {
            int prev = get();
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(IntUnaryOperator updateFunction) {
        while (true) {
            int prev = get();
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = get();
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = get();
            int next = accumulatorFunction.applyAsInt(prev, x);
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

    public final int getPlain() {
        return value;
    }

    public final void setPlain(int newValue) {
        value = newValue;
    }

    public final int getOpaque() {
        return value;
    }

    public final void setOpaque(int newValue) {
        value = newValue;
    }

    public final int getAcquire() {
        return value;
    }

    public final void setRelease(int newValue) {
        value = newValue;
    }
}
