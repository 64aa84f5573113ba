package java.lang;

/**
 * The box of a double. Conversion to and from decimal text and the raw bit conversions are
 * natives (they must produce the JDK's exact digits); everything else is Java.
 */
public final class Double extends Number implements Comparable<Double> {
    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = SIZE / Byte.SIZE;

    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    private static final long SIGNIF_BIT_MASK = 0x000FFFFFFFFFFFFFL;

    private final double value;

    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    @Deprecated
    public Double(String s) throws NumberFormatException {
        value = parseDouble(s);
    }

    /** The shortest decimal that uniquely distinguishes the value, as the JDK prints it. */
    public static native String toString(double d);

    /**
     * Hexadecimal form, e.g. "0x1.8p1" for 3.0 and "0x0.0000000000001p-1022" for MIN_VALUE;
     * NaN and infinities as in toString.
     */
    public static String toHexString(double d) {
        if (!isFinite(d)) {
            return toString(d);
        }
        StringBuilder answer = new StringBuilder(24);
        if (Math.copySign(1.0, d) == -1.0) {
            answer.append('-');
        }
        answer.append("0x");
        d = Math.abs(d);
        if (d == 0.0) {
            answer.append("0.0p0");
            return answer.toString();
        }
        boolean subnormal = (d < MIN_NORMAL);
        long signifBits = doubleToLongBits(d) & SIGNIF_BIT_MASK;
        answer.append(subnormal ? "0." : "1.");
        // 13 hex digits of significand, trailing zeros removed (at least one digit kept).
        int digits = 13;
        while (digits > 1 && (signifBits & 0xf) == 0) {
            signifBits >>>= 4;
            digits--;
        }
        String hex = Long.toHexString(signifBits);
        for (int i = hex.length(); i < digits; i++) {
            answer.append('0');
        }
        answer.append(hex);
        answer.append('p');
        answer.append(subnormal ? MIN_EXPONENT : Math.getExponent(d));
        return answer.toString();
    }

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    /** Boxes are not cached, as in the JDK. */
    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static native double parseDouble(String s) throws NumberFormatException;

    public static boolean isNaN(double v) {
        return (v != v);
    }

    public static boolean isInfinite(double v) {
        return (v == POSITIVE_INFINITY) || (v == NEGATIVE_INFINITY);
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    /** Equal bit patterns (after NaN canonicalization): NaN equals NaN, 0.0 differs from -0.0. */
    public boolean equals(Object obj) {
        return (obj instanceof Double)
                && (doubleToLongBits(((Double) obj).value) == doubleToLongBits(value));
    }

    /** The raw bits, with every NaN collapsed to the canonical 0x7ff8000000000000L. */
    public static long doubleToLongBits(double value) {
        if (value != value) {
            return 0x7ff8000000000000L;
        }
        return doubleToRawLongBits(value);
    }

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public int compareTo(Double anotherDouble) {
        return Double.compare(value, anotherDouble.value);
    }

    /** Total order: -0.0 before 0.0, NaN after everything (and equal to itself). */
    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long thisBits = doubleToLongBits(d1);
        long anotherBits = doubleToLongBits(d2);
        return (thisBits == anotherBits ? 0 : (thisBits < anotherBits ? -1 : 1));
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
