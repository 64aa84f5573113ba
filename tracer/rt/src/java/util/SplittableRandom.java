package java.util;

import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * SplitMix64 generator with JDK 17's exact sequence: a seed advanced by an odd gamma and mixed
 * into each output, so the same seed gives the same values as HotSpot, including after split().
 * Bounded values and streams are drawn with JDK 17's RandomGenerator algorithms (shared with
 * Random's streams in RandomStreams). Not provided: nextGaussian/nextExponential and splits().
 */
public final class SplittableRandom {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    /** Source of seeds for unseeded generators (run-to-run differences are expected). */
    private static long defaultGen = mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime());

    private long seed;
    private final long gamma;
    /** A Random view of this generator, so RandomStreams' JDK 17 algorithms can draw from it. */
    private Random view;

    private SplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    /** A generator whose sequence is fully determined by seed. */
    public SplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    /** A generator with an unpredictable seed. */
    public SplittableRandom() {
        long s = nextDefaultSeed();
        this.seed = mix64(s);
        this.gamma = mixGamma(s + GOLDEN_GAMMA);
    }

    private static synchronized long nextDefaultSeed() {
        long s = defaultGen;
        defaultGen = s + 2 * GOLDEN_GAMMA;
        return s;
    }

    // Stafford's variant 13 and Murmur3-style finalizers: the constants define the sequence.
    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    /** An odd gamma with enough bit transitions for the child generator of split(). */
    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int transitions = Long.bitCount(z ^ (z >>> 1));
        return transitions < 24 ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        seed += gamma;
        return seed;
    }

    /** A new generator that shares no state with this one; advances this generator. */
    public SplittableRandom split() {
        long childSeed = nextLong();
        return new SplittableRandom(childSeed, mixGamma(nextSeed()));
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public boolean nextBoolean() {
        return nextInt() < 0;
    }

    public float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        for (int words = len >> 3; words > 0; words--) {
            long rnd = nextLong();
            for (int n = 0; n < 8; n++) {
                bytes[i++] = (byte) rnd;
                rnd >>>= 8;
            }
        }
        if (i < len) {
            long rnd = nextLong();
            while (i < len) {
                bytes[i++] = (byte) rnd;
                rnd >>>= 8;
            }
        }
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return RandomStreams.boundedInt(view(), 0, bound);
    }

    public int nextInt(int origin, int bound) {
        RandomStreams.checkRange(origin < bound);
        return RandomStreams.boundedInt(view(), origin, bound);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return RandomStreams.boundedLong(view(), 0L, bound);
    }

    public long nextLong(long origin, long bound) {
        RandomStreams.checkRange(origin < bound);
        return RandomStreams.boundedLong(view(), origin, bound);
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        return RandomStreams.boundedDouble(view(), 0.0, bound);
    }

    public double nextDouble(double origin, double bound) {
        RandomStreams.checkRange(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY);
        return RandomStreams.boundedDouble(view(), origin, bound);
    }

    // ---- streams: values drawn from this generator in order, as HotSpot does sequentially ----

    public IntStream ints(long streamSize) {
        RandomStreams.checkSize(streamSize);
        return RandomStreams.ints(view(), streamSize, Integer.MAX_VALUE, 0);
    }

    public IntStream ints() {
        return RandomStreams.ints(view(), Long.MAX_VALUE, Integer.MAX_VALUE, 0);
    }

    public IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        RandomStreams.checkSize(streamSize);
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.ints(view(), streamSize, randomNumberOrigin, randomNumberBound);
    }

    public IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.ints(view(), Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long streamSize) {
        RandomStreams.checkSize(streamSize);
        return RandomStreams.longs(view(), streamSize, Long.MAX_VALUE, 0L);
    }

    public LongStream longs() {
        return RandomStreams.longs(view(), Long.MAX_VALUE, Long.MAX_VALUE, 0L);
    }

    public LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        RandomStreams.checkSize(streamSize);
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.longs(view(), streamSize, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound);
        return RandomStreams.longs(view(), Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(long streamSize) {
        RandomStreams.checkSize(streamSize);
        return RandomStreams.doubles(view(), streamSize, Double.MAX_VALUE, 0.0);
    }

    public DoubleStream doubles() {
        return RandomStreams.doubles(view(), Long.MAX_VALUE, Double.MAX_VALUE, 0.0);
    }

    public DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        RandomStreams.checkSize(streamSize);
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY);
        return RandomStreams.doubles(view(), streamSize, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        RandomStreams.checkRange(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY);
        return RandomStreams.doubles(view(), Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    private Random view() {
        if (view == null) {
            view = new View(this);
        }
        return view;
    }

    /** Random whose primitive draws come from a SplittableRandom. */
    private static final class View extends Random {
        private final SplittableRandom source;

        View(SplittableRandom source) {
            super(0L);
            this.source = source;
        }

        public int nextInt() {
            return source.nextInt();
        }

        public long nextLong() {
            return source.nextLong();
        }

        public double nextDouble() {
            return source.nextDouble();
        }
    }
}
