package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The standard collectors. Containers and results match the JDK's (HashMap for groupingBy and
 * toMap, ArrayList for toList, a two-entry map printing {false=..., true=...} for
 * partitioningBy) and so do the exception messages. The numeric ones are in NumericCollectors.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Collectors {
    private Collectors() {
    }

    static final Set<Collector.Characteristics> ID = Collections.unmodifiableSet(
            EnumSet.of(Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> UNORDERED_ID = Collections.unmodifiableSet(
            EnumSet.of(Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> NO_ID = Collections.<Collector.Characteristics>emptySet();

    /** The collector behind every factory here and Collector.of. */
    static final class Impl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        Impl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        Impl(Supplier<A> supplier, BiConsumer<A, T> accumulator, Set<Characteristics> characteristics) {
            this(supplier, accumulator, Collectors.<A>noCombiner(), Collectors.<A, R>castingIdentity(),
                    characteristics);
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    static <I, R> Function<I, R> castingIdentity() {
        return new Function<I, R>() {
            public R apply(I i) {
                return (R) i;
            }
        };
    }

    /** Sequential streams never combine; a combiner is still required by the interface. */
    static <A> BinaryOperator<A> noCombiner() {
        return new BinaryOperator<A>() {
            public A apply(A a, A b) {
                throw new UnsupportedOperationException("combine");
            }
        };
    }

    // ---- collections ----

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(final Supplier<C> collectionFactory) {
        Objects.requireNonNull(collectionFactory);
        return new Impl<T, C, C>(collectionFactory, new BiConsumer<C, T>() {
            public void accept(C c, T t) {
                c.add(t);
            }
        }, ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new Impl<T, List<T>, List<T>>(new Supplier<List<T>>() {
            public List<T> get() {
                return new ArrayList<T>();
            }
        }, new BiConsumer<List<T>, T>() {
            public void accept(List<T> c, T t) {
                c.add(t);
            }
        }, ID);
    }

    /** JDK 10: an unmodifiable list; null elements throw NullPointerException. */
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        Collector<T, ?, List<T>> c = toList();
        return collectingAndThen(c, new Function<List<T>, List<T>>() {
            public List<T> apply(List<T> list) {
                return (List<T>) List.of(list.toArray());
            }
        });
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new Impl<T, Set<T>, Set<T>>(new Supplier<Set<T>>() {
            public Set<T> get() {
                return new HashSet<T>();
            }
        }, new BiConsumer<Set<T>, T>() {
            public void accept(Set<T> c, T t) {
                c.add(t);
            }
        }, UNORDERED_ID);
    }

    /** JDK 10: an unmodifiable set; null elements throw NullPointerException. */
    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        Collector<T, ?, Set<T>> c = toSet();
        return collectingAndThen(c, new Function<Set<T>, Set<T>>() {
            public Set<T> apply(Set<T> set) {
                return (Set<T>) Set.of(set.toArray());
            }
        });
    }

    // ---- joining ----

    public static Collector<CharSequence, ?, String> joining() {
        return new Impl<CharSequence, StringBuilder, String>(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new BiConsumer<StringBuilder, CharSequence>() {
            public void accept(StringBuilder sb, CharSequence s) {
                sb.append(s);
            }
        }, Collectors.<StringBuilder>noCombiner(), new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.toString();
            }
        }, NO_ID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter, final CharSequence prefix,
            final CharSequence suffix) {
        return new Impl<CharSequence, StringJoiner, String>(new Supplier<StringJoiner>() {
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            public void accept(StringJoiner j, CharSequence s) {
                j.add(s);
            }
        }, Collectors.<StringJoiner>noCombiner(), new Function<StringJoiner, String>() {
            public String apply(StringJoiner j) {
                return j.toString();
            }
        }, NO_ID);
    }

    // ---- adapters ----

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                ((BiConsumer<A, Object>) acc).accept(a, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    /** JDK 9: feeds the elements of each element's stream to downstream. */
    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(final A a, T t) {
                try (Stream<? extends U> s = mapper.apply(t)) {
                    if (s != null) {
                        s.sequential().forEach(new Consumer<Object>() {
                            public void accept(Object u) {
                                ((BiConsumer<A, Object>) acc).accept(a, u);
                            }
                        });
                    }
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    /** JDK 9: feeds only the elements that match the predicate to downstream. */
    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        Objects.requireNonNull(predicate);
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                if (predicate.test(t)) {
                    ((BiConsumer<A, Object>) acc).accept(a, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            final Function<R, RR> finisher) {
        Objects.requireNonNull(finisher);
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = NO_ID;
            } else {
                EnumSet<Collector.Characteristics> c = EnumSet.noneOf(Collector.Characteristics.class);
                c.addAll(characteristics);
                c.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(c);
            }
        }
        final Function<A, R> first = downstream.finisher();
        return new Impl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                new Function<A, RR>() {
                    public RR apply(A a) {
                        return finisher.apply(first.apply(a));
                    }
                }, characteristics);
    }

    // ---- numeric (see NumericCollectors) ----

    public static <T> Collector<T, ?, Long> counting() {
        return NumericCollectors.counting();
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Integer> summingInt(ToIntFunction<? super T> mapper) {
        return NumericCollectors.summingInt(mapper);
    }

    public static <T> Collector<T, ?, Long> summingLong(ToLongFunction<? super T> mapper) {
        return NumericCollectors.summingLong(mapper);
    }

    public static <T> Collector<T, ?, Double> summingDouble(ToDoubleFunction<? super T> mapper) {
        return NumericCollectors.summingDouble(mapper);
    }

    public static <T> Collector<T, ?, Double> averagingInt(ToIntFunction<? super T> mapper) {
        return NumericCollectors.averagingInt(mapper);
    }

    public static <T> Collector<T, ?, Double> averagingLong(ToLongFunction<? super T> mapper) {
        return NumericCollectors.averagingLong(mapper);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(ToDoubleFunction<? super T> mapper) {
        return NumericCollectors.averagingDouble(mapper);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(ToIntFunction<? super T> mapper) {
        return NumericCollectors.summarizingInt(mapper);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(ToLongFunction<? super T> mapper) {
        return NumericCollectors.summarizingLong(mapper);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            ToDoubleFunction<? super T> mapper) {
        return NumericCollectors.summarizingDouble(mapper);
    }

    public static <T> Collector<T, ?, T> reducing(T identity, BinaryOperator<T> op) {
        return NumericCollectors.reducing(identity, op);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(BinaryOperator<T> op) {
        return NumericCollectors.reducing(op);
    }

    public static <T, U> Collector<T, ?, U> reducing(U identity, Function<? super T, ? extends U> mapper,
            BinaryOperator<U> op) {
        return NumericCollectors.reducing(identity, mapper, op);
    }

    /** JDK 12: collects with both collectors and merges their results. */
    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        return NumericCollectors.teeing(downstream1, downstream2, merger);
    }

    // ---- grouping and partitioning ----

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, hashMapFactory(), Collectors.<T>toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, hashMapFactory(), downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        final Supplier<A> downSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downAcc = downstream.accumulator();
        final Function<Object, A> newContainer = new Function<Object, A>() {
            public A apply(Object k) {
                return downSupplier.get();
            }
        };
        BiConsumer<Map<K, A>, T> acc = new BiConsumer<Map<K, A>, T>() {
            public void accept(Map<K, A> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A container = (A) ((Map) m).computeIfAbsent(key, newContainer);
                ((BiConsumer<A, Object>) downAcc).accept(container, t);
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new Impl<T, Map<K, A>, M>((Supplier) mapFactory, acc, ID);
        }
        final Function<A, D> downFinisher = (Function<A, D>) downstream.finisher();
        return new Impl<T, Map<K, A>, M>((Supplier) mapFactory, acc, Collectors.<Map<K, A>>noCombiner(),
                new Function<Map<K, A>, M>() {
                    public M apply(Map<K, A> m) {
                        m.replaceAll((BiFunction) new BiFunction<K, A, D>() {
                            public D apply(K k, A v) {
                                return downFinisher.apply(v);
                            }
                        });
                        return (M) m;
                    }
                }, NO_ID);
    }

    static <K, V> Supplier<Map<K, V>> hashMapFactory() {
        return new Supplier<Map<K, V>>() {
            public Map<K, V> get() {
                return new HashMap<K, V>();
            }
        };
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, Collectors.<T>toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(predicate);
        final Supplier<A> downSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downAcc = downstream.accumulator();
        Supplier<Partition<A>> supplier = new Supplier<Partition<A>>() {
            public Partition<A> get() {
                return new Partition<A>(downSupplier.get(), downSupplier.get());
            }
        };
        BiConsumer<Partition<A>, T> acc = new BiConsumer<Partition<A>, T>() {
            public void accept(Partition<A> p, T t) {
                ((BiConsumer<A, Object>) downAcc).accept(predicate.test(t) ? p.forTrue : p.forFalse, t);
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new Impl<T, Partition<A>, Map<Boolean, D>>(supplier, acc, ID);
        }
        final Function<A, D> downFinisher = (Function<A, D>) downstream.finisher();
        return new Impl<T, Partition<A>, Map<Boolean, D>>(supplier, acc, Collectors.<Partition<A>>noCombiner(),
                new Function<Partition<A>, Map<Boolean, D>>() {
                    public Map<Boolean, D> apply(Partition<A> p) {
                        return new Partition<D>(downFinisher.apply(p.forTrue), downFinisher.apply(p.forFalse));
                    }
                }, NO_ID);
    }

    /** partitioningBy's result: the two entries false and true, in that order. */
    static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> f = new AbstractMap.SimpleImmutableEntry<Boolean, T>(Boolean.FALSE, forFalse);
                    Map.Entry<Boolean, T> t = new AbstractMap.SimpleImmutableEntry<Boolean, T>(Boolean.TRUE, forTrue);
                    return List.of(f, t).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }
    }

    // ---- maps ----

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(final Function<? super T, ? extends K> keyMapper,
            final Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new Impl<T, Map<K, U>, Map<K, U>>(Collectors.<K, U>hashMapFactory(), new BiConsumer<Map<K, U>, T>() {
            public void accept(Map<K, U> map, T element) {
                K k = keyMapper.apply(element);
                U v = Objects.requireNonNull(valueMapper.apply(element));
                U old = map.putIfAbsent(k, v);
                if (old != null) {
                    throw duplicateKey(k, old, v);
                }
            }
        }, ID);
    }

    static IllegalStateException duplicateKey(Object k, Object u, Object v) {
        return new IllegalStateException(String.format("Duplicate key %s (attempted merging values %s and %s)",
                k, u, v));
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, Collectors.<K, U>hashMapFactory());
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        return new Impl<T, M, M>(mapFactory, new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
            }
        }, ID);
    }

    /** JDK 10: an unmodifiable map; duplicate keys throw IllegalStateException, nulls NPE. */
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Collector<T, ?, Map<K, U>> c = toMap(keyMapper, valueMapper);
        return collectingAndThen(c, Collectors.<K, U>freezeMap());
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        Collector<T, ?, Map<K, U>> c = toMap(keyMapper, valueMapper, mergeFunction, Collectors.<K, U>hashMapFactory());
        return collectingAndThen(c, Collectors.<K, U>freezeMap());
    }

    private static <K, U> Function<Map<K, U>, Map<K, U>> freezeMap() {
        return new Function<Map<K, U>, Map<K, U>>() {
            public Map<K, U> apply(Map<K, U> map) {
                return (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0]));
            }
        };
    }
}
