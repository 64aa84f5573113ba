import java.util.*;
import java.util.function.*;

/** Optional, OptionalInt, OptionalLong and OptionalDouble: the whole JDK 17 API. */
public class OptionalUse {
    static Optional<String> find(Map<String, String> m, String k) {
        return Optional.ofNullable(m.get(k));
    }

    public static void main(String[] args) {
        Map<String, String> m = new HashMap<>();
        m.put("a", "apple");
        m.put("b", "");
        Optional<String> a = find(m, "a");
        Optional<String> none = find(m, "zz");
        System.out.println(a + " " + none + " " + Optional.of(List.of(1, 2)) + " " + Optional.of(Optional.empty()));
        System.out.println(a.isPresent() + " " + a.isEmpty() + " " + none.isPresent() + " " + none.isEmpty());
        System.out.println(a.get() + " " + a.orElse("x") + " " + none.orElse("x") + " " + none.orElse(null)
                + " " + none.orElseGet(() -> "gen") + " " + a.orElseThrow());
        System.out.println(a.map(String::length) + " " + a.map(s -> null) + " " + none.map(String::length)
                + " " + a.flatMap(s -> find(m, "b")) + " " + a.flatMap(s -> Optional.of(s + "!")) + " " + none.flatMap(s -> Optional.of(1)));
        System.out.println(a.filter(s -> s.startsWith("a")) + " " + a.filter(String::isEmpty) + " " + none.filter(s -> true)
                + " " + a.or(() -> Optional.of("other")) + " " + none.or(() -> Optional.of("other")));
        a.ifPresent(s -> System.out.println("present " + s));
        none.ifPresent(s -> System.out.println("never"));
        a.ifPresentOrElse(s -> System.out.println("has " + s), () -> System.out.println("empty"));
        none.ifPresentOrElse(s -> System.out.println("has " + s), () -> System.out.println("empty"));
        System.out.println(a.stream().count() + " " + none.stream().count() + " " + Optional.of("z").stream().findFirst().get());
        System.out.println(Optional.empty() == Optional.empty() ? "shared empty" : "distinct empties");
        System.out.println(a.equals(Optional.of("apple")) + " " + a.equals("apple") + " " + none.equals(Optional.empty())
                + " " + a.hashCode() + " " + (a.hashCode() == "apple".hashCode()) + " " + none.hashCode());

        OptionalInt oi = OptionalInt.of(5);
        OptionalInt ei = OptionalInt.empty();
        OptionalLong ol = OptionalLong.of(-7L);
        OptionalLong el = OptionalLong.empty();
        OptionalDouble od = OptionalDouble.of(2.5);
        OptionalDouble ed = OptionalDouble.empty();
        System.out.println(oi + " " + ei + " " + ol + " " + el + " " + od + " " + ed + " " + OptionalDouble.of(Double.NaN));
        System.out.println(oi.getAsInt() + " " + ol.getAsLong() + " " + od.getAsDouble() + " " + ei.orElse(-1) + " " + el.orElse(-2L)
                + " " + ed.orElse(-3.5) + " " + ei.orElseGet(() -> 11) + " " + el.orElseGet(() -> 12L) + " " + ed.orElseGet(() -> 13.5)
                + " " + oi.orElseThrow() + " " + ol.orElseThrow() + " " + od.orElseThrow());
        System.out.println(oi.isPresent() + " " + ei.isEmpty() + " " + ol.isEmpty() + " " + ed.isPresent());
        oi.ifPresent(v -> System.out.println("int " + v));
        ol.ifPresentOrElse(v -> System.out.println("long " + v), () -> System.out.println("no long"));
        ed.ifPresentOrElse(v -> System.out.println("double " + v), () -> System.out.println("no double"));
        System.out.println(oi.stream().sum() + " " + ei.stream().count() + " " + ol.stream().sum() + " " + od.stream().sum() + " " + ed.stream().count());
        System.out.println(oi.equals(OptionalInt.of(5)) + " " + oi.equals(OptionalLong.of(5)) + " " + ei.equals(OptionalInt.empty())
                + " " + OptionalDouble.of(Double.NaN).equals(OptionalDouble.of(Double.NaN)) + " " + OptionalDouble.of(0.0).equals(OptionalDouble.of(-0.0))
                + " " + (OptionalInt.empty() == OptionalInt.empty()));
        System.out.println(oi.hashCode() + " " + ei.hashCode() + " " + ol.hashCode() + " " + OptionalLong.of(1L << 40).hashCode()
                + " " + od.hashCode() + " " + ed.hashCode());

        Runnable[] bad = {
            () -> none.get(),
            () -> none.orElseThrow(),
            () -> ei.getAsInt(),
            () -> el.orElseThrow(),
            () -> ed.getAsDouble(),
            () -> none.orElseThrow(() -> new IllegalStateException("custom")),
            () -> ei.orElseThrow(IllegalArgumentException::new),
            () -> Optional.of(null),
            () -> a.map(null),
            () -> none.map(null),
            () -> a.flatMap(s -> null),
            () -> none.or(() -> null),
            () -> a.filter(null),
            () -> el.orElseThrow(() -> new ArithmeticException()),
        };
        for (int i = 0; i < bad.length; i++) {
            try {
                bad[i].run();
                System.out.println(i + ": no exception");
            } catch (RuntimeException e) {
                System.out.println(i + ": " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            Optional.empty().orElseThrow(() -> new Exception("checked"));
        } catch (Exception e) {
            System.out.println(e);
        }
        // A chain typical of real code.
        List<String> names = List.of("x", "yy", "zzz");
        for (String k : new String[] {"yy", "w"}) {
            Optional<String> hit = Optional.empty();
            for (String n : names) {
                hit = hit.or(() -> Optional.of(n).filter(k::equals));
            }
            int len = hit.map(String::length).orElse(-1);
            System.out.println(k + " -> " + len);
        }
    }
}
