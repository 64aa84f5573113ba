package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/** A long value combined with updates by a function, starting from an identity value. */
public class LongAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final LongBinaryOperator function;
    private final long identity;
    private long value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    /** The function runs outside the lock; a concurrent change makes it run again. */
    public void accumulate(long x) {
        while (true) {
            long prev = get();
            long next = function.applyAsLong(prev, x);
            synchronized (this) {
                if (value == prev) {
                    value = next;
                    return;
                }
            }
        }
    }

    public synchronized long get() {
        return value;
    }

    public synchronized void reset() {
        value = identity;
    }

    public synchronized long getThenReset() {
        long v = value;
        value = identity;
        return v;
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
