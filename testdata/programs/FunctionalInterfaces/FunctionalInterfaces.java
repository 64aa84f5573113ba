import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.*;

/**
 * Every interface of java.util.function with its default and static methods, called through
 * lambdas and method references of each kind (static, bound, unbound, constructor, array
 * constructor).
 */
public class FunctionalInterfaces {
    private final String name;

    FunctionalInterfaces(String name) {
        this.name = name;
    }

    FunctionalInterfaces() {
        this("anon");
    }

    static int twice(int x) {
        return 2 * x;
    }

    static String shout(String s) {
        return s.toUpperCase() + "!";
    }

    String greet(String who) {
        return name + " greets " + who;
    }

    public String toString() {
        return "FI(" + name + ")";
    }

    static final List<String> log = new ArrayList<>();

    public static void main(String[] args) {
        functions();
        predicates();
        consumersAndSuppliers();
        primitives();
        operators();
        nullChecks();
        System.out.println("log: " + log);
        // andThen with a function that throws: the exception comes out unchanged (not printed
        // uncaught: its stack trace would show library frames, whose lines are our own).
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println(parse.andThen(x -> x + 1).apply("41"));
        try {
            parse.andThen(x -> x + 1).apply("forty-one");
        } catch (NumberFormatException e) {
            System.out.println(e);
        }
    }

    static void functions() {
        Function<Integer, Integer> inc = x -> x + 1;
        Function<Integer, Integer> dbl = FunctionalInterfaces::twice;
        System.out.println("compose: " + inc.compose(dbl).apply(5) + " andThen: " + inc.andThen(dbl).apply(5));
        System.out.println("identity: " + Function.<String>identity().apply("same"));
        Function<String, String> sh = FunctionalInterfaces::shout;
        Function<String, Integer> len = String::length;
        System.out.println(sh.andThen(len).apply("hello") + " " + sh.compose((Integer i) -> "n" + i).apply(7));
        FunctionalInterfaces fi = new FunctionalInterfaces("Ann");
        Function<String, String> bound = fi::greet;
        System.out.println(bound.apply("Bob"));
        BiFunction<FunctionalInterfaces, String, String> unbound = FunctionalInterfaces::greet;
        System.out.println(unbound.apply(new FunctionalInterfaces("Cy"), "Di"));
        System.out.println(unbound.andThen(String::length).apply(fi, "Eve"));
        Function<String, FunctionalInterfaces> ctor = FunctionalInterfaces::new;
        Supplier<FunctionalInterfaces> ctor0 = FunctionalInterfaces::new;
        System.out.println(ctor.apply("Flo") + " " + ctor0.get());
        IntFunction<int[]> mkArray = int[]::new;
        IntFunction<String[]> mkStrings = String[]::new;
        System.out.println(mkArray.apply(3).length + " " + mkStrings.apply(2).length + " "
                + Arrays.toString(mkStrings.apply(2)));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.apply("up") + " " + UnaryOperator.<String>identity().apply("id")
                + " " + up.andThen(s -> s + s).apply("ab"));
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        System.out.println("sum " + add.apply(3, 4) + " then " + add.andThen(x -> x * 10).apply(3, 4));
        ToIntFunction<String> tif = String::length;
        ToLongFunction<String> tlf = s -> s.length() * 1000000000000L;
        ToDoubleFunction<String> tdf = s -> s.length() / 4.0;
        System.out.println(tif.applyAsInt("abcde") + " " + tlf.applyAsLong("ab") + " " + tdf.applyAsDouble("abc"));
        ToIntBiFunction<String, String> cmp = String::compareTo;
        ToLongBiFunction<Integer, Integer> mulL = (a, b) -> (long) a * b;
        ToDoubleBiFunction<Integer, Integer> div = (a, b) -> (double) a / b;
        System.out.println(cmp.applyAsInt("a", "c") + " " + mulL.applyAsLong(100000, 100000) + " " + div.applyAsDouble(1, 3));
        IntToLongFunction i2l = i -> i * 3L;
        IntToDoubleFunction i2d = i -> i / 2.0;
        LongToIntFunction l2i = l -> (int) (l % 1000);
        LongToDoubleFunction l2d = l -> l * 0.5;
        DoubleToIntFunction d2i = d -> (int) Math.round(d);
        DoubleToLongFunction d2l = Math::round;
        System.out.println(i2l.applyAsLong(7) + " " + i2d.applyAsDouble(7) + " " + l2i.applyAsInt(123456789L)
                + " " + l2d.applyAsDouble(9L) + " " + d2i.applyAsInt(2.5) + " " + d2l.applyAsLong(-2.5));
        LongFunction<String> lf = Long::toHexString;
        DoubleFunction<String> df = Double::toString;
        IntFunction<String> itf = Integer::toBinaryString;
        System.out.println(lf.apply(255L) + " " + df.apply(0.1) + " " + itf.apply(10));
    }

    static void predicates() {
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        String[] words = {"", "ab", "abcd", "abcdef"};
        for (String w : words) {
            System.out.println("'" + w + "' empty=" + empty.test(w) + " not=" + empty.negate().test(w)
                    + " and=" + empty.negate().and(longish).test(w) + " or=" + empty.or(longish).test(w));
        }
        Predicate<Object> isX = Predicate.isEqual("x");
        Predicate<Object> isNull = Predicate.isEqual(null);
        System.out.println(isX.test("x") + " " + isX.test("y") + " " + isX.test(null) + " " + isNull.test(null) + " " + isNull.test("x"));
        // Short-circuiting: the second predicate is not called.
        Predicate<String> noisy = s -> {
            log.add("noisy(" + s + ")");
            return true;
        };
        empty.and(noisy).test("abc");
        empty.negate().or(noisy).test("abc");
        empty.or(noisy).test("abc");
        BiPredicate<String, Integer> hasLen = (s, n) -> s.length() == n;
        BiPredicate<String, Integer> startsDigit = (s, n) -> s.startsWith(String.valueOf(n));
        System.out.println(hasLen.test("abc", 3) + " " + hasLen.negate().test("abc", 3) + " "
                + hasLen.and(startsDigit).test("3bc", 3) + " " + hasLen.or(startsDigit).test("5", 5));
        IntPredicate even = i -> i % 2 == 0;
        IntPredicate positive = i -> i > 0;
        LongPredicate big = l -> l > 1L << 40;
        DoublePredicate finite = Double::isFinite;
        for (int i = -2; i <= 3; i++) {
            System.out.print(i + ":" + even.test(i) + even.negate().test(i) + even.and(positive).test(i) + even.or(positive).test(i) + " ");
        }
        System.out.println();
        System.out.println(big.test(1L << 41) + " " + big.negate().test(5) + " " + big.and(l -> l % 2 == 0).test((1L << 41) + 1)
                + " " + big.or(l -> l < 0).test(-1));
        System.out.println(finite.test(1.5) + " " + finite.test(Double.NaN) + " " + finite.negate().test(Double.POSITIVE_INFINITY)
                + " " + finite.and(d -> d > 0).test(-1.0) + " " + finite.or(Double::isNaN).test(Double.NaN));
    }

    static void consumersAndSuppliers() {
        StringBuilder sb = new StringBuilder();
        Consumer<String> append = sb::append;
        Consumer<String> sep = s -> sb.append('|');
        append.andThen(sep).andThen(append).accept("x");
        BiConsumer<String, Integer> rep = (s, n) -> {
            for (int i = 0; i < n; i++) {
                sb.append(s);
            }
        };
        rep.andThen((s, n) -> sb.append(n)).accept("-", 3);
        System.out.println(sb);
        List<String> seen = new ArrayList<>();
        IntConsumer ic = i -> seen.add("i" + i);
        LongConsumer lc = l -> seen.add("l" + l);
        DoubleConsumer dc = d -> seen.add("d" + d);
        ic.andThen(i -> seen.add("I" + (i + 1))).accept(1);
        lc.andThen(l -> seen.add("L" + (l * 2))).accept(2L);
        dc.andThen(d -> seen.add("D" + (d / 2))).accept(3.0);
        ObjIntConsumer<String> oic = (s, i) -> seen.add(s + i);
        ObjLongConsumer<String> olc = (s, l) -> seen.add(s + l);
        ObjDoubleConsumer<String> odc = (s, d) -> seen.add(s + d);
        oic.accept("oi", 4);
        olc.accept("ol", 5L);
        odc.accept("od", 6.5);
        System.out.println(seen);
        int[] counter = {0};
        Supplier<String> sup = () -> "s" + counter[0]++;
        BooleanSupplier bs = () -> counter[0] > 1;
        IntSupplier is = () -> counter[0] * 10;
        LongSupplier ls = () -> 1L << 50;
        DoubleSupplier ds = () -> Math.PI;
        System.out.println(sup.get() + sup.get() + " " + bs.getAsBoolean() + " " + is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble());
        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("fresh");
        System.out.println(made);
    }

    static void primitives() {
        IntUnaryOperator plus3 = i -> i + 3;
        IntUnaryOperator times2 = FunctionalInterfaces::twice;
        System.out.println(plus3.andThen(times2).applyAsInt(1) + " " + plus3.compose(times2).applyAsInt(1) + " "
                + IntUnaryOperator.identity().applyAsInt(42));
        LongUnaryOperator neg = l -> -l;
        LongUnaryOperator sq = l -> l * l;
        System.out.println(neg.andThen(sq).applyAsLong(3) + " " + neg.compose(sq).applyAsLong(3) + " "
                + LongUnaryOperator.identity().applyAsLong(Long.MIN_VALUE));
        DoubleUnaryOperator half = d -> d / 2;
        DoubleUnaryOperator sqrt = Math::sqrt;
        System.out.println(half.andThen(sqrt).applyAsDouble(32) + " " + half.compose(sqrt).applyAsDouble(16) + " "
                + DoubleUnaryOperator.identity().applyAsDouble(-0.0));
        IntBinaryOperator max = Math::max;
        LongBinaryOperator gcd = FunctionalInterfaces::gcd;
        DoubleBinaryOperator hyp = Math::hypot;
        System.out.println(max.applyAsInt(3, 9) + " " + gcd.applyAsLong(84, 36) + " " + hyp.applyAsDouble(3, 4));
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static void operators() {
        BinaryOperator<String> minLen = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> maxLen = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        // Ties keep the first operand.
        System.out.println(minLen.apply("bb", "a") + " " + minLen.apply("xx", "yy") + " " + maxLen.apply("bb", "a") + " " + maxLen.apply("xx", "yy"));
        BinaryOperator<Integer> mul = (a, b) -> a * b;
        System.out.println(mul.andThen(x -> "=" + x).apply(6, 7));
        BinaryOperator<String> natMin = BinaryOperator.minBy(Comparator.naturalOrder());
        System.out.println(natMin.apply("pear", "apple"));
    }

    static void nullChecks() {
        Runnable[] cases = {
            () -> ((Function<String, String>) s -> s).andThen(null),
            () -> ((Function<String, String>) s -> s).compose(null),
            () -> ((Predicate<String>) s -> true).and(null),
            () -> ((Predicate<String>) s -> true).or(null),
            () -> ((Consumer<String>) s -> { }).andThen(null),
            () -> ((IntUnaryOperator) i -> i).andThen(null),
            () -> ((BiFunction<String, String, String>) (a, b) -> a).andThen(null),
            () -> BinaryOperator.minBy(null),
            () -> ((IntPredicate) i -> true).or(null),
            () -> ((DoubleConsumer) d -> { }).andThen(null),
        };
        for (int i = 0; i < cases.length; i++) {
            try {
                cases[i].run();
                System.out.println(i + ": no exception");
            } catch (NullPointerException e) {
                System.out.println(i + ": " + e.getClass().getName() + " " + e.getMessage());
            }
        }
    }
}
