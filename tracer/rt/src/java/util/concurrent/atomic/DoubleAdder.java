package java.util.concurrent.atomic;

/** A sum of doubles, for frequent updates from many threads (one synchronized cell). */
public class DoubleAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private double sum;

    public DoubleAdder() {
    }

    public synchronized void add(double x) {
        sum += x;
    }

    public synchronized double sum() {
        return sum;
    }

    public synchronized void reset() {
        sum = 0.0;
    }

    public synchronized double sumThenReset() {
        double s = sum;
        sum = 0.0;
        return s;
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}
