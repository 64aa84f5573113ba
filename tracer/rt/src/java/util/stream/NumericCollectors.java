package java.util.stream;

import java.util.Collections;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.IntSummaryStatistics;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** Counting, summing, averaging, summarizing, reducing and teeing collectors (see Collectors). */
@SuppressWarnings({"unchecked", "rawtypes"})
final class NumericCollectors {
    private NumericCollectors() {
    }

    static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T t) {
                return 1L;
            }
        });
    }

    static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, int[], Integer>(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, Collectors.<int[]>noCombiner(), new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        }, Collectors.NO_ID);
    }

    static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, long[], Long>(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        }, Collectors.NO_ID);
    }

    private static Supplier<CompensatedSum> sums() {
        return new Supplier<CompensatedSum>() {
            public CompensatedSum get() {
                return new CompensatedSum();
            }
        };
    }

    static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, CompensatedSum, Double>(sums(), new BiConsumer<CompensatedSum, T>() {
            public void accept(CompensatedSum a, T t) {
                a.add(mapper.applyAsDouble(t));
            }
        }, Collectors.<CompensatedSum>noCombiner(), new Function<CompensatedSum, Double>() {
            public Double apply(CompensatedSum a) {
                return a.result();
            }
        }, Collectors.NO_ID);
    }

    static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return a[1] == 0 ? 0.0d : (double) a[0] / a[1];
            }
        }, Collectors.NO_ID);
    }

    static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return a[1] == 0 ? 0.0d : (double) a[0] / a[1];
            }
        }, Collectors.NO_ID);
    }

    static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, CompensatedSum, Double>(sums(), new BiConsumer<CompensatedSum, T>() {
            public void accept(CompensatedSum a, T t) {
                a.add(mapper.applyAsDouble(t));
            }
        }, Collectors.<CompensatedSum>noCombiner(), new Function<CompensatedSum, Double>() {
            public Double apply(CompensatedSum a) {
                return a.count == 0 ? 0.0d : a.result() / a.count;
            }
        }, Collectors.NO_ID);
    }

    static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, IntSummaryStatistics, IntSummaryStatistics>(
                new Supplier<IntSummaryStatistics>() {
                    public IntSummaryStatistics get() {
                        return new IntSummaryStatistics();
                    }
                }, new BiConsumer<IntSummaryStatistics, T>() {
                    public void accept(IntSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsInt(t));
                    }
                }, Collectors.ID);
    }

    static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, LongSummaryStatistics, LongSummaryStatistics>(
                new Supplier<LongSummaryStatistics>() {
                    public LongSummaryStatistics get() {
                        return new LongSummaryStatistics();
                    }
                }, new BiConsumer<LongSummaryStatistics, T>() {
                    public void accept(LongSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsLong(t));
                    }
                }, Collectors.ID);
    }

    static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new Collectors.Impl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(
                new Supplier<DoubleSummaryStatistics>() {
                    public DoubleSummaryStatistics get() {
                        return new DoubleSummaryStatistics();
                    }
                }, new BiConsumer<DoubleSummaryStatistics, T>() {
                    public void accept(DoubleSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsDouble(t));
                    }
                }, Collectors.ID);
    }

    private static Function<Object[], Object> firstSlot() {
        return new Function<Object[], Object>() {
            public Object apply(Object[] a) {
                return a[0];
            }
        };
    }

    static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return new Collectors.Impl<T, Object[], T>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, Collectors.<Object[]>noCombiner(), (Function) firstSlot(), Collectors.NO_ID);
    }

    static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        Objects.requireNonNull(mapper);
        Objects.requireNonNull(op);
        return new Collectors.Impl<T, Object[], U>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                a[0] = op.apply((U) a[0], mapper.apply(t));
            }
        }, Collectors.<Object[]>noCombiner(), (Function) firstSlot(), Collectors.NO_ID);
    }

    /** reducing(op)'s container: the first element seeds it; a null result gives an empty Optional. */
    static final class Box {
        Object value;
        boolean present;
    }

    static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return new Collectors.Impl<T, Box, Optional<T>>(new Supplier<Box>() {
            public Box get() {
                return new Box();
            }
        }, new BiConsumer<Box, T>() {
            public void accept(Box b, T t) {
                if (b.present) {
                    b.value = op.apply((T) b.value, t);
                } else {
                    b.value = t;
                    b.present = true;
                }
            }
        }, Collectors.<Box>noCombiner(), new Function<Box, Optional<T>>() {
            public Optional<T> apply(Box b) {
                return Optional.ofNullable((T) b.value);
            }
        }, Collectors.NO_ID);
    }

    static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, final BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(downstream1, "downstream1");
        Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        final Supplier<Object> s1 = (Supplier<Object>) Objects.requireNonNull(downstream1.supplier(),
                "downstream1 supplier");
        final Supplier<Object> s2 = (Supplier<Object>) Objects.requireNonNull(downstream2.supplier(),
                "downstream2 supplier");
        final BiConsumer<Object, Object> a1 = (BiConsumer<Object, Object>) Objects.requireNonNull(
                downstream1.accumulator(), "downstream1 accumulator");
        final BiConsumer<Object, Object> a2 = (BiConsumer<Object, Object>) Objects.requireNonNull(
                downstream2.accumulator(), "downstream2 accumulator");
        Objects.requireNonNull(downstream1.combiner(), "downstream1 combiner");
        Objects.requireNonNull(downstream2.combiner(), "downstream2 combiner");
        final Function<Object, R1> f1 = (Function<Object, R1>) Objects.requireNonNull(downstream1.finisher(),
                "downstream1 finisher");
        final Function<Object, R2> f2 = (Function<Object, R2>) Objects.requireNonNull(downstream2.finisher(),
                "downstream2 finisher");
        Set<Collector.Characteristics> c1 = downstream1.characteristics();
        Set<Collector.Characteristics> c2 = downstream2.characteristics();
        Set<Collector.Characteristics> characteristics;
        if (Collectors.ID.containsAll(c1) || Collectors.ID.containsAll(c2)) {
            characteristics = Collectors.NO_ID;
        } else {
            EnumSet<Collector.Characteristics> c = EnumSet.noneOf(Collector.Characteristics.class);
            c.addAll(c1);
            c.retainAll(c2);
            c.remove(Collector.Characteristics.IDENTITY_FINISH);
            characteristics = Collections.unmodifiableSet(c);
        }
        return new Collectors.Impl<T, Object[], R>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {s1.get(), s2.get()};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] pair, T t) {
                a1.accept(pair[0], t);
                a2.accept(pair[1], t);
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], R>() {
            public R apply(Object[] pair) {
                return merger.apply(f1.apply(pair[0]), f2.apply(pair[1]));
            }
        }, characteristics);
    }
}
