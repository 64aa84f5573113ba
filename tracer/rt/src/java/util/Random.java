package java.util;

/**
 * The JDK's pseudo-random generator: a 48-bit linear congruential generator
 * (seed = seed * 0x5DEECE66D + 0xB mod 2^48, Knuth TAOCP 3.2.1) whose derived methods are
 * computed exactly as in the JDK, so a given seed yields HotSpot's sequence.
 */
public class Random implements java.io.Serializable {
    static final long serialVersionUID = 3905348978240129619L;

    private static final long multiplier = 0x5DEECE66DL;
    private static final long addend = 0xBL;
    private static final long mask = (1L << 48) - 1;

    private static final double DOUBLE_UNIT = 0x1.0p-53; // 1.0 / (1L << 53)

    static final String BAD_BOUND = "bound must be positive";
    static final String BAD_RANGE = "bound must be greater than origin";

    /** Guarded by this object's monitor (the JDK uses an AtomicLong). */
    private long seed;

    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    /** Makes unseeded generators created in quick succession differ (L'Ecuyer's multiplier). */
    private static long seedUniquifier = 8682522807148012L;

    public Random() {
        this(seedUniquifier() ^ System.nanoTime());
    }

    private static synchronized long seedUniquifier() {
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ multiplier) & mask;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    /** Advances the generator and returns its top bits (1 to 32 of them). */
    protected int next(int bits) {
        long nextseed;
        synchronized (this) {
            nextseed = (seed * multiplier + addend) & mask;
            seed = nextseed;
        }
        return (int) (nextseed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, Integer.SIZE / Byte.SIZE); n-- > 0; rnd >>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    /**
     * Uniform in [0, bound). A power-of-two bound takes the high bits directly; otherwise values
     * from the incomplete last stretch of 2^31 are rejected, which keeps the result unbiased.
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            }
        }
        return r;
    }

    /** Uniform in [origin, bound) (a JDK 17 RandomGenerator method). */
    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextInt();
            }
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    /**
     * Normal deviate by the polar method of Box, Muller and Marsaglia, which makes two values at
     * a time; the second one is kept for the next call.
     */
    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        } else {
            double v1;
            double v2;
            double s;
            do {
                v1 = 2 * nextDouble() - 1;
                v2 = 2 * nextDouble() - 1;
                s = v1 * v1 + v2 * v2;
            } while (s >= 1 || s == 0);
            double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
            nextNextGaussian = v2 * multiplier;
            haveNextNextGaussian = true;
            return v1 * multiplier;
        }
    }

    // ---- streams (JDK 8; values drawn as JDK 17 draws them, see RandomStreams) ----

    public java.util.stream.IntStream ints(long streamSize) {
        RandomStreams.checkSize(streamSize);
        return RandomStreams.ints(this, streamSize, Integer.MAX_VALUE, 0);
    }

    public java.util.stream.IntStream ints() {
        return RandomStreams.ints(this, Long.MAX_VALUE, Integer.MAX_VALUE, 0);
    }

    public java.util.stream.IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        RandomStreams.checkSize(streamSize);
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.ints(this, streamSize, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.ints(this, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        RandomStreams.checkSize(streamSize);
        return RandomStreams.longs(this, streamSize, Long.MAX_VALUE, 0L);
    }

    public java.util.stream.LongStream longs() {
        return RandomStreams.longs(this, Long.MAX_VALUE, Long.MAX_VALUE, 0L);
    }

    public java.util.stream.LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        RandomStreams.checkSize(streamSize);
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.longs(this, streamSize, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.longs(this, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        RandomStreams.checkSize(streamSize);
        return RandomStreams.doubles(this, streamSize, Double.MAX_VALUE, 0.0);
    }

    public java.util.stream.DoubleStream doubles() {
        return RandomStreams.doubles(this, Long.MAX_VALUE, Double.MAX_VALUE, 0.0);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double randomNumberOrigin,
            double randomNumberBound) {
        RandomStreams.checkSize(streamSize);
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY);
        return RandomStreams.doubles(this, streamSize, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY);
        return RandomStreams.doubles(this, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }
}
