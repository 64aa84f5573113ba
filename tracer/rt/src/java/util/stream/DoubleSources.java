package java.util.stream;

import java.util.Arrays;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.DoubleConsumer;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;

/** The sources behind DoubleStream's static factories. Kept line for line parallel to its int/long/double siblings. */
final class DoubleSources {
    private DoubleSources() {
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        Spliterator.OfDouble s = new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private double prev;
            private boolean started;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                double t;
                if (started) {
                    t = f.applyAsDouble(prev);
                } else {
                    t = seed;
                    started = true;
                }
                prev = t;
                action.accept(t);
                return true;
            }
        };
        return StreamSupport.doubleStream(s, false);
    }

    static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        Spliterator.OfDouble s = new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private double prev;
            private boolean started;
            private boolean finished;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                double t;
                if (started) {
                    t = next.applyAsDouble(prev);
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
        return StreamSupport.doubleStream(s, false);
    }

    static DoubleStream generate(final DoubleSupplier supplier) {
        Objects.requireNonNull(supplier);
        Spliterator.OfDouble s = new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE,
                Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                action.accept(supplier.getAsDouble());
                return true;
            }
        };
        return StreamSupport.doubleStream(s, false);
    }

    static DoubleStream of(double... values) {
        return StreamSupport.doubleStream(Spliterators.spliterator(values, StreamSources.ARRAY_CHARACTERISTICS), false);
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        Spliterator.OfDouble s = new Concat(a.spliterator(), b.spliterator());
        DoubleStream stream = StreamSupport.doubleStream(s, a.isParallel() || b.isParallel());
        return stream.onClose(StreamSources.closeBoth(a, b));
    }

    /** The elements of one spliterator, then another's. */
    static final class Concat implements Spliterator.OfDouble {
        private final Spliterator.OfDouble a;
        private final Spliterator.OfDouble b;
        private boolean inFirst = true;
        private final boolean unsized;

        Concat(Spliterator.OfDouble a, Spliterator.OfDouble b) {
            this.a = a;
            this.b = b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            if (inFirst) {
                if (a.tryAdvance(action)) {
                    return true;
                }
                inFirst = false;
            }
            return b.tryAdvance(action);
        }

        public void forEachRemaining(DoubleConsumer action) {
            if (inFirst) {
                a.forEachRemaining(action);
            }
            b.forEachRemaining(action);
        }

        public Spliterator.OfDouble trySplit() {
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

    /** DoubleStream.builder(): collects values, then streams them once. */
    static final class Builder implements DoubleStream.Builder {
        private double[] items = new double[8];
        private int count;
        private boolean built;

        public void accept(double v) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == items.length) {
                items = Arrays.copyOf(items, count * 2);
            }
            items[count++] = v;
        }

        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.doubleStream(Spliterators.spliterator(items, 0, count,
                    StreamSources.ARRAY_CHARACTERISTICS), false);
        }
    }
}
