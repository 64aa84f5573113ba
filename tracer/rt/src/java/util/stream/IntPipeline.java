package java.util.stream;

import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.ObjDoubleConsumer;
import java.util.function.ObjIntConsumer;
import java.util.function.ObjLongConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

/**
 * A stage of an int stream (the source stage or an operation). IntPipeline, LongPipeline and
 * DoublePipeline are kept line for line parallel: a change to one belongs in all three.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class IntPipeline extends Pipeline implements IntStream {
    IntPipeline(Spliterator<?> spliterator, Supplier<? extends Spliterator<?>> supplier, int characteristics,
            boolean parallel) {
        super(spliterator, supplier, characteristics, parallel);
    }

    IntPipeline(Pipeline previous, int opFlags) {
        super(previous, opFlags);
    }

    @Override
    final void pushAll(Spliterator<?> s, Sink sink) {
        ((Spliterator.OfInt) s).forEachRemaining((IntConsumer) sink);
    }

    @Override
    final boolean pushOne(Spliterator<?> s, Sink sink) {
        return ((Spliterator.OfInt) s).tryAdvance((IntConsumer) sink);
    }

    // ---- stateless operations ----

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        if (predicate.test(v)) {
                            this.down.accept(v);
                        }
                    }
                };
            }
        };
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept(mapper.applyAsInt(v));
                    }
                };
            }
        };
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept(mapper.apply(v));
                    }
                };
            }
        };
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept(mapper.applyAsLong(v));
                    }
                };
            }
        };
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept(mapper.applyAsDouble(v));
                    }
                };
            }
        };
    }

    public LongStream asLongStream() {
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept((long) v);
                    }
                };
            }
        };
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept((double) v);
                    }
                };
            }
        };
    }

    public Stream<Integer> boxed() {
        return new RefPipeline<Integer>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        this.down.accept((Object) Integer.valueOf(v));
                    }
                };
            }
        };
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(int v) {
                        try (IntStream inner = mapper.apply(v)) {
                            if (inner != null) {
                                FlatSink.pushInts(inner, this.down, polled);
                            }
                        }
                    }
                };
            }
        };
    }

    public IntStream mapMulti(final IntStream.IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        mapper.accept(v, (IntConsumer) this.down);
                    }
                };
            }
        };
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(int v) {
                        action.accept(v);
                        this.down.accept(v);
                    }
                };
            }
        };
    }

    public IntStream unordered() {
        return new IntPipeline(this, 0);
    }

    // ---- stateful and short-circuiting operations ----

    public IntStream distinct() {
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new DistinctSink(down);
            }
        };
    }

    public IntStream sorted() {
        return new IntPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new SortingSink(down) {
                    private int[] items;
                    private int n;

                    void begin() {
                        items = new int[16];
                        n = 0;
                    }

                    public void accept(int v) {
                        if (n == items.length) {
                            items = Arrays.copyOf(items, n * 2);
                        }
                        items[n++] = v;
                    }

                    void end() {
                        int[] a = items;
                        int count = n;
                        items = null;
                        Arrays.sort(a, 0, count);
                        this.down.begin();
                        for (int i = 0; i < count; i++) {
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

    public IntStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new Slice(this, 0, maxSize);
    }

    public IntStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new Slice(this, n, -1);
    }

    /** The skip/limit stage. */
    static final class Slice extends IntPipeline {
        private final long skip;
        private final long limit;

        Slice(Pipeline previous, long skip, long limit) {
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

    public IntStream takeWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean taking = true;

                    public void accept(int v) {
                        if (taking && (taking = predicate.test(v))) {
                            this.down.accept(v);
                        }
                    }

                    boolean cancellationRequested() {
                        return !taking || this.down.cancellationRequested();
                    }
                };
            }
        };
    }

    public IntStream dropWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean passing;

                    public void accept(int v) {
                        if (!passing) {
                            passing = !predicate.test(v);
                        }
                        if (passing) {
                            this.down.accept(v);
                        }
                    }
                };
            }
        };
    }

    // ---- terminal operations ----

    public void forEach(final IntConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(int v) {
                action.accept(v);
            }
        }, false);
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        consume();
        Spliterator<?> s = takeSource();
        long n = exactSize(s);
        if (n >= 0) {
            if (n >= Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("Stream size exceeds max array size");
            }
            final int[] array = new int[(int) n];
            runWith(s, new Sink() {
                private int at;

                public void accept(int v) {
                    array[at++] = v;
                }
            }, false);
            return array;
        }
        final int[][] buf = new int[][] {new int[16]};
        final int[] count = new int[1];
        runWith(s, new Sink() {
            public void accept(int v) {
                if (count[0] == buf[0].length) {
                    buf[0] = Arrays.copyOf(buf[0], count[0] * 2);
                }
                buf[0][count[0]++] = v;
            }
        }, false);
        return Arrays.copyOf(buf[0], count[0]);
    }

    public int reduce(final int identity, final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        final int[] state = new int[1];
        evaluate(new Sink() {
            void begin() {
                state[0] = identity;
            }

            public void accept(int v) {
                state[0] = op.applyAsInt(state[0], v);
            }
        }, false);
        return state[0];
    }

    public OptionalInt reduce(final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        final int[] state = new int[1];
        final boolean[] seen = new boolean[1];
        evaluate(new Sink() {
            public void accept(int v) {
                if (!seen[0]) {
                    seen[0] = true;
                    state[0] = v;
                } else {
                    state[0] = op.applyAsInt(state[0], v);
                }
            }
        }, false);
        return seen[0] ? OptionalInt.of(state[0]) : OptionalInt.empty();
    }

    public <R> R collect(final Supplier<R> supplier,
            final ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final Object[] state = new Object[1];
        evaluate(new Sink() {
            void begin() {
                state[0] = supplier.get();
            }

            public void accept(int v) {
                accumulator.accept((R) state[0], v);
            }
        }, false);
        return (R) state[0];
    }

    public int sum() {
        final long[] acc = new long[1];
        evaluate(new Sink() {
            public void accept(int v) {
                acc[0] += v;
            }
        }, false);
        return (int) acc[0];
    }

    public OptionalDouble average() {
        final long[] acc = new long[2];
        evaluate(new Sink() {
            public void accept(int v) {
                acc[0]++;
                acc[1] += v;
            }
        }, false);
        return acc[0] > 0 ? OptionalDouble.of((double) acc[1] / acc[0]) : OptionalDouble.empty();
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return countElements();
    }

    public IntSummaryStatistics summaryStatistics() {
        final IntSummaryStatistics stats = new IntSummaryStatistics();
        evaluate(new Sink() {
            public void accept(int v) {
                stats.accept(v);
            }
        }, false);
        return stats;
    }

    public boolean anyMatch(IntPredicate predicate) {
        return match(predicate, true, true);
    }

    public boolean allMatch(IntPredicate predicate) {
        return match(predicate, false, false);
    }

    public boolean noneMatch(IntPredicate predicate) {
        return match(predicate, true, false);
    }

    private boolean match(final IntPredicate predicate, final boolean stopOn, final boolean stopResult) {
        Objects.requireNonNull(predicate);
        return evaluate(new MatchSink(!stopResult) {
            public void accept(int v) {
                if (!stop && predicate.test(v) == stopOn) {
                    stop = true;
                    result = stopResult;
                }
            }
        }, true).result;
    }

    public OptionalInt findFirst() {
        FindSink f = evaluate(new FindSink(), true);
        return f.found ? OptionalInt.of(((Integer) f.value).intValue()) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    // ---- BaseStream ----

    public PrimitiveIterator.OfInt iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfInt spliterator() {
        Spliterator<?> s = sourceOrNull();
        if (s != null) {
            return (Spliterator.OfInt) s;
        }
        return new Wrap(this, takeSource());
    }

    public IntStream sequential() {
        setParallel(false);
        return this;
    }

    public IntStream parallel() {
        setParallel(true);
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    /** Pulls elements of a later stage through the pipeline for spliterator()/iterator(). */
    static final class Wrap extends Pipeline.Wrapping implements Spliterator.OfInt {
        private int[] buf = new int[8];
        private int rd;
        private int wr;

        Wrap(Pipeline pipe, Spliterator<?> source) {
            super(pipe, source);
        }

        boolean buffered() {
            return rd < wr;
        }

        Sink bufferSink() {
            return new Sink() {
                public void accept(int v) {
                    if (wr == buf.length) {
                        buf = Arrays.copyOf(buf, wr * 2);
                    }
                    buf[wr++] = v;
                }
            };
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            int v = buf[rd++];
            if (rd == wr) {
                rd = 0;
                wr = 0;
            }
            action.accept(v);
            return true;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }
    }
}
