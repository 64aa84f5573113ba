package java.util.regex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.function.Predicate;
import java.util.regex.Nodes.Accept;
import java.util.regex.Nodes.CharNode;
import java.util.regex.Nodes.CharRepeat;
import java.util.regex.Nodes.Node;
import java.util.regex.Nodes.Slice;

/**
 * A compiled regular expression. crossprof's engine (Parser, Nodes, CharSet, Matcher) follows
 * JDK 17's parser step by step, so valid and invalid patterns are told apart as the JDK does and
 * syntax errors carry the JDK's descriptions and indices. Supported: the whole syntax except
 * look-behind, Unicode scripts and blocks, \X, \N{...} and \b{g} (these throw
 * UnsupportedOperationException), CANON_EQ (ignored) and transparent bounds for look-ahead.
 */
public final class Pattern implements java.io.Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;
    private static final int ALL_FLAGS = 0x1ff;

    private final String pattern;
    /** The flags after parsing (top-level inline flags included), as JDK 17's flags() reports. */
    private final int flags;

    final Node root;
    final int groupCount;
    final int localCount;
    /** Set when every match must start with a code point of this set (a pre-filter for find). */
    final CharSet firstSet;
    /** Set (>= 0) when every match must start with this char. */
    final int firstChar;
    /** The JDK's StartS: find does not try a match between the two chars of a surrogate pair. */
    final boolean startS;
    /** Group names to numbers; null when there are none. */
    final HashMap<String, Integer> namedGroups;

    private Pattern(String regex, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = regex;
        if ((f & UNICODE_CHARACTER_CLASS) != 0) {
            f |= UNICODE_CASE;
        }
        Parser p = new Parser(regex, f);
        Parser.Ast ast = p.parse();
        Parser.Compiler c = new Parser.Compiler();
        Node r = c.compile(ast, new Accept());
        CharSet fs = null;
        int fc = -1;
        if (r instanceof CharNode) {
            fs = ((CharNode) r).set;
        } else if (r instanceof CharRepeat && ((CharRepeat) r).min > 0) {
            fs = ((CharRepeat) r).set;
        } else if (r instanceof Slice && ((Slice) r).mode == Nodes.FOLD_NONE) {
            fc = ((Slice) r).chars[0];
        }
        root = r;
        groupCount = p.capturingGroupCount - 1;
        localCount = c.locals;
        firstSet = fs;
        firstChar = fc;
        startS = p.hasSupplementary;
        namedGroups = p.namedGroups;
        flags = p.flags;
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public int flags() {
        return flags;
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    /** Splits around matches; since JDK 8 a zero-width match at 0 adds no leading "". */
    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean limited = limit > 0;
        ArrayList<String> list = new ArrayList<String>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!limited || list.size() < limit - 1) {
                if (index == 0 && m.start() == 0 && m.start() == m.end()) {
                    continue;
                }
                list.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (list.size() == limit - 1) {
                list.add(input.subSequence(index, input.length()).toString());
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!limited || list.size() < limit) {
            list.add(input.subSequence(index, input.length()).toString());
        }
        int size = list.size();
        if (limit == 0) {
            while (size > 0 && list.get(size - 1).isEmpty()) {
                size--;
            }
        }
        String[] result = new String[size];
        for (int i = 0; i < size; i++) {
            result[i] = list.get(i);
        }
        return result;
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /** A pattern string matching s literally: \Q...\E, with any \E in s escaped. */
    public static String quote(String s) {
        int e = s.indexOf("\\E");
        if (e == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        do {
            sb.append(s, current, e).append("\\E\\\\E\\Q");
            current = e + 2;
        } while ((e = s.indexOf("\\E", current)) != -1);
        return sb.append(s, current, s.length()).append("\\E").toString();
    }

    /** The pieces split(input) gives, as a stream (the JDK's is lazy; the pieces are the same). */
    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        return java.util.Arrays.asList(split(input)).stream();
    }

    /** A predicate testing whether this pattern is found in a string. */
    public Predicate<String> asPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    /** A predicate testing whether this pattern matches a whole string. */
    public Predicate<String> asMatchPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }
}
