import java.util.regex.PatternSyntaxException;

/*
 * Regular expressions through String.matches, replaceAll, replaceFirst and split, and
 * case-insensitive String comparison:
 * - supplementary characters in bracket classes, ranges and \p{..} (a surrogate pair is one code
 *   point), literals and quantifiers over them;
 * - PatternSyntaxException (description, index, pattern, the multi-line getMessage with the caret)
 *   for malformed patterns, in particular the `{` repetitions ("${name}" as a regex);
 * - groups, alternation, greedy/lazy/possessive quantifiers, atomic groups and look-ahead,
 *   anchors, word boundaries, classes with ranges, negation, nesting and intersection, POSIX and
 *   Unicode properties, \Q..\E, escapes, back references, split and replaceAll with $n and the
 *   replacement errors;
 * - equalsIgnoreCase, compareToIgnoreCase, regionMatches(true, ..) and CASE_INSENSITIVE_ORDER on
 *   surrogate pairs (JDK 17 compares code points), Latin-1 special cases and Georgian.
 */
public class RegexAndCase {
    static String show(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) {
                b.append(c);
            } else {
                b.append("\\u");
                String h = Integer.toHexString(c);
                for (int k = h.length(); k < 4; k++) {
                    b.append('0');
                }
                b.append(h);
            }
        }
        return b.toString();
    }

    static String showAll(String[] a) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append('"').append(show(a[i])).append('"');
        }
        return b.append(']').toString();
    }

    static String ex(Throwable t) {
        return t.getClass().getName() + ": " + t.getMessage();
    }

    static void matches(String label, String input, String regex) {
        try {
            System.out.println(label + ": " + input.matches(regex));
        } catch (RuntimeException e) {
            System.out.println(label + ": " + ex(e));
        }
    }

    static void replaceAll(String label, String input, String regex, String replacement) {
        try {
            System.out.println(label + ": " + show(input.replaceAll(regex, replacement)));
        } catch (RuntimeException e) {
            System.out.println(label + ": " + ex(e));
        }
    }

    static void replaceFirst(String label, String input, String regex, String replacement) {
        try {
            System.out.println(label + ": " + show(input.replaceFirst(regex, replacement)));
        } catch (RuntimeException e) {
            System.out.println(label + ": " + ex(e));
        }
    }

    static void split(String label, String input, String regex, int limit) {
        try {
            System.out.println(label + ": " + showAll(input.split(regex, limit)));
        } catch (RuntimeException e) {
            System.out.println(label + ": " + ex(e));
        }
    }

    static void syntax(String regex) {
        try {
            "".matches(regex);
            System.out.println("syntax " + show(regex) + ": ok");
        } catch (PatternSyntaxException e) {
            System.out.println("syntax " + show(regex) + ": desc=" + e.getDescription() + " index="
                    + e.getIndex() + " pattern=" + show(e.getPattern()));
            System.out.println(e.getMessage());
        }
    }

    static void supplementary() {
        String smile = "\uD83D\uDE00"; // U+1F600
        String deseret = "\uD801\uDC00"; // U+10400, Lu
        matches("supp class", smile, "[\uD83D\uDE00]");
        matches("supp negated class", smile, "[^\uD83D\uDE00]");
        matches("supp negated class other", "x", "[^\uD83D\uDE00]");
        matches("supp range", "\uD83D\uDE01", "[\uD83D\uDE00-\uD83D\uDE02]");
        matches("supp range outside", "\uD83D\uDE03", "[\uD83D\uDE00-\uD83D\uDE02]");
        matches("supp class with bmp", smile, "[a\uD83D\uDE00]");
        matches("lone high vs class", "\uD83D", "[\uD83D\uDE00]");
        matches("p{L}", deseret, "\\p{L}");
        matches("p{Lu}", deseret, "\\p{Lu}");
        matches("[p{L}]", deseret, "[\\p{L}]");
        matches("P{L}", deseret, "\\P{L}");
        matches("S", deseret, "\\S");
        matches("W", deseret, "\\W");
        matches("dot", smile, ".");
        matches("dot dot", smile, "..");
        matches("p{Nd} math digit", "\uD835\uDFCE", "\\p{Nd}");
        matches("x{1F600}", smile, "\\x{1F600}");
        matches("u escapes pair", smile, "\\uD83D\\uDE00");
        matches("literal plus", smile + smile + smile, smile + "+");
        matches("class count", smile + smile, "[\uD83D\uDE00]{2}");
        replaceAll("replace class", "a" + smile + "b", "[\uD83D\uDE00]", "X");
        replaceAll("replace literal", "a" + smile + "b" + smile, smile, "X");
        replaceAll("replace dot", "a" + smile + "b", ".", "<$0>");
        replaceAll("replace p{So}", "a" + smile + "b", "\\p{So}", "S");
        replaceAll("replace empty", "a" + smile + "b", "", "-");
        replaceAll("replace Cs", smile, "\\p{Cs}", "-");
        replaceAll("replace low escape", smile + "x", "\\uDE00x", "-");
        split("split class", "a" + smile + "b", "[\uD83D\uDE00]", 0);
        split("split empty", "a" + smile + "b", "", 0);
        replaceAll("boundary supp", deseret + "x " + "\uD801\uDC28", "\\b", "|");
    }

    static void syntaxErrors() {
        String[] patterns = {
            "{", "{abc}", "a{}", "a{,2}", "a{", "a{1", "a{1,", "x{99999999999}", "x{2,1}",
            "x{1,2147483648}", "${name}", "[", "[a", "[]", "[^]", "[z-a]", "[a-\\d]", ")", "a)",
            "(a", "(?", "(?$)", "*", "a**", "+a", "|?", "\\", "a\\", "\\y", "[\\1]", "\\k<x>",
            "\\p{Foo}", "\\p{}", "\\p{L", "\\p{gc=Foo}", "\\x{110000}", "\\xg", "\\u12", "\\c",
            "\\0", "\\09", "\\Qab\\E{", "\uD83D\uDE00{", "\t\t{", "(?<", "[&&]"
        };
        for (int i = 0; i < patterns.length; i++) {
            syntax(patterns[i]);
        }
        // valid although odd
        syntax("}");
        syntax("]");
        syntax("a{1}{2}");
        syntax("[]a]");
        syntax("[a-]");
        syntax("\\1");
        syntax("x{2147483647}");
        syntax("(?)");
        try {
            "a.b".split("{");
        } catch (PatternSyntaxException e) {
            System.out.println("split { is IllegalArgumentException: "
                    + (e instanceof IllegalArgumentException));
        }
    }

    static void features() {
        matches("literal", "abc", "abc");
        matches("alternation", "cat", "dog|cat|bird");
        matches("group alternation", "abcd", "a(b|bc)d");
        matches("star", "aaaa", "a*");
        matches("plus empty", "", "a+");
        matches("question", "ac", "ab?c");
        matches("counted", "aaa", "a{2,3}");
        matches("counted too many", "aaaa", "a{2,3}");
        matches("counted open", "aaaaa", "a{2,}");
        matches("class range", "q", "[a-z]");
        matches("class negated", "Q", "[^a-z]");
        matches("class nested", "c", "[a[b-c]]");
        matches("class intersection", "b", "[a-d&&[^ac]]");
        matches("class intersection miss", "a", "[a-d&&[^ac]]");
        matches("digits", "2024", "\\d+");
        matches("word", "snake_case1", "\\w+");
        matches("space", " \t\n", "\\s*");
        matches("posix alpha", "Abc", "\\p{Alpha}+");
        matches("posix punct", "!?", "\\p{Punct}+");
        matches("unicode letter", "\u00e9t\u00e9", "\\p{L}+");
        matches("IsAlphabetic", "\u00e9", "\\p{IsAlphabetic}");
        matches("javaLowerCase", "\u00df", "\\p{javaLowerCase}");
        matches("quote", "a.b", "\\Qa.b\\E");
        matches("quote no match", "axb", "\\Qa.b\\E");
        matches("escapes", "\t\n", "\\t\\n");
        matches("hex octal", "AB", "\\x41\\0102");
        matches("backref", "abab", "(ab)\\1");
        matches("backref fail", "abba", "(ab)\\1");
        matches("lookahead", "ab", "a(?=b)b");
        matches("negative lookahead", "ac", "a(?!b).");
        matches("atomic", "aaab", "(?>a+)b");
        matches("atomic fail", "aaa", "(?>a+)a");
        matches("possessive fail", "aaa", "a++a");
        matches("possessive group", "ababa", "(ab)*+a");
        matches("lazy", "aaa", "a+?a");
        matches("dot newline", "a\nb", "a.b");
        matches("dollar before newline", "abc\n", "abc$");
        matches("anchors", "abc", "^abc$");
        matches("line break", "\r\n", "\\R");

        replaceAll("groups swap", "John Smith", "(\\w+) (\\w+)", "$2, $1");
        replaceAll("group 0", "a1b22", "\\d+", "<$0>");
        replaceAll("greedy", "<a><b>", "<.+>", "X");
        replaceAll("lazy", "<a><b>", "<.+?>", "X");
        replaceAll("possessive", "aaa", "a*+", "X");
        replaceAll("optional group", "ac abc", "a(b)?c", "[$1]");
        replaceAll("word boundary", "one two  three", "\\b", "|");
        replaceAll("non boundary", "abc", "\\B", "-");
        replaceAll("caret", "abc", "^", ">");
        replaceAll("dollar crlf", "ab\r\n", "$", "<");
        replaceAll("zero width", "abc", "", "-");
        replaceAll("camel case", "helloWorldFooBar", "(?=[A-Z])", "_");
        replaceAll("escaped dollar", "price", "price", "\\$5");
        replaceAll("two digit group", "abcdefghijk", "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)",
                "$11$10$1$111");
        replaceAll("missing group", "abc", "(a)", "$2");
        replaceAll("named ref", "abc", "(a)", "${x}");
        replaceAll("bad ref", "abc", "(a)", "$x");
        replaceAll("trailing dollar", "abc", "(a)", "x$");
        replaceAll("trailing backslash", "abc", "(a)", "x\\");
        replaceAll("no match bad ref", "abc", "z", "$9");
        replaceFirst("first", "a1b2c3", "\\d", "#");
        replaceFirst("first group", "2024-05-06", "(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1");

        split("split comma", "a,b,,c,,", ",", 0);
        split("split comma -1", "a,b,,c,,", ",", -1);
        split("split comma 2", "a,b,,c,,", ",", 2);
        split("split spaces", "  lead and trail  ", "\\s+", 0);
        split("split alternation", "a1b22c333d", "\\d+", 0);
        split("split empty regex", "abc", "", 0);
        split("split lookahead", "HelloWorldFoo", "(?=[A-Z])", 0);
        split("split dot escaped", "1.2.3", "\\.", 0);
        split("split dot", "1.2.3", ".", 0);
        split("split pipe", "a|b|c", "\\|", 0);
        split("split class", "a;b,c d", "[;, ]", 0);
        split("split no match", "abc", "x", 0);
    }

    static void ignoreCase() {
        String lower = "\uD801\uDC28"; // U+10428 DESERET SMALL LETTER LONG I
        String upper = "\uD801\uDC00"; // U+10400 DESERET CAPITAL LETTER LONG I
        System.out.println("eic supp: " + lower.equalsIgnoreCase(upper));
        System.out.println("ctic supp: " + lower.compareToIgnoreCase(upper));
        System.out.println("ctic supp vs other: " + lower.compareToIgnoreCase("\uD801\uDC01"));
        System.out.println("ctic supp vs bmp: " + upper.compareToIgnoreCase("\u0100"));
        System.out.println("ctic latin1 vs supp: " + "a".compareToIgnoreCase(upper));
        System.out.println("ctic supp vs latin1: " + upper.compareToIgnoreCase("z"));
        System.out.println("ctic lone high: " + "\uD801".compareToIgnoreCase(upper));
        System.out.println("ctic lone low: " + "\uDC28".compareToIgnoreCase("\uDC00"));
        System.out.println("region supp: " + ("x" + lower).regionMatches(true, 1, upper, 0, 2));
        System.out.println("region half pair: " + ("x" + lower).regionMatches(true, 2, upper, 1, 1));
        System.out.println("region high only: " + lower.regionMatches(true, 0, upper, 0, 1));
        System.out.println("order: " + String.CASE_INSENSITIVE_ORDER.compare(upper + "b", lower + "a"));
        System.out.println("order equal: " + String.CASE_INSENSITIVE_ORDER.compare(upper + "A", lower + "a"));
        System.out.println("eic latin1: " + "\u00ff".equalsIgnoreCase("\u0178") + " "
                + "\u00b5".equalsIgnoreCase("\u039c") + " " + "\u00b5".equalsIgnoreCase("\u03bc"));
        System.out.println("ctic latin1: " + "\u00ff".compareToIgnoreCase("\u0178") + " "
                + "\u00e9".compareToIgnoreCase("\u00c9") + " " + "\u00e9".compareToIgnoreCase("F"));
        System.out.println("eic dotless i: " + "\u0131".equalsIgnoreCase("I") + " "
                + "\u0130".equalsIgnoreCase("i") + " " + "\u017f".equalsIgnoreCase("S"));
        System.out.println("eic georgian: " + "\u10d0".equalsIgnoreCase("\u1c90") + " "
                + "\u10d0".compareToIgnoreCase("\u1c90"));
        System.out.println("eic lengths: " + "ab".equalsIgnoreCase("AB") + " "
                + "ab".equalsIgnoreCase("ABC") + " " + "ab".equalsIgnoreCase(null));
        System.out.println("ctic lengths: " + "ab".compareToIgnoreCase("ABC") + " "
                + "ABC".compareToIgnoreCase("ab"));
    }

    public static void main(String[] args) {
        supplementary();
        syntaxErrors();
        features();
        ignoreCase();
    }
}
