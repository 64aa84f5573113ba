// Switches: Java 21 pattern matching for switch (SwitchBootstraps.typeSwitch and enumSwitch):
// type patterns with guards, record patterns, null cases, sealed hierarchies, enum constants
// mixed with patterns, and String and Integer constant labels among patterns.

import java.util.List;

public class Switches {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}
    record Tri(double b, double h) implements Shape {}
    enum Color { RED, GREEN, BLUE }
    sealed interface Tok permits Num, Op {}
    record Num(int v) implements Tok {}
    enum Op implements Tok { PLUS, TIMES }

    static String describe(Object o) {
        return switch (o) {
            case null -> "null!";
            case Integer i when i > 100 -> "big int " + i;
            case Integer i -> "int " + i;
            case Long l -> "long " + l;
            case String s when s.isEmpty() -> "empty string";
            case String s -> "string " + s.length();
            case int[] a -> "int array of " + a.length;
            case Color c -> "color " + c.ordinal();
            case Rect(double w, double h) when w == h -> "square " + w;
            case Rect(var w, var h) -> "rect " + w + "x" + h;
            case Shape s -> "shape " + s;
            default -> "other " + o.getClass().getSimpleName();
        };
    }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.PI * c.r() * c.r();
            case Rect(double w, double h) -> w * h;
            case Tri t -> t.b() * t.h() / 2;
        };
    }

    static String paint(Color c) {
        return switch (c) {
            case RED -> "warm";
            case GREEN, BLUE -> "cool";
        };
    }

    static String mood(Color c) {
        return switch (c) {
            case RED -> "angry";
            case Color x when x.ordinal() == 1 -> "calm " + x;
            case Color x -> "other " + x.name().toLowerCase();
        };
    }

    static int eval(Tok t) {
        return switch (t) {
            case Num n -> n.v();
            case Op.PLUS -> -1;
            case Op.TIMES -> -2;
        };
    }

    static String word(Object o) {
        switch (o) {
            case String s when s.equals("yes") -> { return "affirmative"; }
            case String s -> { return "word " + s; }
            default -> { return "not a word"; }
        }
    }

    public static void main(String[] args) {
        List<Object> things = List.of(7, 1000, 5L, "", "abc", new int[3], Color.BLUE, new Rect(2, 2), new Rect(2, 3),
                new Circle(1), 2.5);
        for (Object o : things) System.out.println(describe(o));
        System.out.println(describe(null));
        for (Shape s : List.of(new Circle(2), new Rect(3, 4), new Tri(6, 2))) System.out.printf("%.2f%n", area(s));
        for (Color c : Color.values()) System.out.println(c + " " + paint(c) + " " + mood(c));
        for (Tok t : List.of(new Num(5), Op.PLUS, Op.TIMES)) System.out.println(eval(t));
        System.out.println(word("yes") + ", " + word("no") + ", " + word(3));
        Object o = new Circle(3);
        if (o instanceof Circle(double r) && r > 2) System.out.println("record pattern in instanceof: " + r);
        paint(null);
    }
}
