package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;

/** The sources behind IntStream's static factories. Kept line for line parallel to its int/long/double siblings. */
final class IntSources {
    private IntSources() {
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        Objects.requireNonNull(f);
        Spliterator.OfInt s = new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private int prev;
            private boolean started;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                int t;
                if (started) {
                    t = f.applyAsInt(prev);
                } else {
                    t = seed;
                    started = true;
                }
                prev = t;
                action.accept(t);
                return true;
            }
        };
        return StreamSupport.intStream(s, false);
    }

    static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        Spliterator.OfInt s = new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private int prev;
            private boolean started;
            private boolean finished;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                int t;
                if (started) {
                    t = next.applyAsInt(prev);
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
        return StreamSupport.intStream(s, false);
    }

    static IntStream generate(final IntSupplier supplier) {
        Objects.requireNonNull(supplier);
        Spliterator.OfInt s = new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                action.accept(supplier.getAsInt());
                return true;
            }
        };
        return StreamSupport.intStream(s, false);
    }

    static IntStream of(int... values) {
        return StreamSupport.intStream(Spliterators.spliterator(values, StreamSources.ARRAY_CHARACTERISTICS), false);
    }

    static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        Spliterator.OfInt s = new Concat(a.spliterator(), b.spliterator());
        IntStream stream = StreamSupport.intStream(s, a.isParallel() || b.isParallel());
        return stream.onClose(StreamSources.closeBoth(a, b));
    }

    /** The elements of one spliterator, then another's. */
    static final class Concat implements Spliterator.OfInt {
        private final Spliterator.OfInt a;
        private final Spliterator.OfInt b;
        private boolean inFirst = true;
        private final boolean unsized;

        Concat(Spliterator.OfInt a, Spliterator.OfInt b) {
            this.a = a;
            this.b = b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        public boolean tryAdvance(IntConsumer action) {
            if (inFirst) {
                if (a.tryAdvance(action)) {
                    return true;
                }
                inFirst = false;
            }
            return b.tryAdvance(action);
        }

        public void forEachRemaining(IntConsumer action) {
            if (inFirst) {
                a.forEachRemaining(action);
            }
            b.forEachRemaining(action);
        }

        public Spliterator.OfInt trySplit() {
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

    /** IntStream.builder(): collects values, then streams them once. */
    static final class Builder implements IntStream.Builder {
        private int[] items = new int[8];
        private int count;
        private boolean built;

        public void accept(int v) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == items.length) {
                items = Arrays.copyOf(items, count * 2);
            }
            items[count++] = v;
        }

        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.intStream(Spliterators.spliterator(items, 0, count,
                    StreamSources.ARRAY_CHARACTERISTICS), false);
        }
    }

    /** range(from, to): empty when from >= to. */
    static IntStream range(int from, int to) {
        if (from >= to) {
            return StreamSupport.intStream(Spliterators.emptyIntSpliterator(), false);
        }
        return StreamSupport.intStream(new Range(from, to - 1), false);
    }

    /** rangeClosed(from, to): empty when from > to. */
    static IntStream rangeClosed(int from, int to) {
        if (from > to) {
            return StreamSupport.intStream(Spliterators.emptyIntSpliterator(), false);
        }
        return StreamSupport.intStream(new Range(from, to), false);
    }

    /** The values from next to last inclusive, counting up. */
    static final class Range implements Spliterator.OfInt {
        private int next;
        private final int last;
        private boolean done;

        Range(int first, int last) {
            this.next = first;
            this.last = last;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (done) {
                return false;
            }
            int v = next;
            if (v == last) {
                done = true;
            } else {
                next = v + 1;
            }
            action.accept(v);
            return true;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            while (!done) {
                int v = next;
                if (v == last) {
                    done = true;
                } else {
                    next = v + 1;
                }
                action.accept(v);
            }
        }

        public Spliterator.OfInt trySplit() {
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

        public Comparator<? super Integer> getComparator() {
            return null;
        }
    }
}
