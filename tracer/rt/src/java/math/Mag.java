package java.math;

/**
 * Unsigned magnitude arithmetic for BigInteger. A magnitude is a little-endian int[] of 32-bit
 * limbs (index 0 least significant) with no zero limb at the top; zero is the empty array.
 * Arrays handed out are never modified afterwards, so they can be shared between BigIntegers.
 */
final class Mag {
    static final long M = 0xffffffffL;
    static final int[] ZERO = new int[0];
    static final int[] ONE = {1};

    /** Operand size (in limbs) from which multiplication splits the operands (Karatsuba). */
    private static final int KARATSUBA_THRESHOLD = 48;
    /** Size from which toString and parsing split the number in two instead of peeling chunks. */
    private static final int DC_THRESHOLD = 40;

    private Mag() {
    }

    static int[] trim(int[] a, int n) {
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        if (n == a.length) {
            return a;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    static int[] trim(int[] a) {
        return trim(a, a.length);
    }

    static int[] ofLong(long v) {
        if (v == 0) {
            return ZERO;
        }
        int hi = (int) (v >>> 32);
        return hi == 0 ? new int[] {(int) v} : new int[] {(int) v, hi};
    }

    static int cmp(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] + Integer.MIN_VALUE) < (b[i] + Integer.MIN_VALUE) ? -1 : 1;
            }
        }
        return 0;
    }

    static int bitLength(int[] a) {
        int n = a.length;
        return n == 0 ? 0 : (n << 5) - Integer.numberOfLeadingZeros(a[n - 1]);
    }

    static int trailingZeros(int[] a) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) {
                return (i << 5) + Integer.numberOfTrailingZeros(a[i]);
            }
        }
        return -1;
    }

    static boolean isPowerOfTwo(int[] a) {
        int n = a.length;
        if (n == 0 || Integer.bitCount(a[n - 1]) != 1) {
            return false;
        }
        for (int i = 0; i < n - 1; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return true;
    }

    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int na = a.length, nb = b.length;
        int[] r = new int[na + 1];
        long c = 0;
        int i = 0;
        for (; i < nb; i++) {
            c += (a[i] & M) + (b[i] & M);
            r[i] = (int) c;
            c >>>= 32;
        }
        for (; i < na; i++) {
            c += a[i] & M;
            r[i] = (int) c;
            c >>>= 32;
        }
        r[na] = (int) c;
        return trim(r);
    }

    static int[] addSmall(int[] a, long v) {
        return add(a, ofLong(v));
    }

    /** a - b, requires a >= b. */
    static int[] sub(int[] a, int[] b) {
        int na = a.length, nb = b.length;
        int[] r = new int[na];
        long d = 0;
        int i = 0;
        for (; i < nb; i++) {
            d += (a[i] & M) - (b[i] & M);
            r[i] = (int) d;
            d >>= 32;
        }
        for (; i < na; i++) {
            d += a[i] & M;
            r[i] = (int) d;
            d >>= 32;
        }
        return trim(r);
    }

    static int[] mul(int[] a, int[] b) {
        int na = a.length, nb = b.length;
        if (na == 0 || nb == 0) {
            return ZERO;
        }
        if (na >= KARATSUBA_THRESHOLD && nb >= KARATSUBA_THRESHOLD) {
            return karatsuba(a, b);
        }
        int[] r = new int[na + nb];
        mulInto(a, na, b, nb, r);
        return trim(r);
    }

    /** Schoolbook product of a[0..na) and b[0..nb) into the zeroed r (length >= na + nb). */
    private static void mulInto(int[] a, int na, int[] b, int nb, int[] r) {
        if (na < nb) {
            int[] t = a;
            a = b;
            b = t;
            int tn = na;
            na = nb;
            nb = tn;
        }
        for (int j = 0; j < nb; j++) {
            long bj = b[j] & M;
            if (bj == 0) {
                continue;
            }
            long c = 0;
            int k = j;
            for (int i = 0; i < na; i++, k++) {
                c += bj * (a[i] & M) + (r[k] & M);
                r[k] = (int) c;
                c >>>= 32;
            }
            r[k] = (int) c;
        }
    }

    private static int[] low(int[] a, int n) {
        return trim(a, Math.min(n, a.length));
    }

    private static int[] high(int[] a, int n) {
        if (a.length <= n) {
            return ZERO;
        }
        int[] r = new int[a.length - n];
        System.arraycopy(a, n, r, 0, r.length);
        return r;
    }

    /** Karatsuba: (a1 B + a0)(b1 B + b0) from three half-size products. */
    private static int[] karatsuba(int[] a, int[] b) {
        int h = (Math.max(a.length, b.length) + 1) >>> 1;
        int[] a0 = low(a, h), a1 = high(a, h), b0 = low(b, h), b1 = high(b, h);
        int[] z0 = mul(a0, b0);
        int[] z2 = mul(a1, b1);
        int[] z1 = sub(sub(mul(add(a0, a1), add(b0, b1)), z0), z2);
        int[] r = new int[a.length + b.length + 1];
        addInto(r, z0, 0);
        addInto(r, z1, h);
        addInto(r, z2, 2 * h);
        return trim(r);
    }

    /** r += x * 2^(32 off); r is large enough to hold the sum. */
    private static void addInto(int[] r, int[] x, int off) {
        long c = 0;
        int i = 0;
        for (; i < x.length; i++) {
            c += (r[off + i] & M) + (x[i] & M);
            r[off + i] = (int) c;
            c >>>= 32;
        }
        for (int k = off + i; c != 0 && k < r.length; k++) {
            c += r[k] & M;
            r[k] = (int) c;
            c >>>= 32;
        }
    }

    /** a * m + c for small unsigned m and c (both < 2^32). */
    static int[] mulAdd(int[] a, long m, long c) {
        int[] r = new int[a.length + 1];
        for (int i = 0; i < a.length; i++) {
            c += m * (a[i] & M);
            r[i] = (int) c;
            c >>>= 32;
        }
        r[a.length] = (int) c;
        return trim(r);
    }

    static int[] shiftLeft(int[] a, int n) {
        if (a.length == 0 || n == 0) {
            return a;
        }
        int words = n >>> 5, bits = n & 31;
        int[] r = new int[a.length + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + words] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + words] = carry;
        }
        return trim(r);
    }

    static int[] shiftRight(int[] a, int n) {
        int words = n >>> 5, bits = n & 31;
        if (words >= a.length) {
            return ZERO;
        }
        int len = a.length - words;
        int[] r = new int[len];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, len);
        } else {
            for (int i = 0; i < len; i++) {
                int hi = i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
                r[i] = (a[i + words] >>> bits) | hi;
            }
        }
        return trim(r);
    }

    /** True if any of the lowest n bits of a is set. */
    static boolean lowBitsNonZero(int[] a, int n) {
        int words = n >>> 5;
        for (int i = 0; i < words && i < a.length; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        int bits = n & 31;
        return bits != 0 && words < a.length && (a[words] << (32 - bits)) != 0;
    }

    /** Unsigned 64-by-32 division (d normalized or not, n any unsigned 64-bit value). */
    private static long udiv(long n, long d) {
        if (n >= 0) {
            return n / d;
        }
        long q = ((n >>> 1) / d) << 1;
        long r = n - q * d;
        if (r < 0 || r >= d) {
            q++;
        }
        return q;
    }

    /** Divides a by the single limb d (as unsigned); q receives the quotient, returns remainder. */
    static long divWord(int[] a, long d, int[] q) {
        long r = 0;
        if (d <= Integer.MAX_VALUE) {
            for (int i = a.length - 1; i >= 0; i--) {
                long cur = (r << 32) | (a[i] & M);
                long qq = cur / d;
                q[i] = (int) qq;
                r = cur - qq * d;
            }
        } else {
            for (int i = a.length - 1; i >= 0; i--) {
                long cur = (r << 32) | (a[i] & M);
                long qq = udiv(cur, d);
                q[i] = (int) qq;
                r = cur - qq * d;
            }
        }
        return r;
    }

    /** Returns {quotient, remainder} of a / b; b must be non-zero. Knuth's algorithm D. */
    static int[][] divmod(int[] a, int[] b) {
        int c = cmp(a, b);
        if (c < 0) {
            return new int[][] {ZERO, a};
        }
        if (c == 0) {
            return new int[][] {ONE, ZERO};
        }
        int n = b.length;
        if (n == 1) {
            int[] q = new int[a.length];
            long r = divWord(a, b[0] & M, q);
            return new int[][] {trim(q), ofLong(r)};
        }
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] v = new int[n];
        int[] u = new int[a.length + 1];
        if (s == 0) {
            System.arraycopy(b, 0, v, 0, n);
            System.arraycopy(a, 0, u, 0, a.length);
        } else {
            for (int i = n - 1; i > 0; i--) {
                v[i] = (b[i] << s) | (b[i - 1] >>> (32 - s));
            }
            v[0] = b[0] << s;
            u[a.length] = a[a.length - 1] >>> (32 - s);
            for (int i = a.length - 1; i > 0; i--) {
                u[i] = (a[i] << s) | (a[i - 1] >>> (32 - s));
            }
            u[0] = a[0] << s;
        }
        long vh = v[n - 1] & M, vl = v[n - 2] & M;
        int[] q = new int[m + 1];
        for (int j = m; j >= 0; j--) {
            long num = ((u[j + n] & M) << 32) | (u[j + n - 1] & M);
            long qhat = udiv(num, vh);
            long rhat = num - qhat * vh;
            while (qhat > M || (qhat * vl) + Long.MIN_VALUE > ((rhat << 32) | (u[j + n - 2] & M)) + Long.MIN_VALUE) {
                qhat--;
                rhat += vh;
                if (rhat > M) {
                    break;
                }
            }
            // u[j..j+n] -= qhat * v
            long carry = 0, t = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & M) + carry;
                carry = p >>> 32;
                t = (u[i + j] & M) - (p & M) + (t >> 32);
                u[i + j] = (int) t;
            }
            t = (u[j + n] & M) - carry + (t >> 32);
            u[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long cc = 0;
                for (int i = 0; i < n; i++) {
                    cc += (u[i + j] & M) + (v[i] & M);
                    u[i + j] = (int) cc;
                    cc >>>= 32;
                }
                u[j + n] += (int) cc;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(u, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                r[i] = (u[i] >>> s) | (u[i + 1] << (32 - s));
            }
        }
        return new int[][] {trim(q), trim(r)};
    }

    // ---- radix conversion ----

    private static final int[] DIGITS_PER_INT = new int[37];
    private static final long[] INT_RADIX = new long[37];

    static {
        for (int r = 2; r <= 36; r++) {
            long p = r;
            int d = 1;
            while (p * r <= Integer.MAX_VALUE) {
                p *= r;
                d++;
            }
            DIGITS_PER_INT[r] = d;
            INT_RADIX[r] = p;
        }
    }

    /** Cached powers INT_RADIX[radix]^(2^k), as magnitudes, per radix. */
    private static final int[][][] POWERS = new int[37][][];

    private static int[] power(int radix, int k) {
        int[][] p = POWERS[radix];
        if (p == null || p.length <= k) {
            int[][] np = new int[k + 1][];
            int have = 0;
            if (p != null) {
                System.arraycopy(p, 0, np, 0, p.length);
                have = p.length;
            }
            if (have == 0) {
                np[0] = ofLong(INT_RADIX[radix]);
                have = 1;
            }
            for (int i = have; i <= k; i++) {
                np[i] = mul(np[i - 1], np[i - 1]);
            }
            POWERS[radix] = np;
            p = np;
        }
        return p[k];
    }

    /** Digits of a (non-zero) in the radix, without sign or leading zeros. */
    static void toString(int[] a, int radix, StringBuilder sb) {
        toString(a, radix, sb, 0);
    }

    /** Appends a's digits, left-padded with zeros to at least pad digits. */
    private static void toString(int[] a, int radix, StringBuilder sb, int pad) {
        if (a.length < DC_THRESHOLD) {
            smallToString(a, radix, sb, pad);
            return;
        }
        // split at the largest cached power whose square is not below a
        int k = 0;
        while (2 * power(radix, k + 1).length <= a.length + 1) {
            k++;
        }
        int[][] qr = divmod(a, power(radix, k));
        int lowDigits = DIGITS_PER_INT[radix] << k;
        toString(qr[0], radix, sb, pad > lowDigits ? pad - lowDigits : 0);
        toString(qr[1], radix, sb, lowDigits);
    }

    private static void smallToString(int[] a, int radix, StringBuilder sb, int pad) {
        int dpi = DIGITS_PER_INT[radix];
        long chunk = INT_RADIX[radix];
        int[] chunks = new int[a.length * 32 / dpi + 2];
        int nc = 0;
        int[] cur = a;
        int[] q = new int[a.length];
        int len = a.length;
        while (len > 0) {
            long r = 0;
            for (int i = len - 1; i >= 0; i--) {
                long v = (r << 32) | (cur[i] & M);
                long qq = v / chunk;
                q[i] = (int) qq;
                r = v - qq * chunk;
            }
            chunks[nc++] = (int) r;
            while (len > 0 && q[len - 1] == 0) {
                len--;
            }
            cur = q;
        }
        int total = 0;
        if (nc > 0) {
            total = (nc - 1) * dpi + Integer.toString(chunks[nc - 1], radix).length();
        }
        for (int i = total; i < pad; i++) {
            sb.append('0');
        }
        for (int i = nc - 1; i >= 0; i--) {
            String s = Integer.toString(chunks[i], radix);
            if (i != nc - 1) {
                for (int z = s.length(); z < dpi; z++) {
                    sb.append('0');
                }
            }
            sb.append(s);
        }
    }

    static int digitsPerInt(int radix) {
        return DIGITS_PER_INT[radix];
    }

    static long intRadix(int radix) {
        return INT_RADIX[radix];
    }
}
