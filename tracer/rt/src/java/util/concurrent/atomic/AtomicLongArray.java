package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * An array of long elements updated atomically. Indexes are checked as by an array access, so a
 * bad index throws ArrayIndexOutOfBoundsException with the VM's message.
 */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final long[] array;

    @SuppressWarnings("unchecked")
    public AtomicLongArray(int length) {
        array = (long[]) new long[length];
    }

    @SuppressWarnings("unchecked")
    public AtomicLongArray(long[] array) {
        this.array = (long[]) array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final synchronized long get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final synchronized long getAndSet(int i, long newValue) {
        long old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, long expectedValue, long newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized long compareAndExchange(int i, long expectedValue, long newValue) {
        long old = array[i];
        if (old == expectedValue) {
            array[i] = newValue;
        }
        return old;
    }

    public final synchronized long getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized long getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized long getAndAdd(int i, long delta) {
        long old = array[i];
        array[i] = old + delta;
        return old;
    }

    public final synchronized long incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized long decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized long addAndGet(int i, long delta) {
        array[i] += delta;
        return array[i];
    }

    /** The function may run more than once when threads contend, as in the JDK. */
    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        while (true) {
            long prev = get(i);
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        while (true) {
            long prev = get(i);
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        while (true) {
            long prev = get(i);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        while (true) {
            long prev = get(i);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    /** For example {@code [1, 2, 3]}. */
    public String toString() {
        int last = array.length - 1;
        if (last == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == last) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }

    public final long getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, long newValue) {
        set(i, newValue);
    }

    public final long getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, long newValue) {
        set(i, newValue);
    }
}
