import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Every Collector of the Java 8 API, printed in deterministic order, and toMap's errors. */
public class CollectorsUse {
    static final List<String> CITIES = Arrays.asList("Oslo", "Rome", "Paris", "Lima", "Quito", "Perth", "Riga",
            "Lagos", "Porto", "Oslo");

    public static void main(String[] args) {
        collections();
        strings();
        numbers();
        grouping();
        maps();
        custom();
    }

    static void collections() {
        System.out.println(CITIES.stream().collect(Collectors.toList()));
        System.out.println(new TreeSet<>(CITIES.stream().collect(Collectors.toSet())));
        System.out.println(CITIES.stream().map(String::length).collect(Collectors.toSet()));
        LinkedList<String> ll = CITIES.stream().filter(c -> c.length() == 4).collect(Collectors.toCollection(LinkedList::new));
        System.out.println(ll + " " + ll.getClass().getSimpleName());
        TreeSet<String> ts = CITIES.stream().collect(Collectors.toCollection(() -> new TreeSet<String>(Comparator.<String>reverseOrder())));
        System.out.println(ts);
    }

    static void strings() {
        System.out.println(CITIES.stream().collect(Collectors.joining()));
        System.out.println(CITIES.stream().collect(Collectors.joining(", ")));
        System.out.println(CITIES.stream().limit(3).collect(Collectors.joining("|", "<", ">")));
        System.out.println(Stream.<String>empty().collect(Collectors.joining("|", "<", ">")));
        System.out.println(Stream.of(new StringBuilder("sb"), "str").collect(Collectors.joining("-")));
    }

    static void numbers() {
        System.out.println(CITIES.stream().collect(Collectors.counting()));
        System.out.println(CITIES.stream().collect(Collectors.summingInt(String::length)) + " "
                + CITIES.stream().collect(Collectors.summingLong(c -> c.length() * 3000000000L)) + " "
                + CITIES.stream().collect(Collectors.summingDouble(c -> c.length() / 10.0)));
        System.out.println(CITIES.stream().collect(Collectors.averagingInt(String::length)) + " "
                + CITIES.stream().collect(Collectors.averagingLong(c -> (long) c.charAt(0))) + " "
                + CITIES.stream().collect(Collectors.averagingDouble(c -> c.length() * 0.1)) + " "
                + Stream.<String>empty().collect(Collectors.averagingInt(String::length)));
        System.out.println(CITIES.stream().collect(Collectors.summarizingInt(String::length)));
        System.out.println(CITIES.stream().collect(Collectors.summarizingLong(c -> c.hashCode())));
        System.out.println(CITIES.stream().collect(Collectors.summarizingDouble(c -> c.length() / 3.0)));
        System.out.println(CITIES.stream().collect(Collectors.minBy(Comparator.naturalOrder())) + " "
                + CITIES.stream().collect(Collectors.maxBy(Comparator.comparing(String::length))) + " "
                + Stream.<String>empty().collect(Collectors.minBy(Comparator.naturalOrder())));
        System.out.println(CITIES.stream().map(String::length).collect(Collectors.reducing(0, Integer::sum)) + " "
                + CITIES.stream().map(String::length).collect(Collectors.reducing(Integer::max)) + " "
                + CITIES.stream().collect(Collectors.reducing(0, String::length, Integer::sum)) + " "
                + Stream.of("x").collect(Collectors.reducing((a, b) -> a)));
    }

    static void grouping() {
        Map<Integer, List<String>> byLength = CITIES.stream().collect(Collectors.groupingBy(String::length));
        System.out.println(byLength + " " + byLength.getClass().getSimpleName());
        Map<Character, Long> counts = CITIES.stream().collect(Collectors.groupingBy(c -> c.charAt(0), Collectors.counting()));
        System.out.println(counts);
        TreeMap<Character, Set<String>> sets = CITIES.stream().collect(
                Collectors.groupingBy(c -> c.charAt(0), TreeMap::new, Collectors.toCollection(TreeSet::new)));
        System.out.println(sets);
        show(CITIES.stream().collect(Collectors.groupingBy(String::length, TreeMap::new,
                Collectors.mapping(c -> c.substring(0, 2), Collectors.joining("/")))));
        show(CITIES.stream().collect(Collectors.groupingBy(c -> c.charAt(0), TreeMap::new,
                Collectors.collectingAndThen(Collectors.toList(), List::size))));
        System.out.println(CITIES.stream().collect(Collectors.groupingBy(c -> c.length() % 2 == 0, Collectors.averagingInt(String::length))));
        Map<Boolean, List<String>> parts = CITIES.stream().collect(Collectors.partitioningBy(c -> c.contains("o")));
        System.out.println(parts + " " + parts.get(true) + " " + parts.get(false) + " " + parts.size()
                + " " + parts.containsKey(true) + " " + parts.keySet());
        System.out.println(CITIES.stream().collect(Collectors.partitioningBy(c -> c.length() > 4, Collectors.counting())));
        System.out.println(Stream.<String>empty().collect(Collectors.partitioningBy(c -> true)));
        try {
            Stream.of("a", "b").collect(Collectors.groupingBy(s -> s.equals("b") ? null : s));
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
    }

    static void maps() {
        Map<String, Integer> lengths = CITIES.stream().distinct().collect(Collectors.toMap(Function.identity(), String::length));
        System.out.println(new TreeMap<>(lengths));
        try {
            CITIES.stream().collect(Collectors.toMap(Function.identity(), String::length));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            CITIES.stream().collect(Collectors.toMap(String::length, c -> c));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            Stream.of("a").collect(Collectors.toMap(c -> c, c -> null));
        } catch (NullPointerException e) {
            System.out.println("null value: NPE");
        }
        Map<Integer, String> merged = CITIES.stream().collect(Collectors.toMap(String::length, c -> c, (a, b) -> a + "+" + b));
        System.out.println(new TreeMap<>(merged));
        LinkedHashMap<Character, String> linked = CITIES.stream().collect(
                Collectors.toMap(c -> c.charAt(0), c -> c, (a, b) -> b, LinkedHashMap::new));
        System.out.println(linked);
        Map<Integer, Long> hm = Stream.of(1, 2, 3, 2, 1, 1).collect(Collectors.groupingBy(i -> i, Collectors.counting()));
        System.out.println(hm);
    }

    static void show(Object o) {
        System.out.println(o);
    }

    static void custom() {
        Collector<String, List<String>, String> firstTwo = Collector.of(ArrayList::new, (l, s) -> {
            if (l.size() < 2) {
                l.add(s);
            }
        }, (a, b) -> a, l -> String.join("&", l));
        System.out.println(CITIES.stream().collect(firstTwo) + " " + firstTwo.characteristics());
        Collector<String, StringBuilder, StringBuilder> sb = Collector.of(StringBuilder::new, StringBuilder::append,
                StringBuilder::append, Collector.Characteristics.UNORDERED);
        System.out.println(CITIES.stream().limit(2).collect(sb) + " " + sb.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH));
        System.out.println(Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics().size()
                + " " + Collectors.joining().characteristics());
        Optional<String> longest = CITIES.stream().collect(Collectors.collectingAndThen(
                Collectors.maxBy(Comparator.comparing(String::length)), o -> o.map(String::toUpperCase)));
        System.out.println(longest);
    }
}
