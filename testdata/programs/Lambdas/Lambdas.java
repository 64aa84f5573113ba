// Lambdas: lambdas and method references of every implementation kind (static, bound and
// unbound instance, constructor, array constructor, super, private, interface default, static
// and private), captured values of every type, and the boxing, unboxing and widening that
// method reference adaptation allows. Compiled by javac 8 and 17 (invokedynamic with
// LambdaMetafactory.metafactory and altMetafactory).

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class Lambdas {
    interface IntOp { int apply(int a, int b); }
    interface LongOp { long apply(long a); }
    interface DoubleOp { double apply(double a); }
    interface ObjFn<A, R> { R apply(A a); }
    interface Supp<T> { T get(); }
    interface ToLong<T> { long applyAsLong(T t); }
    interface ToInt<T> { int applyAsInt(T t); }
    interface IntToObj<R> { R apply(int i); }
    interface BoolFn { boolean test(Object o); }
    interface Captures { String show(); }
    interface Marker {}

    interface Greeter {
        String name();
        default Supp<String> greeting() {
            return () -> "hello " + name() + " from " + helper();
        }
        static String helper() { return "Greeter.helper"; }
        default Supp<String> shout() {
            Supp<String> s = this::name;
            return () -> s.get().toUpperCase();
        }
    }

    static class Base {
        String who() { return "Base.who"; }
        @Override public String toString() { return "Base.toString"; }
    }

    static class Derived extends Base implements Greeter {
        private final String n;
        Derived(String n) { this.n = n; }
        Derived() { this("anonymous"); }
        public String name() { return n; }
        @Override String who() { return "Derived.who"; }
        @Override public String toString() { return "Derived(" + n + ")"; }
        Supp<String> viaSuper() { return super::who; }
        Supp<String> viaThis() { return this::who; }
        Supp<String> superToString() { return super::toString; }
        private String secret(int k) { return n + "#" + k; }
        IntToObj<String> secretRef() { return this::secret; }
    }

    static int add(int a, int b) { return a + b; }
    static long twice(long x) { return 2 * x; }
    static Integer boxedSquare(Integer x) { return x * x; }
    static int counter;
    static int next() { return ++counter; }

    public static void main(String[] args) {
        // Static method references and lambdas, non-capturing.
        IntOp plus = Lambdas::add;
        IntOp minus = (a, b) -> a - b;
        System.out.println("static: " + plus.apply(3, 4) + " " + minus.apply(3, 4));

        // Captures of every type.
        boolean z = true; byte b = -7; short s = 300; char c = 'q'; int i = 123456;
        long l = 1L << 40; float f = 2.5f; double d = -0.1; String str = "text"; Object nul = null;
        int[] arr = {1, 2, 3};
        Captures all = () -> z + " " + b + " " + s + " " + c + " " + i + " " + l + " " + f + " " + d + " " + str + " " + nul + " " + arr.length;
        System.out.println("captures: " + all.show());
        long base = 1000;
        LongOp addBase = x -> x + base;
        DoubleOp scale = x -> x * d * f;
        System.out.println("wide captures: " + addBase.apply(5) + " " + scale.apply(4));

        // Bound and unbound instance method references.
        String hello = "Hello";
        ObjFn<String, String> concat = hello::concat;
        ObjFn<String, Integer> length = String::length;
        ToInt<String> len2 = String::length;
        System.out.println("instance refs: " + concat.apply(", world") + " " + length.apply("four") + " " + len2.applyAsInt("seven!!"));

        // Constructor and array constructor references.
        Supp<List<String>> newList = ArrayList::new;
        List<String> list = newList.get();
        list.add("x");
        ObjFn<String, Derived> make = Derived::new;
        Supp<Derived> makeDefault = Derived::new;
        IntToObj<int[]> newArray = int[]::new;
        IntToObj<String[][]> newGrid = String[][]::new;
        System.out.println("constructors: " + list + " " + make.apply("dee") + " " + makeDefault.get()
                + " " + newArray.apply(4).length + " " + newGrid.apply(2).length);

        // super::, this::, private methods, interface default/static/private lambda bodies.
        Derived dv = new Derived("dv");
        System.out.println("super/this: " + dv.viaSuper().get() + " " + dv.viaThis().get() + " " + dv.superToString().get());
        System.out.println("private: " + dv.secretRef().apply(9));
        System.out.println("interface: " + dv.greeting().get() + " / " + dv.shout().get());

        // Adaptation: boxing, unboxing and widening between the interface and the implementation.
        ToLong<Integer> widen = Integer::intValue;           // Integer -> int -> long
        ObjFn<Integer, Integer> boxed = Math::abs;            // Integer -> int, int -> Integer
        LongOp fromInt = Lambdas::twice;                      // exact
        IntToObj<Object> boxAny = Integer::valueOf;           // int -> Integer -> Object
        ObjFn<Integer, Long> toLong = x -> (long) x * 3;
        ObjFn<Integer, Integer> square = Lambdas::boxedSquare;
        BoolFn isString = String.class::isInstance;
        DoubleOp sqrt = Math::sqrt;
        System.out.println("adapt: " + widen.applyAsLong(41) + " " + boxed.apply(-8) + " " + fromInt.apply(21)
                + " " + boxAny.apply(77) + " " + toLong.apply(14) + " " + square.apply(12) + " "
                + isString.test("s") + " " + isString.test(3) + " " + sqrt.apply(2));

        // A lambda that ignores the result of a method returning a value (void interface).
        Runnable count = Lambdas::next;
        count.run();
        count.run();
        System.out.println("counter: " + counter);

        // Non-capturing lambdas from one site are one object; capturing ones are new each time.
        Runnable[] rs = new Runnable[2];
        Captures[] cs = new Captures[2];
        for (int k = 0; k < 2; k++) {
            rs[k] = () -> {};
            int kk = k;
            cs[k] = () -> "k=" + kk;
        }
        System.out.println("identity: " + (rs[0] == rs[1]) + " " + (cs[0] == cs[1]) + " " + cs[0].show() + " " + cs[1].show());

        // Serializable lambdas, marker interfaces (altMetafactory) and their class names.
        Runnable ser = (Runnable & Serializable) () -> System.out.println("serializable ran");
        ser.run();
        Object marked = (Runnable & Marker) () -> {};
        System.out.println("serializable: " + (ser instanceof Serializable) + " marker: " + (marked instanceof Marker)
                + " runnable: " + (marked instanceof Runnable));
        String cn = plus.getClass().getName();
        System.out.println("class name: " + cn.startsWith("Lambdas$$Lambda$") + " " + cn.contains("/0x")
                + " interfaces: " + Arrays.asList(plus.getClass().getInterfaces()).size());

        // Generic interfaces: the erased method and a bridge.
        Comparator<String> byLength = (x, y) -> x.length() - y.length();
        List<String> words = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dddd"));
        Collections.sort(words, byLength);
        System.out.println("sorted: " + words);
        Collections.sort(words, Collections.reverseOrder(byLength));
        System.out.println("reversed: " + words);

        // Lambdas returning lambdas, recursion through a field, nested captures.
        ObjFn<Integer, ObjFn<Integer, Integer>> adder = x -> y -> x + y;
        System.out.println("curried: " + adder.apply(10).apply(5));
        int[] total = {0};
        Runnable inc = () -> total[0] += 5;
        for (int k = 0; k < 3; k++) inc.run();
        System.out.println("mutated capture: " + total[0]);

        // An exception thrown inside a lambda body: the generated class leaves no frame.
        ObjFn<String, Integer> parse = Integer::parseInt;
        try {
            parse.apply("x1");
        } catch (NumberFormatException e) {
            System.out.println("caught: " + e.getMessage());
        }
        ObjFn<Object, String> cast = o -> (String) o;
        try {
            cast.apply(42);
        } catch (ClassCastException e) {
            System.out.println("cast failed");
        }
        Supp<String> boom = () -> { throw new IllegalStateException("from a lambda"); };
        boom.get();
    }
}
