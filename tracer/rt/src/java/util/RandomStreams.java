package java.util;

import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;

/**
 * The streams of Random.ints/longs/doubles. Values are drawn as JDK 17 draws them (its
 * bounded algorithms differ from nextInt(bound): a power-of-two range keeps the low bits), and
 * the spliterators are SIZED even when "unlimited" (Long.MAX_VALUE elements), as in the JDK.
 * Not public API.
 */
final class RandomStreams {
    private RandomStreams() {
    }

    private static final int CHARACTERISTICS = Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.NONNULL
            | Spliterator.IMMUTABLE;

    static void checkSize(long size) {
        if (size < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    static void checkRange(boolean ok) {
        if (!ok) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    static int boundedInt(Random rng, int origin, int bound) {
        int r = rng.nextInt();
        if (origin < bound) {
            int n = bound - origin;
            int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                int u = r >>> 1;
                while (true) {
                    r = u % n;
                    if (u + m - r >= 0) {
                        break;
                    }
                    u = rng.nextInt() >>> 1;
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = rng.nextInt();
                }
            }
        }
        return r;
    }

    static long boundedLong(Random rng, long origin, long bound) {
        long r = rng.nextLong();
        if (origin < bound) {
            long n = bound - origin;
            long m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                long u = r >>> 1;
                while (true) {
                    r = u % n;
                    if (u + m - r >= 0L) {
                        break;
                    }
                    u = rng.nextLong() >>> 1;
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = rng.nextLong();
                }
            }
        }
        return r;
    }

    static double boundedDouble(Random rng, double origin, double bound) {
        double r = rng.nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) {
                r = Math.nextAfter(bound, origin);
            }
        }
        return r;
    }

    /** size values in [origin, bound); origin >= bound means any int. */
    static IntStream ints(final Random rng, final long size, final int origin, final int bound) {
        return StreamSupport.intStream(new Spliterators.AbstractIntSpliterator(size, CHARACTERISTICS) {
            private long index;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (index < size) {
                    action.accept(boundedInt(rng, origin, bound));
                    index++;
                    return true;
                }
                return false;
            }

            public long estimateSize() {
                return size - index;
            }
        }, false);
    }

    static LongStream longs(final Random rng, final long size, final long origin, final long bound) {
        return StreamSupport.longStream(new Spliterators.AbstractLongSpliterator(size, CHARACTERISTICS) {
            private long index;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (index < size) {
                    action.accept(boundedLong(rng, origin, bound));
                    index++;
                    return true;
                }
                return false;
            }

            public long estimateSize() {
                return size - index;
            }
        }, false);
    }

    static DoubleStream doubles(final Random rng, final long size, final double origin, final double bound) {
        return StreamSupport.doubleStream(new Spliterators.AbstractDoubleSpliterator(size, CHARACTERISTICS) {
            private long index;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (index < size) {
                    action.accept(boundedDouble(rng, origin, bound));
                    index++;
                    return true;
                }
                return false;
            }

            public long estimateSize() {
                return size - index;
            }
        }, false);
    }
}
