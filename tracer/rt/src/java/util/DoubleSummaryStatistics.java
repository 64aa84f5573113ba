package java.util;

import java.util.function.DoubleConsumer;

/**
 * Count, sum, min, max and average of double values. The sum is compensated (Kahan) so that it
 * equals the JDK's to the last bit; a plain running sum is kept as well because the compensated
 * sum turns into NaN when infinities of one sign are added.
 */
public class DoubleSummaryStatistics implements DoubleConsumer {
    private long count;
    private double sum;
    private double lowBits; // the negated rounding error of sum so far
    private double plainSum;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public DoubleSummaryStatistics() {
    }

    /** Starts from given totals (JDK 10); with count 0 the other arguments are ignored. */
    public DoubleSummaryStatistics(long count, double min, double max, double sum) {
        if (count < 0L) {
            throw new IllegalArgumentException("Negative count value");
        }
        if (count > 0L) {
            if (min > max) {
                throw new IllegalArgumentException("Minimum greater than maximum");
            }
            int nans = (Double.isNaN(min) ? 1 : 0) + (Double.isNaN(max) ? 1 : 0) + (Double.isNaN(sum) ? 1 : 0);
            if (nans > 0 && nans < 3) {
                throw new IllegalArgumentException("Some, not all, of the minimum, maximum, or sum is NaN");
            }
            this.count = count;
            this.sum = sum;
            this.plainSum = sum;
            this.min = min;
            this.max = max;
        }
    }

    @Override
    public void accept(double value) {
        count++;
        plainSum += value;
        addCompensated(value);
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    /** Adds the other statistics' values into these. */
    public void combine(DoubleSummaryStatistics other) {
        count += other.count;
        plainSum += other.plainSum;
        addCompensated(other.sum);
        addCompensated(-other.lowBits);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    private void addCompensated(double value) {
        double corrected = value - lowBits;
        double next = sum + corrected;
        lowBits = (next - sum) - corrected;
        sum = next;
    }

    public final long getCount() {
        return count;
    }

    /** The compensated sum (or the plain sum when only that one is a correct infinity). */
    public final double getSum() {
        double s = sum - lowBits;
        if (Double.isNaN(s) && Double.isInfinite(plainSum)) {
            return plainSum;
        }
        return s;
    }

    public final double getMin() {
        return min;
    }

    public final double getMax() {
        return max;
    }

    /** The arithmetic mean, 0.0 when no values were recorded. */
    public final double getAverage() {
        return count > 0 ? getSum() / count : 0.0d;
    }

    @Override
    public String toString() {
        return String.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}",
                getClass().getSimpleName(), getCount(), getSum(), getMin(), getAverage(), getMax());
    }
}
