package java.util.stream;

/**
 * Kahan summation as DoubleStream.sum/average and Collectors.summingDouble/averagingDouble do
 * it, so that results equal the JDK's bit for bit. A plain sum is kept too: it is the answer
 * when the compensated one turns into NaN from adding infinities of one sign.
 */
final class CompensatedSum {
    private double high;
    private double lowNegated;
    private double plain;
    long count;

    void add(double v) {
        count++;
        plain += v;
        addCompensated(v);
    }

    private void addCompensated(double v) {
        double corrected = v - lowNegated;
        double next = high + corrected;
        lowNegated = (next - high) - corrected;
        high = next;
    }

    double result() {
        double s = high - lowNegated;
        if (Double.isNaN(s) && Double.isInfinite(plain)) {
            return plain;
        }
        return s;
    }
}
