package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The sources behind Stream's static factories (iterate, generate, builder, concat) and the
 * close-handler composition shared by all streams. The primitive forms are in
 * IntSources/LongSources/DoubleSources.
 */
final class StreamSources {
    private StreamSources() {
    }

    static final int ARRAY_CHARACTERISTICS = Spliterator.ORDERED | Spliterator.IMMUTABLE;

    /** Runs a then b; if a throws, b still runs and its exception is added as suppressed. */
    static Runnable bothRunnables(final Runnable a, final Runnable b) {
        return new Runnable() {
            public void run() {
                try {
                    a.run();
                } catch (Throwable e1) {
                    try {
                        b.run();
                    } catch (Throwable e2) {
                        if (e1 != e2) {
                            e1.addSuppressed(e2);
                        }
                    }
                    throw e1;
                }
                b.run();
            }
        };
    }

    /** Closes both streams (concat's close handler), with bothRunnables' exception rules. */
    static Runnable closeBoth(final BaseStream<?, ?> a, final BaseStream<?, ?> b) {
        return bothRunnables(new Runnable() {
            public void run() {
                a.close();
            }
        }, new Runnable() {
            public void run() {
                b.close();
            }
        });
    }

    static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        Objects.requireNonNull(f);
        Spliterator<T> s = new Spliterators.AbstractSpliterator<T>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE) {
            private T prev;
            private boolean started;

            public boolean tryAdvance(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                T t;
                if (started) {
                    t = f.apply(prev);
                } else {
                    t = seed;
                    started = true;
                }
                prev = t;
                action.accept(t);
                return true;
            }
        };
        return StreamSupport.stream(s, false);
    }

    static <T> Stream<T> iterate(final T seed, final Predicate<? super T> hasNext, final UnaryOperator<T> next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        Spliterator<T> s = new Spliterators.AbstractSpliterator<T>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE) {
            private T prev;
            private boolean started;
            private boolean finished;

            public boolean tryAdvance(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                T t;
                if (started) {
                    t = next.apply(prev);
                } else {
                    t = seed;
                    started = true;
                }
                if (!hasNext.test(t)) {
                    prev = null;
                    finished = true;
                    return false;
                }
                prev = t;
                action.accept(t);
                return true;
            }
        };
        return StreamSupport.stream(s, false);
    }

    static <T> Stream<T> generate(final Supplier<? extends T> supplier) {
        Objects.requireNonNull(supplier);
        Spliterator<T> s = new Spliterators.AbstractSpliterator<T>(Long.MAX_VALUE, Spliterator.IMMUTABLE) {
            public boolean tryAdvance(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                action.accept(supplier.get());
                return true;
            }
        };
        return StreamSupport.stream(s, false);
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        @SuppressWarnings("unchecked")
        Spliterator<T> s = new Concat<T>((Spliterator<T>) a.spliterator(), (Spliterator<T>) b.spliterator());
        Stream<T> stream = StreamSupport.stream(s, a.isParallel() || b.isParallel());
        return stream.onClose(closeBoth(a, b));
    }

    /** The elements of one spliterator, then another's. */
    static final class Concat<T> implements Spliterator<T> {
        private final Spliterator<T> a;
        private final Spliterator<T> b;
        private boolean inFirst = true;
        private final boolean unsized;

        Concat(Spliterator<T> a, Spliterator<T> b) {
            this.a = a;
            this.b = b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            if (inFirst) {
                if (a.tryAdvance(action)) {
                    return true;
                }
                inFirst = false;
            }
            return b.tryAdvance(action);
        }

        public void forEachRemaining(Consumer<? super T> action) {
            if (inFirst) {
                a.forEachRemaining(action);
            }
            b.forEachRemaining(action);
        }

        public Spliterator<T> trySplit() {
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

        public Comparator<? super T> getComparator() {
            if (inFirst) {
                throw new IllegalStateException();
            }
            return b.getComparator();
        }
    }

    /** Stream.builder(): collects elements, then streams them once. */
    static final class RefBuilder<T> implements Stream.Builder<T> {
        private Object[] items = new Object[8];
        private int count;
        private boolean built;

        public void accept(T t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == items.length) {
                items = Arrays.copyOf(items, count * 2);
            }
            items[count++] = t;
        }

        public Stream<T> build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            Spliterator<T> s = Spliterators.spliterator(items, 0, count, ARRAY_CHARACTERISTICS);
            return StreamSupport.stream(s, false);
        }
    }
}
