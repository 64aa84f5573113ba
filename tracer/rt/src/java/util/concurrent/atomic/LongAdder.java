package java.util.concurrent.atomic;

/**
 * A sum of longs, for frequent updates from many threads. There is no contention to spread
 * here (one thread runs at a time), so a single synchronized cell suffices.
 */
public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private long sum;

    public LongAdder() {
    }

    public synchronized void add(long x) {
        sum += x;
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public synchronized long sum() {
        return sum;
    }

    public synchronized void reset() {
        sum = 0L;
    }

    public synchronized long sumThenReset() {
        long s = sum;
        sum = 0L;
        return s;
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
