package java.math;

/**
 * Immutable decimal numbers: unscaledValue * 10^-scale. Arithmetic, rounding, preferred scales,
 * string forms and hash codes follow the JDK 17 specification (and its results where the
 * specification leaves room, e.g. the scale of a MathContext quotient).
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    private final BigInteger intVal;
    private final int scale;
    /** Cached digit count; 0 until computed. */
    private transient int precision;

    // ---- construction ----

    public BigDecimal(char[] in, int offset, int len) {
        this(in, offset, len, MathContext.UNLIMITED);
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        this(fromParsed(DecimalSupport.parse(in, offset, len), mc));
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    /** The exact binary value of the double. */
    public BigDecimal(double val) {
        this(exactDouble(val));
    }

    public BigDecimal(double val, MathContext mc) {
        this(exactDouble(val).round(mc));
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(DecimalSupport.doRound(val, 0, mc));
    }

    public BigDecimal(BigInteger unscaledVal, int scale) {
        if (unscaledVal == null) {
            throw new NullPointerException();
        }
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(DecimalSupport.doRound(unscaledVal, scale, mc));
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(DecimalSupport.doRound(BigInteger.valueOf(val), 0, mc));
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(DecimalSupport.doRound(BigInteger.valueOf(val), 0, mc));
    }

    private BigDecimal(BigDecimal v) {
        this.intVal = v.intVal;
        this.scale = v.scale;
        this.precision = v.precision;
    }

    private static BigDecimal fromParsed(DecimalSupport.Parsed p, MathContext mc) {
        BigDecimal r = new BigDecimal(p.unscaled, (int) p.scale);
        return mc.precision > 0 ? DecimalSupport.doRound(p.unscaled, (int) p.scale, mc) : r;
    }

    private static BigDecimal exactDouble(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int sign = (bits >> 63) == 0 ? 1 : -1;
        int exponent = (int) ((bits >> 52) & 0x7ffL);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1 : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) {
            return new BigDecimal(BigInteger.ZERO, 0);
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger s = BigInteger.valueOf(sign * significand);
        if (exponent >= 0) {
            return new BigDecimal(s.shiftLeft(exponent), 0);
        }
        // m * 2^-k == m * 5^k / 10^k
        return new BigDecimal(s.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    /** Via Double.toString, so 0.1 becomes 0.1. */
    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    /** Checks a new scale for a value; zero values clamp instead of failing. */
    static int checkScale(BigInteger u, long s) {
        if (s > Integer.MAX_VALUE || s < Integer.MIN_VALUE) {
            if (u.signum == 0) {
                return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            }
            throw new ArithmeticException(s > 0 ? "Underflow" : "Overflow");
        }
        return (int) s;
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    private static BigDecimal zero(int scale) {
        return new BigDecimal(BigInteger.ZERO, scale);
    }

    /** The unscaled values of a and b brought to the larger of their scales. */
    private static BigInteger[] align(BigDecimal a, BigDecimal b) {
        BigInteger x = a.intVal, y = b.intVal;
        if (a.scale < b.scale) {
            x = x.multiply(DecimalSupport.tenPow((long) b.scale - a.scale));
        } else if (a.scale > b.scale) {
            y = y.multiply(DecimalSupport.tenPow((long) a.scale - b.scale));
        }
        return new BigInteger[] {x, y};
    }

    // ---- arithmetic ----

    public BigDecimal add(BigDecimal augend) {
        BigInteger[] v = align(this, augend);
        return new BigDecimal(v[0].add(v[1]), Math.max(scale, augend.scale));
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        boolean lz = signum() == 0, az = augend.signum() == 0;
        if (lz || az) {
            int preferred = Math.max(scale, augend.scale);
            if (lz && az) {
                return zero(preferred);
            }
            BigDecimal r = lz ? augend.round(mc) : round(mc);
            if (r.scale == preferred) {
                return r;
            } else if (r.scale > preferred) {
                return DecimalSupport.stripZeros(r.intVal, r.scale, preferred);
            }
            int precisionDiff = mc.precision - r.precision();
            int scaleDiff = preferred - r.scale;
            return precisionDiff >= scaleDiff ? r.setScale(preferred) : r.setScale(r.scale + precisionDiff);
        }
        BigInteger[] v = align(this, augend);
        return DecimalSupport.doRound(v[0].add(v[1]), Math.max(scale, augend.scale), mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal), checkScale(BigInteger.ONE, (long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        if (mc.precision == 0) {
            return multiply(multiplicand);
        }
        return DecimalSupport.doRound(intVal.multiply(multiplicand.intVal), checkScale(BigInteger.ONE, (long) scale + multiplicand.scale), mc);
    }

    private static void checkDivisor(BigDecimal dividend, BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (dividend.signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
    }

    private static int checkMode(int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        return roundingMode;
    }

    /** Quotient rounded to the given scale. */
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        checkMode(roundingMode);
        if (divisor.signum() == 0) {
            throw new ArithmeticException(zeroDivideMessage(divisor.scale, scale));
        }
        long e = (long) scale - this.scale + divisor.scale;
        BigInteger num = intVal, den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(DecimalSupport.tenPow(e));
        } else {
            den = den.multiply(DecimalSupport.tenPow(-e));
        }
        return new BigDecimal(DecimalSupport.divRound(num, den, roundingMode), scale);
    }

    /**
     * The JDK divides by a zero divisor without checking it first, so the message depends on
     * whether its long fast path (Java's "/ by zero") or its BigInteger path is taken.
     */
    private String zeroDivideMessage(int yscale, int scale) {
        boolean compact = Mag.bitLength(intVal.mag) <= 63;
        long newScale = (long) scale + yscale;
        if (newScale > this.scale) {
            long raise = newScale - this.scale;
            if (compact && raise < 19 && Mag.bitLength(intVal.multiply(DecimalSupport.tenPow(raise)).mag) <= 63) {
                return "/ by zero";
            }
        } else if (compact && (long) this.scale - scale - yscale < 19) {
            return "/ by zero";
        }
        return "BigInteger divide by zero";
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode.oldMode);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode.oldMode);
    }

    /** Exact quotient, at the preferred scale this.scale() - divisor.scale() if possible. */
    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(this, divisor);
        int preferred = saturate((long) scale - divisor.scale);
        if (signum() == 0) {
            return zero(preferred);
        }
        long digits = precision() + ((10L * divisor.precision() + 2) / 3);
        MathContext mc = new MathContext((int) Math.min(digits, Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal q;
        try {
            q = divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        return preferred > q.scale ? q.setScale(preferred, ROUND_UNNECESSARY) : q;
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0) {
            return divide(divisor);
        }
        long preferred = (long) scale - divisor.scale;
        checkDivisor(this, divisor);
        if (signum() == 0) {
            return zero(saturate(preferred));
        }
        // normalize both to [0.1, 1) by their precisions; the quotient then has mcp digits
        int xscale = precision();
        int yscale = divisor.precision();
        BigInteger xs = intVal, ys = divisor.intVal;
        if (compareNormalized(xs, xscale, ys, yscale) > 0) {
            yscale -= 1;
        }
        int mode = mc.roundingMode.oldMode;
        long scl = preferred + yscale - xscale + mcp;
        long raise = (long) mcp + yscale - xscale;
        BigInteger num = xs, den = ys;
        if (raise > 0) {
            num = xs.multiply(DecimalSupport.tenPow(raise));
        } else {
            den = ys.multiply(DecimalSupport.tenPow((long) xscale - mcp - yscale));
        }
        BigInteger[] qr = num.divideAndRemainder(den);
        BigDecimal q;
        if (qr[1].signum != 0) {
            int sign = num.signum * den.signum;
            BigInteger qq = qr[0];
            if (DecimalSupport.needIncrement(qr[1], den, qq, sign, mode)) {
                qq = qq.add(sign > 0 ? BigInteger.ONE : BigInteger.NEGATIVE_ONE);
            }
            q = new BigDecimal(qq, checkScale(qq, scl));
        } else {
            q = DecimalSupport.stripZeros(qr[0], scl, preferred);
        }
        return q.round(mc);
    }

    private static int compareNormalized(BigInteger xs, int xscale, BigInteger ys, int yscale) {
        int d = xscale - yscale;
        BigInteger x = xs.abs(), y = ys.abs();
        if (d < 0) {
            x = x.multiply(DecimalSupport.tenPow(-(long) d));
        } else if (d > 0) {
            y = y.multiply(DecimalSupport.tenPow(d));
        }
        return x.compareTo(y);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferred = saturate((long) scale - divisor.scale);
        if (compareMagnitude(divisor) < 0) {
            return zero(preferred);
        }
        if (signum() == 0 && divisor.signum() != 0) {
            return setScale(preferred, ROUND_UNNECESSARY);
        }
        long maxDigits = precision() + ((10L * divisor.precision() + 2) / 3) + Math.abs((long) scale - divisor.scale) + 2;
        BigDecimal q = divide(divisor, new MathContext((int) Math.min(maxDigits, Integer.MAX_VALUE), RoundingMode.DOWN));
        if (q.scale > 0) {
            q = q.setScale(0, RoundingMode.DOWN);
            q = DecimalSupport.stripZeros(q.intVal, q.scale, preferred);
        }
        if (q.scale < preferred) {
            q = q.setScale(preferred, ROUND_UNNECESSARY);
        }
        return q;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || compareMagnitude(divisor) < 0) {
            return divideToIntegralValue(divisor);
        }
        int preferred = saturate((long) scale - divisor.scale);
        BigDecimal r = divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (r.scale < 0) {
            BigDecimal product = r.multiply(divisor);
            if (subtract(product).compareMagnitude(divisor) >= 0) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (r.scale > 0) {
            r = r.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if (preferred > r.scale && (precisionDiff = mc.precision - r.precision()) > 0) {
            return r.setScale(r.scale + Math.min(precisionDiff, preferred - r.scale));
        }
        return DecimalSupport.stripZeros(r.intVal, r.scale, preferred);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal sqrt(MathContext mc) {
        return DecimalMath.sqrt(this, mc);
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        int newScale = checkScale(intVal, (long) scale * n);
        return new BigDecimal(intVal.pow(n), newScale);
    }

    /** The X3.274 algorithm: binary powering at precision + digits(n) + 1, then rounding. */
    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext workmc = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seenbit = false;
        for (int i = 1;; i++) {
            mag += mag;
            if (mag < 0) {
                seenbit = true;
                acc = acc.multiply(this, workmc);
            }
            if (i == 31) {
                break;
            }
            if (seenbit) {
                acc = acc.multiply(acc, workmc);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, workmc);
        }
        return acc.round(mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public BigDecimal round(MathContext mc) {
        if (mc.precision == 0 || precision() <= mc.precision) {
            return this;
        }
        return DecimalSupport.doRound(intVal, scale, mc);
    }

    public int signum() {
        return intVal.signum;
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = DecimalSupport.digitLength(intVal);
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    // ---- scale ----

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        return setScale(newScale, roundingMode.oldMode);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        checkMode(roundingMode);
        if (newScale == scale) {
            return this;
        }
        if (newScale > scale) {
            return new BigDecimal(intVal.multiply(DecimalSupport.tenPow((long) newScale - scale)), newScale);
        }
        return new BigDecimal(DecimalSupport.divRound(intVal, DecimalSupport.tenPow((long) scale - newScale), roundingMode), newScale);
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, ROUND_UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        return n == 0 ? this : movedTo((long) scale + n);
    }

    public BigDecimal movePointRight(int n) {
        return n == 0 ? this : movedTo((long) scale - n);
    }

    /** The same unscaled value at the new scale, but never with a negative scale. */
    private BigDecimal movedTo(long newScale) {
        BigDecimal r = new BigDecimal(intVal, checkScale(intVal, newScale));
        return r.scale < 0 ? r.setScale(0, ROUND_UNNECESSARY) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale(intVal, (long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (intVal.signum == 0) {
            return ZERO;
        }
        return DecimalSupport.stripZeros(intVal, scale, Long.MIN_VALUE);
    }

    // ---- comparison ----

    public int compareTo(BigDecimal val) {
        int s = signum(), vs = val.signum();
        if (s != vs) {
            return s > vs ? 1 : -1;
        }
        if (s == 0) {
            return 0;
        }
        int c = compareMagnitude(val);
        return s > 0 ? c : -c;
    }

    private int compareMagnitude(BigDecimal val) {
        if (val.signum() == 0) {
            return signum() == 0 ? 0 : 1;
        }
        if (signum() == 0) {
            return -1;
        }
        // compare adjusted exponents first to avoid scaling by huge powers
        long xae = (long) precision() - scale, yae = (long) val.precision() - val.scale;
        if (xae != yae) {
            return xae < yae ? -1 : 1;
        }
        BigInteger[] v = align(this, val);
        return Mag.cmp(v[0].mag, v[1].mag);
    }

    /** Equal value and scale (2.0 is not equal to 2.00). */
    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        if (x == this) {
            return true;
        }
        BigDecimal o = (BigDecimal) x;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---- conversion ----

    public String toString() {
        return DecimalSupport.layout(intVal, scale, true);
    }

    public String toEngineeringString() {
        return DecimalSupport.layout(intVal, scale, false);
    }

    public String toPlainString() {
        return DecimalSupport.plain(intVal, scale);
    }

    public BigInteger toBigInteger() {
        return setScale(0, ROUND_DOWN).intVal;
    }

    public BigInteger toBigIntegerExact() {
        return setScale(0, ROUND_UNNECESSARY).intVal;
    }

    public long longValue() {
        if (signum() == 0 || (long) precision() - scale <= 0) {
            return 0;
        }
        return toBigInteger().longValue();
    }

    public int intValue() {
        return (int) longValue();
    }

    public long longValueExact() {
        if (scale == 0 && Mag.bitLength(intVal.mag) <= 63) {
            return intVal.longValue();
        }
        if (signum() == 0) {
            return 0;
        }
        if ((long) precision() - scale <= 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        if (precision() - 19 > scale) {
            throw new ArithmeticException("Overflow");
        }
        BigInteger i = setScale(0, ROUND_UNNECESSARY).intVal;
        if (i.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return i.longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) v;
    }

    private static final double[] DOUBLE_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };

    /** Correctly rounded: exact double arithmetic when possible, else the decimal string parser. */
    public double doubleValue() {
        if (Mag.bitLength(intVal.mag) <= 53) {
            double u = (double) intVal.longValue();
            if (scale == 0) {
                return u;
            }
            if (scale > 0 && scale <= 22) {
                return u / DOUBLE_TEN[scale];
            }
            if (scale < 0 && scale >= -22) {
                return u * DOUBLE_TEN[-scale];
            }
        }
        if (scale == 0) {
            return intVal.doubleValue();
        }
        return Double.parseDouble(toString());
    }

    public float floatValue() {
        if (scale == 0) {
            return intVal.floatValue();
        }
        return Float.parseFloat(toString());
    }
}
