import java.util.*;
import java.util.function.*;

/**
 * Smaller Java 8-17 API additions: String (repeat, strip, indent, stripIndent,
 * translateEscapes, transform, join), StringJoiner, Objects, Math's exact arithmetic, unsigned
 * Integer/Long arithmetic, Character code points, Arrays.setAll/parallelPrefix, Predicate.not.
 */
public class ModernStrings {
    static void attempt(String what, Supplier<Object> s) {
        try {
            System.out.println(what + ": " + s.get());
        } catch (RuntimeException e) {
            // Helpful NullPointerException messages name the library's variables: not compared.
            String msg = e.getMessage();
            if (msg != null && msg.startsWith("Cannot ")) {
                msg = "(helpful message)";
            }
            System.out.println(what + ": " + e.getClass().getName() + ": " + msg);
        }
    }

    static String show(String s) {
        return "[" + s.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t") + "]";
    }

    public static void main(String[] args) {
        strings();
        joiners();
        objects();
        exactMath();
        unsigned();
        codePoints();
        arrays();
    }

    static void strings() {
        System.out.println("== strings");
        System.out.println(show("ab".repeat(3)) + show("x".repeat(0)) + show("".repeat(5)));
        attempt("repeat -1", () -> "a".repeat(-1));
        String ws = " \t\u2003 hi there \u2003\n ";
        System.out.println(show(ws.strip()) + show(ws.stripLeading()) + show(ws.stripTrailing()) + show(ws.trim()));
        System.out.println(" \t\n".isBlank() + " " + "".isBlank() + " " + " x ".isBlank() + " " + "\u2003".isBlank() + " " + "\u00a0".isBlank());
        String text = "alpha\n  beta\r\n    gamma\rdelta";
        System.out.println(show(text.indent(2)) + show(text.indent(-2)) + show(text.indent(0)) + show("".indent(3))
                + show("x\n".indent(1)) + show("\n\n".indent(1)) + show(text.indent(Integer.MIN_VALUE)));
        System.out.println(show("   a\n     b\n   c".stripIndent()) + show("   a\n     b\n   c\n".stripIndent())
                + show("  x  \n    y\n  ".stripIndent()) + show("\n  p\n    q\n  ".stripIndent()) + show("   \n   ".stripIndent()));
        System.out.println(show("tab\\there\\nnew \\\"q\\\" \\'s\\' back\\\\ oct\\101\\60\\7 sp\\s end\\\nnext\\\r\nlast".translateEscapes()));
        System.out.println(show("\\0\\12\\377\\400".translateEscapes()) + " " + (int) "\\377".translateEscapes().charAt(0));
        attempt("translateEscapes \\q", () -> "bad\\q".translateEscapes());
        attempt("translateEscapes \\u", () -> "\\u0041".translateEscapes());
        System.out.println("12".transform(Integer::parseInt) + 1 + " " + "abc".transform(s -> new StringBuilder(s).reverse()));
        System.out.println("%s=%05d".formatted("n", 42) + " " + String.join("-", "a", "b", "c") + " " + String.join(", ", List.of("x", "y"))
                + " " + String.join("/", new ArrayList<String>()) + " " + String.join("+", "solo") + " " + String.join(",", Arrays.asList("a", null)));
        attempt("join null delimiter", () -> String.join(null, "a"));
        attempt("join null elements", () -> String.join(",", (List<String>) null));
    }

    static void joiners() {
        System.out.println("== StringJoiner");
        StringJoiner sj = new StringJoiner(", ", "{", "}");
        System.out.println(sj + " " + sj.length());
        sj.setEmptyValue("EMPTY");
        System.out.println(sj + " " + sj.length());
        sj.add("a").add(null).add("");
        System.out.println(sj + " " + sj.length());
        StringJoiner other = new StringJoiner("-", "[", "]");
        other.add("x").add("y");
        sj.merge(other);
        System.out.println(sj + " " + sj.length() + " " + other);
        StringJoiner empty = new StringJoiner("|");
        sj.merge(empty);
        System.out.println(sj + " " + empty + " " + empty.length() + " " + empty.setEmptyValue("none") + " " + empty.add("1").add("2"));
        StringJoiner self = new StringJoiner("+").add("s").add("t");
        self.merge(self);
        System.out.println(self);
        attempt("null delimiter", () -> new StringJoiner(null));
        attempt("null prefix", () -> new StringJoiner(",", null, "}"));
        attempt("null suffix", () -> new StringJoiner(",", "{", null));
        attempt("null empty value", () -> new StringJoiner(",").setEmptyValue(null));
        attempt("merge null", () -> new StringJoiner(",").merge(null));
    }

    static void objects() {
        System.out.println("== Objects");
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.deepEquals(new int[] {1, 2}, new int[] {1, 2})
                + " " + Objects.deepEquals(new Object[] {new int[] {1}}, new Object[] {new int[] {1}}) + " " + Objects.hashCode(null)
                + " " + Objects.hash(1, "a", null) + " " + Objects.hash() + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt")
                + " " + Objects.toString(5, "dflt") + " " + Objects.isNull(null) + " " + Objects.nonNull(null)
                + " " + Objects.compare("a", "b", Comparator.reverseOrder()) + " " + Objects.compare(null, null, Comparator.<String>naturalOrder()));
        System.out.println(Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElse("val", "else") + " "
                + Objects.requireNonNullElseGet(null, () -> "got") + " " + Objects.requireNonNull("ok", () -> "unused"));
        attempt("requireNonNull", () -> Objects.requireNonNull(null));
        attempt("requireNonNull msg", () -> Objects.requireNonNull(null, "the message"));
        attempt("requireNonNull supplier", () -> Objects.requireNonNull(null, () -> "supplied message"));
        attempt("requireNonNull null supplier", () -> Objects.requireNonNull(null, (Supplier<String>) null));
        attempt("requireNonNullElse", () -> Objects.requireNonNullElse(null, null));
        attempt("requireNonNullElseGet null", () -> Objects.requireNonNullElseGet(null, null));
        attempt("requireNonNullElseGet gives null", () -> Objects.requireNonNullElseGet(null, () -> null));
        attempt("checkIndex ok", () -> Objects.checkIndex(2, 3));
        attempt("checkIndex", () -> Objects.checkIndex(3, 3));
        attempt("checkIndex negative", () -> Objects.checkIndex(-1, 3));
        attempt("checkIndex long", () -> Objects.checkIndex(5L, 4L));
        attempt("checkFromToIndex ok", () -> Objects.checkFromToIndex(1, 3, 3));
        attempt("checkFromToIndex", () -> Objects.checkFromToIndex(2, 1, 3));
        attempt("checkFromToIndex long", () -> Objects.checkFromToIndex(0L, 9L, 8L));
        attempt("checkFromIndexSize ok", () -> Objects.checkFromIndexSize(1, 2, 3));
        attempt("checkFromIndexSize", () -> Objects.checkFromIndexSize(2, 5, 4));
        attempt("checkFromIndexSize negative", () -> Objects.checkFromIndexSize(-1, 1, 4));
        attempt("checkFromIndexSize long", () -> Objects.checkFromIndexSize(3L, 3L, 5L));
        List<String> l = new ArrayList<>(Arrays.asList("a", "", "b", ""));
        l.removeIf(Predicate.not(s -> !s.isEmpty()));
        System.out.println(l + " " + Arrays.toString(List.of(1, 2).toArray(Integer[]::new)) + " " + Arrays.toString(new ArrayList<>(List.of("q")).toArray(String[]::new)));
    }

    static void exactMath() {
        System.out.println("== Math exact");
        attempt("addExact", () -> Math.addExact(Integer.MAX_VALUE - 1, 1));
        attempt("addExact overflow", () -> Math.addExact(Integer.MAX_VALUE, 1));
        attempt("addExact long overflow", () -> Math.addExact(Long.MIN_VALUE, -1L));
        attempt("subtractExact", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        attempt("subtractExact long", () -> StrictMath.subtractExact(5L, 7L));
        attempt("multiplyExact", () -> Math.multiplyExact(46341, 46341));
        attempt("multiplyExact long*int", () -> Math.multiplyExact(Long.MAX_VALUE / 2, 3));
        attempt("multiplyExact long", () -> Math.multiplyExact(-3037000499L, 3037000499L));
        attempt("multiplyExact MIN*-1", () -> Math.multiplyExact(Long.MIN_VALUE, -1L));
        attempt("incrementExact", () -> Math.incrementExact(Integer.MAX_VALUE));
        attempt("decrementExact", () -> Math.decrementExact(Long.MIN_VALUE));
        attempt("negateExact", () -> Math.negateExact(Integer.MIN_VALUE));
        attempt("negateExact long", () -> Math.negateExact(-5L));
        attempt("toIntExact", () -> Math.toIntExact(1L << 31));
        attempt("toIntExact ok", () -> StrictMath.toIntExact(-(1L << 31)));
        attempt("absExact", () -> Math.absExact(Integer.MIN_VALUE));
        attempt("absExact long", () -> Math.absExact(Long.MIN_VALUE));
        attempt("absExact ok", () -> Math.absExact(-9L));
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorDiv(-7L, 2) + " " + Math.floorDiv(-7L, 2L)
                + " " + Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " " + Math.floorMod(-7L, 3) + " " + Math.floorMod(-7L, 3L)
                + " " + Math.floorDiv(Integer.MIN_VALUE, -1) + " " + Math.floorMod(Integer.MIN_VALUE, -1));
        attempt("floorDiv zero", () -> Math.floorDiv(1, 0));
        attempt("floorMod zero", () -> Math.floorMod(1L, 0L));
        System.out.println(Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE) + " " + Math.multiplyHigh(-1L, 1L) + " " + Math.multiplyHigh(1L << 62, 8L)
                + " " + Math.multiplyFull(Integer.MAX_VALUE, Integer.MIN_VALUE) + " " + StrictMath.multiplyHigh(-5L, Long.MIN_VALUE));
    }

    static void unsigned() {
        System.out.println("== unsigned");
        int m1 = -1;
        long lm1 = -1L;
        System.out.println(Integer.toUnsignedString(m1) + " " + Integer.toUnsignedString(m1, 16) + " " + Integer.toUnsignedString(-8, 2)
                + " " + Integer.toUnsignedLong(m1) + " " + Integer.compareUnsigned(m1, 1) + " " + Integer.compare(m1, 1)
                + " " + Integer.divideUnsigned(m1, 3) + " " + Integer.remainderUnsigned(m1, 3) + " " + Integer.parseUnsignedInt("4294967295")
                + " " + Integer.parseUnsignedInt("ff", 16));
        System.out.println(Long.toUnsignedString(lm1) + " " + Long.toUnsignedString(lm1, 36) + " " + Long.compareUnsigned(lm1, 1L)
                + " " + Long.divideUnsigned(lm1, 10) + " " + Long.remainderUnsigned(lm1, 10) + " " + Long.parseUnsignedLong("18446744073709551615")
                + " " + Long.divideUnsigned(-5L, -3L) + " " + Long.remainderUnsigned(Long.MIN_VALUE + 7, Long.MIN_VALUE));
        attempt("parseUnsignedInt too big", () -> Integer.parseUnsignedInt("4294967296"));
        attempt("parseUnsignedInt negative", () -> Integer.parseUnsignedInt("-1"));
        attempt("parseUnsignedLong too big", () -> Long.parseUnsignedLong("18446744073709551616"));
        attempt("divideUnsigned zero", () -> Integer.divideUnsigned(5, 0));
        System.out.println(Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Integer.min(3, 4) + " " + Long.sum(3, 4) + " " + Long.max(-3, -4)
                + " " + Integer.hashCode(77) + " " + Long.hashCode(1L << 35) + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true)
                + " " + Character.hashCode('z') + " " + Short.hashCode((short) -2) + " " + Byte.hashCode((byte) 9) + " " + Float.hashCode(2f)
                + " " + Integer.signum(-9) + " " + Long.signum(0) + " " + Integer.highestOneBit(100) + " " + Long.lowestOneBit(96)
                + " " + Integer.numberOfLeadingZeros(1) + " " + Long.numberOfTrailingZeros(0) + " " + Integer.bitCount(255) + " " + Integer.reverse(1)
                + " " + Long.rotateLeft(1L, 65) + " " + Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Float.min(1f, Float.NaN)
                + " " + Boolean.logicalXor(true, false) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedLong((byte) -1)
                + " " + Short.compareUnsigned((short) -1, (short) 1) + " " + Byte.compareUnsigned((byte) 1, (byte) -1));
    }

    static void codePoints() {
        System.out.println("== code points");
        String s = "a\uD83D\uDE00b\u00e9\uD835\uDD0A";
        System.out.println(s.length() + " " + s.codePointCount(0, s.length()) + " " + Integer.toHexString(s.codePointAt(1)) + " "
                + Integer.toHexString(s.codePointAt(2)) + " " + Integer.toHexString(s.codePointBefore(3)) + " " + s.offsetByCodePoints(0, 3));
        int cp = 0x1F600;
        char[] cs = Character.toChars(cp);
        System.out.println(Character.charCount(cp) + " " + cs.length + " " + Integer.toHexString(cs[0]) + " " + Integer.toHexString(cs[1])
                + " " + Integer.toHexString(Character.highSurrogate(cp)) + " " + Integer.toHexString(Character.lowSurrogate(cp))
                + " " + Integer.toHexString(Character.toCodePoint(cs[0], cs[1])) + " " + Character.isSurrogatePair(cs[0], cs[1])
                + " " + Character.isSurrogatePair(cs[1], cs[0]) + " " + Character.isBmpCodePoint(0xFFFF) + " " + Character.isBmpCodePoint(0x10000)
                + " " + Character.isValidCodePoint(0x10FFFF) + " " + Character.isValidCodePoint(0x110000) + " " + Character.isValidCodePoint(-1)
                + " " + Character.isSupplementaryCodePoint(0x10000) + " " + Character.isSupplementaryCodePoint(0xFFFF));
        char[] buf = new char[4];
        int n = Character.toChars(0x1D50A, buf, 1);
        System.out.println(n + " " + Character.toChars('x', buf, 0) + " " + new String(buf, 0, 3) .length() + " " + Character.codePointAt(buf, 1)
                + " " + Character.codePointBefore(buf, 3) + " " + Character.codePointCount(buf, 0, 3) + " " + Character.offsetByCodePoints(buf, 0, 4, 0, 2)
                + " " + Character.codePointAt("xyz", 1) + " " + Character.codePointCount("a\uD83D\uDE00", 0, 3));
        System.out.println(Character.getNumericValue('7') + " " + Character.getNumericValue('a') + " " + Character.getNumericValue('Z')
                + " " + Character.getNumericValue('-') + " " + Character.compare('a', 'b') + " " + Character.isLetter(cp) + " " + Character.isAlphabetic('q')
                + " " + Character.toString(cp) + "|" + Character.toString('c') + " " + new StringBuilder().appendCodePoint(cp).appendCodePoint('!').length()
                + " " + Character.reverseBytes('\u1234') + " " + (int) Character.reverseBytes('\u1234'));
        attempt("toChars invalid", () -> Character.toChars(0x110000));
        attempt("codePointAt out of range", () -> "ab".codePointAt(2));
        attempt("offsetByCodePoints out of range", () -> "ab".offsetByCodePoints(0, 3));
    }

    static void arrays() {
        System.out.println("== Arrays");
        int[] ia = new int[6];
        Arrays.setAll(ia, i -> i * i);
        long[] la = new long[5];
        Arrays.parallelSetAll(la, i -> 1L << (i * 10));
        double[] da = new double[4];
        Arrays.setAll(da, i -> i / 4.0);
        String[] sa = new String[3];
        Arrays.parallelSetAll(sa, i -> "s" + i);
        System.out.println(Arrays.toString(ia) + " " + Arrays.toString(la) + " " + Arrays.toString(da) + " " + Arrays.toString(sa));
        Arrays.parallelPrefix(ia, Integer::sum);
        Arrays.parallelPrefix(la, 1, 4, Long::max);
        Arrays.parallelPrefix(da, (a, b) -> a + b);
        Arrays.parallelPrefix(sa, String::concat);
        System.out.println(Arrays.toString(ia) + " " + Arrays.toString(la) + " " + Arrays.toString(da) + " " + Arrays.toString(sa));
        Arrays.parallelPrefix(ia, 2, 2, (a, b) -> 0);
        Integer[] boxed = {5, 1, 4};
        Arrays.parallelPrefix(boxed, 0, 3, Math::min);
        System.out.println(Arrays.toString(ia) + " " + Arrays.toString(boxed));
        attempt("parallelPrefix range", () -> {
            Arrays.parallelPrefix(ia, 3, 2, Integer::sum);
            return "no";
        });
        attempt("parallelPrefix negative", () -> {
            Arrays.parallelPrefix(new double[2], -1, 2, Double::sum);
            return "no";
        });
        attempt("parallelPrefix past end", () -> {
            Arrays.parallelPrefix(new long[2], 0, 3, Long::sum);
            return "no";
        });
        attempt("setAll null", () -> {
            Arrays.setAll(ia, null);
            return "no";
        });
    }
}
