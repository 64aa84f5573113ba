package java.lang;

import java.util.regex.PatternSyntaxException;

/**
 * A small backtracking regular-expression engine for String.split, matches, replaceAll and
 * replaceFirst (there is no java.util.regex.Pattern).
 *
 * <p>The parser follows java.util.regex.Pattern's (JDK 17) step by step, so valid and invalid
 * patterns are told apart as the JDK does, and malformed patterns throw
 * java.util.regex.PatternSyntaxException with the JDK's description and index. Supported syntax,
 * with java.util.regex semantics: literal chars and escapes ({@code \t \n \r \f \a \e \0oct \xhh
 * \x{h...} \\uhhhh \cX}, a backslash before any other non-letter, {@code \Q...\E}); {@code .};
 * the classes {@code \d \D \s \S \w \W \h \H \v \V}, {@code \p{...}}/{@code \P{...}} for the
 * general categories (L, Lu, N, Nd, P, ..., also as IsL, gc=L), the POSIX names (Lower, Upper,
 * ASCII, Alpha, Digit, Alnum, Punct, Graph, Print, Blank, Cntrl, XDigit, Space), L1, LD, all,
 * the java* names and the Is binary properties (IsAlphabetic, IsLetter, IsWhite_Space, ...);
 * bracket classes with ranges, negation, nested classes and intersection ({@code &&}); the
 * quantifiers {@code * + ? {n} {n,} {n,m}}, greedy, lazy and possessive; alternation; capturing,
 * non-capturing, atomic ({@code (?>...)}) and look-ahead ({@code (?=...)}, {@code (?!...)})
 * groups; back references; the anchors {@code ^ $ \b \B \A \z \Z} (without MULTILINE) and the
 * line break {@code \R}. Matching works on code points where the JDK does (classes and '.'
 * consume a whole surrogate pair). Replacement strings support {@code $n} and backslash escapes.
 * Valid patterns using anything else (inline flags, look-behind, named groups, scripts and blocks,
 * {@code \G \X \N{..} \b{g}}) throw UnsupportedOperationException.
 */
final class Regex {
    private final Node root;
    private final int groupCount;
    private final int localCount;
    /** Set when every match must start with a code point of this set (a pre-filter for find). */
    private final CharSet firstSet;
    /** Set (>= 0) when every match must start with this char. */
    private final int firstChar;
    /** The JDK's StartS: find does not try a match between the two chars of a surrogate pair. */
    private final boolean startS;

    private Regex(Node root, int groupCount, int localCount, CharSet firstSet, int firstChar,
            boolean startS) {
        this.root = root;
        this.groupCount = groupCount;
        this.localCount = localCount;
        this.firstSet = firstSet;
        this.firstChar = firstChar;
        this.startS = startS;
    }

    static Regex compile(String regex) {
        Parser p = new Parser(regex);
        Ast ast = p.parse();
        Compiler c = new Compiler();
        Node root = c.compile(ast, new Accept());
        CharSet firstSet = null;
        int firstChar = -1;
        if (root instanceof CharNode) {
            firstSet = ((CharNode) root).set;
        } else if (root instanceof CharRepeat && ((CharRepeat) root).min > 0) {
            firstSet = ((CharRepeat) root).set;
        } else if (root instanceof Slice) {
            firstChar = ((Slice) root).chars[0];
        }
        return new Regex(root, p.capturingGroupCount - 1, c.locals, firstSet, firstChar,
                p.hasSupplementary);
    }

    // ---- operations used by String ----

    boolean matches(String s) {
        Matcher m = new Matcher(this, s);
        m.requireEnd = true;
        return m.matchAt(0);
    }

    /** Pattern.split's algorithm (since JDK 8, a zero-width match at 0 adds no empty string). */
    String[] split(String input, int limit) {
        Matcher m = new Matcher(this, input);
        boolean limited = limit > 0;
        String[] list = new String[8];
        int size = 0;
        int index = 0;
        while (m.find()) {
            if (!limited || size < limit - 1) {
                if (index == 0 && m.start == 0 && m.start == m.end) {
                    continue; // no empty leading substring for a zero-width match at 0
                }
                if (size == list.length) {
                    list = grow(list);
                }
                list[size++] = input.substring(index, m.start);
                index = m.end;
            } else if (size == limit - 1) {
                if (size == list.length) {
                    list = grow(list);
                }
                list[size++] = input.substring(index);
                index = m.end;
            }
        }
        if (index == 0) {
            return new String[] {input};
        }
        if (!limited || size < limit) {
            if (size == list.length) {
                list = grow(list);
            }
            list[size++] = input.substring(index);
        }
        if (limit == 0) {
            while (size > 0 && list[size - 1].isEmpty()) {
                size--;
            }
        }
        String[] result = new String[size];
        System.arraycopy(list, 0, result, 0, size);
        return result;
    }

    private static String[] grow(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    String replace(String input, String replacement, boolean all) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        Matcher m = new Matcher(this, input);
        if (!m.find()) {
            return input;
        }
        StringBuilder sb = new StringBuilder(input.length() + 16);
        int last = 0;
        do {
            sb.append(input, last, m.start);
            appendReplacement(sb, m, input, replacement);
            last = m.end;
        } while (all && m.find());
        sb.append(input, last, input.length());
        return sb.toString();
    }

    /** Matcher.appendReplacement's rules for '\' escapes and $n / ${name} group references. */
    private void appendReplacement(StringBuilder sb, Matcher m, String input, String r) {
        int cursor = 0;
        int len = r.length();
        while (cursor < len) {
            char c = r.charAt(cursor);
            if (c == '\\') {
                cursor++;
                if (cursor == len) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(r.charAt(cursor++));
            } else if (c == '$') {
                cursor++;
                if (cursor == len) {
                    throw new IllegalArgumentException(
                            "Illegal group reference: group index is missing");
                }
                char next = r.charAt(cursor);
                int refNum;
                if (next == '{') {
                    // Named reference; this library has no named groups, so a well-formed one
                    // names a group that does not exist.
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < len) {
                        next = r.charAt(cursor);
                        if (Parser.isAlnum(next)) {
                            gsb.append(next);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException(
                                "named capturing group has 0 length name");
                    }
                    if (next != '}') {
                        throw new IllegalArgumentException(
                                "named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (Parser.isDigit(gname.charAt(0))) {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    throw new IllegalArgumentException("No group with name {" + gname + "}");
                }
                refNum = next - '0';
                if (refNum < 0 || refNum > 9) {
                    throw new IllegalArgumentException("Illegal group reference");
                }
                cursor++;
                // Take more digits only while the number stays a valid group.
                while (cursor < len) {
                    int d = r.charAt(cursor) - '0';
                    if (d < 0 || d > 9) {
                        break;
                    }
                    int newRefNum = refNum * 10 + d;
                    if (groupCount < newRefNum) {
                        break;
                    }
                    refNum = newRefNum;
                    cursor++;
                }
                if (refNum > groupCount) {
                    throw new IndexOutOfBoundsException("No group " + refNum);
                }
                int gs = (refNum == 0) ? m.start : m.groups[2 * refNum];
                int ge = (refNum == 0) ? m.end : m.groups[2 * refNum + 1];
                if (gs >= 0 && ge >= 0) {
                    sb.append(input, gs, ge);
                }
            } else {
                sb.append(c);
                cursor++;
            }
        }
    }

    // ---- matcher state ----

    /** The state of one search: the text, group positions and per-node scratch slots. */
    static final class Matcher {
        final Regex regex;
        final char[] text;
        final int to;
        final int[] groups;
        final int[] locals;
        boolean requireEnd;
        int start = -1;
        int end = -1;
        /** Where the next find starts. */
        private int searchFrom;

        Matcher(Regex regex, String s) {
            this.regex = regex;
            this.text = s.toCharArray();
            this.to = text.length;
            this.groups = new int[2 * (regex.groupCount + 1)];
            this.locals = new int[regex.localCount];
        }

        boolean matchAt(int i) {
            for (int k = 0; k < groups.length; k++) {
                groups[k] = -1;
            }
            if (regex.root.match(this, i)) {
                start = i;
                return true;
            }
            return false;
        }

        /** The code point at i (a lone surrogate stays a char), as Character.codePointAt. */
        int codePointAt(int i) {
            char c = text[i];
            if (Character.isHighSurrogate(c) && i + 1 < to) {
                char d = text[i + 1];
                if (Character.isLowSurrogate(d)) {
                    return Character.toCodePoint(c, d);
                }
            }
            return c;
        }

        /** The code point before i, as Character.codePointBefore. */
        int codePointBefore(int i) {
            char c = text[i - 1];
            if (Character.isLowSurrogate(c) && i - 2 >= 0) {
                char h = text[i - 2];
                if (Character.isHighSurrogate(h)) {
                    return Character.toCodePoint(h, c);
                }
            }
            return c;
        }

        /** Finds the next match; after an empty match the search resumes one char later. */
        boolean find() {
            int from = searchFrom;
            if (start >= 0 && end == start) {
                from++;
            }
            CharSet firstSet = regex.firstSet;
            int firstChar = regex.firstChar;
            boolean startS = regex.startS;
            char[] t = text;
            int i = from;
            while (i <= to) {
                if (i == to) {
                    if (firstSet == null && firstChar < 0 && matchAt(i)) {
                        searchFrom = end;
                        return true;
                    }
                    break;
                }
                int c = t[i];
                boolean candidate;
                if (firstSet != null) {
                    if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                        c = codePointAt(i);
                    }
                    candidate = firstSet.contains(c);
                } else {
                    candidate = firstChar < 0 || c == firstChar;
                }
                if (candidate && matchAt(i)) {
                    searchFrom = end;
                    return true;
                }
                if (startS && Character.isHighSurrogate(t[i]) && i + 1 < to
                        && Character.isLowSurrogate(t[i + 1])) {
                    i += 2;
                } else {
                    i++;
                }
            }
            searchFrom = to + 1;
            start = -1;
            return false;
        }
    }

    // ---- compiled nodes ----

    /** A node of the compiled pattern; match tries this node and then the rest of the pattern. */
    abstract static class Node {
        Node next;

        abstract boolean match(Matcher m, int i);
    }

    /** End of the pattern: records the match end. */
    static final class Accept extends Node {
        boolean match(Matcher m, int i) {
            if (m.requireEnd && i != m.to) {
                return false;
            }
            m.end = i;
            return true;
        }
    }

    /** End of a look-ahead body: succeeds at once. */
    static final class Succeed extends Node {
        boolean match(Matcher m, int i) {
            return true;
        }
    }

    /** End of an atomic body: records where it ended and succeeds. */
    static final class MarkEnd extends Node {
        final int local;

        MarkEnd(int local) {
            this.local = local;
        }

        boolean match(Matcher m, int i) {
            m.locals[local] = i;
            return true;
        }
    }

    /** One code point of a set (a surrogate pair is read as one code point, as the JDK does). */
    static final class CharNode extends Node {
        final CharSet set;

        CharNode(CharSet set) {
            this.set = set;
        }

        boolean match(Matcher m, int i) {
            if (i >= m.to) {
                return false;
            }
            int c = m.text[i];
            if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                c = m.codePointAt(i);
            }
            return set.contains(c) && next.match(m, i + (c >= 0x10000 ? 2 : 1));
        }
    }

    /** A run of literal chars. */
    static final class Slice extends Node {
        final char[] chars;

        Slice(char[] chars) {
            this.chars = chars;
        }

        boolean match(Matcher m, int i) {
            char[] c = chars;
            if (i + c.length > m.to) {
                return false;
            }
            char[] t = m.text;
            for (int k = 0; k < c.length; k++) {
                if (t[i + k] != c[k]) {
                    return false;
                }
            }
            return next.match(m, i + c.length);
        }
    }

    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;

    /** A quantified single-code-point atom, matched without recursion per repetition. */
    static final class CharRepeat extends Node {
        final CharSet set;
        final int min;
        final int max;
        final int kind;

        CharRepeat(CharSet set, int min, int max, int kind) {
            this.set = set;
            this.min = min;
            this.max = max;
            this.kind = kind;
        }

        boolean match(Matcher m, int i) {
            char[] t = m.text;
            int limit = m.to;
            if (kind == LAZY) {
                int j = i;
                for (int count = 0;; count++) {
                    if (count >= min && next.match(m, j)) {
                        return true;
                    }
                    if (count >= max || j >= limit) {
                        return false;
                    }
                    int c = t[j];
                    if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                        c = m.codePointAt(j);
                    }
                    if (!set.contains(c)) {
                        return false;
                    }
                    j += c >= 0x10000 ? 2 : 1;
                }
            }
            int j = i;
            int count = 0;
            while (count < max && j < limit) {
                int c = t[j];
                if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                    c = m.codePointAt(j);
                }
                if (!set.contains(c)) {
                    break;
                }
                j += c >= 0x10000 ? 2 : 1;
                count++;
            }
            if (count < min) {
                return false;
            }
            if (kind == POSSESSIVE) {
                return next.match(m, j);
            }
            while (true) {
                if (next.match(m, j)) {
                    return true;
                }
                if (count == min) {
                    return false;
                }
                // back off one code point
                if (j - 2 >= i && Character.isLowSurrogate(t[j - 1])
                        && Character.isHighSurrogate(t[j - 2])) {
                    j -= 2;
                } else {
                    j--;
                }
                count--;
            }
        }
    }

    /** Alternatives; each ends in a node that continues with the rest of the pattern. */
    static final class Branch extends Node {
        final Node[] alternatives;

        Branch(Node[] alternatives) {
            this.alternatives = alternatives;
        }

        boolean match(Matcher m, int i) {
            for (int k = 0; k < alternatives.length; k++) {
                if (alternatives[k].match(m, i)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final class GroupHead extends Node {
        final int local;

        GroupHead(int local) {
            this.local = local;
        }

        boolean match(Matcher m, int i) {
            int saved = m.locals[local];
            m.locals[local] = i;
            boolean r = next.match(m, i);
            m.locals[local] = saved;
            return r;
        }
    }

    static final class GroupTail extends Node {
        final int local;
        final int group;

        GroupTail(int local, int group) {
            this.local = local;
            this.group = group;
        }

        boolean match(Matcher m, int i) {
            int savedStart = m.groups[2 * group];
            int savedEnd = m.groups[2 * group + 1];
            m.groups[2 * group] = m.locals[local];
            m.groups[2 * group + 1] = i;
            if (next.match(m, i)) {
                return true;
            }
            m.groups[2 * group] = savedStart;
            m.groups[2 * group + 1] = savedEnd;
            return false;
        }
    }

    /**
     * A quantified group. The body ends in a LoopTail that calls {@link #iterate} again; the
     * iteration count and the start of the current iteration live in the matcher's locals. An
     * iteration that matched nothing ends the loop (after the minimum count), which keeps
     * patterns like (a*)* from looping forever.
     */
    static final class Loop extends Node {
        Node body;
        final int min;
        final int max;
        final boolean greedy;
        final int countLocal;
        final int posLocal;

        Loop(int min, int max, boolean greedy, int countLocal, int posLocal) {
            this.min = min;
            this.max = max;
            this.greedy = greedy;
            this.countLocal = countLocal;
            this.posLocal = posLocal;
        }

        boolean match(Matcher m, int i) {
            int savedCount = m.locals[countLocal];
            int savedPos = m.locals[posLocal];
            m.locals[countLocal] = 0;
            m.locals[posLocal] = -1;
            boolean r = iterate(m, i);
            m.locals[countLocal] = savedCount;
            m.locals[posLocal] = savedPos;
            return r;
        }

        boolean iterate(Matcher m, int i) {
            int count = m.locals[countLocal];
            int lastPos = m.locals[posLocal];
            if (count < min) {
                return enterBody(m, i, count, lastPos);
            }
            if (count > 0 && i == lastPos) {
                return next.match(m, i); // empty iteration: stop looping
            }
            if (greedy) {
                if (count < max && enterBody(m, i, count, lastPos)) {
                    return true;
                }
                return next.match(m, i);
            }
            if (next.match(m, i)) {
                return true;
            }
            return count < max && enterBody(m, i, count, lastPos);
        }

        private boolean enterBody(Matcher m, int i, int count, int lastPos) {
            m.locals[countLocal] = count + 1;
            m.locals[posLocal] = i;
            if (body.match(m, i)) {
                return true;
            }
            m.locals[countLocal] = count;
            m.locals[posLocal] = lastPos;
            return false;
        }
    }

    static final class LoopTail extends Node {
        final Loop loop;

        LoopTail(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i) {
            return loop.iterate(m, i);
        }
    }

    /**
     * A possessively quantified group, or an atomic group (min = max = 1): each iteration takes
     * the first way the body matches, and the repetition never gives anything back.
     */
    static final class AtomicRepeat extends Node {
        Node body; // ends in a MarkEnd(endLocal)
        final int min;
        final int max;
        final int endLocal;

        AtomicRepeat(int min, int max, int endLocal) {
            this.min = min;
            this.max = max;
            this.endLocal = endLocal;
        }

        boolean match(Matcher m, int i) {
            int j = 0;
            for (; j < min; j++) {
                if (!body.match(m, i)) {
                    return false;
                }
                i = m.locals[endLocal];
            }
            for (; j < max; j++) {
                if (!body.match(m, i)) {
                    break;
                }
                int e = m.locals[endLocal];
                if (e == i) {
                    break;
                }
                i = e;
            }
            return next.match(m, i);
        }
    }

    /** (?=X) and (?!X). */
    static final class LookAhead extends Node {
        Node body; // ends in a Succeed
        final boolean negative;

        LookAhead(boolean negative) {
            this.negative = negative;
        }

        boolean match(Matcher m, int i) {
            boolean r = body.match(m, i);
            return r != negative && next.match(m, i);
        }
    }

    static final class BackRef extends Node {
        final int group;

        BackRef(int group) {
            this.group = group;
        }

        boolean match(Matcher m, int i) {
            if (2 * group + 1 >= m.groups.length) {
                return false; // a group that does not exist never matched
            }
            int s = m.groups[2 * group];
            int e = m.groups[2 * group + 1];
            if (s < 0) {
                return false; // an unmatched group never matches
            }
            int len = e - s;
            if (i + len > m.to) {
                return false;
            }
            for (int k = 0; k < len; k++) {
                if (m.text[s + k] != m.text[i + k]) {
                    return false;
                }
            }
            return next.match(m, i + len);
        }
    }

    static final int BEGIN = 0;
    static final int END = 1;
    static final int WORD_BOUNDARY = 2;
    static final int NOT_WORD_BOUNDARY = 3;
    static final int INPUT_END = 5;

    static final class Anchor extends Node {
        final int type;

        Anchor(int type) {
            this.type = type;
        }

        boolean match(Matcher m, int i) {
            boolean ok;
            switch (type) {
                case BEGIN:
                    ok = i == 0;
                    break;
                case INPUT_END:
                    ok = i == m.to;
                    break;
                case END:
                    ok = dollar(m, i);
                    break;
                default:
                    boolean before = i > 0 && isWord(m, m.codePointBefore(i), i - 1);
                    boolean after = i < m.to && isWord(m, m.codePointAt(i), i);
                    ok = (before != after) == (type == WORD_BOUNDARY);
                    break;
            }
            return ok && next.match(m, i);
        }

        /** Pattern.Dollar without MULTILINE: the end, or before a final line terminator. */
        private static boolean dollar(Matcher m, int i) {
            int end = m.to;
            char[] t = m.text;
            if (i < end - 2) {
                return false;
            }
            if (i == end - 2) {
                return t[i] == '\r' && t[i + 1] == '\n';
            }
            if (i < end) {
                char c = t[i];
                if (c == '\n') {
                    return !(i > 0 && t[i - 1] == '\r'); // not between \r and \n
                }
                return c == '\r' || c == '\u0085' || (c | 1) == '\u2029';
            }
            return true;
        }

        /** Pattern.Bound's word test: a letter, digit or '_', or a mark after a base char. */
        private static boolean isWord(Matcher m, int c, int index) {
            if (c == '_' || Character.isLetterOrDigit(c)) {
                return true;
            }
            if (Character.getType(c) != Character.NON_SPACING_MARK) {
                return false;
            }
            for (int x = index; x >= 0; x--) {
                int ch = m.codePointAt(x);
                if (Character.isLetterOrDigit(ch)) {
                    return true;
                }
                if (Character.getType(ch) != Character.NON_SPACING_MARK) {
                    return false;
                }
            }
            return false;
        }
    }

    // ---- char sets ----

    static final int P_NONE = 0;
    static final int P_ALPHABETIC = 1;
    static final int P_DIGIT = 2;
    static final int P_LETTER = 3;
    static final int P_IDEOGRAPHIC = 4;
    static final int P_LOWERCASE = 5;
    static final int P_UPPERCASE = 6;
    static final int P_TITLECASE = 7;
    static final int P_WHITE_SPACE = 8;
    static final int P_HEX_DIGIT = 9;
    static final int P_NONCHARACTER = 10;
    static final int P_ALNUM = 11;
    static final int P_BLANK = 12;
    static final int P_GRAPH = 13;
    static final int P_PRINT = 14;
    static final int P_JOIN_CONTROL = 15;
    static final int P_WORD = 16;
    static final int P_ALL = 17;
    static final int P_DEFINED = 18;
    static final int P_LETTER_OR_DIGIT = 19;
    static final int P_JAVA_ID_START = 20;
    static final int P_JAVA_ID_PART = 21;
    static final int P_UNICODE_ID_START = 22;
    static final int P_UNICODE_ID_PART = 23;
    static final int P_ID_IGNORABLE = 24;
    static final int P_SPACE_CHAR = 25;
    static final int P_JAVA_WHITESPACE = 26;
    static final int P_ISO_CONTROL = 27;
    static final int P_MIRRORED = 28;
    static final int P_HORIZ_WS = 29;
    static final int P_VERT_WS = 30;
    static final int P_ASSIGNED = 31;

    static final int CAT_PUNCT = (1 << Character.CONNECTOR_PUNCTUATION)
            | (1 << Character.DASH_PUNCTUATION) | (1 << Character.START_PUNCTUATION)
            | (1 << Character.END_PUNCTUATION) | (1 << Character.OTHER_PUNCTUATION)
            | (1 << Character.INITIAL_QUOTE_PUNCTUATION)
            | (1 << Character.FINAL_QUOTE_PUNCTUATION);

    /**
     * A set of code points, the JDK's CharPredicate: code point ranges, a mask of general
     * categories, a named predicate, a union of member sets, intersected with the sets in
     * {@code ands}, optionally negated as a whole.
     */
    static final class CharSet {
        int[] ranges = new int[0];
        int rangeCount;
        int categoryMask;
        int predicate;
        CharSet[] members;
        CharSet[] ands;
        boolean negated;
        /** Set when there is more than the ranges: a category mask, predicate or members. */
        boolean complex;
        /**
         * The JDK's BmpCharPredicate: the set can only contain BMP chars that are not surrogates.
         * A class that is not one makes the pattern use StartS.
         */
        boolean bmp = true;

        static CharSet single(int c) {
            CharSet s = new CharSet();
            s.addRange(c, c);
            s.bmp = !Parser.isSupplementary(c);
            return s;
        }

        static CharSet range(int lo, int hi) {
            CharSet s = new CharSet();
            s.addRange(lo, hi);
            s.bmp = hi < Character.MIN_HIGH_SURROGATE
                    || (lo > Character.MAX_LOW_SURROGATE && hi < 0x10000);
            return s;
        }

        static CharSet category(int mask) {
            CharSet s = new CharSet();
            s.categoryMask = mask;
            s.complex = true;
            s.bmp = false;
            return s;
        }

        static CharSet predicate(int p, boolean bmp) {
            CharSet s = new CharSet();
            s.predicate = p;
            s.complex = true;
            s.bmp = bmp;
            return s;
        }

        static CharSet union(CharSet a, CharSet b) {
            CharSet s = new CharSet();
            s.members = new CharSet[] {a, b};
            s.complex = true;
            s.bmp = a.bmp && b.bmp;
            return s;
        }

        static CharSet and(CharSet a, CharSet b) {
            CharSet s = new CharSet();
            s.members = new CharSet[] {a};
            s.complex = true;
            s.ands = new CharSet[] {b};
            s.bmp = a.bmp && b.bmp;
            return s;
        }

        static CharSet negate(CharSet a) {
            CharSet s = new CharSet();
            s.members = new CharSet[] {a};
            s.complex = true;
            s.negated = true;
            s.bmp = false;
            return s;
        }

        void addRange(int lo, int hi) {
            if (2 * rangeCount + 2 > ranges.length) {
                int[] bigger = new int[ranges.length * 2 + 4];
                System.arraycopy(ranges, 0, bigger, 0, 2 * rangeCount);
                ranges = bigger;
            }
            ranges[2 * rangeCount] = lo;
            ranges[2 * rangeCount + 1] = hi;
            rangeCount++;
        }

        boolean contains(int c) {
            boolean in = false;
            int[] r = ranges;
            for (int k = 0, n = rangeCount << 1; k < n; k += 2) {
                if (c >= r[k] && c <= r[k + 1]) {
                    in = true;
                    break;
                }
            }
            if (!in && complex) {
                if (categoryMask != 0 && ((categoryMask >> Character.getType(c)) & 1) != 0) {
                    in = true;
                } else if (predicate != P_NONE) {
                    in = test(predicate, c);
                }
                if (!in && members != null) {
                    for (int k = 0; k < members.length; k++) {
                        if (members[k].contains(c)) {
                            in = true;
                            break;
                        }
                    }
                }
            }
            if (in && ands != null) {
                for (int k = 0; k < ands.length; k++) {
                    if (!ands[k].contains(c)) {
                        in = false;
                        break;
                    }
                }
            }
            return in != negated;
        }

        private static boolean test(int p, int c) {
            switch (p) {
                case P_ALPHABETIC:
                    return Character.isAlphabetic(c);
                case P_DIGIT:
                    return Character.isDigit(c);
                case P_LETTER:
                    return Character.isLetter(c);
                case P_IDEOGRAPHIC:
                    return Character.isIdeographic(c);
                case P_LOWERCASE:
                    return Character.isLowerCase(c);
                case P_UPPERCASE:
                    return Character.isUpperCase(c);
                case P_TITLECASE:
                    return Character.isTitleCase(c);
                case P_WHITE_SPACE:
                    return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                            | (1 << Character.PARAGRAPH_SEPARATOR)) >> Character.getType(c)) & 1)
                            != 0 || (c >= 0x9 && c <= 0xd) || c == 0x85;
                case P_HEX_DIGIT:
                    return Character.isDigit(c) || (c >= 0x30 && c <= 0x39)
                            || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
                            || (c >= 0xFF10 && c <= 0xFF19) || (c >= 0xFF21 && c <= 0xFF26)
                            || (c >= 0xFF41 && c <= 0xFF46);
                case P_NONCHARACTER:
                    return (c & 0xfffe) == 0xfffe || (c >= 0xfdd0 && c <= 0xfdef);
                case P_ALNUM:
                    return Character.isAlphabetic(c) || Character.isDigit(c);
                case P_BLANK:
                    return Character.getType(c) == Character.SPACE_SEPARATOR || c == 0x9;
                case P_GRAPH:
                    return isGraph(c);
                case P_PRINT:
                    return (isGraph(c) || Character.getType(c) == Character.SPACE_SEPARATOR
                            || c == 0x9) && Character.getType(c) != Character.CONTROL;
                case P_JOIN_CONTROL:
                    return c == 0x200C || c == 0x200D;
                case P_WORD:
                    return Character.isAlphabetic(c)
                            || ((((1 << Character.NON_SPACING_MARK)
                                    | (1 << Character.ENCLOSING_MARK)
                                    | (1 << Character.COMBINING_SPACING_MARK)
                                    | (1 << Character.DECIMAL_DIGIT_NUMBER)
                                    | (1 << Character.CONNECTOR_PUNCTUATION))
                                    >> Character.getType(c)) & 1) != 0
                            || c == 0x200C || c == 0x200D;
                case P_ALL:
                    return true;
                case P_DEFINED:
                    return Character.isDefined(c);
                case P_LETTER_OR_DIGIT:
                    return Character.isLetterOrDigit(c);
                case P_JAVA_ID_START:
                    return Character.isJavaIdentifierStart(c);
                case P_JAVA_ID_PART:
                    return Character.isJavaIdentifierPart(c);
                case P_UNICODE_ID_START:
                    return Character.isUnicodeIdentifierStart(c);
                case P_UNICODE_ID_PART:
                    return Character.isUnicodeIdentifierPart(c);
                case P_ID_IGNORABLE:
                    return Character.isIdentifierIgnorable(c);
                case P_SPACE_CHAR:
                    return Character.isSpaceChar(c);
                case P_JAVA_WHITESPACE:
                    return Character.isWhitespace(c);
                case P_ISO_CONTROL:
                    return Character.isISOControl(c);
                case P_MIRRORED:
                    return Character.isMirrored(c);
                case P_HORIZ_WS:
                    return c == 0x09 || c == 0x20 || c == 0xa0 || c == 0x1680 || c == 0x180e
                            || (c >= 0x2000 && c <= 0x200a) || c == 0x202f || c == 0x205f
                            || c == 0x3000;
                case P_VERT_WS:
                    return (c >= 0x0A && c <= 0x0D) || c == 0x85 || c == 0x2028 || c == 0x2029;
                case P_ASSIGNED:
                    return Character.getType(c) != Character.UNASSIGNED;
                default:
                    return false;
            }
        }

        private static boolean isGraph(int c) {
            return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                    | (1 << Character.PARAGRAPH_SEPARATOR) | (1 << Character.CONTROL)
                    | (1 << Character.SURROGATE) | (1 << Character.UNASSIGNED))
                    >> Character.getType(c)) & 1) == 0;
        }
    }

    // ---- syntax tree ----

    abstract static class Ast {
    }

    static final class AChar extends Ast {
        final CharSet set;
        /** The code point when this is a single literal char, else -1. */
        final int literal;

        AChar(CharSet set, int literal) {
            this.set = set;
            this.literal = literal;
        }

        /** A literal that may join a Slice (lone surrogates are matched as code points). */
        boolean isSliceable() {
            return literal >= 0 && (literal >= 0x10000 || !Character.isSurrogate((char) literal));
        }
    }

    static final class ASeq extends Ast {
        Ast[] items = new Ast[4];
        int count;

        void add(Ast a) {
            if (count == items.length) {
                Ast[] bigger = new Ast[count * 2];
                System.arraycopy(items, 0, bigger, 0, count);
                items = bigger;
            }
            items[count++] = a;
        }
    }

    static final class AAlt extends Ast {
        ASeq[] alternatives;
    }

    static final class AGroup extends Ast {
        final Ast body;
        final int group; // -1 for non-capturing

        AGroup(Ast body, int group) {
            this.body = body;
            this.group = group;
        }
    }

    static final class ARepeat extends Ast {
        final Ast atom;
        final int min;
        final int max;
        final int kind;

        ARepeat(Ast atom, int min, int max, int kind) {
            this.atom = atom;
            this.min = min;
            this.max = max;
            this.kind = kind;
        }
    }

    static final class AAnchor extends Ast {
        final int type;

        AAnchor(int type) {
            this.type = type;
        }
    }

    static final class ABackRef extends Ast {
        final int group;

        ABackRef(int group) {
            this.group = group;
        }
    }

    static final class ALook extends Ast {
        final Ast body;
        final boolean negative;

        ALook(Ast body, boolean negative) {
            this.body = body;
            this.negative = negative;
        }
    }

    // ---- compiler: syntax tree to nodes, built back to front ----

    static final class Compiler {
        int locals;

        Node compile(Ast a, Node next) {
            if (a instanceof AChar) {
                CharNode n = new CharNode(((AChar) a).set);
                n.next = next;
                return n;
            }
            if (a instanceof ASeq) {
                ASeq s = (ASeq) a;
                Node n = next;
                int k = s.count - 1;
                while (k >= 0) {
                    // Merge runs of literal chars into a Slice.
                    int j = k;
                    int chars = 0;
                    while (j >= 0 && s.items[j] instanceof AChar
                            && ((AChar) s.items[j]).isSliceable()) {
                        chars += Character.charCount(((AChar) s.items[j]).literal);
                        j--;
                    }
                    if (chars >= 2) {
                        char[] cs = new char[chars];
                        int p = 0;
                        for (int x = j + 1; x <= k; x++) {
                            p += Character.toChars(((AChar) s.items[x]).literal, cs, p);
                        }
                        Slice slice = new Slice(cs);
                        slice.next = n;
                        n = slice;
                        k = j;
                    } else {
                        n = compile(s.items[k], n);
                        k--;
                    }
                }
                return n;
            }
            if (a instanceof AAlt) {
                ASeq[] alts = ((AAlt) a).alternatives;
                Node[] nodes = new Node[alts.length];
                for (int k = 0; k < alts.length; k++) {
                    nodes[k] = compile(alts[k], next);
                }
                Branch b = new Branch(nodes);
                b.next = next;
                return b;
            }
            if (a instanceof AGroup) {
                AGroup g = (AGroup) a;
                if (g.group < 0) {
                    return compile(g.body, next);
                }
                int local = locals++;
                GroupTail tail = new GroupTail(local, g.group);
                tail.next = next;
                GroupHead head = new GroupHead(local);
                head.next = compile(g.body, tail);
                return head;
            }
            if (a instanceof ARepeat) {
                ARepeat r = (ARepeat) a;
                if (r.atom instanceof AChar) {
                    CharRepeat n = new CharRepeat(((AChar) r.atom).set, r.min, r.max, r.kind);
                    n.next = next;
                    return n;
                }
                if (r.kind == POSSESSIVE) {
                    AtomicRepeat n = new AtomicRepeat(r.min, r.max, locals++);
                    n.next = next;
                    n.body = compile(r.atom, new MarkEnd(n.endLocal));
                    return n;
                }
                Loop loop = new Loop(r.min, r.max, r.kind == GREEDY, locals++, locals++);
                loop.next = next;
                loop.body = compile(r.atom, new LoopTail(loop));
                return loop;
            }
            if (a instanceof AAnchor) {
                Anchor n = new Anchor(((AAnchor) a).type);
                n.next = next;
                return n;
            }
            if (a instanceof ALook) {
                ALook l = (ALook) a;
                LookAhead n = new LookAhead(l.negative);
                n.next = next;
                n.body = compile(l.body, new Succeed());
                return n;
            }
            BackRef n = new BackRef(((ABackRef) a).group);
            n.next = next;
            return n;
        }
    }

    static UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException(
                "crossprof: regular expression feature not supported: " + what);
    }

    // ---- parser ----

    /**
     * java.util.regex.Pattern's parser (JDK 17), building an Ast instead of nodes. The pattern
     * is an array of code points ending in two zeros; {@code cursor} indexes it, and an error
     * reports {@code cursor - 1} as the JDK does.
     */
    static final class Parser {
        static final int MAX_REPS = 0x7FFFFFFF;

        private final String pattern;
        private int[] temp;
        private int patternLength;
        private int cursor;
        int capturingGroupCount = 1;
        boolean hasSupplementary;
        /** Second result of escape() and atom(): the node of a class or anchor escape. */
        private Ast root;
        /** Second result of escape(): the set of a class escape. */
        private CharSet predicate;
        private int[] buffer = new int[32];

        Parser(String p) {
            pattern = p;
            char[] chars = p.toCharArray();
            int len = chars.length;
            int[] t = new int[len + 2];
            int count = 0;
            boolean quote = false;
            for (int x = 0; x < len; x++) {
                char c = chars[x];
                if (c == 'Q' && x > 0 && chars[x - 1] == '\\') {
                    quote = true;
                }
                if (c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE) {
                    hasSupplementary = true;
                    if (c <= Character.MAX_HIGH_SURROGATE && x + 1 < len
                            && Character.isLowSurrogate(chars[x + 1])) {
                        t[count++] = Character.toCodePoint(c, chars[++x]);
                        continue;
                    }
                }
                t[count++] = c;
            }
            temp = t;
            patternLength = count;
            if (quote) {
                removeQEQuoting(); // (it finds out where a \\Q really starts)
            }
        }

        static boolean isSupplementary(int ch) {
            return ch >= Character.MIN_SUPPLEMENTARY_CODE_POINT
                    || Character.isSurrogate((char) ch);
        }

        static boolean isAscii(int ch) {
            return (ch & 0xFFFFFF80) == 0;
        }

        static boolean isDigit(int ch) {
            return ch >= '0' && ch <= '9';
        }

        static boolean isAlpha(int ch) {
            return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
        }

        static boolean isAlnum(int ch) {
            return isAlpha(ch) || isDigit(ch);
        }

        static boolean isHexDigit(int ch) {
            return isDigit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
        }

        static int toDigit(int ch) {
            return isDigit(ch) ? ch - '0' : (ch | 0x20) - 'a' + 10;
        }

        private PatternSyntaxException error(String s) {
            return new PatternSyntaxException(s, pattern, cursor - 1);
        }

        private int peek() {
            return temp[cursor];
        }

        private int read() {
            return temp[cursor++];
        }

        private int next() {
            return temp[++cursor];
        }

        private int nextEscaped() {
            return temp[++cursor];
        }

        private int skip() {
            int i = cursor;
            int ch = temp[i + 1];
            cursor = i + 2;
            return ch;
        }

        private void unread() {
            cursor--;
        }

        private void mark(int c) {
            temp[patternLength] = c;
        }

        private void accept(int ch, String s) {
            int testChar = temp[cursor++];
            if (ch != testChar) {
                throw error(s);
            }
        }

        /** Rewrites \Q...\E into escaped chars, as Pattern.RemoveQEQuoting. */
        private void removeQEQuoting() {
            final int pLen = patternLength;
            int i = 0;
            while (i < pLen - 1) {
                if (temp[i] != '\\') {
                    i += 1;
                } else if (temp[i + 1] != 'Q') {
                    i += 2;
                } else {
                    break;
                }
            }
            if (i >= pLen - 1) {
                return; // no \Q sequence found
            }
            int j = i;
            i += 2;
            int[] newtemp = new int[j + 3 * (pLen - i) + 2];
            System.arraycopy(temp, 0, newtemp, 0, j);
            boolean inQuote = true;
            boolean beginQuote = true;
            while (i < pLen) {
                int c = temp[i++];
                if (!isAscii(c) || isAlpha(c)) {
                    newtemp[j++] = c;
                } else if (isDigit(c)) {
                    if (beginQuote) {
                        // A unicode escape \[0xu] could be before this quote.
                        newtemp[j++] = '\\';
                        newtemp[j++] = 'x';
                        newtemp[j++] = '3';
                    }
                    newtemp[j++] = c;
                } else if (c != '\\') {
                    if (inQuote) {
                        newtemp[j++] = '\\';
                    }
                    newtemp[j++] = c;
                } else if (inQuote) {
                    if (temp[i] == 'E') {
                        i++;
                        inQuote = false;
                    } else {
                        newtemp[j++] = '\\';
                        newtemp[j++] = '\\';
                    }
                } else {
                    if (temp[i] == 'Q') {
                        i++;
                        inQuote = true;
                        beginQuote = true;
                        continue;
                    } else {
                        newtemp[j++] = c;
                        if (i != pLen) {
                            newtemp[j++] = temp[i++];
                        }
                    }
                }
                beginQuote = false;
            }
            patternLength = j;
            temp = new int[j + 2];
            System.arraycopy(newtemp, 0, temp, 0, j);
        }

        Ast parse() {
            Ast a = expr();
            if (patternLength != cursor) {
                if (peek() == ')') {
                    throw error("Unmatched closing ')'");
                }
                throw error("Unexpected internal error");
            }
            return a;
        }

        private Ast expr() {
            ASeq first = sequence();
            if (peek() != '|') {
                return first;
            }
            ASeq[] alts = new ASeq[] {first};
            while (peek() == '|') {
                next();
                ASeq s = sequence();
                ASeq[] bigger = new ASeq[alts.length + 1];
                System.arraycopy(alts, 0, bigger, 0, alts.length);
                bigger[alts.length] = s;
                alts = bigger;
            }
            AAlt alt = new AAlt();
            alt.alternatives = alts;
            return alt;
        }

        private ASeq sequence() {
            ASeq seq = new ASeq();
            for (;;) {
                int ch = peek();
                Ast node;
                switch (ch) {
                    case '(':
                        node = group0();
                        if (node != null) {
                            seq.add(node);
                        }
                        continue;
                    case '[':
                        node = newCharProperty(clazz(true));
                        break;
                    case '\\':
                        ch = nextEscaped();
                        if (ch == 'p' || ch == 'P') {
                            boolean oneLetter = true;
                            boolean comp = (ch == 'P');
                            ch = next(); // consume { if present
                            if (ch != '{') {
                                unread();
                            } else {
                                oneLetter = false;
                            }
                            node = newCharProperty(family(oneLetter, comp));
                        } else {
                            unread();
                            node = atom();
                        }
                        break;
                    case '^':
                        next();
                        node = new AAnchor(BEGIN);
                        break;
                    case '$':
                        next();
                        node = new AAnchor(END);
                        break;
                    case '.':
                        next();
                        node = new AChar(dot(), -1);
                        break;
                    case '|':
                    case ')':
                        return seq;
                    case ']': // dangling ] and } are literals
                    case '}':
                        node = atom();
                        break;
                    case '?':
                    case '*':
                    case '+':
                        next();
                        throw error("Dangling meta character '" + ((char) ch) + "'");
                    case 0:
                        if (cursor >= patternLength) {
                            return seq;
                        }
                        node = atom();
                        break;
                    default:
                        node = atom();
                        break;
                }
                seq.add(closure(node));
            }
        }

        private static CharSet dot() {
            CharSet terminators = new CharSet();
            terminators.addRange('\n', '\n');
            terminators.addRange('\r', '\r');
            terminators.addRange('\u0085', '\u0085');
            terminators.addRange('\u2028', '\u2029');
            return CharSet.negate(terminators);
        }

        private Ast newCharProperty(CharSet s) {
            if (!s.bmp) {
                hasSupplementary = true;
            }
            return new AChar(s, -1);
        }

        /** A literal char or a run of them, or a class or anchor escape. */
        private Ast atom() {
            int first = 0;
            int prev = -1;
            int ch = peek();
            loop:
            for (;;) {
                switch (ch) {
                    case '*':
                    case '+':
                    case '?':
                    case '{':
                        if (first > 1) {
                            cursor = prev; // unwind one character
                            first--;
                        }
                        break loop;
                    case '$':
                    case '.':
                    case '^':
                    case '(':
                    case '[':
                    case '|':
                    case ')':
                        break loop;
                    case '\\':
                        ch = nextEscaped();
                        if (ch == 'p' || ch == 'P') { // property
                            if (first > 0) { // a slice is waiting; handle it first
                                unread();
                                break loop;
                            }
                            boolean comp = (ch == 'P');
                            boolean oneLetter = true;
                            ch = next(); // consume { if present
                            if (ch != '{') {
                                unread();
                            } else {
                                oneLetter = false;
                            }
                            return newCharProperty(family(oneLetter, comp));
                        }
                        unread();
                        prev = cursor;
                        ch = escape(false, first == 0, false);
                        if (ch >= 0) {
                            append(ch, first);
                            first++;
                            ch = peek();
                            continue;
                        } else if (first == 0) {
                            return root;
                        }
                        cursor = prev; // unwind the meta escape sequence
                        break loop;
                    case 0:
                        if (cursor >= patternLength) {
                            break loop;
                        }
                        // fall through
                    default:
                        prev = cursor;
                        append(ch, first);
                        first++;
                        ch = next();
                        continue;
                }
            }
            if (first == 1) {
                int c = buffer[0];
                CharSet single = CharSet.single(c);
                if (!single.bmp) {
                    hasSupplementary = true;
                }
                return new AChar(single, c);
            }
            ASeq slice = new ASeq();
            for (int k = 0; k < first; k++) {
                slice.add(new AChar(CharSet.single(buffer[k]), buffer[k]));
            }
            return slice;
        }

        private void append(int ch, int index) {
            if (index >= buffer.length) {
                int[] bigger = new int[buffer.length * 2];
                System.arraycopy(buffer, 0, bigger, 0, buffer.length);
                buffer = bigger;
            }
            buffer[index] = ch;
        }

        /** A back reference: more digits are taken while they name an existing group. */
        private Ast ref(int refNum) {
            for (;;) {
                int ch = peek();
                if (ch < '0' || ch > '9') {
                    break;
                }
                int newRefNum = refNum * 10 + (ch - '0');
                if (capturingGroupCount - 1 < newRefNum) {
                    break;
                }
                refNum = newRefNum;
                read();
            }
            return new ABackRef(refNum);
        }

        /**
         * Parses an escape after the backslash. Returns the char it denotes, or -1 for a class
         * or anchor escape: then, if create is set, the set is in {@code predicate} and (outside
         * a class) the node in {@code root}.
         */
        private int escape(boolean inclass, boolean create, boolean isrange) {
            int ch = skip();
            switch (ch) {
                case '0':
                    return o();
                case '1':
                case '2':
                case '3':
                case '4':
                case '5':
                case '6':
                case '7':
                case '8':
                case '9':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        root = ref(ch - '0');
                    }
                    return -1;
                case 'A':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        root = new AAnchor(BEGIN);
                    }
                    return -1;
                case 'B':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        root = new AAnchor(NOT_WORD_BOUNDARY);
                    }
                    return -1;
                case 'C':
                    break;
                case 'D':
                    if (create) {
                        classEscape(CharSet.negate(asciiDigit()), inclass);
                    }
                    return -1;
                case 'E':
                case 'F':
                    break;
                case 'G':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        throw unsupported("\\G");
                    }
                    return -1;
                case 'H':
                    if (create) {
                        classEscape(CharSet.negate(CharSet.predicate(P_HORIZ_WS, true)), inclass);
                    }
                    return -1;
                case 'I':
                case 'J':
                case 'K':
                case 'L':
                case 'M':
                    break;
                case 'N':
                    return namedChar();
                case 'O':
                case 'P':
                case 'Q':
                    break;
                case 'R':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        root = lineEnding();
                    }
                    return -1;
                case 'S':
                    if (create) {
                        classEscape(CharSet.negate(asciiSpace()), inclass);
                    }
                    return -1;
                case 'T':
                case 'U':
                    break;
                case 'V':
                    if (create) {
                        classEscape(CharSet.negate(CharSet.predicate(P_VERT_WS, true)), inclass);
                    }
                    return -1;
                case 'W':
                    if (create) {
                        classEscape(CharSet.negate(asciiWord()), inclass);
                    }
                    return -1;
                case 'X':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        throw unsupported("\\X");
                    }
                    return -1;
                case 'Y':
                    break;
                case 'Z':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        root = new AAnchor(END);
                    }
                    return -1;
                case 'a':
                    return '\007';
                case 'b':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        if (peek() == '{') {
                            if (skip() == 'g') {
                                if (read() == '}') {
                                    throw unsupported("\\b{g}");
                                }
                                break; // error: missing trailing }
                            }
                            unread();
                            unread();
                        }
                        root = new AAnchor(WORD_BOUNDARY);
                    }
                    return -1;
                case 'c':
                    return c();
                case 'd':
                    if (create) {
                        classEscape(asciiDigit(), inclass);
                    }
                    return -1;
                case 'e':
                    return '\033';
                case 'f':
                    return '\f';
                case 'g':
                    break;
                case 'h':
                    if (create) {
                        classEscape(CharSet.predicate(P_HORIZ_WS, true), inclass);
                    }
                    return -1;
                case 'i':
                case 'j':
                    break;
                case 'k':
                    if (inclass) {
                        break;
                    }
                    if (read() != '<') {
                        throw error("\\k is not followed by '<' for named capturing group");
                    }
                    String name = groupname(read());
                    // There are no named groups (they are not supported), so none exists.
                    throw error("named capturing group <" + name + "> does not exist");
                case 'l':
                case 'm':
                    break;
                case 'n':
                    return '\n';
                case 'o':
                case 'p':
                case 'q':
                    break;
                case 'r':
                    return '\r';
                case 's':
                    if (create) {
                        classEscape(asciiSpace(), inclass);
                    }
                    return -1;
                case 't':
                    return '\t';
                case 'u':
                    return u();
                case 'v':
                    // \v is vertical whitespace, but 0x0B at either end of a range.
                    if (isrange) {
                        return '\013';
                    }
                    if (create) {
                        classEscape(CharSet.predicate(P_VERT_WS, true), inclass);
                    }
                    return -1;
                case 'w':
                    if (create) {
                        classEscape(asciiWord(), inclass);
                    }
                    return -1;
                case 'x':
                    return x();
                case 'y':
                    break;
                case 'z':
                    if (inclass) {
                        break;
                    }
                    if (create) {
                        root = new AAnchor(INPUT_END);
                    }
                    return -1;
                default:
                    return ch;
            }
            throw error("Illegal/unsupported escape sequence");
        }

        private void classEscape(CharSet s, boolean inclass) {
            predicate = s;
            if (!inclass) {
                root = newCharProperty(s);
            }
        }

        private static CharSet asciiDigit() {
            CharSet s = CharSet.range('0', '9');
            return s;
        }

        private static CharSet asciiSpace() {
            CharSet s = new CharSet();
            s.addRange('\t', '\r'); // \t \n \x0B \f \r
            s.addRange(' ', ' ');
            return s;
        }

        private static CharSet asciiWord() {
            CharSet s = new CharSet();
            s.addRange('a', 'z');
            s.addRange('A', 'Z');
            s.addRange('_', '_');
            s.addRange('0', '9');
            return s;
        }

        /** \R: \r\n, or one of [\n\x0B\f\r\u0085\u2028\u2029] (backtracking from \r\n to \r). */
        private static Ast lineEnding() {
            ASeq crlf = new ASeq();
            crlf.add(new AChar(CharSet.single('\r'), '\r'));
            crlf.add(new AChar(CharSet.single('\n'), '\n'));
            CharSet one = new CharSet();
            one.addRange('\n', '\r');
            one.addRange(0x85, 0x85);
            one.addRange(0x2028, 0x2029);
            ASeq single = new ASeq();
            single.add(new AChar(one, -1));
            AAlt alt = new AAlt();
            alt.alternatives = new ASeq[] {crlf, single};
            return new AGroup(alt, -1);
        }

        private int c() {
            if (cursor < patternLength) {
                return read() ^ 64;
            }
            throw error("Illegal control escape sequence");
        }

        private int o() {
            int n = read();
            if (((n - '0') | ('7' - n)) >= 0) {
                int m = read();
                if (((m - '0') | ('7' - m)) >= 0) {
                    int o = read();
                    if ((((o - '0') | ('7' - o)) >= 0) && (((n - '0') | ('3' - n)) >= 0)) {
                        return (n - '0') * 64 + (m - '0') * 8 + (o - '0');
                    }
                    unread();
                    return (n - '0') * 8 + (m - '0');
                }
                unread();
                return (n - '0');
            }
            throw error("Illegal octal escape sequence");
        }

        private int x() {
            int n = read();
            if (isHexDigit(n)) {
                int m = read();
                if (isHexDigit(m)) {
                    return toDigit(n) * 16 + toDigit(m);
                }
            } else if (n == '{' && isHexDigit(peek())) {
                int ch = 0;
                while (isHexDigit(n = read())) {
                    ch = (ch << 4) + toDigit(n);
                    if (ch > Character.MAX_CODE_POINT) {
                        throw error("Hexadecimal codepoint is too big");
                    }
                }
                if (n != '}') {
                    throw error("Unclosed hexadecimal escape sequence");
                }
                return ch;
            }
            throw error("Illegal hexadecimal escape sequence");
        }

        private int uxxxx() {
            int n = 0;
            for (int i = 0; i < 4; i++) {
                int ch = read();
                if (!isHexDigit(ch)) {
                    throw error("Illegal Unicode escape sequence");
                }
                n = n * 16 + toDigit(ch);
            }
            return n;
        }

        private int u() {
            int n = uxxxx();
            if (Character.isHighSurrogate((char) n)) {
                int cur = cursor;
                if (read() == '\\' && read() == 'u') {
                    int n2 = uxxxx();
                    if (Character.isLowSurrogate((char) n2)) {
                        return Character.toCodePoint((char) n, (char) n2);
                    }
                }
                cursor = cur;
            }
            return n;
        }

        private int namedChar() {
            if (read() == '{') {
                while (read() != '}') {
                    if (cursor >= patternLength) {
                        throw error("Unclosed character name escape sequence");
                    }
                }
                throw unsupported("\\N{...}");
            }
            throw error("Illegal character name escape sequence");
        }

        /** A bracket class; consumes the closing ']' if consume is set. */
        private CharSet clazz(boolean consume) {
            CharSet prev = null;
            CharSet curr = null;
            CharSet bits = new CharSet();
            boolean isNeg = false;
            boolean hasBits = false;
            int ch = next();

            // Negates if first char in a class, otherwise literal
            if (ch == '^' && temp[cursor - 1] == '[') {
                ch = next();
                isNeg = true;
            }
            for (;;) {
                switch (ch) {
                    case '[':
                        curr = clazz(true);
                        prev = (prev == null) ? curr : CharSet.union(prev, curr);
                        ch = peek();
                        continue;
                    case '&':
                        ch = next();
                        if (ch == '&') {
                            ch = next();
                            CharSet right = null;
                            while (ch != ']' && ch != '&') {
                                if (ch == '[') {
                                    CharSet c = clazz(true);
                                    right = (right == null) ? c : CharSet.union(right, c);
                                } else { // abc&&def
                                    unread();
                                    CharSet c = clazz(false);
                                    right = (right == null) ? c : CharSet.union(right, c);
                                }
                                ch = peek();
                            }
                            if (hasBits) {
                                // bits used, union has high precedence
                                if (prev == null) {
                                    prev = curr = bits;
                                } else {
                                    prev = CharSet.union(prev, bits);
                                }
                                hasBits = false;
                            }
                            if (right != null) {
                                curr = right;
                            }
                            if (prev == null) {
                                if (right == null) {
                                    throw error("Bad class syntax");
                                }
                                prev = right;
                            } else {
                                if (curr == null) {
                                    throw error("Bad intersection syntax");
                                }
                                prev = CharSet.and(prev, curr);
                            }
                        } else {
                            // treat as a literal &
                            unread();
                            break;
                        }
                        continue;
                    case 0:
                        if (cursor >= patternLength) {
                            throw error("Unclosed character class");
                        }
                        break;
                    case ']':
                        if (prev != null || hasBits) {
                            if (consume) {
                                next();
                            }
                            if (prev == null) {
                                prev = bits;
                            } else if (hasBits) {
                                prev = CharSet.union(prev, bits);
                            }
                            if (isNeg) {
                                return CharSet.negate(prev);
                            }
                            return prev;
                        }
                        break;
                    default:
                        break;
                }
                curr = range(bits);
                if (curr == null) { // the bits used
                    hasBits = true;
                } else {
                    if (prev == null) {
                        prev = curr;
                    } else if (prev != curr) {
                        prev = CharSet.union(prev, curr);
                    }
                }
                ch = peek();
            }
        }

        private CharSet bitsOrSingle(CharSet bits, int ch) {
            if (ch < 256) {
                bits.addRange(ch, ch);
                return null;
            }
            return CharSet.single(ch);
        }

        /** One char, range or class escape inside a bracket class. */
        private CharSet range(CharSet bits) {
            int ch = peek();
            if (ch == '\\') {
                ch = nextEscaped();
                if (ch == 'p' || ch == 'P') { // a property
                    boolean comp = (ch == 'P');
                    boolean oneLetter = true;
                    ch = next(); // consume { if present
                    if (ch != '{') {
                        unread();
                    } else {
                        oneLetter = false;
                    }
                    return family(oneLetter, comp);
                } else { // ordinary escape
                    boolean isrange = temp[cursor + 1] == '-';
                    unread();
                    ch = escape(true, true, isrange);
                    if (ch == -1) {
                        return predicate;
                    }
                }
            } else {
                next();
            }
            if (ch >= 0) {
                if (peek() == '-') {
                    int endRange = temp[cursor + 1];
                    if (endRange == '[') {
                        return bitsOrSingle(bits, ch);
                    }
                    if (endRange != ']') {
                        next();
                        int m = peek();
                        if (m == '\\') {
                            m = escape(true, false, true);
                        } else {
                            next();
                        }
                        if (m < ch) {
                            throw error("Illegal character range");
                        }
                        return CharSet.range(ch, m);
                    }
                }
                return bitsOrSingle(bits, ch);
            }
            throw error("Unexpected character '" + ((char) ch) + "'");
        }

        /** \p{name} or \pL (after the p or P; the '{' is the current char if present). */
        private CharSet family(boolean singleLetter, boolean isComplement) {
            next();
            String name;
            CharSet p;

            if (singleLetter) {
                int c = temp[cursor];
                if (!Character.isSupplementaryCodePoint(c)) {
                    name = String.valueOf((char) c);
                } else {
                    name = new String(temp, cursor, 1);
                }
                read();
            } else {
                int i = cursor;
                mark('}');
                while (read() != '}') {
                }
                mark('\000');
                int j = cursor;
                if (j > patternLength) {
                    throw error("Unclosed character family");
                }
                if (i + 1 >= j) {
                    throw error("Empty character family");
                }
                name = new String(temp, i, j - i - 1);
            }

            int i = name.indexOf('=');
            if (i != -1) {
                // property construct \p{name=value}
                String value = name.substring(i + 1);
                name = name.substring(0, i).toLowerCase();
                if (name.equals("sc") || name.equals("script")) {
                    throw unsupported("Unicode scripts (\\p{" + name + "=...})");
                } else if (name.equals("blk") || name.equals("block")) {
                    throw unsupported("Unicode blocks (\\p{" + name + "=...})");
                } else if (name.equals("gc") || name.equals("general_category")) {
                    p = forProperty(value);
                } else {
                    p = null;
                }
                if (p == null) {
                    throw error("Unknown Unicode property {name=<" + name + ">, "
                            + "value=<" + value + ">}");
                }
            } else {
                if (name.startsWith("In")) {
                    if (name.length() > 2) {
                        throw unsupported("Unicode blocks (\\p{In...})");
                    }
                    p = null; // no block has an empty name
                } else if (name.startsWith("Is")) {
                    // \p{IsGeneralCategory} and \p{IsScriptName}
                    String shortName = name.substring(2);
                    p = forUnicodeProperty(shortName);
                    if (p == null) {
                        p = forProperty(shortName);
                    }
                    if (p == null && !shortName.isEmpty()) {
                        throw unsupported("Unicode scripts or unknown property \\p{" + name + "}");
                    }
                } else {
                    p = forProperty(name);
                }
                if (p == null) {
                    throw error("Unknown character property name {" + name + "}");
                }
            }
            if (isComplement) {
                hasSupplementary = true;
                p = CharSet.negate(p);
            }
            return p;
        }

        /** CharPredicates.forUnicodeProperty: binary properties and POSIX names, any case. */
        private static CharSet forUnicodeProperty(String propName) {
            String n = propName.toUpperCase();
            int p;
            if (n.equals("ALPHABETIC")) {
                p = P_ALPHABETIC;
            } else if (n.equals("ASSIGNED")) {
                p = P_ASSIGNED;
            } else if (n.equals("CONTROL")) {
                return CharSet.category(1 << Character.CONTROL);
            } else if (n.equals("HEXDIGIT") || n.equals("HEX_DIGIT")) {
                p = P_HEX_DIGIT;
            } else if (n.equals("IDEOGRAPHIC")) {
                p = P_IDEOGRAPHIC;
            } else if (n.equals("JOINCONTROL") || n.equals("JOIN_CONTROL")) {
                p = P_JOIN_CONTROL;
            } else if (n.equals("LETTER")) {
                p = P_LETTER;
            } else if (n.equals("LOWERCASE")) {
                p = P_LOWERCASE;
            } else if (n.equals("NONCHARACTERCODEPOINT") || n.equals("NONCHARACTER_CODE_POINT")) {
                p = P_NONCHARACTER;
            } else if (n.equals("TITLECASE")) {
                p = P_TITLECASE;
            } else if (n.equals("PUNCTUATION")) {
                return CharSet.category(CAT_PUNCT);
            } else if (n.equals("UPPERCASE")) {
                p = P_UPPERCASE;
            } else if (n.equals("WHITESPACE") || n.equals("WHITE_SPACE")) {
                p = P_WHITE_SPACE;
            } else if (n.equals("WORD")) {
                p = P_WORD;
            } else if (n.equals("ALPHA")) { // the POSIX names
                p = P_ALPHABETIC;
            } else if (n.equals("LOWER")) {
                p = P_LOWERCASE;
            } else if (n.equals("UPPER")) {
                p = P_UPPERCASE;
            } else if (n.equals("SPACE")) {
                p = P_WHITE_SPACE;
            } else if (n.equals("PUNCT")) {
                return CharSet.category(CAT_PUNCT);
            } else if (n.equals("XDIGIT")) {
                p = P_HEX_DIGIT;
            } else if (n.equals("ALNUM")) {
                p = P_ALNUM;
            } else if (n.equals("CNTRL")) {
                return CharSet.category(1 << Character.CONTROL);
            } else if (n.equals("DIGIT")) {
                p = P_DIGIT;
            } else if (n.equals("BLANK")) {
                p = P_BLANK;
            } else if (n.equals("GRAPH")) {
                p = P_GRAPH;
            } else if (n.equals("PRINT")) {
                p = P_PRINT;
            } else {
                return null;
            }
            return CharSet.predicate(p, false);
        }

        private static final String[] CATEGORY_NAMES = {
            "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl",
            "Zp", "Cc", "Cf", "", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So",
            "Pi", "Pf"
        };

        /** CharPredicates.forProperty: categories, POSIX (ASCII) classes and java* names. */
        private static CharSet forProperty(String name) {
            if (name.isEmpty()) {
                return null;
            }
            for (int k = 0; k < CATEGORY_NAMES.length; k++) {
                if (CATEGORY_NAMES[k].equals(name)) {
                    return CharSet.category(1 << k);
                }
            }
            if (name.length() == 1 && "LMNZCPS".indexOf(name.charAt(0)) >= 0) {
                int mask = 0;
                for (int k = 0; k < CATEGORY_NAMES.length; k++) {
                    if (!CATEGORY_NAMES[k].isEmpty()
                            && CATEGORY_NAMES[k].charAt(0) == name.charAt(0)) {
                        mask |= 1 << k;
                    }
                }
                return CharSet.category(mask);
            }
            if (name.equals("LC")) {
                return CharSet.category((1 << Character.UPPERCASE_LETTER)
                        | (1 << Character.LOWERCASE_LETTER) | (1 << Character.TITLECASE_LETTER));
            }
            if (name.equals("LD")) {
                return CharSet.category((1 << Character.UPPERCASE_LETTER)
                        | (1 << Character.LOWERCASE_LETTER) | (1 << Character.TITLECASE_LETTER)
                        | (1 << Character.MODIFIER_LETTER) | (1 << Character.OTHER_LETTER)
                        | (1 << Character.DECIMAL_DIGIT_NUMBER));
            }
            if (name.equals("L1")) {
                return CharSet.range(0x00, 0xFF);
            }
            if (name.equals("all")) {
                return CharSet.predicate(P_ALL, false);
            }
            CharSet s = new CharSet(); // the POSIX classes, ASCII only
            if (name.equals("ASCII")) {
                s.addRange(0, 0x7f);
            } else if (name.equals("Alnum")) {
                s.addRange('0', '9');
                s.addRange('A', 'Z');
                s.addRange('a', 'z');
            } else if (name.equals("Alpha")) {
                s.addRange('A', 'Z');
                s.addRange('a', 'z');
            } else if (name.equals("Blank")) {
                s.addRange('\t', '\t');
                s.addRange(' ', ' ');
            } else if (name.equals("Cntrl")) {
                s.addRange(0, 0x1f);
                s.addRange(0x7f, 0x7f);
            } else if (name.equals("Digit")) {
                s.addRange('0', '9');
            } else if (name.equals("Graph")) {
                s.addRange(0x21, 0x7e);
            } else if (name.equals("Lower")) {
                s.addRange('a', 'z');
            } else if (name.equals("Print")) {
                s.addRange(0x20, 0x7e);
            } else if (name.equals("Punct")) {
                s.addRange('!', '/');
                s.addRange(':', '@');
                s.addRange('[', '`');
                s.addRange('{', '~');
            } else if (name.equals("Space")) {
                s.addRange('\t', '\r');
                s.addRange(' ', ' ');
            } else if (name.equals("Upper")) {
                s.addRange('A', 'Z');
            } else if (name.equals("XDigit")) {
                s.addRange('0', '9');
                s.addRange('A', 'F');
                s.addRange('a', 'f');
            } else {
                int p = javaProperty(name);
                return p == P_NONE ? null : CharSet.predicate(p, false);
            }
            return s;
        }

        private static int javaProperty(String name) {
            if (name.equals("javaLowerCase")) {
                return P_LOWERCASE;
            } else if (name.equals("javaUpperCase")) {
                return P_UPPERCASE;
            } else if (name.equals("javaAlphabetic")) {
                return P_ALPHABETIC;
            } else if (name.equals("javaIdeographic")) {
                return P_IDEOGRAPHIC;
            } else if (name.equals("javaTitleCase")) {
                return P_TITLECASE;
            } else if (name.equals("javaDigit")) {
                return P_DIGIT;
            } else if (name.equals("javaDefined")) {
                return P_DEFINED;
            } else if (name.equals("javaLetter")) {
                return P_LETTER;
            } else if (name.equals("javaLetterOrDigit")) {
                return P_LETTER_OR_DIGIT;
            } else if (name.equals("javaJavaIdentifierStart")) {
                return P_JAVA_ID_START;
            } else if (name.equals("javaJavaIdentifierPart")) {
                return P_JAVA_ID_PART;
            } else if (name.equals("javaUnicodeIdentifierStart")) {
                return P_UNICODE_ID_START;
            } else if (name.equals("javaUnicodeIdentifierPart")) {
                return P_UNICODE_ID_PART;
            } else if (name.equals("javaIdentifierIgnorable")) {
                return P_ID_IGNORABLE;
            } else if (name.equals("javaSpaceChar")) {
                return P_SPACE_CHAR;
            } else if (name.equals("javaWhitespace")) {
                return P_JAVA_WHITESPACE;
            } else if (name.equals("javaISOControl")) {
                return P_ISO_CONTROL;
            } else if (name.equals("javaMirrored")) {
                return P_MIRRORED;
            }
            return P_NONE;
        }

        private String groupname(int ch) {
            StringBuilder sb = new StringBuilder();
            if (!isAlpha(ch)) {
                throw error("capturing group name does not start with a Latin letter");
            }
            do {
                sb.append((char) ch);
            } while (isAlnum(ch = read()));
            if (ch != '>') {
                throw error("named capturing group is missing trailing '>'");
            }
            return sb.toString();
        }

        private static boolean isFlag(int ch) {
            return ch == 'i' || ch == 'm' || ch == 's' || ch == 'd' || ch == 'u' || ch == 'c'
                    || ch == 'x' || ch == 'U';
        }

        /** A group after its '(' (the current char), with its quantifier; null for "(?)". */
        private Ast group0() {
            Ast head;
            int ch = next();
            if (ch == '?') {
                ch = skip();
                switch (ch) {
                    case ':': // (?:xxx) pure group
                        head = new AGroup(expr(), -1);
                        break;
                    case '=': // (?=xxx) and (?!xxx) lookahead
                    case '!':
                        head = new ALook(expr(), ch == '!');
                        break;
                    case '>': // (?>xxx) independent group
                        head = new ARepeat(new AGroup(expr(), -1), 1, 1, POSSESSIVE);
                        break;
                    case '<': // (?<xxx) look behind or named group
                        ch = read();
                        if (ch != '=' && ch != '!') {
                            groupname(ch);
                            throw unsupported("named groups");
                        }
                        throw unsupported("look-behind");
                    case '$':
                    case '@':
                        throw error("Unknown group type");
                    default: // (?xxx:) inlined match flags
                        unread();
                        boolean anyFlag = false;
                        ch = peek();
                        while (isFlag(ch)) {
                            anyFlag = true;
                            ch = next();
                        }
                        if (ch == '-') {
                            ch = next();
                            while (isFlag(ch)) {
                                anyFlag = true;
                                ch = next();
                            }
                        }
                        ch = read();
                        if (ch == ')') {
                            if (anyFlag) {
                                throw unsupported("inline flags");
                            }
                            return null; // inline modifier only
                        }
                        if (ch != ':') {
                            throw error("Unknown inline modifier");
                        }
                        if (anyFlag) {
                            throw unsupported("inline flags");
                        }
                        head = new AGroup(expr(), -1);
                        break;
                }
            } else { // (xxx) a regular group
                int group = capturingGroupCount++;
                head = new AGroup(expr(), group);
            }
            accept(')', "Unclosed group");
            return closure(head);
        }

        /** A quantifier after an atom, if there is one. */
        private Ast closure(Ast prev) {
            int ch = peek();
            switch (ch) {
                case '?':
                    return repeat(prev, 0, 1);
                case '*':
                    return repeat(prev, 0, MAX_REPS);
                case '+':
                    return repeat(prev, 1, MAX_REPS);
                case '{':
                    ch = skip();
                    if (isDigit(ch)) {
                        int cmin = 0;
                        int cmax;
                        try {
                            do {
                                cmin = Math.addExact(Math.multiplyExact(cmin, 10), ch - '0');
                            } while (isDigit(ch = read()));
                            if (ch == ',') {
                                ch = read();
                                if (ch == '}') {
                                    unread();
                                    return repeat(prev, cmin, MAX_REPS);
                                } else {
                                    cmax = 0;
                                    while (isDigit(ch)) {
                                        cmax = Math.addExact(Math.multiplyExact(cmax, 10),
                                                ch - '0');
                                        ch = read();
                                    }
                                }
                            } else {
                                cmax = cmin;
                            }
                        } catch (ArithmeticException ae) {
                            throw error("Illegal repetition range");
                        }
                        if (ch != '}') {
                            throw error("Unclosed counted closure");
                        }
                        if (cmax < cmin) {
                            throw error("Illegal repetition range");
                        }
                        unread();
                        return repeat(prev, cmin, cmax);
                    }
                    throw error("Illegal repetition");
                default:
                    return prev;
            }
        }

        /** The quantifier kind (the current char is the quantifier's last char). */
        private Ast repeat(Ast atom, int min, int max) {
            int kind = GREEDY;
            int ch = next();
            if (ch == '?') {
                next();
                kind = LAZY;
            } else if (ch == '+') {
                next();
                kind = POSSESSIVE;
            }
            return new ARepeat(atom, min, max, kind);
        }
    }
}
