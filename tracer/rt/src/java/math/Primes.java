package java.math;

import java.util.Random;

/**
 * Prime generation and testing for BigInteger, plus the integer square root. The candidate
 * sequence, sieve, Miller-Rabin round counts and Lucas test follow the JDK's documented procedure
 * step by step, because the primes a program gets from a seeded Random are visible output.
 */
final class Primes {
    static final int DEFAULT_CERTAINTY = 100;
    private static final int SMALL_PRIME_THRESHOLD = 95;
    private static final BigInteger SMALL_PRIME_PRODUCT = BigInteger.valueOf(3L * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41);
    /** Odd primes below 19199 (the JDK's sieve primes), for sieving large candidates. */
    private static int[] sievePrimes;
    /** Stands in for the JDK's ThreadLocalRandom where no Random is given; answers don't depend on it. */
    private static Random internal;

    private Primes() {
    }

    private static Random internalRandom() {
        if (internal == null) {
            internal = new Random(0x5DEECE66DL);
        }
        return internal;
    }

    static BigInteger generate(int bitLength, int certainty, Random rnd) {
        return bitLength < SMALL_PRIME_THRESHOLD ? smallPrime(bitLength, certainty, rnd) : largePrime(bitLength, certainty, rnd);
    }

    private static boolean smallFactor(BigInteger p) {
        long r = p.remainder(SMALL_PRIME_PRODUCT).longValue();
        return r % 3 == 0 || r % 5 == 0 || r % 7 == 0 || r % 11 == 0 || r % 13 == 0 || r % 17 == 0
                || r % 19 == 0 || r % 23 == 0 || r % 29 == 0 || r % 31 == 0 || r % 37 == 0 || r % 41 == 0;
    }

    private static BigInteger smallPrime(int bitLength, int certainty, Random rnd) {
        int n = (bitLength + 31) >>> 5;
        int highBit = 1 << (bitLength - 1);
        int highMask = (highBit << 1) - 1;
        while (true) {
            // limbs are drawn most significant first, as the JDK fills its big-endian array
            int[] m = new int[n];
            for (int i = n - 1; i >= 0; i--) {
                m[i] = rnd.nextInt();
            }
            m[n - 1] = (m[n - 1] & highMask) | highBit;
            if (bitLength > 2) {
                m[0] |= 1;
            }
            BigInteger p = new BigInteger(Mag.trim(m), 1);
            if (bitLength > 6 && smallFactor(p)) {
                continue;
            }
            if (bitLength < 4) {
                return p;
            }
            if (primeToCertainty(p, certainty, rnd)) {
                return p;
            }
        }
    }

    private static BigInteger largePrime(int bitLength, int certainty, Random rnd) {
        BigInteger p = new BigInteger(bitLength, rnd).setBit(bitLength - 1).clearBit(0);
        int searchLen = searchLen(bitLength);
        BigInteger candidate = sieveSearch(p, searchLen, certainty, rnd);
        while (candidate == null || candidate.bitLength() != bitLength) {
            p = p.add(BigInteger.valueOf(2L * searchLen));
            if (p.bitLength() != bitLength) {
                p = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            }
            p = p.clearBit(0);
            candidate = sieveSearch(p, searchLen, certainty, rnd);
        }
        return candidate;
    }

    private static int searchLen(int bitLength) {
        if (bitLength > 500000000 + 1) {
            throw new ArithmeticException("Prime search implementation restriction on bitLength");
        }
        return bitLength / 20 * 64;
    }

    private static int[] sievePrimes() {
        if (sievePrimes == null) {
            int limit = 19199;
            boolean[] composite = new boolean[limit];
            int count = 0;
            int[] tmp = new int[limit];
            for (int i = 3; i < limit; i += 2) {
                if (!composite[i]) {
                    tmp[count++] = i;
                    for (long j = (long) i * i; j < limit; j += 2L * i) {
                        composite[(int) j] = true;
                    }
                }
            }
            int[] r = new int[count];
            System.arraycopy(tmp, 0, r, 0, count);
            sievePrimes = r;
        }
        return sievePrimes;
    }

    /**
     * Tests base + 1, base + 3, ... base + 2*len - 1 (base even) in order, skipping those with a
     * sieve prime factor; returns the first probable prime or null.
     */
    private static BigInteger sieveSearch(BigInteger base, int len, int certainty, Random rnd) {
        boolean[] out = new boolean[len];
        int[] primes = sievePrimes();
        int[] q = new int[base.mag.length];
        for (int k = 0; k < primes.length; k++) {
            int p = primes[k];
            int r = (int) Mag.divWord(base.mag, p, q);
            // smallest odd t = 2i+1 with base + t == 0 (mod p)
            int t = p - r;
            if ((t & 1) == 0) {
                t += p;
            }
            for (int i = (t - 1) / 2; i < len; i += p) {
                out[i] = true;
            }
        }
        for (int i = 0; i < len; i++) {
            if (!out[i]) {
                BigInteger c = base.add(BigInteger.valueOf(2L * i + 1));
                if (primeToCertainty(c, certainty, rnd)) {
                    return c;
                }
            }
        }
        return null;
    }

    static BigInteger next(BigInteger n) {
        if (n.signum == 0 || n.equals(BigInteger.ONE)) {
            return BigInteger.TWO;
        }
        BigInteger result = n.add(BigInteger.ONE);
        if (result.bitLength() < SMALL_PRIME_THRESHOLD) {
            if (!result.testBit(0)) {
                result = result.add(BigInteger.ONE);
            }
            while (true) {
                if (result.bitLength() > 6 && smallFactor(result)) {
                    result = result.add(BigInteger.TWO);
                    continue;
                }
                if (result.bitLength() < 4) {
                    return result;
                }
                if (primeToCertainty(result, DEFAULT_CERTAINTY, null)) {
                    return result;
                }
                result = result.add(BigInteger.TWO);
            }
        }
        if (result.testBit(0)) {
            result = result.subtract(BigInteger.ONE);
        }
        int searchLen = searchLen(result.bitLength());
        while (true) {
            BigInteger c = sieveSearch(result, searchLen, DEFAULT_CERTAINTY, null);
            if (c != null) {
                return c;
            }
            result = result.add(BigInteger.valueOf(2L * searchLen));
        }
    }

    static boolean primeToCertainty(BigInteger w, int certainty, Random rnd) {
        int n = (Math.min(certainty, Integer.MAX_VALUE - 1) + 1) / 2;
        int bits = w.bitLength();
        if (bits < 100) {
            return millerRabin(w, Math.min(50, n), rnd);
        }
        int rounds = bits < 256 ? 27 : bits < 512 ? 15 : bits < 768 ? 8 : bits < 1024 ? 4 : 2;
        return millerRabin(w, Math.min(rounds, n), rnd) && lucas(w);
    }

    private static boolean millerRabin(BigInteger w, int iterations, Random rnd) {
        BigInteger wMinusOne = w.subtract(BigInteger.ONE);
        int a = wMinusOne.getLowestSetBit();
        BigInteger m = wMinusOne.shiftRight(a);
        if (rnd == null) {
            rnd = internalRandom();
        }
        int bits = w.bitLength();
        for (int i = 0; i < iterations; i++) {
            BigInteger b;
            do {
                b = new BigInteger(bits, rnd);
            } while (b.compareTo(BigInteger.ONE) <= 0 || b.compareTo(w) >= 0);
            int j = 0;
            BigInteger z = b.modPow(m, w);
            while (!((j == 0 && z.equals(BigInteger.ONE)) || z.equals(wMinusOne))) {
                if (j > 0 && z.equals(BigInteger.ONE) || ++j == a) {
                    return false;
                }
                z = z.modPow(BigInteger.TWO, w);
            }
        }
        return true;
    }

    /** Strong Lucas probable-prime test with Selfridge's parameters. */
    private static boolean lucas(BigInteger w) {
        int d = 5;
        while (jacobi(d, w) != -1) {
            d = d < 0 ? Math.abs(d) + 2 : -(d + 2);
        }
        BigInteger k = w.add(BigInteger.ONE);
        BigInteger dd = BigInteger.valueOf(d);
        BigInteger u = BigInteger.ONE, v = BigInteger.ONE;
        for (int i = k.bitLength() - 2; i >= 0; i--) {
            BigInteger u2 = u.multiply(v).mod(w);
            BigInteger v2 = halve(v.multiply(v).add(dd.multiply(u.multiply(u))).mod(w), w);
            u = u2;
            v = v2;
            if (k.testBit(i)) {
                u2 = halve(u.add(v).mod(w), w);
                v2 = halve(v.add(dd.multiply(u)).mod(w), w);
                u = u2;
                v = v2;
            }
        }
        return u.mod(w).signum == 0;
    }

    /** x / 2 modulo the odd n, for 0 <= x < n (kept as the JDK computes it: (x - n) >> 1 when odd). */
    private static BigInteger halve(BigInteger x, BigInteger n) {
        if (x.testBit(0)) {
            x = x.subtract(n);
        }
        return x.shiftRight(1);
    }

    /** Jacobi symbol (p / n) for odd positive n. */
    private static int jacobi(int p, BigInteger n) {
        if (p == 0) {
            return 0;
        }
        int j = 1;
        long a = p;
        if (a < 0) {
            a = -a;
            int n8 = n.mag[0] & 7;
            if (n8 == 3 || n8 == 7) {
                j = -j;
            }
        }
        long nn = n.mod(BigInteger.valueOf(a)).longValue();
        // (a / n) = (n mod a / a) * reciprocity sign; continue with small numbers
        long x = a;
        int n8 = n.mag[0] & 7;
        while ((x & 1) == 0) {
            x >>= 1;
            if (n8 == 3 || n8 == 5) {
                j = -j;
            }
        }
        if (x == 1) {
            return j;
        }
        if ((x & 3) == 3 && (n8 & 3) == 3) {
            j = -j;
        }
        long u = nn % x;
        long m = x;
        while (u != 0) {
            while ((u & 1) == 0) {
                u >>= 1;
                long m8 = m & 7;
                if (m8 == 3 || m8 == 5) {
                    j = -j;
                }
            }
            long t = u;
            u = m;
            m = t;
            if ((u & 3) == 3 && (m & 3) == 3) {
                j = -j;
            }
            u %= m;
        }
        return m == 1 ? j : 0;
    }

    static BigInteger sqrt(BigInteger n) {
        if (n.signum == 0) {
            return BigInteger.ZERO;
        }
        int bl = Mag.bitLength(n.mag);
        if (bl <= 52) {
            long v = n.longValue();
            long s = (long) Math.sqrt((double) v);
            while (s * s > v) {
                s--;
            }
            while ((s + 1) * (s + 1) <= v) {
                s++;
            }
            return BigInteger.valueOf(s);
        }
        int shift = (bl - 52) & ~1;
        long top = n.shiftRight(shift).longValue();
        BigInteger x = BigInteger.valueOf((long) Math.sqrt((double) top) + 2).shiftLeft(shift / 2);
        while (true) {
            BigInteger y = x.add(n.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }
}
