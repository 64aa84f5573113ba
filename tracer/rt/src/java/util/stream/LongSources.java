package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.LongConsumer;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;

/** The sources behind LongStream's static factories. Kept line for line parallel to its int/long/double siblings. */
final class LongSources {
    private LongSources() {
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        Spliterator.OfLong s = new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private long prev;
            private boolean started;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                long t;
                if (started) {
                    t = f.applyAsLong(prev);
                } else {
                    t = seed;
                    started = true;
                }
                prev = t;
                action.accept(t);
                return true;
            }
        };
        return StreamSupport.longStream(s, false);
    }

    static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        Spliterator.OfLong s = new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private long prev;
            private boolean started;
            private boolean finished;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                long t;
                if (started) {
                    t = next.applyAsLong(prev);
                } else {
                    t = seed;
                    started = true;
                }
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                prev = t;
                action.accept(t);
                return true;
            }
        };
        return StreamSupport.longStream(s, false);
    }

    static LongStream generate(final LongSupplier supplier) {
        Objects.requireNonNull(supplier);
        Spliterator.OfLong s = new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE,
                Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                action.accept(supplier.getAsLong());
                return true;
            }
        };
        return StreamSupport.longStream(s, false);
    }

    static LongStream of(long... values) {
        return StreamSupport.longStream(Spliterators.spliterator(values, StreamSources.ARRAY_CHARACTERISTICS), false);
    }

    static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        Spliterator.OfLong s = new Concat(a.spliterator(), b.spliterator());
        LongStream stream = StreamSupport.longStream(s, a.isParallel() || b.isParallel());
        return stream.onClose(StreamSources.closeBoth(a, b));
    }

    /** The elements of one spliterator, then another's. */
    static final class Concat implements Spliterator.OfLong {
        private final Spliterator.OfLong a;
        private final Spliterator.OfLong b;
        private boolean inFirst = true;
        private final boolean unsized;

        Concat(Spliterator.OfLong a, Spliterator.OfLong b) {
            this.a = a;
            this.b = b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        public boolean tryAdvance(LongConsumer action) {
            if (inFirst) {
                if (a.tryAdvance(action)) {
                    return true;
                }
                inFirst = false;
            }
            return b.tryAdvance(action);
        }

        public void forEachRemaining(LongConsumer action) {
            if (inFirst) {
                a.forEachRemaining(action);
            }
            b.forEachRemaining(action);
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            if (inFirst) {
                long n = a.estimateSize() + b.estimateSize();
                return n >= 0 ? n : Long.MAX_VALUE;
            }
            return b.estimateSize();
        }

        public int characteristics() {
            if (inFirst) {
                return a.characteristics() & b.characteristics() & ~(Spliterator.DISTINCT | Spliterator.SORTED
                        | (unsized ? Spliterator.SIZED | Spliterator.SUBSIZED : 0));
            }
            return b.characteristics();
        }
    }

    /** LongStream.builder(): collects values, then streams them once. */
    static final class Builder implements LongStream.Builder {
        private long[] items = new long[8];
        private int count;
        private boolean built;

        public void accept(long v) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == items.length) {
                items = Arrays.copyOf(items, count * 2);
            }
            items[count++] = v;
        }

        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.longStream(Spliterators.spliterator(items, 0, count,
                    StreamSources.ARRAY_CHARACTERISTICS), false);
        }
    }

    /** range(from, to): empty when from >= to. */
    static LongStream range(long from, long to) {
        if (from >= to) {
            return StreamSupport.longStream(Spliterators.emptyLongSpliterator(), false);
        }
        return StreamSupport.longStream(new Range(from, to - 1), false);
    }

    /** rangeClosed(from, to): empty when from > to. */
    static LongStream rangeClosed(long from, long to) {
        if (from > to) {
            return StreamSupport.longStream(Spliterators.emptyLongSpliterator(), false);
        }
        return StreamSupport.longStream(new Range(from, to), false);
    }

    /** The values from next to last inclusive, counting up. */
    static final class Range implements Spliterator.OfLong {
        private long next;
        private final long last;
        private boolean done;

        Range(long first, long last) {
            this.next = first;
            this.last = last;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (done) {
                return false;
            }
            long v = next;
            if (v == last) {
                done = true;
            } else {
                next = v + 1;
            }
            action.accept(v);
            return true;
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            while (!done) {
                long v = next;
                if (v == last) {
                    done = true;
                } else {
                    next = v + 1;
                }
                action.accept(v);
            }
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            if (done) {
                return 0;
            }
            long n = (long) last - (long) next + 1;
            return n > 0 ? n : Long.MAX_VALUE;
        }

        public int characteristics() {
            int c = Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT
                    | Spliterator.SORTED;
            long n = (long) last - (long) next + 1;
            return done || n > 0 ? c | Spliterator.SIZED | Spliterator.SUBSIZED : c;
        }

        public Comparator<? super Long> getComparator() {
            return null;
        }
    }
}
