package java.util.stream;

import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.Objects;
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
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Supplier;

/**
 * A stage of a double stream (the source stage or an operation). IntPipeline, LongPipeline and
 * DoublePipeline are kept line for line parallel: a change to one belongs in all three.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class DoublePipeline extends Pipeline implements DoubleStream {
    DoublePipeline(Spliterator<?> spliterator, Supplier<? extends Spliterator<?>> supplier, int characteristics,
            boolean parallel) {
        super(spliterator, supplier, characteristics, parallel);
    }

    DoublePipeline(Pipeline previous, int opFlags) {
        super(previous, opFlags);
    }

    @Override
    final void pushAll(Spliterator<?> s, Sink sink) {
        ((Spliterator.OfDouble) s).forEachRemaining((DoubleConsumer) sink);
    }

    @Override
    final boolean pushOne(Spliterator<?> s, Sink sink) {
        return ((Spliterator.OfDouble) s).tryAdvance((DoubleConsumer) sink);
    }

    // ---- stateless operations ----

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        if (predicate.test(v)) {
                            this.down.accept(v);
                        }
                    }
                };
            }
        };
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        this.down.accept(mapper.applyAsDouble(v));
                    }
                };
            }
        };
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        this.down.accept(mapper.apply(v));
                    }
                };
            }
        };
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        this.down.accept(mapper.applyAsInt(v));
                    }
                };
            }
        };
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        this.down.accept(mapper.applyAsLong(v));
                    }
                };
            }
        };
    }


    public Stream<Double> boxed() {
        return new RefPipeline<Double>(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        this.down.accept((Object) Double.valueOf(v));
                    }
                };
            }
        };
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new FlatSink(down) {
                    public void accept(double v) {
                        try (DoubleStream inner = mapper.apply(v)) {
                            if (inner != null) {
                                FlatSink.pushDoubles(inner, this.down, polled);
                            }
                        }
                    }
                };
            }
        };
    }

    public DoubleStream mapMulti(final DoubleStream.DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        mapper.accept(v, (DoubleConsumer) this.down);
                    }
                };
            }
        };
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(double v) {
                        action.accept(v);
                        this.down.accept(v);
                    }
                };
            }
        };
    }

    public DoubleStream unordered() {
        return new DoublePipeline(this, 0);
    }

    // ---- stateful and short-circuiting operations ----

    public DoubleStream distinct() {
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new DistinctSink(down);
            }
        };
    }

    public DoubleStream sorted() {
        return new DoublePipeline(this, 0) {
            Sink wrap(Sink down) {
                return new SortingSink(down) {
                    private double[] items;
                    private int n;

                    void begin() {
                        items = new double[16];
                        n = 0;
                    }

                    public void accept(double v) {
                        if (n == items.length) {
                            items = Arrays.copyOf(items, n * 2);
                        }
                        items[n++] = v;
                    }

                    void end() {
                        double[] a = items;
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

    public DoubleStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new Slice(this, 0, maxSize);
    }

    public DoubleStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new Slice(this, n, -1);
    }

    /** The skip/limit stage. */
    static final class Slice extends DoublePipeline {
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

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean taking = true;

                    public void accept(double v) {
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

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    private boolean passing;

                    public void accept(double v) {
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

    public void forEach(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(double v) {
                action.accept(v);
            }
        }, false);
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        consume();
        Spliterator<?> s = takeSource();
        long n = exactSize(s);
        if (n >= 0) {
            if (n >= Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("Stream size exceeds max array size");
            }
            final double[] array = new double[(int) n];
            runWith(s, new Sink() {
                private int at;

                public void accept(double v) {
                    array[at++] = v;
                }
            }, false);
            return array;
        }
        final double[][] buf = new double[][] {new double[16]};
        final int[] count = new int[1];
        runWith(s, new Sink() {
            public void accept(double v) {
                if (count[0] == buf[0].length) {
                    buf[0] = Arrays.copyOf(buf[0], count[0] * 2);
                }
                buf[0][count[0]++] = v;
            }
        }, false);
        return Arrays.copyOf(buf[0], count[0]);
    }

    public double reduce(final double identity, final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        final double[] state = new double[1];
        evaluate(new Sink() {
            void begin() {
                state[0] = identity;
            }

            public void accept(double v) {
                state[0] = op.applyAsDouble(state[0], v);
            }
        }, false);
        return state[0];
    }

    public OptionalDouble reduce(final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        final double[] state = new double[1];
        final boolean[] seen = new boolean[1];
        evaluate(new Sink() {
            public void accept(double v) {
                if (!seen[0]) {
                    seen[0] = true;
                    state[0] = v;
                } else {
                    state[0] = op.applyAsDouble(state[0], v);
                }
            }
        }, false);
        return seen[0] ? OptionalDouble.of(state[0]) : OptionalDouble.empty();
    }

    public <R> R collect(final Supplier<R> supplier,
            final ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final Object[] state = new Object[1];
        evaluate(new Sink() {
            void begin() {
                state[0] = supplier.get();
            }

            public void accept(double v) {
                accumulator.accept((R) state[0], v);
            }
        }, false);
        return (R) state[0];
    }

    /** The compensated sum, equal to the JDK's to the last bit. */
    public double sum() {
        final CompensatedSum acc = new CompensatedSum();
        evaluate(new Sink() {
            public void accept(double v) {
                acc.add(v);
            }
        }, false);
        return acc.result();
    }

    public OptionalDouble average() {
        final CompensatedSum acc = new CompensatedSum();
        evaluate(new Sink() {
            public void accept(double v) {
                acc.add(v);
            }
        }, false);
        return acc.count > 0 ? OptionalDouble.of(acc.result() / acc.count) : OptionalDouble.empty();
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return countElements();
    }

    public DoubleSummaryStatistics summaryStatistics() {
        final DoubleSummaryStatistics stats = new DoubleSummaryStatistics();
        evaluate(new Sink() {
            public void accept(double v) {
                stats.accept(v);
            }
        }, false);
        return stats;
    }

    public boolean anyMatch(DoublePredicate predicate) {
        return match(predicate, true, true);
    }

    public boolean allMatch(DoublePredicate predicate) {
        return match(predicate, false, false);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return match(predicate, true, false);
    }

    private boolean match(final DoublePredicate predicate, final boolean stopOn, final boolean stopResult) {
        Objects.requireNonNull(predicate);
        return evaluate(new MatchSink(!stopResult) {
            public void accept(double v) {
                if (!stop && predicate.test(v) == stopOn) {
                    stop = true;
                    result = stopResult;
                }
            }
        }, true).result;
    }

    public OptionalDouble findFirst() {
        FindSink f = evaluate(new FindSink(), true);
        return f.found ? OptionalDouble.of(((Double) f.value).doubleValue()) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    // ---- BaseStream ----

    public PrimitiveIterator.OfDouble iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfDouble spliterator() {
        Spliterator<?> s = sourceOrNull();
        if (s != null) {
            return (Spliterator.OfDouble) s;
        }
        return new Wrap(this, takeSource());
    }

    public DoubleStream sequential() {
        setParallel(false);
        return this;
    }

    public DoubleStream parallel() {
        setParallel(true);
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    /** Pulls elements of a later stage through the pipeline for spliterator()/iterator(). */
    static final class Wrap extends Pipeline.Wrapping implements Spliterator.OfDouble {
        private double[] buf = new double[8];
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
                public void accept(double v) {
                    if (wr == buf.length) {
                        buf = Arrays.copyOf(buf, wr * 2);
                    }
                    buf[wr++] = v;
                }
            };
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            double v = buf[rd++];
            if (rd == wr) {
                rd = 0;
                wr = 0;
            }
            action.accept(v);
            return true;
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }
    }
}
