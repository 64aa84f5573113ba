// Strings: java.lang.String, StringBuilder and StringBuffer.
// Covers: length/charAt/indexOf/lastIndexOf (char and String, with from-index), substring,
// compareTo/compareToIgnoreCase, equals/equalsIgnoreCase, hashCode values, toUpperCase/
// toLowerCase, trim, replace (char and CharSequence), split on "," and " " and "\\s+" (trailing
// empty strings removed, limit), String.join, contains, startsWith/endsWith, isEmpty,
// toCharArray, valueOf of every type, new String(char[], off, len), concat, matches-free
// comparisons, regionMatches; interning: == between literals, compile-time constant
// concatenation, runtime concatenation, intern(); StringBuilder append of every type, insert,
// delete, deleteCharAt, reverse (with a surrogate pair), setCharAt, setLength, replace, indexOf,
// capacity-free growth; StringBuffer; string concatenation (javac's StringBuilder chains) with
// every primitive type, null and char arithmetic; non-ASCII, supplementary and \0 characters in
// literals printed as UTF-8; StringIndexOutOfBoundsException messages.

public class Strings {
    static final String CONST_A = "con";
    static final String CONST_B = "stant";

    static void basics() {
        String s = "Hello, World";
        System.out.println(s.length() + " " + s.charAt(4) + " " + s.indexOf('o') + " " + s.indexOf('o', 5) + " "
                + s.lastIndexOf('o') + " " + s.indexOf("World") + " " + s.indexOf("world") + " " + s.lastIndexOf("l", 5)
                + " " + s.indexOf("") + " " + s.lastIndexOf("") + " " + s.indexOf('z'));
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(12) + "|" + s.substring(3, 3) + "|");
        System.out.println(s.toUpperCase() + " " + s.toLowerCase() + " " + "\u00c9cole \u00df".toUpperCase() + " " + "\u00c9COLE".toLowerCase());
        System.out.println("[" + "  padded \t\n".trim() + "] [" + "   ".trim() + "] [" + "x".trim() + "]");
        System.out.println(s.replace('l', 'L') + " " + s.replace("World", "There") + " " + "aaa".replace("aa", "b") + " " + "abc".replace("", "-"));
        System.out.println(s.contains("lo, W") + " " + s.startsWith("Hell") + " " + s.startsWith("World", 7) + " " + s.endsWith("ld") + " "
                + "".isEmpty() + " " + s.isEmpty());
        System.out.println(s.concat("!") + " " + "".concat("") + "|" + s.regionMatches(true, 7, "WORLD", 0, 5) + " " + s.regionMatches(7, "WORLD", 0, 5));
        char[] cs = s.toCharArray();
        cs[0] = 'J';
        System.out.println(new String(cs) + " " + new String(cs, 7, 5) + " " + String.valueOf(cs, 0, 4) + " " + String.copyValueOf(cs));
        System.out.println(String.valueOf(true) + String.valueOf('c') + String.valueOf(12) + String.valueOf(-3L) + String.valueOf(1.5f)
                + String.valueOf(2.25) + String.valueOf((Object) null) + String.valueOf(new char[] { 'x', 'y' }));
    }

    static void comparisons() {
        String[] words = { "apple", "Apple", "APPLE", "apples", "banana", "", "appla", "\u00e4pple" };
        for (int i = 0; i < words.length; i++) {
            StringBuilder sb = new StringBuilder(words[i] + ":");
            for (int j = 0; j < words.length; j++) {
                sb.append(' ').append(words[i].compareTo(words[j]));
            }
            sb.append(" | ignoreCase");
            for (int j = 0; j < words.length; j++) {
                sb.append(' ').append(words[i].compareToIgnoreCase(words[j]));
            }
            sb.append(" | eqIC apple ").append(words[i].equalsIgnoreCase("aPPle")).append(" equals ").append(words[i].equals("apple"));
            System.out.println(sb);
        }
        String[] hs = { "", "a", "hello", "Hello, World", "\u00e9t\u00e9", "polygenelubricants", "The quick brown fox jumps over the lazy dog" };
        StringBuilder sb = new StringBuilder("hashCodes:");
        for (int i = 0; i < hs.length; i++) sb.append(' ').append(hs[i].hashCode());
        System.out.println(sb);
        System.out.println("equals(null) " + "x".equals(null) + ", contentEquals " + "ab".contentEquals(new StringBuilder("ab")));
    }

    static void splitting() {
        show("a,b,,c,,".split(","));
        show("a,b,,c,,".split(",", -1));
        show("a,b,,c,,".split(",", 2));
        show(",a,b".split(","));
        show("one two  three".split(" "));
        show("  leading and   multiple\tspaces\n here ".split("\\s+"));
        show("".split(","));
        show("no separators".split(","));
        show("x::y::z".split("::"));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join(", ", new String[] { "solo" }) + " [" + String.join("/", new String[0]) + "]");
        java.util.ArrayList<String> list = new java.util.ArrayList<String>();
        list.add("p");
        list.add("q");
        System.out.println(String.join("+", list));
        java.util.StringTokenizer st = new java.util.StringTokenizer("tok1 tok2\ttok3,tok4", " \t");
        StringBuilder sb = new StringBuilder("tokens(" + st.countTokens() + "):");
        while (st.hasMoreTokens()) sb.append(" [").append(st.nextToken()).append(']');
        System.out.println(sb);
    }

    static void show(String[] parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(parts.length).append(':');
        for (int i = 0; i < parts.length; i++) sb.append(" [").append(parts[i]).append(']');
        System.out.println(sb);
    }

    static void interning() {
        String a = "constant";
        String b = "con" + "stant";
        String c = CONST_A + CONST_B;
        String part = "con";
        String d = part + "stant";
        String e = d.intern();
        String f = new String("constant");
        System.out.println("literal==constexpr " + (a == b) + ", final-fields constexpr " + (a == c) + ", runtime concat " + (a == d)
                + ", intern " + (a == e) + ", new String " + (a == f) + ", equals " + a.equals(f) + ", f.intern " + (f.intern() == a));
        System.out.println("literal from another class: " + (a == Other.CONSTANT) + ", toString same " + (a.toString() == a)
                + ", substring(0) same " + (a.substring(0) == a));
        String x = new StringBuilder("fresh").append("Value").toString();
        System.out.println("fresh intern is itself: " + (x.intern() == x) + ", then literal matches: " + ("freshValue" == x));
    }

    static void builders() {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append(' ').append('c').append(' ').append((byte) -1).append(' ').append((short) 300).append(' ').append(42)
                .append(' ').append(-7L).append(' ').append(1.25f).append(' ').append(-0.5).append(' ').append((Object) null).append(' ')
                .append((String) null).append(' ').append(new char[] { 'h', 'i' }).append(' ').append("abcdef", 2, 4).append(' ')
                .append(new StringBuilder("nested"));
        System.out.println(sb + " (length " + sb.length() + ")");
        StringBuilder b = new StringBuilder("0123456789");
        b.insert(0, "start-").insert(b.length(), "-end").insert(8, 3.5).insert(3, 'X').insert(1, true).insert(0, 77L);
        System.out.println(b);
        b.delete(0, 6).deleteCharAt(0).delete(b.length() - 2, b.length() + 100);
        System.out.println(b);
        b.setCharAt(0, '#');
        b.replace(1, 4, "REPLACED");
        System.out.println(b + " indexOf 5: " + b.indexOf("5") + " lastIndexOf: " + b.lastIndexOf("E") + " charAt(2): " + b.charAt(2));
        b.setLength(5);
        System.out.println("[" + b + "]");
        b.setLength(7);
        System.out.println("[" + b + "] with \\0 chars, length " + b.length() + ", last char code " + (int) b.charAt(6));
        StringBuilder r = new StringBuilder("ab\ud83d\ude00cd");
        System.out.println("reverse keeps surrogate pairs: " + r.reverse() + " length " + r.length());
        System.out.println("reverse plain: " + new StringBuilder("stressed").reverse() + ", substring " + new StringBuilder("builder").substring(2, 5));
        StringBuffer buf = new StringBuffer("buf");
        buf.append(1).append('-').append(2.0).insert(0, '>').reverse();
        System.out.println("StringBuffer " + buf + " " + buf.length() + " " + buf.charAt(0));
        try {
            new StringBuilder("abc").insert(5, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert out of range: " + e.getMessage());
        }
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(2,1): " + e.getMessage());
        }
        try {
            "abc".substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("substring(-1): " + e.getMessage());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt(3): " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setLength(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("setLength(-1): " + e.getMessage());
        }
    }

    static void concatenation() {
        boolean z = false;
        byte by = -5;
        char c = 'q';
        short sh = -300;
        int i = 123456;
        long l = -9876543210L;
        float f = 3.5f;
        double d = 1e-7;
        Object o = null;
        String s = null;
        System.out.println("all: " + z + by + c + sh + i + l + f + d + o + s);
        System.out.println(1 + 2 + "three" + 4 + 5 + ('a' + 'b') + 'a' + 'b' + (char) ('a' + 1) + c + 1);
        String acc = "";
        acc += 'x';
        acc += 1;
        acc += 2.0f;
        acc += null;
        acc += true;
        System.out.println("compound += : " + acc);
        char ch = 'A';
        ch += 25;
        int diff = 'z' - 'a';
        char next = (char) (ch + 1);
        System.out.println("char arithmetic: " + ch + " " + diff + " " + next + " " + (int) next + " " + (char) 0x263A + " " + Character.toChars(0x1F600)[0]);
    }

    static void unicode() {
        String u = "na\u00efve caf\u00e9 \u65e5\u672c\u8a9e \u20ac \ud83d\ude00 zero[\0] tab[\t] bell[\u0007]";
        System.out.println(u);
        System.out.println("length " + u.length() + ", codePointCount " + u.codePointCount(0, u.length()) + ", codePointAt(22) " + u.codePointAt(22));
        System.out.println("lone surrogate: [" + "\ud800" + "] and [" + "x\udc00y" + "]");
        char[] zeros = new char[3];
        System.out.println("char[3] of \\0: [" + new String(zeros) + "] length " + new String(zeros).length());
        StringBuilder latin = new StringBuilder();
        for (char ch = 0xa0; ch < 0x100; ch += 7) latin.append(ch);
        System.out.println("latin-1: " + latin + " upper: " + latin.toString().toUpperCase());
        System.out.println("greek: " + "\u03b1\u03b2\u03b3".toUpperCase() + " " + "\u0391\u0392\u0393".toLowerCase());
    }

    public static void main(String[] args) {
        basics();
        comparisons();
        splitting();
        interning();
        builders();
        concatenation();
        unicode();
    }
}

class Other {
    static final String CONSTANT = "constant";
}
