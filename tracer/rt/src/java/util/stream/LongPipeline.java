package java.util.stream;

import java.util.Arrays;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalLong;
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
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

/**
 * A stage of a long stream (the source stage or an operation). IntPipeline, LongPipeline and
 * DoublePipeline are kept line for line parallel: a change to one belongs in all three.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class LongPipeline extends Pipeline implements LongStream {
    LongPipeline(Spliterator<?> spliterator, Supplier<? extends Spliterator<?>> supplier, int characteristics,
            boolean parallel) {
        super(spliterator, supplier, characteristics, parallel);
    }

    LongPipeline(Pipeline previous, int opFlags) {
        super(previous, opFlags);
    }

    @Override
    final void pushAll(Spliterator<?> s, Sink sink) {
        ((Spliterator.OfLong) s).forEachRemaining((LongConsumer) sink);
    }

    @Override
    final boolean pushOne(Spliterator<?> s, Sink sink) {
        return ((Spliterator.OfLong) s).tryAdvance((LongConsumer) sink);
    }

    // ---- stateless operations ----

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        if (predicate.test(v)) {
                            this.down.accept(v);
                        }
                    }
                };
            }
        };
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        this.down.accept(mapper.applyAsLong(v));
                    }
                };
            }
        };
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        this.down.accept(mapper.apply(v));
                    }
                };
            }
        };
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        this.down.accept(mapper.applyAsInt(v));
                    }
                };
            }
        };
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        this.down.accept(mapper.applyAsDouble(v));
                    }
                };
            }
        };
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        this.down.accept((double) v);
                    }
                };
            }
        };
    }

    public Stream<Long> boxed() {
        return new RefPipeline<Long>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        this.down.accept((Object) Long.valueOf(v));
                    }
                };
            }
        };
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(long v) {
                        try (LongStream inner = mapper.apply(v)) {
                            if (inner != null) {
                                FlatSink.pushLongs(inner, this.down, polled);
                            }
                        }
                    }
                };
            }
        };
    }

    public LongStream mapMulti(final LongStream.LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        mapper.accept(v, (LongConsumer) this.down);
                    }
                };
            }
        };
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(long v) {
                        action.accept(v);
                        this.down.accept(v);
                    }
                };
            }
        };
    }

    public LongStream unordered() {
        return new LongPipeline(this, 0);
    }

    // ---- stateful and short-circuiting operations ----

    public LongStream distinct() {
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new DistinctSink(down);
            }
        };
    }

    public LongStream sorted() {
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new SortingSink(down) {
                    private long[] items;
                    private int n;

                    void begin() {
                        items = new long[16];
                        n = 0;
                    }

                    public void accept(long v) {
                        if (n == items.length) {
                            items = Arrays.copyOf(items, n * 2);
                        }
                        items[n++] = v;
                    }

                    void end() {
                        long[] a = items;
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

    public LongStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new Slice(this, 0, maxSize);
    }

    public LongStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new Slice(this, n, -1);
    }

    /** The skip/limit stage. */
    static final class Slice extends LongPipeline {
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

    public LongStream takeWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean taking = true;

                    public void accept(long v) {
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

    public LongStream dropWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean passing;

                    public void accept(long v) {
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

    public void forEach(final LongConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(long v) {
                action.accept(v);
            }
        }, false);
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        consume();
        Spliterator<?> s = takeSource();
        long n = exactSize(s);
        if (n >= 0) {
            if (n >= Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("Stream size exceeds max array size");
            }
            final long[] array = new long[(int) n];
            runWith(s, new Sink() {
                private int at;

                public void accept(long v) {
                    array[at++] = v;
                }
            }, false);
            return array;
        }
        final long[][] buf = new long[][] {new long[16]};
        final int[] count = new int[1];
        runWith(s, new Sink() {
            public void accept(long v) {
                if (count[0] == buf[0].length) {
                    buf[0] = Arrays.copyOf(buf[0], count[0] * 2);
                }
                buf[0][count[0]++] = v;
            }
        }, false);
        return Arrays.copyOf(buf[0], count[0]);
    }

    public long reduce(final long identity, final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        final long[] state = new long[1];
        evaluate(new Sink() {
            void begin() {
                state[0] = identity;
            }

            public void accept(long v) {
                state[0] = op.applyAsLong(state[0], v);
            }
        }, false);
        return state[0];
    }

    public OptionalLong reduce(final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        final long[] state = new long[1];
        final boolean[] seen = new boolean[1];
        evaluate(new Sink() {
            public void accept(long v) {
                if (!seen[0]) {
                    seen[0] = true;
                    state[0] = v;
                } else {
                    state[0] = op.applyAsLong(state[0], v);
                }
            }
        }, false);
        return seen[0] ? OptionalLong.of(state[0]) : OptionalLong.empty();
    }

    public <R> R collect(final Supplier<R> supplier,
            final ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final Object[] state = new Object[1];
        evaluate(new Sink() {
            void begin() {
                state[0] = supplier.get();
            }

            public void accept(long v) {
                accumulator.accept((R) state[0], v);
            }
        }, false);
        return (R) state[0];
    }

    public long sum() {
        final long[] acc = new long[1];
        evaluate(new Sink() {
            public void accept(long v) {
                acc[0] += v;
            }
        }, false);
        return (long) acc[0];
    }

    public OptionalDouble average() {
        final long[] acc = new long[2];
        evaluate(new Sink() {
            public void accept(long v) {
                acc[0]++;
                acc[1] += v;
            }
        }, false);
        return acc[0] > 0 ? OptionalDouble.of((double) acc[1] / acc[0]) : OptionalDouble.empty();
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return countElements();
    }

    public LongSummaryStatistics summaryStatistics() {
        final LongSummaryStatistics stats = new LongSummaryStatistics();
        evaluate(new Sink() {
            public void accept(long v) {
                stats.accept(v);
            }
        }, false);
        return stats;
    }

    public boolean anyMatch(LongPredicate predicate) {
        return match(predicate, true, true);
    }

    public boolean allMatch(LongPredicate predicate) {
        return match(predicate, false, false);
    }

    public boolean noneMatch(LongPredicate predicate) {
        return match(predicate, true, false);
    }

    private boolean match(final LongPredicate predicate, final boolean stopOn, final boolean stopResult) {
        Objects.requireNonNull(predicate);
        return evaluate(new MatchSink(!stopResult) {
            public void accept(long v) {
                if (!stop && predicate.test(v) == stopOn) {
                    stop = true;
                    result = stopResult;
                }
            }
        }, true).result;
    }

    public OptionalLong findFirst() {
        FindSink f = evaluate(new FindSink(), true);
        return f.found ? OptionalLong.of(((Long) f.value).longValue()) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    // ---- BaseStream ----

    public PrimitiveIterator.OfLong iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfLong spliterator() {
        Spliterator<?> s = sourceOrNull();
        if (s != null) {
            return (Spliterator.OfLong) s;
        }
        return new Wrap(this, takeSource());
    }

    public LongStream sequential() {
        setParallel(false);
        return this;
    }

    public LongStream parallel() {
        setParallel(true);
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    /** Pulls elements of a later stage through the pipeline for spliterator()/iterator(). */
    static final class Wrap extends Pipeline.Wrapping implements Spliterator.OfLong {
        private long[] buf = new long[8];
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
                public void accept(long v) {
                    if (wr == buf.length) {
                        buf = Arrays.copyOf(buf, wr * 2);
                    }
                    buf[wr++] = v;
                }
            };
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            long v = buf[rd++];
            if (rd == wr) {
                rd = 0;
                wr = 0;
            }
            action.accept(v);
            return true;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }
    }
}
