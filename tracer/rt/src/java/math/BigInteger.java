package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers: a sign and a magnitude of 32-bit limbs (see {@link Mag},
 * which holds the algorithms). Bit operations behave as on an infinite two's complement
 * representation, as the JDK specifies. Prime generation lives in {@link Primes} and follows the
 * JDK's procedure, so that the same Random yields the same primes.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    /** -1, 0 or 1. */
    final int signum;
    /** Little-endian magnitude without high zero limbs; shared, never modified. */
    final int[] mag;

    private int hash;

    public static final BigInteger ZERO = new BigInteger(Mag.ZERO, 0);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);
    static final BigInteger NEGATIVE_ONE = valueOf(-1);

    /** Trusted constructor: mag is trimmed and will not be modified. */
    BigInteger(int[] mag, int signum) {
        this.mag = mag;
        this.signum = mag.length == 0 ? 0 : signum;
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    /** Parses an optional sign and digits in the radix, with the JDK's error messages. */
    public BigInteger(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            this.signum = 0;
            this.mag = Mag.ZERO;
            return;
        }
        int numDigits = len - cursor;
        int dpi = Mag.digitsPerInt(radix);
        long mult = Mag.intRadix(radix);
        // each group multiplies by less than 2^31: one limb per group suffices
        int[] acc = new int[(numDigits + dpi - 1) / dpi + 2];
        int used = 0;
        int first = numDigits % dpi;
        if (first == 0) {
            first = dpi;
        }
        int end = cursor + first;
        while (cursor < len) {
            String group = val.substring(cursor, end);
            int g = Integer.parseInt(group, radix);
            if (g < 0) {
                throw new NumberFormatException("Illegal digit");
            }
            // acc = acc * mult + g, in place
            long c = g;
            for (int i = 0; i < used; i++) {
                c += mult * (acc[i] & Mag.M);
                acc[i] = (int) c;
                c >>>= 32;
            }
            if (c != 0) {
                acc[used++] = (int) c;
            }
            cursor = end;
            end += dpi;
        }
        this.mag = Mag.trim(acc, used);
        this.signum = sign;
    }

    /** Two's complement big-endian bytes. */
    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        java.util.Objects.checkFromIndexSize(off, len, val.length);
        if (len == 0) {
            this.mag = Mag.ZERO;
            this.signum = 0;
            return;
        }
        int[] words = bytesToWords(val, off, len, val[off] < 0);
        if (val[off] < 0) {
            this.mag = Mag.trim(negateWords(words));
            this.signum = -1;
        } else {
            this.mag = Mag.trim(words);
            this.signum = this.mag.length == 0 ? 0 : 1;
        }
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        java.util.Objects.checkFromIndexSize(off, len, magnitude.length);
        this.mag = Mag.trim(bytesToWords(magnitude, off, len, false));
        if (this.mag.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
    }

    /** Uniformly random in [0, 2^numBits), drawing bytes from rnd as the JDK does. */
    public BigInteger(int numBits, Random rnd) {
        this(1, randomBits(numBits, rnd));
    }

    /** A random probable prime of exactly bitLength bits. */
    public BigInteger(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        BigInteger p = Primes.generate(bitLength, certainty, rnd);
        this.signum = 1;
        this.mag = p.mag;
    }

    private static byte[] randomBits(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] b = new byte[numBytes];
        if (numBytes > 0) {
            rnd.nextBytes(b);
            int excess = 8 * numBytes - numBits;
            b[0] &= (byte) ((1 << (8 - excess)) - 1);
        }
        return b;
    }

    /** Big-endian bytes to little-endian words, sign-extending with 0xff when negative. */
    private static int[] bytesToWords(byte[] b, int off, int len, boolean negative) {
        int[] w = new int[(len + 3) >>> 2];
        for (int i = 0; i < len; i++) {
            int bytePos = len - 1 - i;
            w[i >>> 2] |= (b[off + bytePos] & 0xff) << ((i & 3) << 3);
        }
        if (negative && (len & 3) != 0) {
            w[w.length - 1] |= -1 << ((len & 3) << 3);
        }
        return w;
    }

    /** Two's complement negation of a word array (in place), returning it. */
    private static int[] negateWords(int[] w) {
        long c = 1;
        for (int i = 0; i < w.length; i++) {
            c += ~w[i] & Mag.M;
            w[i] = (int) c;
            c >>>= 32;
        }
        return w;
    }

    public static BigInteger valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        if (val > 0) {
            return new BigInteger(Mag.ofLong(val), 1);
        }
        return new BigInteger(Mag.ofLong(-val), -1);
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        return Primes.generate(bitLength, Primes.DEFAULT_CERTAINTY, rnd);
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        return Primes.next(this);
    }

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = abs();
        if (w.equals(TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        return Primes.primeToCertainty(w, certainty, null);
    }

    // ---- arithmetic ----

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            return new BigInteger(Mag.add(mag, val.mag), signum);
        }
        int c = Mag.cmp(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(Mag.sub(mag, val.mag), signum)
                : new BigInteger(Mag.sub(val.mag, mag), val.signum);
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        return new BigInteger(Mag.mul(mag, val.mag), signum * val.signum);
    }

    private static void checkDivisor(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
    }

    public BigInteger divide(BigInteger val) {
        checkDivisor(val);
        return new BigInteger(Mag.divmod(mag, val.mag)[0], signum * val.signum);
    }

    public BigInteger remainder(BigInteger val) {
        checkDivisor(val);
        return new BigInteger(Mag.divmod(mag, val.mag)[1], signum);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        checkDivisor(val);
        int[][] qr = Mag.divmod(mag, val.mag);
        return new BigInteger[] {new BigInteger(qr[0], signum * val.signum), new BigInteger(qr[1], signum)};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (signum == 0) {
            return exponent == 0 ? ONE : this;
        }
        int[] result = Mag.ONE;
        int[] base = mag;
        int e = exponent;
        while (e != 0) {
            if ((e & 1) != 0) {
                result = Mag.mul(result, base);
            }
            e >>>= 1;
            if (e != 0) {
                base = Mag.mul(base, base);
            }
        }
        return new BigInteger(result, signum < 0 && (exponent & 1) == 1 ? -1 : 1);
    }

    /** Floor of the square root. */
    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        return Primes.sqrt(this);
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.multiply(s))};
    }

    public BigInteger gcd(BigInteger val) {
        int[] a = mag, b = val.mag;
        while (b.length != 0) {
            int[] r = Mag.divmod(a, b)[1];
            a = b;
            b = r;
        }
        return new BigInteger(a, 1);
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (this.equals(ONE)) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (signum == 0 && exponent.signum >= 0) {
            return ZERO;
        }
        BigInteger base = this;
        if (exponent.signum < 0) {
            base = modInverse(m);
            exponent = exponent.negate();
        }
        int[] mm = m.mag;
        int[] b = base.mod(m).mag;
        int[] r = Mag.ONE;
        for (int i = Mag.bitLength(exponent.mag) - 1; i >= 0; i--) {
            r = Mag.divmod(Mag.mul(r, r), mm)[1];
            if (exponent.testBit(i)) {
                r = Mag.divmod(Mag.mul(r, b), mm)[1];
            }
        }
        return new BigInteger(Mag.divmod(r, mm)[1], 1);
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum != 1) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        // extended Euclid on (a, m), tracking the coefficient of a
        BigInteger a = mod(m);
        BigInteger r0 = m, r1 = a;
        BigInteger t0 = ZERO, t1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger t2 = t0.subtract(qr[0].multiply(t1));
            r0 = r1;
            r1 = qr[1];
            t0 = t1;
            t1 = t2;
        }
        if (!r0.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t0.mod(m);
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(mag, -signum);
    }

    public int signum() {
        return signum;
    }

    // ---- bits ----

    public BigInteger shiftLeft(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n > 0) {
            return new BigInteger(Mag.shiftLeft(mag, n), signum);
        }
        return n == Integer.MIN_VALUE ? (signum < 0 ? NEGATIVE_ONE : ZERO) : shiftRight(-n);
    }

    /** Arithmetic shift: rounds toward negative infinity. */
    public BigInteger shiftRight(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n < 0) {
            if (n == Integer.MIN_VALUE) {
                throw new ArithmeticException("Shift distance of Integer.MIN_VALUE not supported.");
            }
            return shiftLeft(-n);
        }
        int[] r = Mag.shiftRight(mag, n);
        if (signum < 0 && Mag.lowBitsNonZero(mag, n)) {
            r = Mag.addSmall(r, 1);
        }
        return new BigInteger(r, signum);
    }

    /** Word i of the infinite two's complement representation. */
    int word(int i) {
        if (i >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        if (signum >= 0) {
            return mag[i];
        }
        int fnz = 0;
        while (mag[fnz] == 0) {
            fnz++;
        }
        return i < fnz ? 0 : i == fnz ? -mag[i] : ~mag[i];
    }

    /** Builds a BigInteger from two's complement words (the top word's sign bit is the sign). */
    private static BigInteger fromWords(int[] w) {
        if (w.length > 0 && w[w.length - 1] < 0) {
            return new BigInteger(Mag.trim(negateWords(w)), -1);
        }
        return new BigInteger(Mag.trim(w), 1);
    }

    private int[] words(int n) {
        int[] w = new int[n];
        if (signum >= 0) {
            System.arraycopy(mag, 0, w, 0, Math.min(n, mag.length));
            return w;
        }
        for (int i = 0; i < n; i++) {
            w[i] = word(i);
        }
        return w;
    }

    private static final int AND = 0, OR = 1, XOR = 2, ANDNOT = 3;

    private BigInteger logic(BigInteger val, int op) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] a = words(n), b = val.words(n);
        for (int i = 0; i < n; i++) {
            switch (op) {
                case AND: a[i] &= b[i]; break;
                case OR: a[i] |= b[i]; break;
                case XOR: a[i] ^= b[i]; break;
                default: a[i] &= ~b[i]; break;
            }
        }
        return fromWords(a);
    }

    public BigInteger and(BigInteger val) {
        return logic(val, AND);
    }

    public BigInteger or(BigInteger val) {
        return logic(val, OR);
    }

    public BigInteger xor(BigInteger val) {
        return logic(val, XOR);
    }

    public BigInteger andNot(BigInteger val) {
        return logic(val, ANDNOT);
    }

    public BigInteger not() {
        // ~x == -x - 1
        return negate().subtract(ONE);
    }

    private static void checkBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
    }

    public boolean testBit(int n) {
        checkBit(n);
        return ((word(n >>> 5) >>> (n & 31)) & 1) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        checkBit(n);
        int[] w = words(Math.max(mag.length, (n >>> 5) + 1) + 1);
        int bit = 1 << (n & 31);
        int i = n >>> 5;
        if (op == 0) {
            w[i] |= bit;
        } else if (op == 1) {
            w[i] &= ~bit;
        } else {
            w[i] ^= bit;
        }
        return fromWords(w);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        return Mag.trailingZeros(mag);
    }

    /** Bits in the minimal two's complement representation, excluding the sign bit. */
    public int bitLength() {
        int bl = Mag.bitLength(mag);
        return signum < 0 && Mag.isPowerOfTwo(mag) ? bl - 1 : bl;
    }

    /** Bits that differ from the sign bit. */
    public int bitCount() {
        int bc = 0;
        for (int i = 0; i < mag.length; i++) {
            bc += Integer.bitCount(mag[i]);
        }
        if (signum < 0) {
            bc += Mag.trailingZeros(mag) - 1;
        }
        return bc;
    }

    // ---- comparison ----

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        int c = Mag.cmp(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        return signum == o.signum && Mag.cmp(mag, o.mag) == 0;
    }

    /** The JDK's value: the limbs from most significant, combined with 31, times the sign. */
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            for (int i = mag.length - 1; i >= 0; i--) {
                h = 31 * h + mag[i];
            }
            h *= signum;
            hash = h;
        }
        return h;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    // ---- conversion ----

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        StringBuilder sb = new StringBuilder();
        if (signum < 0) {
            sb.append('-');
        }
        Mag.toString(mag, radix, sb);
        return sb.toString();
    }

    public String toString() {
        return toString(10);
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        int w = 0;
        for (int i = 0; i < byteLen; i++) {
            if ((i & 3) == 0) {
                w = word(i >>> 2);
            }
            b[byteLen - 1 - i] = (byte) (w >>> ((i & 3) << 3));
        }
        return b;
    }

    public int intValue() {
        return word(0);
    }

    public long longValue() {
        return ((long) word(1) << 32) | (word(0) & Mag.M);
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                return (short) v;
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                return (byte) v;
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    /** The top bits as a correctly rounded (half-even) binary floating-point value. */
    private double toFloating(int mantBits, int maxExp) {
        int bl = Mag.bitLength(mag);
        int exp = bl - 1;
        if (exp > maxExp) {
            return signum * Double.POSITIVE_INFINITY;
        }
        int shift = bl - (mantBits + 1);
        long top = longOf(Mag.shiftRight(mag, shift));
        boolean sticky = Mag.lowBitsNonZero(mag, shift);
        long m = top >>> 1;
        if ((top & 1) != 0 && (sticky || (m & 1) != 0)) {
            m++;
            if (m == (1L << mantBits)) {
                m >>>= 1;
                exp++;
                if (exp > maxExp) {
                    return signum * Double.POSITIVE_INFINITY;
                }
            }
        }
        // m has exactly mantBits bits: place it as a normal double's significand
        long m53 = m << (53 - mantBits);
        double d = Double.longBitsToDouble(((long) (exp + 1023) << 52) | (m53 & ((1L << 52) - 1)));
        return signum < 0 ? -d : d;
    }

    private static long longOf(int[] a) {
        long v = a[0] & Mag.M;
        if (a.length > 1) {
            v |= (long) a[1] << 32;
        }
        return v;
    }

    public double doubleValue() {
        if (Mag.bitLength(mag) <= 63) {
            return (double) longValue();
        }
        return toFloating(53, 1023);
    }

    public float floatValue() {
        if (Mag.bitLength(mag) <= 63) {
            return (float) longValue();
        }
        return (float) toFloating(24, 127);
    }
}
