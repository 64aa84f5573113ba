import java.util.Arrays;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** java.util.regex's Java 8 API: Pattern and Matcher methods, flags, groups, replacements. */
public class RegexApi {
    static void show(String label, Matcher m) {
        StringBuilder sb = new StringBuilder(label).append(':');
        while (m.find()) {
            sb.append(" [").append(m.group()).append(' ').append(m.start()).append('-').append(m.end());
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append('=').append(m.group(g));
            }
            sb.append(']');
        }
        System.out.println(sb);
    }

    static void find(String regex, int flags, String input) {
        try {
            Pattern p = Pattern.compile(regex, flags);
            show(regex + " /" + flags + " flags()=" + p.flags(), p.matcher(input));
        } catch (PatternSyntaxException e) {
            System.out.println("PSE " + e.getDescription() + " @" + e.getIndex());
        } catch (RuntimeException e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) {
        basics();
        flags();
        groups();
        replacements();
        regions();
        misc();
        throw new PatternSyntaxException("Unclosed group", "(x", 2);
    }

    static void basics() {
        Pattern p = Pattern.compile("(\\w+)@(\\w+)\\.com");
        System.out.println(p.pattern() + " | " + p + " | " + p.flags());
        Matcher m = p.matcher("mail bob@example.com and ann@test.com now");
        System.out.println(m.groupCount() + " " + m.find() + " " + m.group() + " " + m.group(1) + " "
                + m.group(2) + " " + m.start(1) + " " + m.end(2) + " " + m.start() + " " + m.end());
        System.out.println(m.find() + " " + m.group(0) + " " + m.find());
        System.out.println(m.find(5) + " " + m.group());
        System.out.println(m.matches() + " " + m.lookingAt());
        m.reset("x@y.com");
        System.out.println(m.matches() + " " + m.group(1) + " " + m.lookingAt() + " " + m.hitEnd());
        m.reset("x@y.comz");
        System.out.println(m.matches() + " " + m.lookingAt() + " " + m.group());
        System.out.println(Pattern.matches("a*b", "aaab") + " " + Pattern.matches("a*b", "aaabc"));
        System.out.println(Arrays.toString(Pattern.compile(",").split("a,b,,c,,")));
        System.out.println(Arrays.toString(Pattern.compile(",").split("a,b,,c,,", -1)));
        System.out.println(Arrays.toString(Pattern.compile(",").split("a,b,,c,,", 2)));
        System.out.println(Arrays.toString(Pattern.compile("").split("abc")));
        System.out.println(Arrays.toString(Pattern.compile("x").split("")));
        System.out.println(Pattern.quote("a.b") + " " + Pattern.quote("a\\Eb") + " "
                + Pattern.matches(Pattern.quote("1+1=2\\E?"), "1+1=2\\E?"));
        Matcher e = Pattern.compile("a*").matcher("baaac");
        show("empty matches", e);
        try {
            m.reset();
            m.group();
        } catch (IllegalStateException ex) {
            System.out.println(ex.getMessage());
        }
        try {
            m.start();
        } catch (IllegalStateException ex) {
            System.out.println(ex.getMessage());
        }
        m.find();
        try {
            m.group(3);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println(ex.getMessage());
        }
        try {
            m.find(100);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println(ex.getMessage());
        }
        System.out.println(m.toString());
        MatchResult r = m.toMatchResult();
        m.find();
        System.out.println(r.group() + " " + r.start() + " " + r.end() + " " + r.group(1) + " " + r.groupCount()
                + " " + r.start(2) + " " + r.end(2));
    }

    static void flags() {
        find("abc", Pattern.CASE_INSENSITIVE, "xABCabcAbC");
        find("[a-c]+", Pattern.CASE_INSENSITIVE, "xABCabcAbCd");
        find("\u00e9", Pattern.CASE_INSENSITIVE, "\u00c9\u00e9");
        find("\u00e9", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "\u00c9\u00e9");
        find("[\u00e0-\u00ff]+", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "\u00c0\u00e9\u00ff");
        find("(a)\\1", Pattern.CASE_INSENSITIVE, "aA Aa aa");
        find("^\\w+$", 0, "one\ntwo\nthree");
        find("^\\w+$", Pattern.MULTILINE, "one\ntwo\r\nthree\n");
        find("^", Pattern.MULTILINE, "a\nb\n");
        find("$", Pattern.MULTILINE, "a\nb\n");
        find("$", 0, "a\nb\n");
        find("a.c", 0, "a\nc abc");
        find("a.c", Pattern.DOTALL, "a\nc abc");
        find("a.c", Pattern.UNIX_LINES, "a\nc a\rc");
        find("^b", Pattern.MULTILINE | Pattern.UNIX_LINES, "a\rb\nb");
        find("a b # comment\n c", Pattern.COMMENTS, "abc a b c");
        find("[ a ] +", Pattern.COMMENTS, "a a  ");
        find("a.b*", Pattern.LITERAL, "xa.b*y ab");
        find("A.B", Pattern.LITERAL | Pattern.CASE_INSENSITIVE, "a.b A.B");
        find("(?i)abc", 0, "ABC");
        find("a(?i)b(?-i)c", 0, "aBc aBC abc");
        find("(?i:x)y", 0, "XY Xy xy");
        find("(a(?i)b)c", 0, "aBc aBC");
        find("(?s).", 0, "\n");
        find("(?m)^x", 0, "x\nx");
        find("(?x) a b", 0, "ab");
        find("(?im)^A", 0, "a\na");
        find("\\w+", Pattern.UNICODE_CHARACTER_CLASS, "h\u00e9llo w\u00f6rld");
        find("\\w+", 0, "h\u00e9llo");
        find("\\d+", Pattern.UNICODE_CHARACTER_CLASS, "12\u0663\u0664");
        find("\\Gab", 0, "ababxab");
        find("x", 0x200, "x");
        find("(?q)", 0, "x");
        find("(?i-)a", 0, "A");
    }

    static void groups() {
        Pattern p = Pattern.compile("(?<year>\\d{4})-(?<month>\\d\\d)(?:-(?<day>\\d\\d))?");
        Matcher m = p.matcher("on 2024-03-15 and 1999-12.");
        while (m.find()) {
            System.out.println(m.group("year") + " " + m.group("month") + " " + m.group("day") + " "
                    + m.start("year") + " " + m.end("month") + " " + m.groupCount());
        }
        m.reset();
        m.find();
        try {
            m.group("nope");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        find("(?<a>x)\\k<a>", 0, "xx xy");
        find("(?<a>x)\\k<b>", 0, "xx");
        find("(?<1a>x)", 0, "x");
        find("(?<a", 0, "x");
        find("(?<a-b>x)", 0, "x");
        find("(a)|(b)", 0, "ab");
        find("((a)(b(c)))", 0, "abc");
        find("(a*)+b", 0, "aab");
    }

    static void replacements() {
        Pattern p = Pattern.compile("(?<first>\\w+) (?<last>\\w+)");
        Matcher m = p.matcher("john smith, jane doe");
        System.out.println(m.replaceAll("$2 $1"));
        System.out.println(m.replaceAll("${last}, ${first}"));
        System.out.println(m.replaceFirst("[$0]"));
        System.out.println(m.replaceAll("\\$1 costs \\\\"));
        System.out.println(Pattern.compile("x").matcher("axbxc").replaceAll(Matcher.quoteReplacement("$1\\")));
        System.out.println(Matcher.quoteReplacement("a$b\\c") + " " + Matcher.quoteReplacement("plain"));
        System.out.println(Pattern.compile("(a)(b)?").matcher("ab a").replaceAll("<$2>"));
        System.out.println(Pattern.compile("(a)").matcher("aa").replaceAll("$11"));
        System.out.println(Pattern.compile("(((((((((((a)))))))))))").matcher("a").replaceAll("$11-$12"));
        System.out.println(Pattern.compile("q").matcher("abc").replaceAll("$9"));
        String[] bad = {"$", "\\", "$x", "${", "${}", "${a", "${1a}", "${zz}", "$3"};
        for (String r : bad) {
            try {
                System.out.println(p.matcher("a b").replaceAll(r));
            } catch (RuntimeException e) {
                System.out.println(r + " -> " + e);
            }
        }
        try {
            p.matcher("a b").replaceFirst((String) null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        Matcher a = Pattern.compile("(\\d+)").matcher("a1b22c333d");
        StringBuffer sb = new StringBuffer();
        while (a.find()) {
            a.appendReplacement(sb, "<" + a.group(1).length() + ">");
        }
        a.appendTail(sb);
        System.out.println(sb);
        try {
            a.reset();
            a.appendReplacement(sb, "x");
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("a.b.c".replaceAll("\\.", "\\\\") + " " + "aaa".replaceFirst("a", "b")
                + " " + "x1y2".replaceAll("(\\d)", "[$1]") + " " + "AbC".matches("(?i)abc"));
    }

    static void regions() {
        Matcher m = Pattern.compile("^\\d+$").matcher("ab123cd");
        m.region(2, 5);
        System.out.println(m.regionStart() + " " + m.regionEnd() + " " + m.matches() + " " + m.find());
        m.region(2, 5);
        m.useAnchoringBounds(false);
        System.out.println(m.hasAnchoringBounds() + " " + m.matches() + " " + m.find());
        Matcher b = Pattern.compile("\\bcat\\b").matcher("concatenate");
        b.region(3, 6);
        System.out.println(b.find() + " " + b.hasTransparentBounds());
        b.region(3, 6);
        b.useTransparentBounds(true);
        System.out.println(b.find());
        Matcher c = Pattern.compile("\\d").matcher("1a2b3c");
        c.region(1, 5);
        show("region", c);
        try {
            c.region(4, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            c.region(-1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            c.region(0, 20);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        Matcher h = Pattern.compile("abc").matcher("xxab");
        System.out.println(h.find() + " " + h.hitEnd());
        h = Pattern.compile("abc").matcher("abcx");
        System.out.println(h.find() + " " + h.hitEnd());
        h = Pattern.compile("\\d+").matcher("12");
        System.out.println(h.find() + " " + h.hitEnd() + " " + h.requireEnd());
        h = Pattern.compile("a$").matcher("a");
        System.out.println(h.find() + " " + h.hitEnd() + " " + h.requireEnd());
    }

    static void misc() {
        Matcher m = Pattern.compile("a+").matcher("aa b aaa");
        m.find();
        m.usePattern(Pattern.compile("b"));
        System.out.println(m.groupCount() + " " + m.find() + " " + m.group() + " " + m.pattern());
        try {
            m.usePattern(null);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Pattern.compile("x", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE).flags());
        try {
            Pattern.compile("x", 0x1000);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        String[] badPatterns = {"(", "a)", "[a", "a{2,1}", "*a", "\\k<x>", "a**", "\\"};
        for (String s : badPatterns) {
            try {
                Pattern.compile(s);
                System.out.println(s + " ok");
            } catch (PatternSyntaxException e) {
                System.out.println(e.getDescription() + " @" + e.getIndex() + " in " + e.getPattern());
                System.out.println(e.getMessage());
            } catch (UnsupportedOperationException e) {
                System.out.println("unsupported " + s);
            }
        }
    }
}
