import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.LongSummaryStatistics;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/** IntStream, LongStream and DoubleStream: sources, operations, statistics and their text. */
public class PrimitiveStreams {
    public static void main(String[] args) {
        ints();
        longs();
        doubles();
        statistics();
        otherSources();
    }

    /** Streams made by Random, BitSet, CharSequence and spliterators. */
    static void otherSources() {
        java.util.Random r = new java.util.Random(42);
        System.out.println(r.ints(5).boxed().collect(Collectors.toList()));
        System.out.println(r.ints(5, 0, 16).boxed().collect(Collectors.toList()));
        System.out.println(r.ints(5, -3, 1000).boxed().collect(Collectors.toList()));
        System.out.println(r.ints(Integer.MIN_VALUE + 5, Integer.MAX_VALUE).limit(3).boxed().collect(Collectors.toList()));
        System.out.println(r.longs(3).boxed().collect(Collectors.toList()));
        System.out.println(r.longs(3, 10, 1L << 40).boxed().collect(Collectors.toList()));
        System.out.println(r.longs(-7, 8).limit(4).boxed().collect(Collectors.toList()));
        System.out.println(r.doubles(2).boxed().collect(Collectors.toList()));
        System.out.println(r.doubles(3, 5, 6).boxed().collect(Collectors.toList()));
        System.out.println(r.doubles(-1, 1).limit(2).sum());
        System.out.println(r.ints().count() + " " + r.ints().peek(x -> System.out.println("no")).limit(5).count());
        try {
            r.ints(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            r.ints(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            r.doubles(0, Double.POSITIVE_INFINITY);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        java.util.BitSet bs = new java.util.BitSet();
        bs.set(3);
        bs.set(64);
        bs.set(65);
        bs.set(200);
        System.out.println(bs.stream().boxed().collect(Collectors.toList()) + " "
                + bs.stream().peek(x -> System.out.println("no")).count() + " " + bs.stream().sum());
        System.out.println(new java.util.BitSet().stream().count());
        System.out.println("abc".chars().peek(c -> System.out.println("no")).count() + " " + new StringBuilder("xy").chars().sum()
                + " " + "h\u00e9".codePoints().peek(c -> System.out.println("latin1")).count()
                + " " + "\u20ac".codePoints().peek(c -> System.out.println("utf16")).count());
        Iterable<Integer> itb = () -> Arrays.asList(1, 2).iterator();
        System.out.println(java.util.stream.StreamSupport.stream(itb.spliterator(), false).map(x -> x + 1)
                .collect(Collectors.toList()));
        System.out.println(java.util.Spliterators.spliteratorUnknownSize(Arrays.asList(1).iterator(), 0).estimateSize());
        java.util.Spliterator<Integer> sp = new java.util.ArrayList<>(Arrays.asList(1, 2, 3)).spliterator();
        System.out.println(sp.estimateSize() + " " + sp.hasCharacteristics(java.util.Spliterator.SIZED));
    }

    static void ints() {
        System.out.println(IntStream.range(0, 10).filter(i -> i % 3 == 0).boxed().collect(Collectors.toList()));
        System.out.println(Arrays.toString(IntStream.rangeClosed(-2, 2).map(i -> i * i).toArray()));
        System.out.println(IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(5, 5).count()
                + " " + IntStream.range(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).count()
                + " " + IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).sum());
        System.out.println(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sorted().distinct().mapToObj(Integer::toString)
                .collect(Collectors.joining("<")));
        System.out.println(IntStream.of(7).sum() + " " + IntStream.empty().sum() + " " + IntStream.empty().max()
                + " " + IntStream.of(4, -2, 8).min() + " " + IntStream.of(4, -2, 8).max().getAsInt());
        System.out.println(IntStream.of(1, 2).average() + " " + IntStream.empty().average() + " "
                + IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).sum() + " "
                + IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average());
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(11).reduce(0, (a, b) -> a + b)
                + " " + IntStream.generate(() -> 7).limit(3).reduce((a, b) -> a * b));
        System.out.println(IntStream.concat(IntStream.of(1, 2), IntStream.range(10, 12)).asLongStream()
                .mapToObj(Long::toString).collect(Collectors.joining("+")));
        System.out.println(IntStream.range(0, 4).asDoubleStream().map(d -> d / 4).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.range(0, 4).flatMap(i -> IntStream.range(0, i)).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.range(0, 20).skip(5).limit(4).peek(i -> System.out.print("<" + i + ">"))
                .mapToLong(i -> (long) i << 33).sum());
        System.out.println(IntStream.range(0, 6).mapToDouble(i -> i * 0.5).sum());
        System.out.println(IntStream.of(5, 6, 7).anyMatch(i -> i > 6) + " " + IntStream.of(5, 6, 7).allMatch(i -> i > 5)
                + " " + IntStream.of(5, 6, 7).noneMatch(i -> i > 7) + " " + IntStream.of(5, 6, 7).findFirst()
                + " " + IntStream.empty().findAny());
        StringBuilder sb = new StringBuilder();
        IntStream.of(9, 8, 7).forEach(sb::append);
        IntStream.of(1, 2).forEachOrdered(i -> sb.append('.').append(i));
        System.out.println(sb);
        StringBuilder letters = IntStream.range(0, 5).collect(StringBuilder::new, (b, i) -> b.append((char) ('a' + i)),
                StringBuilder::append);
        System.out.println(letters);
        IntStream.Builder ib = IntStream.builder();
        ib.add(3).add(4).accept(5);
        System.out.println(ib.build().summaryStatistics());
        PrimitiveIterator.OfInt it = IntStream.range(0, 3).map(i -> i * 10).iterator();
        while (it.hasNext()) {
            System.out.print(it.nextInt() + " ");
        }
        System.out.println();
        System.out.println(Arrays.stream(new int[] {4, 5, 6, 7}, 1, 3).sum() + " " + Arrays.stream(new int[0]).max());
        System.out.println("hello".chars().filter(c -> c == 'l').count() + " "
                + "h\u00e9llo \ud83d\ude00".codePoints().mapToObj(Integer::toHexString).collect(Collectors.joining(",")));
        try {
            Arrays.stream(new int[3], 2, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }
    }

    static void longs() {
        System.out.println(LongStream.range(0, 5).map(l -> l * 1000000007L).sum());
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        System.out.println(LongStream.of(5, 3, 9).sorted().boxed().collect(Collectors.toList()) + " "
                + LongStream.of(5, 3, 9).min() + " " + LongStream.of(5, 3, 9).max() + " " + LongStream.of(5, 3, 9).average());
        System.out.println(LongStream.iterate(1, l -> l * 10).limit(4).mapToInt(l -> (int) l).sum() + " "
                + LongStream.of(Long.MAX_VALUE, 1).sum() + " " + LongStream.of(Long.MAX_VALUE, 1).average());
        System.out.println(LongStream.range(0, 3).asDoubleStream().sum() + " " + LongStream.empty().average()
                + " " + LongStream.range(Long.MAX_VALUE - 3, Long.MAX_VALUE).count()
                + " " + Arrays.toString(LongStream.generate(() -> 2).limit(3).toArray()));
        System.out.println(LongStream.of(1, 2, 2, 3).distinct().count() + " "
                + LongStream.of(1, 2, 3).flatMap(l -> LongStream.of(l, -l)).boxed().collect(Collectors.toList()));
    }

    static void doubles() {
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + (0.1 + 0.2 + 0.3));
        double[] many = new double[1000];
        Arrays.fill(many, 0.1);
        System.out.println(DoubleStream.of(many).sum() + " " + DoubleStream.of(many).average().getAsDouble());
        System.out.println(DoubleStream.of(1e100, 1.0, -1e100).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum()
                + " " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY).sum()
                + " " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum()
                + " " + DoubleStream.of(Double.NaN, 1).average());
        System.out.println(DoubleStream.of(3.5, -0.0, 0.0, Double.NaN, -7.25, 3.5).sorted().boxed().collect(Collectors.toList()));
        System.out.println(DoubleStream.of(3.5, -0.0, 0.0, Double.NaN, Double.NaN, 3.5).distinct().count());
        System.out.println(DoubleStream.of(2, 8).min() + " " + DoubleStream.of(2, 8).max() + " " + DoubleStream.empty().min()
                + " " + DoubleStream.of(-0.0, 0.0).max() + " " + DoubleStream.of(1, Double.NaN).min());
        System.out.println(DoubleStream.iterate(1, d -> d / 2).limit(5).mapToLong(d -> (long) (d * 1000)).sum()
                + " " + DoubleStream.generate(() -> 1.5).limit(2).mapToInt(d -> (int) d).sum()
                + " " + DoubleStream.of(1.25).mapToObj(d -> "d" + d).collect(Collectors.toList()));
        OptionalDouble avg = DoubleStream.concat(DoubleStream.of(1), DoubleStream.of(2, 4)).average();
        System.out.println(avg + " " + avg.getAsDouble());
        System.out.println(Arrays.toString(Arrays.stream(new double[] {1, 2, 3}).map(Math::sqrt).toArray()));
    }

    static void statistics() {
        IntSummaryStatistics is = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println(is);
        System.out.println(is.getCount() + " " + is.getSum() + " " + is.getMin() + " " + is.getMax() + " " + is.getAverage());
        System.out.println(new IntSummaryStatistics());
        IntSummaryStatistics other = new IntSummaryStatistics();
        other.accept(-100);
        is.combine(other);
        System.out.println(is);
        LongSummaryStatistics ls = LongStream.of(10000000000L, 3).summaryStatistics();
        ls.accept(7);
        System.out.println(ls);
        System.out.println(new LongSummaryStatistics());
        DoubleSummaryStatistics ds = DoubleStream.of(0.1, 0.2, 0.3, 1e-3).summaryStatistics();
        System.out.println(ds);
        System.out.println(ds.getSum() + " " + ds.getAverage() + " " + ds.getMin() + " " + ds.getMax());
        System.out.println(new DoubleSummaryStatistics());
        DoubleSummaryStatistics inf = new DoubleSummaryStatistics();
        inf.accept(Double.POSITIVE_INFINITY);
        inf.accept(Double.POSITIVE_INFINITY);
        System.out.println(inf.getSum() + " " + inf);
        DoubleSummaryStatistics big = DoubleStream.of(many()).summaryStatistics();
        big.combine(ds);
        System.out.println(big.getSum() + " " + big.getAverage());
    }

    static double[] many() {
        double[] d = new double[100];
        for (int i = 0; i < d.length; i++) {
            d[i] = 1.0 / (i + 1);
        }
        return d;
    }
}
