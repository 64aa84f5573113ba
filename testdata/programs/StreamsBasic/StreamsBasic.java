import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Optional;
import java.util.Spliterator;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** Every Stream operation of the Java 8 API, with results and exception messages. */
public class StreamsBasic {
    static final List<String> WORDS = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot");

    public static void main(String[] args) {
        sources();
        intermediate();
        terminal();
        iteration();
        errors();
        try {
            System.out.println(Stream.of(1, 2, 3).map(x -> 10 / (x - 2)).collect(Collectors.toList()));
        } catch (ArithmeticException e) {
            System.out.println("map threw " + e.getMessage());
        }
    }

    static void sources() {
        System.out.println(Stream.of("a", "b", "c").collect(Collectors.toList()));
        System.out.println(Stream.of("solo").collect(Collectors.toList()));
        System.out.println(Stream.empty().count());
        System.out.println(Stream.iterate(1, x -> x * 3).limit(6).collect(Collectors.toList()));
        int[] counter = {0};
        System.out.println(Stream.generate(() -> "g" + counter[0]++).limit(4).collect(Collectors.joining(",")));
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).collect(Collectors.toList()));
        Stream.Builder<String> b = Stream.builder();
        b.add("x").add("y");
        b.accept("z");
        System.out.println(b.build().collect(Collectors.toList()));
        try {
            b.accept("late");
        } catch (IllegalStateException e) {
            System.out.println("builder after build: " + e);
        }
        System.out.println(WORDS.stream().count() + " " + new LinkedList<>(WORDS).stream().distinct().count());
        System.out.println(Arrays.stream(new String[] {"p", "q", "r", "s"}, 1, 3).collect(Collectors.toList()));
        System.out.println(new TreeSet<>(WORDS).stream().collect(Collectors.toList()));
        System.out.println(WORDS.parallelStream().map(String::length).collect(Collectors.toList()));
    }

    static void intermediate() {
        System.out.println(WORDS.stream().filter(w -> w.length() == 5).collect(Collectors.toList()));
        System.out.println(WORDS.stream().map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(WORDS.stream().mapToInt(String::length).sum());
        System.out.println(WORDS.stream().mapToLong(w -> w.length() * 1000000000L).sum());
        System.out.println(WORDS.stream().mapToDouble(w -> w.length() / 2.0).sum());
        System.out.println(WORDS.stream().flatMap(w -> Stream.of(w.charAt(0), w.charAt(w.length() - 1)))
                .map(String::valueOf).collect(Collectors.joining()));
        System.out.println(WORDS.stream().flatMapToInt(String::chars).limit(8).boxed().collect(Collectors.toList()));
        System.out.println(Stream.of(1, 2, 3).flatMapToLong(x -> java.util.stream.LongStream.range(0, x)).sum());
        System.out.println(Stream.of(1, 2).flatMapToDouble(x -> java.util.stream.DoubleStream.of(x, x / 4.0)).sum());
        System.out.println(WORDS.stream().distinct().collect(Collectors.toList()));
        System.out.println(WORDS.stream().sorted().collect(Collectors.toList()));
        System.out.println(WORDS.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()))
                .collect(Collectors.toList()));
        List<String> seen = new ArrayList<>();
        System.out.println(WORDS.stream().peek(seen::add).filter(w -> w.startsWith("a")).count() + " " + seen);
        System.out.println(WORDS.stream().skip(2).limit(3).collect(Collectors.toList()));
        System.out.println(WORDS.stream().skip(0).limit(0).collect(Collectors.toList()));
        System.out.println(WORDS.stream().skip(100).collect(Collectors.toList()));
        System.out.println(WORDS.stream().unordered().sequential().isParallel() + " "
                + WORDS.stream().parallel().isParallel());
        System.out.println(Stream.of(null, "n", null).filter(x -> x == null).count());
        System.out.println(Stream.of("b", null, "a", null).distinct().collect(Collectors.toList()));
    }

    static void terminal() {
        StringBuilder sb = new StringBuilder();
        WORDS.stream().forEach(w -> sb.append(w.charAt(0)));
        WORDS.stream().forEachOrdered(w -> sb.append(w.length()));
        System.out.println(sb);
        Object[] objs = WORDS.stream().limit(2).toArray();
        System.out.println(objs.length + " " + objs.getClass().getSimpleName() + " " + Arrays.toString(objs));
        String[] strs = WORDS.stream().filter(w -> w.contains("o")).toArray(String[]::new);
        System.out.println(strs.getClass().getSimpleName() + " " + Arrays.toString(strs));
        System.out.println(Stream.of(1, 2, 3, 4).reduce(0, Integer::sum));
        System.out.println(Stream.of(1, 2, 3, 4).reduce((a, b) -> a * b));
        System.out.println(Stream.<Integer>empty().reduce((a, b) -> a * b));
        System.out.println(WORDS.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        ArrayList<String> coll = WORDS.stream().collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(coll);
        StringBuilder joined = WORDS.stream().collect(StringBuilder::new, (s, w) -> s.append(w.charAt(1)), StringBuilder::append);
        System.out.println(joined);
        System.out.println(WORDS.stream().min(Comparator.naturalOrder()) + " " + WORDS.stream().max(Comparator.naturalOrder()));
        System.out.println(WORDS.stream().min(Comparator.comparing(String::length)).get()
                + " " + WORDS.stream().max(Comparator.comparing(String::length)).get());
        System.out.println(Stream.<String>empty().max(Comparator.naturalOrder()));
        System.out.println(WORDS.stream().count() + " " + WORDS.stream().filter(w -> w.length() > 4).count());
        System.out.println(WORDS.stream().anyMatch(w -> w.equals("echo")) + " " + WORDS.stream().anyMatch(String::isEmpty));
        System.out.println(WORDS.stream().allMatch(w -> w.length() > 3) + " " + WORDS.stream().allMatch(w -> w.length() > 4));
        System.out.println(WORDS.stream().noneMatch(String::isEmpty) + " " + WORDS.stream().noneMatch(w -> w.startsWith("f")));
        System.out.println(Stream.empty().anyMatch(x -> true) + " " + Stream.empty().allMatch(x -> false)
                + " " + Stream.empty().noneMatch(x -> true));
        System.out.println(WORDS.stream().filter(w -> w.startsWith("c")).findFirst() + " "
                + WORDS.stream().filter(w -> w.startsWith("z")).findFirst() + " " + WORDS.stream().findAny());
    }

    static void iteration() {
        Iterator<Integer> it = Stream.of(3, 1, 2).map(x -> x * x).sorted().iterator();
        while (it.hasNext()) {
            System.out.print(it.next() + ";");
        }
        System.out.println();
        Iterator<Integer> inf = Stream.iterate(1, x -> x + 1).filter(x -> x % 7 == 0).iterator();
        System.out.println(inf.next() + " " + inf.next() + " " + inf.next());
        Spliterator<String> sp = WORDS.stream().spliterator();
        System.out.println(sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SIZED));
        sp.tryAdvance(w -> System.out.println("first " + w));
        sp.forEachRemaining(w -> System.out.print(w.length()));
        System.out.println();
        Spliterator<String> mapped = WORDS.stream().map(String::toUpperCase).spliterator();
        System.out.println(mapped.getExactSizeIfKnown());
        mapped.tryAdvance(System.out::println);
        Spliterator<String> filtered = WORDS.stream().filter(w -> w.length() > 4).spliterator();
        System.out.println(filtered.getExactSizeIfKnown() + " " + filtered.hasCharacteristics(Spliterator.SIZED));
        Iterator<Integer> ints = IntStream.rangeClosed(1, 3).iterator();
        int total = 0;
        while (ints.hasNext()) {
            total += ints.next();
        }
        System.out.println(total);
        try {
            Stream.of(1).iterator();
            Iterator<Object> empty = Stream.empty().iterator();
            empty.next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("iterator past end: " + e.getClass().getName());
        }
    }

    static void errors() {
        Stream<String> s = WORDS.stream();
        s.count();
        try {
            s.count();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Stream<String> t = WORDS.stream();
        t.map(String::length);
        try {
            t.filter(w -> true);
        } catch (IllegalStateException e) {
            System.out.println("linked: " + e.getMessage());
        }
        try {
            WORDS.stream().limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            WORDS.stream().skip(-5);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Stream.of("a", null).findFirst();
        } catch (NullPointerException e) {
            System.out.println("findFirst null: NPE");
        }
        try {
            Stream.of(1, "two").toArray(Integer[]::new);
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        try {
            Stream.of(1, "two").filter(x -> true).toArray(Integer[]::new);
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        try {
            Stream.of(new Object(), new Object()).sorted().count();
            System.out.println("sorted skipped by count");
            Stream.of(new Object(), new Object()).sorted().findFirst();
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getMessage().substring(0, 40));
        }
        Stream<Integer> closing = Stream.of(1, 2).onClose(() -> System.out.println("close 1")).onClose(() -> System.out.println("close 2"));
        closing.close();
        closing.close();
        try {
            closing.forEach(System.out::println);
        } catch (IllegalStateException e) {
            System.out.println("after close: " + e.getMessage());
        }
        Stream<Integer> cc = Stream.concat(Stream.of(1).onClose(() -> System.out.println("close a")),
                Stream.of(2).onClose(() -> System.out.println("close b")));
        try (Stream<Integer> auto = cc.onClose(() -> System.out.println("close c"))) {
            System.out.println(auto.collect(Collectors.toList()));
        }
        try {
            Stream.of(1).onClose(() -> {
                throw new IllegalStateException("first");
            }).onClose(() -> {
                throw new IllegalArgumentException("second");
            }).close();
        } catch (IllegalStateException e) {
            System.out.println(e + " suppressed " + Arrays.toString(e.getSuppressed()));
        }
        Optional<String> none = Stream.<String>empty().findFirst();
        try {
            none.get();
        } catch (java.util.NoSuchElementException e) {
            System.out.println(e.getMessage());
        }
    }
}
