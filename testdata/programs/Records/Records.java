// Records: toString, equals and hashCode generated through ObjectMethods.bootstrap for
// components of every type (float and double compared as Float.compare and Double.compare do:
// NaN equals NaN, 0.0 differs from -0.0), nested, local and generic records, compact
// constructors, explicit overrides, and the JDK 17 language features around them (switch
// expressions, pattern matching for instanceof, text blocks, var, sealed interfaces).

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public class Records {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x: " + x);
        }
        Point scale(int k) { return new Point(x * k, y * k); }
    }

    record Everything(boolean z, byte b, short s, char c, int i, long l, float f, double d, String str, Object o, int[] arr) {}

    record Empty() {}

    record Pair<A, B>(A first, B second) {
        static <T> Pair<T, T> twin(T t) { return new Pair<>(t, t); }
    }

    record Custom(String name) {
        @Override public String toString() { return "Custom<" + name + ">"; }
        @Override public boolean equals(Object o) { return o instanceof Custom c && c.name.equalsIgnoreCase(name); }
        @Override public int hashCode() { return name.toLowerCase().hashCode(); }
    }

    record Noisy(String tag) {
        @Override public String tag() { return tag; }
    }

    static class Loud {
        final String n;
        Loud(String n) { this.n = n; }
        @Override public boolean equals(Object o) { System.out.println("  equals on " + n); return o instanceof Loud l && l.n.equals(n); }
        @Override public int hashCode() { System.out.println("  hashCode on " + n); return n.length(); }
        @Override public String toString() { System.out.println("  toString on " + n); return n; }
    }

    record Ordered(Loud a, Loud b) {}

    interface Named {
        String name();
        default String greet() { return prefix() + name() + suffix(); }
        private String prefix() { return "<" + count(); }
        private static String suffix() { return ">"; }
        static int count() { return 1; }
    }
    record Person(String name) implements Named {}

    sealed interface Shape permits Circle, Square {}
    record Circle(double r) implements Shape {}
    record Square(double side) implements Shape {}

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Square q) return q.side() * q.side();
        throw new AssertionError();
    }

    static String kind(int day) {
        return switch (day) {
            case 1, 7 -> "weekend";
            case 2, 3, 4, 5, 6 -> {
                String w = "week";
                yield w + "day";
            }
            default -> "unknown";
        };
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " " + p.scale(2) + " x=" + p.x() + " hash=" + p.hashCode());
        System.out.println("equal: " + p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null) + " " + p.equals("p"));

        Everything e = new Everything(true, (byte) -1, (short) 2, 'c', 42, -5L, 1.5f, -0.25, "s", null, new int[0]);
        String t = e.toString();
        System.out.println(t.substring(0, t.indexOf("arr=")) + " hash differs only by the array: " + (e.hashCode() != 0));
        Everything same = new Everything(true, (byte) -1, (short) 2, 'c', 42, -5L, 1.5f, -0.25, "s", null, e.arr());
        System.out.println("everything equal: " + e.equals(same) + " hash equal: " + (e.hashCode() == same.hashCode()));

        record Num(double v, float w) {}
        System.out.println(new Num(Double.NaN, Float.NaN).equals(new Num(Double.NaN, Float.NaN)) + " "
                + new Num(0.0, 0f).equals(new Num(-0.0, 0f)) + " " + new Num(0.0, 0f).equals(new Num(0.0, -0f)) + " "
                + new Num(1.0, 2f).hashCode() + " " + new Num(0.0, 0f));

        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        Pair<String, Integer> pair = new Pair<>("one", 1);
        System.out.println(pair + " " + Pair.twin("x") + " " + pair.hashCode() + " " + new Pair<>(null, null).hashCode());
        System.out.println(new Custom("Ab") + " " + new Custom("Ab").equals(new Custom("aB")) + " " + (new Custom("Ab").hashCode() == new Custom("ab").hashCode()));
        System.out.println(new Noisy("n"));

        System.out.println("component order:");
        Ordered o1 = new Ordered(new Loud("a1"), new Loud("b1"));
        Ordered o2 = new Ordered(new Loud("a1"), new Loud("b1"));
        System.out.println("equals: " + o1.equals(o2));
        System.out.println("hashCode: " + o1.hashCode());
        System.out.println("toString: " + o1);

        Set<Point> set = new HashSet<>();
        for (int k = 0; k < 5; k++) set.add(new Point(k % 3, 1));
        System.out.println("set size " + set.size() + " contains " + set.contains(new Point(2, 1)));

        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle(1));
        shapes.add(new Square(2));
        for (Shape s : shapes) System.out.printf("%s area %.3f%n", s, area(s));

        var text = """
            Text block, line one
              indented "quotes"
            end\
            """;
        System.out.println(text);
        for (int day = 0; day <= 7; day += 3) System.out.println(day + " " + kind(day));
        Object obj = "pattern";
        if (obj instanceof String str && str.length() > 3) System.out.println("pattern matched " + str.toUpperCase());

        System.out.println("private interface methods: " + new Person("ann").greet());
        new Point(-1, 0);
    }
}
