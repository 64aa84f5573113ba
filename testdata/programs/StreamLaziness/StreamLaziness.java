import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** The order of side effects in stream pipelines: laziness, short-circuiting, barriers, reuse. */
public class StreamLaziness {
    static final StringBuilder LOG = new StringBuilder();

    static <T> T log(String tag, T value) {
        LOG.append(tag).append(value).append(' ');
        return value;
    }

    static void flush(String title) {
        System.out.println(title + ": " + LOG.toString().trim());
        LOG.setLength(0);
    }

    public static void main(String[] args) {
        Stream<Integer> lazy = Stream.of(1, 2, 3).peek(x -> log("p", x)).map(x -> log("m", x * 10));
        flush("nothing before terminal");
        System.out.println(lazy.collect(Collectors.toList()));
        flush("per element order");

        System.out.println(Stream.iterate(1, x -> log("f", x + 1)).peek(x -> log("p", x)).limit(3).collect(Collectors.toList()));
        flush("limit on infinite iterate");

        System.out.println(Stream.of(5, 3, 8, 1).peek(x -> log("a", x)).sorted().peek(x -> log("b", x)).findFirst().get());
        flush("sorted barrier then findFirst");

        System.out.println(Stream.of(5, 3, 8, 1).peek(x -> log("a", x)).sorted().peek(x -> log("b", x)).limit(2)
                .collect(Collectors.toList()));
        flush("sorted then limit");

        System.out.println(Stream.of(1, 2, 3, 4, 5).peek(x -> log("p", x)).anyMatch(x -> x == 3));
        flush("anyMatch stops");
        System.out.println(Stream.of(1, 2, 3, 4, 5).peek(x -> log("p", x)).allMatch(x -> x < 2));
        flush("allMatch stops");
        System.out.println(Stream.of(1, 2, 3, 4, 5).peek(x -> log("p", x)).filter(x -> x > 2).findFirst());
        flush("filter then findFirst");

        System.out.println(Stream.of(1, 2, 3).peek(x -> log("p", x)).count());
        flush("count of sized stream skips peek");
        System.out.println(Stream.of(1, 2, 3).peek(x -> log("p", x)).map(x -> x).sorted().count());
        flush("count with map and sorted");
        System.out.println(Stream.of(1, 2, 3).peek(x -> log("p", x)).filter(x -> x > 1).count());
        flush("count after filter traverses");
        System.out.println(IntStream.range(0, 5).peek(x -> log("p", x)).count() + " "
                + Stream.iterate(1, x -> x + 1).limit(4).peek(x -> log("q", x)).count());
        flush("range and iterate count");

        System.out.println(Stream.of("ab", "cd", "ef").flatMap(s -> s.chars().mapToObj(c -> log("c", (char) c)))
                .limit(3).collect(Collectors.toList()));
        flush("flatMap with limit");
        System.out.println(Stream.of("ab", "cd").flatMap(s -> Stream.of(s, s).peek(x -> log("i", x))
                .onClose(() -> log("close", s))).findFirst());
        flush("flatMap closes inner streams");

        System.out.println(Stream.of(1, 2, 3, 4).peek(x -> log("p", x)).skip(2).collect(Collectors.toList()));
        flush("skip still pulls");
        System.out.println(Stream.of(3, 1, 3, 2, 1).peek(x -> log("p", x)).distinct().peek(x -> log("d", x)).limit(2)
                .collect(Collectors.toList()));
        flush("distinct is lazy");

        Iterator<Integer> it = Stream.of(1, 2, 3, 4).peek(x -> log("p", x)).map(x -> x * 2).iterator();
        flush("iterator made");
        System.out.println(it.hasNext());
        flush("hasNext pulls one");
        System.out.println(it.next() + " " + it.next());
        flush("next");

        List<Integer> src = new ArrayList<>(Arrays.asList(1, 2));
        Stream<Integer> late = src.stream();
        src.add(3);
        System.out.println(late.collect(Collectors.toList()));

        Stream<Integer> used = Stream.of(1, 2);
        used.forEach(x -> log("u", x));
        flush("used");
        try {
            used.forEach(x -> log("u", x));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Stream<Integer> base = Stream.of(1, 2);
        Stream<Integer> derived = base.map(x -> x + 1);
        try {
            base.map(x -> x - 1);
        } catch (IllegalStateException e) {
            System.out.println("second op: " + e.getMessage());
        }
        System.out.println(derived.collect(Collectors.toList()));
        try {
            derived.iterator();
        } catch (IllegalStateException e) {
            System.out.println("iterator: " + e.getMessage());
        }
        try {
            Stream.of(1).onClose(() -> { }).count();
            Stream<Integer> s = Stream.of(1);
            s.count();
            s.onClose(() -> { });
        } catch (IllegalStateException e) {
            System.out.println("onClose: " + e.getMessage());
        }
        List<Integer> growing = new ArrayList<>(Arrays.asList(1, 2, 3));
        try {
            growing.stream().forEach(x -> {
                log("saw", x);
                growing.add(x * 10);
            });
        } catch (java.util.ConcurrentModificationException e) {
            flush("ArrayList stream reports the change at the end");
            System.out.println(growing);
        }
        try {
            growing.stream().peek(x -> {
                if (x == 2) {
                    growing.remove(0);
                }
            }).anyMatch(x -> x > 1000);
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("short-circuit stream reports it at once: " + growing);
        }
        Stream<Integer> skipped = Stream.of(1, 2);
        Stream<Integer> same = skipped.skip(0);
        System.out.println((same == skipped) + " " + same.count());
    }
}
