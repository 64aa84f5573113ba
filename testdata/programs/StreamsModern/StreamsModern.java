import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** Stream APIs added after Java 8 (9 to 17): takeWhile, iterate with a condition, toList, mapMulti, teeing... */
public class StreamsModern {
    public static void main(String[] args) {
        var log = new StringBuilder();
        System.out.println(Stream.of(1, 2, 3, 10, 4, 5).peek(x -> log.append(x).append(' ')).takeWhile(x -> x < 5).toList());
        System.out.println("peeked " + log);
        System.out.println(Stream.of(1, 2, 3, 10, 4, 5).dropWhile(x -> x < 5).toList());
        System.out.println(IntStream.of(1, 2, 3, 10, 4).takeWhile(x -> x < 3).sum() + " "
                + LongStream.of(5, 6, 1).dropWhile(x -> x > 4).boxed().toList() + " "
                + DoubleStream.of(0.5, 1.5, 2.5).takeWhile(d -> d < 2).boxed().toList());
        System.out.println(Stream.iterate(1, x -> x < 100, x -> x * 3).toList() + " "
                + IntStream.iterate(10, i -> i > 0, i -> i - 4).boxed().toList() + " "
                + LongStream.iterate(1, l -> l < 1000, l -> l * 10).count() + " "
                + DoubleStream.iterate(1, d -> d > 0.1, d -> d / 2).count());
        System.out.println(Stream.ofNullable(null).count() + " " + Stream.ofNullable("x").toList());
        List<Integer> frozen = Stream.of(3, null, 1).toList();
        System.out.println(frozen + " " + frozen.contains(null));
        try {
            frozen.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("toList is unmodifiable: " + e.getMessage());
        }
        System.out.println(Stream.of(1, 2, 3).<String>mapMulti((x, sink) -> {
            for (int i = 0; i < x; i++) {
                sink.accept(x + ":" + i);
            }
        }).toList());
        System.out.println(Stream.of("a", "bb").mapMultiToInt((s, sink) -> s.chars().forEach(sink)).sum() + " "
                + IntStream.range(0, 4).mapMulti((i, sink) -> { if (i % 2 == 0) { sink.accept(i); sink.accept(-i); } }).boxed().toList());
        String teed = Stream.of(4, 8, 15, 16, 23, 42).collect(Collectors.teeing(
                Collectors.counting(), Collectors.summingInt(x -> x), (n, s) -> s + "/" + n));
        System.out.println(teed);
        Map<Integer, List<String>> filtered = Stream.of("ant", "bee", "cow", "deer", "eagle", "fox")
                .collect(Collectors.groupingBy(String::length, TreeMap::new,
                        Collectors.filtering(s -> s.indexOf('e') >= 0, Collectors.toList())));
        System.out.println(filtered);
        System.out.println(Stream.of("ab", "cde").collect(Collectors.flatMapping(s -> s.chars().boxed(), Collectors.toList())));
        System.out.println(Stream.of(1, 2, 3).collect(Collectors.toUnmodifiableList()));
        try {
            Stream.of(1, null).collect(Collectors.toUnmodifiableList());
        } catch (NullPointerException e) {
            System.out.println("toUnmodifiableList null: NPE");
        }
        System.out.println(Stream.of(7).collect(Collectors.toUnmodifiableSet()) + " "
                + Stream.of("k").collect(Collectors.toUnmodifiableMap(s -> s, String::length)));
        try {
            Stream.of("a", "a").collect(Collectors.toUnmodifiableMap(s -> s, String::length));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Stream.of("a", "a", "b").collect(Collectors.toUnmodifiableMap(s -> s, s -> 1, Integer::sum)).get("a"));
        System.out.println("one\ntwo\r\nthree\rfour\n".lines().map(String::toUpperCase).toList()
                + " " + "".lines().count() + " " + "\n\n".lines().count());
        System.out.println(Optional.of("v").stream().toList() + " " + OptionalInt.empty().stream().count());
        record Point(int x, int y) { }
        System.out.println(Stream.of(new Point(1, 2), new Point(3, 4)).mapToInt(Point::y).summaryStatistics());
    }
}
