package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** A stage of an object stream (the source stage or an operation). */
@SuppressWarnings({"unchecked", "rawtypes"})
class RefPipeline<T> extends Pipeline implements Stream<T> {
    RefPipeline(Spliterator<?> spliterator, Supplier<? extends Spliterator<?>> supplier, int characteristics,
            boolean parallel) {
        super(spliterator, supplier, characteristics, parallel);
    }

    RefPipeline(Pipeline previous, int opFlags) {
        super(previous, opFlags);
    }

    @Override
    final void pushAll(Spliterator<?> s, Sink sink) {
        ((Spliterator<Object>) s).forEachRemaining(sink);
    }

    @Override
    final boolean pushOne(Spliterator<?> s, Sink sink) {
        return ((Spliterator<Object>) s).tryAdvance(sink);
    }

    // ---- stateless operations ----

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipeline<T>(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        if (predicate.test((T) t)) {
                            this.down.accept(t);
                        }
                    }
                };
            }
        };
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<R>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        this.down.accept(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        this.down.accept(mapper.applyAsInt((T) t));
                    }
                };
            }
        };
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        this.down.accept(mapper.applyAsLong((T) t));
                    }
                };
            }
        };
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        this.down.accept(mapper.applyAsDouble((T) t));
                    }
                };
            }
        };
    }

    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<R>(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(Object t) {
                        try (Stream<? extends R> inner = mapper.apply((T) t)) {
                            if (inner != null) {
                                if (!polled) {
                                    inner.sequential().forEach(this.down);
                                } else {
                                    Spliterator<? extends R> s = inner.sequential().spliterator();
                                    while (!this.down.cancellationRequested() && s.tryAdvance(this.down)) {
                                        // until the inner stream ends or downstream is satisfied
                                    }
                                }
                            }
                        }
                    }
                };
            }
        };
    }

    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(Object t) {
                        try (IntStream inner = mapper.apply((T) t)) {
                            if (inner != null) {
                                FlatSink.pushInts(inner, this.down, polled);
                            }
                        }
                    }
                };
            }
        };
    }

    public LongStream flatMapToLong(final Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(Object t) {
                        try (LongStream inner = mapper.apply((T) t)) {
                            if (inner != null) {
                                FlatSink.pushLongs(inner, this.down, polled);
                            }
                        }
                    }
                };
            }
        };
    }

    public DoubleStream flatMapToDouble(final Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(Object t) {
                        try (DoubleStream inner = mapper.apply((T) t)) {
                            if (inner != null) {
                                FlatSink.pushDoubles(inner, this.down, polled);
                            }
                        }
                    }
                };
            }
        };
    }

    public <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<R>(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        mapper.accept((T) t, (Consumer<R>) (Consumer) this.down);
                    }
                };
            }
        };
    }

    public IntStream mapMultiToInt(final BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        mapper.accept((T) t, (IntConsumer) this.down);
                    }
                };
            }
        };
    }

    public LongStream mapMultiToLong(final BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        mapper.accept((T) t, (LongConsumer) this.down);
                    }
                };
            }
        };
    }

    public DoubleStream mapMultiToDouble(final BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        mapper.accept((T) t, (DoubleConsumer) this.down);
                    }
                };
            }
        };
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return new RefPipeline<T>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        action.accept((T) t);
                        this.down.accept(t);
                    }
                };
            }
        };
    }

    public Stream<T> unordered() {
        return new RefPipeline<T>(this, 0);
    }

    // ---- stateful and short-circuiting operations ----

    public Stream<T> distinct() {
        return new RefPipeline<T>(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new DistinctSink(down);
            }
        };
    }

    public Stream<T> sorted() {
        return sortedBy(null);
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        return sortedBy(Objects.requireNonNull(comparator));
    }

    private Stream<T> sortedBy(final Comparator<? super T> comparator) {
        return new RefPipeline<T>(this, 0) {
            Sink wrap(Sink down) {
                return new SortingSink(down) {
                    private ArrayList<Object> items;

                    void begin() {
                        items = new ArrayList<Object>();
                    }

                    public void accept(Object t) {
                        items.add(t);
                    }

                    void end() {
                        Object[] a = items.toArray();
                        items = null;
                        if (comparator == null) {
                            Arrays.sort(a);
                        } else {
                            Arrays.sort((T[]) a, comparator);
                        }
                        this.down.begin();
                        for (int i = 0; i < a.length; i++) {
                            if (polled && this.down.cancellationRequested()) {
                                break;
                            }
                            this.down.accept(a[i]);
                        }
                        this.down.end();
                    }
                };
            }
        };
    }

    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new SliceRef<T>(this, 0, maxSize);
    }

    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new SliceRef<T>(this, n, -1);
    }

    /** The skip/limit stage. */
    static final class SliceRef<T> extends RefPipeline<T> {
        private final long skip;
        private final long limit;

        SliceRef(Pipeline previous, long skip, long limit) {
            super(previous, limit >= 0 ? SHORT_CIRCUIT : 0);
            this.skip = skip;
            this.limit = limit;
        }

        Sink wrap(Sink down) {
            return new Sink.Slice(down, skip, limit);
        }

        long adjustSize(long n) {
            return Pipeline.sliceSize(n, skip, limit);
        }
    }

    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipeline<T>(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean taking = true;

                    public void accept(Object t) {
                        if (taking && (taking = predicate.test((T) t))) {
                            this.down.accept(t);
                        }
                    }

                    boolean cancellationRequested() {
                        return !taking || this.down.cancellationRequested();
                    }
                };
            }
        };
    }

    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipeline<T>(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean passing;

                    public void accept(Object t) {
                        if (!passing) {
                            passing = !predicate.test((T) t);
                        }
                        if (passing) {
                            this.down.accept(t);
                        }
                    }
                };
            }
        };
    }

    // ---- terminal operations ----

    public void forEach(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(Object t) {
                action.accept((T) t);
            }
        }, false);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        return toArray(new IntFunction<Object[]>() {
            public Object[] apply(int n) {
                return new Object[n];
            }
        });
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        consume();
        Spliterator<?> s = takeSource();
        long n = exactSize(s);
        if (n >= 0) {
            // A known size: the array is made first and filled in place, as in the JDK.
            if (n >= Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("Stream size exceeds max array size");
            }
            final A[] array = generator.apply((int) n);
            runWith(s, new Sink() {
                private int at;

                public void accept(Object t) {
                    ((Object[]) array)[at++] = t;
                }
            }, false);
            return array;
        }
        final ArrayList<Object> items = new ArrayList<Object>();
        runWith(s, new Sink() {
            public void accept(Object t) {
                items.add(t);
            }
        }, false);
        A[] array = generator.apply(items.size());
        System.arraycopy(items.toArray(), 0, array, 0, items.size());
        return array;
    }

    public List<T> toList() {
        return (List<T>) Collections.unmodifiableList(Arrays.asList(toArray()));
    }

    public T reduce(final T identity, final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        return (T) evaluate(new Sink() {
            Object state;

            void begin() {
                state = identity;
            }

            public void accept(Object t) {
                state = accumulator.apply((T) state, (T) t);
            }
        }, false).state;
    }

    public Optional<T> reduce(final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        ReducingSink r = evaluate(new ReducingSink() {
            public void accept(Object t) {
                if (empty) {
                    empty = false;
                    state = t;
                } else {
                    state = accumulator.apply((T) state, (T) t);
                }
            }
        }, false);
        return r.empty ? Optional.<T>empty() : Optional.of((T) r.state);
    }

    public <U> U reduce(final U identity, final BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return (U) evaluate(new Sink() {
            Object state;

            void begin() {
                state = identity;
            }

            public void accept(Object t) {
                state = accumulator.apply((U) state, (T) t);
            }
        }, false).state;
    }

    public <R> R collect(final Supplier<R> supplier, final BiConsumer<R, ? super T> accumulator,
            BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return (R) evaluate(new Sink() {
            Object state;

            void begin() {
                state = supplier.get();
            }

            public void accept(Object t) {
                accumulator.accept((R) state, (T) t);
            }
        }, false).state;
    }

    public <R, A> R collect(Collector<? super T, A, R> collector) {
        final Supplier<A> supplier = collector.supplier();
        final BiConsumer<A, ? super T> accumulator = collector.accumulator();
        collector.combiner();
        A container = (A) evaluate(new Sink() {
            Object state;

            void begin() {
                state = supplier.get();
            }

            public void accept(Object t) {
                accumulator.accept((A) state, (T) t);
            }
        }, false).state;
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) container;
        }
        return collector.finisher().apply(container);
    }

    public Optional<T> min(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public Optional<T> max(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public long count() {
        return countElements();
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, true, true);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return match(predicate, false, false);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return match(predicate, true, false);
    }

    /** Stops at the first element whose test equals stopOn and answers stopResult then. */
    private boolean match(final Predicate<? super T> predicate, final boolean stopOn, final boolean stopResult) {
        Objects.requireNonNull(predicate);
        return evaluate(new MatchSink(!stopResult) {
            public void accept(Object t) {
                if (!stop && predicate.test((T) t) == stopOn) {
                    stop = true;
                    result = stopResult;
                }
            }
        }, true).result;
    }

    public Optional<T> findFirst() {
        FindSink f = evaluate(new FindSink(), true);
        return f.found ? Optional.of((T) f.value) : Optional.<T>empty();
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    // ---- BaseStream ----

    public Iterator<T> iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator<T> spliterator() {
        Spliterator<?> s = sourceOrNull();
        if (s != null) {
            return (Spliterator<T>) s;
        }
        return new RefWrapSpliterator<T>(this, takeSource());
    }

    public Stream<T> sequential() {
        setParallel(false);
        return this;
    }

    public Stream<T> parallel() {
        setParallel(true);
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }
}
