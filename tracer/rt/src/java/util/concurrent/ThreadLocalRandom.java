package java.util.concurrent;

import java.util.Random;

/**
 * A random number generator per thread. Each thread's generator is seeded from a shared,
 * deterministic sequence (HotSpot seeds randomly, so sequences never match anyway).
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = 1L;
    private static long seeder = 0x5DEECE66DL;
    private static final ThreadLocal<ThreadLocalRandom> LOCAL = new ThreadLocal<ThreadLocalRandom>() {
        protected ThreadLocalRandom initialValue() {
            return new ThreadLocalRandom(nextSeed());
        }
    };

    /** Set once the Random constructor has run: afterwards setSeed is refused. */
    private boolean initialized;

    private static synchronized long nextSeed() {
        seeder = seeder * 6364136223846793005L + 1442695040888963407L;
        return seeder;
    }

    private ThreadLocalRandom(long seed) {
        super(seed);
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return LOCAL.get();
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
        super.setSeed(seed);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long r = nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            return r & m;
        }
        long u = r >>> 1;
        while (u + m - (r = u % bound) < 0L) {
            u = nextLong() >>> 1;
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        long n = bound - origin;
        if (n > 0) {
            return origin + nextLong(n);
        }
        long r;
        do {
            r = nextLong();
        } while (r < origin || r >= bound);
        return r;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0)) {
            throw new IllegalArgumentException("bound must be positive");
        }
        double r = nextDouble() * bound;
        return (r < bound) ? r : Math.nextDown(bound);
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        double r = nextDouble() * (bound - origin) + origin;
        return (r < bound) ? r : Math.nextDown(bound);
    }
}
