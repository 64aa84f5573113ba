package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/** A double value combined with updates by a function, starting from an identity value. */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final DoubleBinaryOperator function;
    private final double identity;
    private double value;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    /** The function runs outside the lock; a concurrent change makes it run again. */
    public void accumulate(double x) {
        while (true) {
            double prev = get();
            double next = function.applyAsDouble(prev, x);
            synchronized (this) {
                if (value == prev) {
                    value = next;
                    return;
                }
            }
        }
    }

    public synchronized double get() {
        return value;
    }

    public synchronized void reset() {
        value = identity;
    }

    public synchronized double getThenReset() {
        double v = value;
        value = identity;
        return v;
    }

    public String toString() {
        return Double.toString(get());
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return get();
    }
}
