package java.lang;

/**
 * Basic numeric functions. The transcendental functions are natives (see the VM contract);
 * rounding, min/max, exact arithmetic and the IEEE helpers are Java, with the JDK's results in
 * every edge case (signed zeros, NaN, overflow).
 */
public final class Math {
    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    /** The factors JDK 9+ uses, so that toRadians/toDegrees round exactly as on HotSpot 17. */
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    /** 2^52: doubles at least this large have no fractional part. */
    private static final double TWO_TO_THE_52 = 4503599627370496.0;

    private static final long DOUBLE_SIGN_BIT = 0x8000000000000000L;
    private static final int FLOAT_SIGN_BIT = 0x80000000;

    private Math() {
    }

    // ---- natives ----

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double asin(double a);

    public static native double acos(double a);

    public static native double atan(double a);

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double sqrt(double a);

    public static native double cbrt(double a);

    public static native double sinh(double x);

    public static native double cosh(double x);

    public static native double tanh(double x);

    public static native double expm1(double x);

    public static native double log1p(double x);

    public static native double atan2(double y, double x);

    public static native double pow(double a, double b);

    public static native double hypot(double x, double y);

    public static native double IEEEremainder(double f1, double f2);

    // ---- angles ----

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    // ---- rounding ----

    /**
     * The largest integer value not greater than a. Values that are already integral (including
     * large magnitudes, infinities, NaN and signed zeros) are returned unchanged.
     */
    public static double floor(double a) {
        if (!(abs(a) < TWO_TO_THE_52) || a == 0.0) {
            return a;
        }
        double t = (double) (long) a; // truncation toward zero, exact here
        return (t > a) ? t - 1.0 : t; // negative non-integers truncate upward
    }

    /** The smallest integer value not less than a; ceil(-0.5) is -0.0 as in the JDK. */
    public static double ceil(double a) {
        if (!(abs(a) < TWO_TO_THE_52) || a == 0.0) {
            return a;
        }
        double t = (double) (long) a;
        if (t < a) {
            t += 1.0;
        }
        if (t == 0.0 && a < 0.0) {
            return -0.0;
        }
        return t;
    }

    /**
     * The integer value closest to a, ties to even. Adding and subtracting 2^52 makes the
     * hardware round the fraction away in the current (round-to-nearest-even) mode.
     */
    public static double rint(double a) {
        double sign = copySign(1.0, a);
        double m = abs(a);
        if (m < TWO_TO_THE_52) {
            m = (TWO_TO_THE_52 + m) - TWO_TO_THE_52;
        }
        return sign * m;
    }

    /**
     * floor(a + 1/2) computed without rounding error (so 0.49999999999999994 rounds to 0), NaN
     * to 0, and saturating at the long range.
     */
    public static long round(double a) {
        if (a != a) {
            return 0L;
        }
        if (!(abs(a) < TWO_TO_THE_52)) {
            return (long) a; // already integral; the cast saturates infinities
        }
        double f = floor(a);
        // a - f is exact (it is the fraction of a), unlike a + 0.5.
        return (long) ((a - f >= 0.5) ? f + 1.0 : f);
    }

    /** As round(double), with the float's exact value and saturation at the int range. */
    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        double d = a; // exact
        if (!(abs(d) < TWO_TO_THE_52)) {
            return (int) d;
        }
        double f = floor(d);
        return (int) ((d - f >= 0.5) ? f + 1.0 : f);
    }

    public static double random() {
        return RandomHolder.RANDOM.nextDouble();
    }

    /** Created on first use of random(), as in the JDK. */
    private static final class RandomHolder {
        static final java.util.Random RANDOM = new java.util.Random();
    }

    // ---- exact arithmetic ----

    public static int addExact(int x, int y) {
        int r = x + y;
        // Overflow iff both operands have the sign opposite to the result.
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        // Overflow iff the operands have different signs and the result's sign differs from x's.
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            // Some bits above 31 are set: check with division, and the MIN_VALUE * -1 case.
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    /** The high 64 bits of the 128-bit product, from 32-bit partial products. */
    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    /** Division rounding toward negative infinity. */
    public static int floorDiv(int x, int y) {
        int r = x / y;
        if ((x ^ y) < 0 && (r * y != x)) {
            r--;
        }
        return r;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long r = x / y;
        if ((x ^ y) < 0 && (r * y != x)) {
            r--;
        }
        return r;
    }

    /** The modulus with the sign of the divisor. */
    public static int floorMod(int x, int y) {
        int mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    // ---- abs, min, max ----

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    /** abs(-0.0f) is 0.0f; NaN stays NaN. */
    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0D) ? 0.0D - a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException(
                    "Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException(
                    "Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    /** NaN if either is NaN; 0.0f is larger than -0.0f. */
    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == FLOAT_SIGN_BIT) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(a) == DOUBLE_SIGN_BIT) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    /** NaN if either is NaN; -0.0f is smaller than 0.0f. */
    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == FLOAT_SIGN_BIT) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(b) == DOUBLE_SIGN_BIT) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ---- IEEE helpers ----

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & DOUBLE_SIGN_BIT)
                | (Double.doubleToRawLongBits(magnitude) & ~DOUBLE_SIGN_BIT));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & FLOAT_SIGN_BIT)
                | (Float.floatToRawIntBits(magnitude) & ~FLOAT_SIGN_BIT));
    }

    /**
     * The unbiased exponent; MAX_EXPONENT + 1 for NaN and infinities, MIN_EXPONENT - 1 for zero
     * and subnormals.
     */
    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7FF0000000000000L) >> 52) - 1023);
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    /** 2^n for n in the normal double range. */
    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + 1023L) << 52) & 0x7FF0000000000000L);
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == Double.MAX_EXPONENT + 1) {
            return abs(d); // NaN or infinity
        }
        if (exp == Double.MIN_EXPONENT - 1) {
            return Double.MIN_VALUE; // zero or subnormal
        }
        exp -= 52;
        if (exp >= Double.MIN_EXPONENT) {
            return powerOfTwoD(exp);
        }
        return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == Float.MAX_EXPONENT + 1) {
            return abs(f);
        }
        if (exp == Float.MIN_EXPONENT - 1) {
            return Float.MIN_VALUE;
        }
        exp -= 23;
        if (exp >= Float.MIN_EXPONENT) {
            return Float.intBitsToFloat(((exp + 127) << 23) & 0x7f800000);
        }
        return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0d; // turns -0.0 into +0.0
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? +1L : -1L));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f >= 0.0f) ? +1 : -1));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    /** The neighbour of start in the direction of direction (direction if they are equal). */
    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long bits = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(bits + ((bits > 0L) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long bits = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(bits + ((bits >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        }
        return start + direction; // NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int bits = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(bits + ((bits > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int bits = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    /**
     * d * 2^scaleFactor rounded once. The factor is applied as a remainder step followed by
     * steps of 2^512, so intermediate results never round before the final step.
     */
    /**
     * a * b + c rounded once. Finite operands go through exact BigDecimal arithmetic; zero
     * factors and non-finite operands use ordinary arithmetic, which then gives the IEEE result
     * (signed zeros, infinities, NaN).
     */
    public static double fma(double a, double b, double c) {
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(c)) {
            return Double.NaN;
        }
        boolean infA = Double.isInfinite(a);
        boolean infB = Double.isInfinite(b);
        if (infA || infB || Double.isInfinite(c)) {
            if ((infA && b == 0.0) || (infB && a == 0.0)) {
                return Double.NaN;
            }
            double product = a * b;
            // a finite product can overflow here only when c is infinite, and then c decides
            return (Double.isInfinite(product) && !infA && !infB) ? c : product + c;
        }
        if (a == 0.0 || b == 0.0) {
            return a * b + c;
        }
        java.math.BigDecimal product = new java.math.BigDecimal(a).multiply(new java.math.BigDecimal(b));
        if (c == 0.0) {
            return product.doubleValue();
        }
        return product.add(new java.math.BigDecimal(c)).doubleValue();
    }

    /** a * b + c rounded once to float (the double product of two floats is exact). */
    public static float fma(float a, float b, float c) {
        if (!Float.isFinite(a) || !Float.isFinite(b) || !Float.isFinite(c)) {
            return (float) fma((double) a, (double) b, (double) c);
        }
        if (a == 0.0f || b == 0.0f) {
            return a * b + c;
        }
        return new java.math.BigDecimal((double) a * (double) b)
                .add(new java.math.BigDecimal((double) c)).floatValue();
    }

    public static double scalb(double d, int scaleFactor) {
        final int maxScale = Double.MAX_EXPONENT + -Double.MIN_EXPONENT + 53 + 1;
        int increment;
        double delta;
        if (scaleFactor < 0) {
            scaleFactor = max(scaleFactor, -maxScale);
            increment = -512;
            delta = powerOfTwoD(-512);
        } else {
            scaleFactor = min(scaleFactor, maxScale);
            increment = 512;
            delta = powerOfTwoD(512);
        }
        int rem = scaleFactor % 512; // same sign as scaleFactor
        d *= powerOfTwoD(rem);
        scaleFactor -= rem;
        while (scaleFactor != 0) {
            d *= delta;
            scaleFactor -= increment;
        }
        return d;
    }

    /** Exact in double, then a single rounding to float. */
    public static float scalb(float f, int scaleFactor) {
        final int maxScale = Float.MAX_EXPONENT + -Float.MIN_EXPONENT + 24 + 1;
        scaleFactor = max(min(scaleFactor, maxScale), -maxScale);
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }
}
