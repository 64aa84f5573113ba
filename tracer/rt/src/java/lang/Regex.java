package java.lang;

/**
 * A small backtracking regular-expression engine for String.split, matches, replaceAll and
 * replaceFirst (there is no java.util.regex).
 *
 * <p>Supported syntax, with java.util.regex semantics: literal chars and escapes ({@code \t \n
 * \r \f \a \e \0oct \xhh \\uhhhh \cX}, a backslash before any other non-letter, {@code \Q...\E});
 * {@code .}; the classes {@code \d \D \s \S \w \W}, {@code \p{...}}/{@code \P{...}} for the POSIX
 * names (Lower, Upper, ASCII, Alpha, Digit, Alnum, Punct, Graph, Print, Blank, Cntrl, XDigit,
 * Space) and the Unicode general categories (L, Lu, N, Nd, P, ...); bracket classes with ranges,
 * negation and the escapes above; the quantifiers {@code * + ? {n} {n,} {n,m}}, greedy, lazy
 * ({@code ?}) and, for single-char atoms, possessive ({@code +}); alternation; capturing and
 * non-capturing ({@code (?:...)}) groups; back references {@code \1..\9}; the anchors
 * {@code ^ $ \b \B \A \z \Z} (without MULTILINE). Replacement strings support {@code $n} and
 * backslash escapes. Anything else (flags, lookaround, named groups, class intersection, ...)
 * throws UnsupportedOperationException; malformed patterns throw IllegalArgumentException (the
 * JDK throws PatternSyntaxException, a subclass, with a longer message).
 */
final class Regex {
    private final String pattern;
    private final Node root;
    private final int groupCount;
    private final int localCount;
    /** Set when every match must start with a char of this set (a cheap pre-filter for find). */
    private final CharSet firstChars;

    private Regex(String pattern, Node root, int groupCount, int localCount, CharSet firstChars) {
        this.pattern = pattern;
        this.root = root;
        this.groupCount = groupCount;
        this.localCount = localCount;
        this.firstChars = firstChars;
    }

    static Regex compile(String regex) {
        Parser p = new Parser(regex);
        Ast ast = p.parseAll();
        Compiler c = new Compiler();
        Node root = c.compile(ast, new Accept());
        CharSet first = null;
        if (root instanceof CharNode) {
            first = ((CharNode) root).set;
        } else if (root instanceof CharRepeat && ((CharRepeat) root).min > 0) {
            first = ((CharRepeat) root).set;
        } else if (root instanceof Slice) {
            first = CharSet.single(((Slice) root).chars[0]);
        }
        return new Regex(regex, root, p.groupCount, c.locals, first);
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

    /** Matcher.appendReplacement's rules for '\' escapes and $n group references. */
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
                if (next == '{') {
                    throw new UnsupportedOperationException(
                            "crossprof: named group references are not supported in replacements");
                }
                int refNum = next - '0';
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
        /** Where the next find starts; -1 before the first. */
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

        /** Finds the next match; after an empty match the search resumes one char later. */
        boolean find() {
            int from = searchFrom;
            if (start >= 0 && end == start) {
                from++;
            }
            CharSet first = regex.firstChars;
            for (int i = from; i <= to; i++) {
                if (first != null && (i == to || !first.contains(text[i]))) {
                    continue;
                }
                if (matchAt(i)) {
                    searchFrom = end;
                    return true;
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

    static final class CharNode extends Node {
        final CharSet set;

        CharNode(CharSet set) {
            this.set = set;
        }

        boolean match(Matcher m, int i) {
            if (i >= m.to) {
                return false;
            }
            char c = m.text[i];
            if (set.dotOrNegated && Character.isHighSurrogate(c) && i + 1 < m.to
                    && Character.isLowSurrogate(m.text[i + 1])) {
                // '.' and negated classes consume a whole supplementary code point
                return set.contains(Character.toCodePoint(c, m.text[i + 1]))
                        && next.match(m, i + 2);
            }
            return set.contains(c) && next.match(m, i + 1);
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

    /** A quantified single-char atom, matched without recursion per repetition. */
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
                    if (count >= max || j >= limit || !set.contains(t[j])) {
                        return false;
                    }
                    j++;
                }
            }
            int j = i;
            int count = 0;
            while (count < max && j < limit && set.contains(t[j])) {
                j++;
                count++;
            }
            if (count < min) {
                return false;
            }
            if (kind == POSSESSIVE) {
                return next.match(m, j);
            }
            for (; count >= min; count--, j--) {
                if (next.match(m, j)) {
                    return true;
                }
            }
            return false;
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

    static final class BackRef extends Node {
        final int group;

        BackRef(int group) {
            this.group = group;
        }

        boolean match(Matcher m, int i) {
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
    static final int INPUT_BEGIN = 4;
    static final int INPUT_END = 5;
    static final int INPUT_END_BEFORE_TERMINATOR = 6;

    static final class Anchor extends Node {
        final int type;

        Anchor(int type) {
            this.type = type;
        }

        boolean match(Matcher m, int i) {
            boolean ok;
            switch (type) {
                case BEGIN:
                case INPUT_BEGIN:
                    ok = i == 0;
                    break;
                case INPUT_END:
                    ok = i == m.to;
                    break;
                case END:
                case INPUT_END_BEFORE_TERMINATOR:
                    ok = i == m.to || isFinalTerminator(m, i);
                    break;
                default:
                    boolean before = i > 0 && isWord(m.text[i - 1]);
                    boolean after = i < m.to && isWord(m.text[i]);
                    ok = (before != after) == (type == WORD_BOUNDARY);
                    break;
            }
            return ok && next.match(m, i);
        }

        /** True if text[i..] is exactly one line terminator ("\r\n" counts as one). */
        private static boolean isFinalTerminator(Matcher m, int i) {
            int rest = m.to - i;
            char c = m.text[i];
            if (rest == 2) {
                return c == '\r' && m.text[i + 1] == '\n';
            }
            return rest == 1 && (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028'
                    || c == '\u2029');
        }

        private static boolean isWord(char c) {
            return c == '_' || Character.isLetterOrDigit(c);
        }
    }

    // ---- char sets ----

    /**
     * A set of code points: sorted ranges, a mask of general categories, and nested sets (for
     * negated escapes inside brackets), optionally negated as a whole.
     */
    static final class CharSet {
        int[] ranges = new int[0];
        int rangeCount;
        int categoryMask;
        CharSet[] nested;
        boolean negated;
        /** '.' or a negated set: these consume surrogate pairs as one code point. */
        boolean dotOrNegated;

        static CharSet single(int c) {
            CharSet s = new CharSet();
            s.addRange(c, c);
            return s;
        }

        static CharSet of(int lo, int hi) {
            CharSet s = new CharSet();
            s.addRange(lo, hi);
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

        void addNested(CharSet s) {
            if (nested == null) {
                nested = new CharSet[] {s};
            } else {
                CharSet[] bigger = new CharSet[nested.length + 1];
                System.arraycopy(nested, 0, bigger, 0, nested.length);
                bigger[nested.length] = s;
                nested = bigger;
            }
        }

        boolean isSingleLiteral() {
            return !negated && rangeCount == 1 && ranges[0] == ranges[1] && ranges[0] < 0x10000
                    && categoryMask == 0 && nested == null;
        }

        boolean contains(int c) {
            boolean in = false;
            for (int k = 0; k < rangeCount; k++) {
                if (c >= ranges[2 * k] && c <= ranges[2 * k + 1]) {
                    in = true;
                    break;
                }
            }
            if (!in && categoryMask != 0 && (categoryMask & (1 << Character.getType(c))) != 0) {
                in = true;
            }
            if (!in && nested != null) {
                for (int k = 0; k < nested.length; k++) {
                    if (nested[k].contains(c)) {
                        in = true;
                        break;
                    }
                }
            }
            return in != negated;
        }
    }

    // ---- syntax tree ----

    abstract static class Ast {
    }

    static final class AChar extends Ast {
        final CharSet set;

        AChar(CharSet set) {
            this.set = set;
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
                    while (j >= 0 && s.items[j] instanceof AChar
                            && ((AChar) s.items[j]).set.isSingleLiteral()) {
                        j--;
                    }
                    if (k - j >= 2) {
                        char[] chars = new char[k - j];
                        for (int x = j + 1; x <= k; x++) {
                            chars[x - j - 1] = (char) ((AChar) s.items[x]).set.ranges[0];
                        }
                        Slice slice = new Slice(chars);
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
                    throw unsupported("possessive quantifiers on groups");
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

    static final class Parser {
        private final String p;
        private int pos;
        int groupCount;

        Parser(String p) {
            this.p = p;
        }

        private IllegalArgumentException error(String message) {
            return new IllegalArgumentException(message + " near index " + pos + "\n" + p);
        }

        private boolean more() {
            return pos < p.length();
        }

        private char peek() {
            return p.charAt(pos);
        }

        Ast parseAll() {
            Ast a = parseAlternation();
            if (more()) {
                throw error("Unmatched closing ')'");
            }
            return a;
        }

        private Ast parseAlternation() {
            ASeq first = parseSequence();
            if (!more() || peek() != '|') {
                return first;
            }
            ASeq[] alts = new ASeq[] {first};
            while (more() && peek() == '|') {
                pos++;
                ASeq next = parseSequence();
                ASeq[] bigger = new ASeq[alts.length + 1];
                System.arraycopy(alts, 0, bigger, 0, alts.length);
                bigger[alts.length] = next;
                alts = bigger;
            }
            AAlt alt = new AAlt();
            alt.alternatives = alts;
            return alt;
        }

        private ASeq parseSequence() {
            ASeq seq = new ASeq();
            while (more()) {
                char c = peek();
                if (c == '|' || c == ')') {
                    break;
                }
                if (c == '\\' && pos + 1 < p.length() && p.charAt(pos + 1) == 'Q') {
                    pos += 2;
                    int end = p.indexOf("\\E", pos);
                    if (end < 0) {
                        end = p.length();
                    }
                    for (int k = pos; k < end; k++) {
                        seq.add(new AChar(CharSet.single(p.charAt(k))));
                    }
                    pos = Math.min(end + 2, p.length());
                    continue;
                }
                Ast atom = parseAtom();
                seq.add(parseQuantifier(atom));
            }
            return seq;
        }

        private Ast parseQuantifier(Ast atom) {
            if (!more()) {
                return atom;
            }
            char c = peek();
            int min;
            int max;
            if (c == '*') {
                min = 0;
                max = Integer.MAX_VALUE;
                pos++;
            } else if (c == '+') {
                min = 1;
                max = Integer.MAX_VALUE;
                pos++;
            } else if (c == '?') {
                min = 0;
                max = 1;
                pos++;
            } else if (c == '{' && pos + 1 < p.length() && isDigit(p.charAt(pos + 1))) {
                pos++;
                min = parseNumber();
                max = min;
                if (more() && peek() == ',') {
                    pos++;
                    max = (more() && isDigit(peek())) ? parseNumber() : Integer.MAX_VALUE;
                }
                if (!more() || peek() != '}') {
                    throw error("Unclosed counted closure");
                }
                pos++;
                if (max < min) {
                    throw error("Illegal repetition range");
                }
            } else {
                return atom;
            }
            if (atom instanceof AAnchor) {
                throw unsupported("quantified anchors");
            }
            int kind = GREEDY;
            if (more() && peek() == '?') {
                kind = LAZY;
                pos++;
            } else if (more() && peek() == '+') {
                kind = POSSESSIVE;
                pos++;
            }
            return new ARepeat(atom, min, max, kind);
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }

        private int parseNumber() {
            int n = 0;
            while (more() && isDigit(peek())) {
                n = n * 10 + (p.charAt(pos++) - '0');
                if (n < 0) {
                    throw error("Illegal repetition");
                }
            }
            return n;
        }

        private Ast parseAtom() {
            char c = p.charAt(pos++);
            switch (c) {
                case '(':
                    return parseGroup();
                case '[':
                    return new AChar(parseClass());
                case '.': {
                    CharSet dot = new CharSet();
                    dot.negated = true;
                    dot.dotOrNegated = true;
                    dot.addRange('\n', '\n');
                    dot.addRange('\r', '\r');
                    dot.addRange('\u0085', '\u0085');
                    dot.addRange('\u2028', '\u2029');
                    return new AChar(dot);
                }
                case '^':
                    return new AAnchor(BEGIN);
                case '$':
                    return new AAnchor(END);
                case '*':
                case '+':
                case '?':
                    pos--;
                    throw error("Dangling meta character '" + c + "'");
                case '\\':
                    return parseEscape();
                default:
                    if (Character.isHighSurrogate(c) && more()
                            && Character.isLowSurrogate(peek())) {
                        // A supplementary literal: match its two chars in sequence.
                        ASeq pair = new ASeq();
                        pair.add(new AChar(CharSet.single(c)));
                        pair.add(new AChar(CharSet.single(p.charAt(pos++))));
                        return new AGroup(pair, -1);
                    }
                    return new AChar(CharSet.single(c));
            }
        }

        private Ast parseGroup() {
            int group = -1;
            if (more() && peek() == '?') {
                if (pos + 1 < p.length() && p.charAt(pos + 1) == ':') {
                    pos += 2;
                } else {
                    throw unsupported("special groups (flags, lookaround, named or atomic groups)");
                }
            } else {
                group = ++groupCount;
            }
            Ast body = parseAlternation();
            if (!more() || peek() != ')') {
                throw error("Unclosed group");
            }
            pos++;
            return new AGroup(body, group);
        }

        private Ast parseEscape() {
            if (!more()) {
                throw error("Unexpected internal error");
            }
            char c = p.charAt(pos);
            switch (c) {
                case 'b':
                    pos++;
                    return new AAnchor(WORD_BOUNDARY);
                case 'B':
                    pos++;
                    return new AAnchor(NOT_WORD_BOUNDARY);
                case 'A':
                    pos++;
                    return new AAnchor(INPUT_BEGIN);
                case 'z':
                    pos++;
                    return new AAnchor(INPUT_END);
                case 'Z':
                    pos++;
                    return new AAnchor(INPUT_END_BEFORE_TERMINATOR);
                default:
                    break;
            }
            if (c >= '1' && c <= '9') {
                pos++;
                int g = c - '0';
                if (g > groupCount) {
                    throw unsupported("back reference to a later group");
                }
                return new ABackRef(g);
            }
            return new AChar(parseEscapeSet());
        }

        /** An escape that denotes a char or a class (after the backslash). */
        private CharSet parseEscapeSet() {
            char c = p.charAt(pos++);
            switch (c) {
                case 'd':
                    return CharSet.of('0', '9');
                case 'D':
                    return negate(CharSet.of('0', '9'));
                case 's':
                    return space();
                case 'S':
                    return negate(space());
                case 'w':
                    return word();
                case 'W':
                    return negate(word());
                case 'p':
                case 'P':
                    return parseProperty(c == 'P');
                case 't':
                    return CharSet.single('\t');
                case 'n':
                    return CharSet.single('\n');
                case 'r':
                    return CharSet.single('\r');
                case 'f':
                    return CharSet.single('\f');
                case 'a':
                    return CharSet.single('\u0007');
                case 'e':
                    return CharSet.single('\u001b');
                case '0': {
                    int v = 0;
                    int digits = 0;
                    while (more() && digits < 3 && peek() >= '0' && peek() <= '7'
                            && v * 8 + (peek() - '0') <= 0377) {
                        v = v * 8 + (p.charAt(pos++) - '0');
                        digits++;
                    }
                    if (digits == 0) {
                        throw error("Illegal octal escape sequence");
                    }
                    return CharSet.single(v);
                }
                case 'x':
                    if (more() && peek() == '{') {
                        int end = p.indexOf('}', pos);
                        if (end < 0) {
                            throw error("Unclosed hexadecimal escape sequence");
                        }
                        int v = parseHex(pos + 1, end);
                        pos = end + 1;
                        return CharSet.single(v);
                    }
                    return CharSet.single(parseHex(pos, pos += 2));
                case 'u':
                    return CharSet.single(parseHex(pos, pos += 4));
                case 'c':
                    if (!more()) {
                        throw error("Illegal control escape sequence");
                    }
                    return CharSet.single(p.charAt(pos++) ^ 64);
                default:
                    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                        throw unsupported("escape \\" + c);
                    }
                    return CharSet.single(c);
            }
        }

        private int parseHex(int from, int to) {
            if (to > p.length() || from >= to) {
                throw error("Illegal hexadecimal escape sequence");
            }
            int v = 0;
            for (int k = from; k < to; k++) {
                int d = Character.digit(p.charAt(k), 16);
                if (d < 0) {
                    throw error("Illegal hexadecimal escape sequence");
                }
                v = v * 16 + d;
            }
            return v;
        }

        private static CharSet negate(CharSet s) {
            s.negated = true;
            s.dotOrNegated = true;
            return s;
        }

        private static CharSet space() {
            CharSet s = new CharSet();
            s.addRange('\t', '\r'); // \t \n \x0B \f \r
            s.addRange(' ', ' ');
            return s;
        }

        private static CharSet word() {
            CharSet s = new CharSet();
            s.addRange('a', 'z');
            s.addRange('A', 'Z');
            s.addRange('_', '_');
            s.addRange('0', '9');
            return s;
        }

        private CharSet parseProperty(boolean negated) {
            String name;
            if (more() && peek() == '{') {
                int end = p.indexOf('}', pos);
                if (end < 0) {
                    throw error("Unclosed character family");
                }
                name = p.substring(pos + 1, end);
                pos = end + 1;
            } else if (more()) {
                name = String.valueOf(p.charAt(pos++));
            } else {
                throw error("Illegal/unsupported escape sequence");
            }
            CharSet s = property(name);
            if (negated) {
                negate(s);
            }
            return s;
        }

        private CharSet property(String name) {
            CharSet s = new CharSet();
            if (name.equals("Lower")) {
                s.addRange('a', 'z');
            } else if (name.equals("Upper")) {
                s.addRange('A', 'Z');
            } else if (name.equals("ASCII")) {
                s.addRange(0, 0x7f);
            } else if (name.equals("Alpha")) {
                s.addRange('a', 'z');
                s.addRange('A', 'Z');
            } else if (name.equals("Digit")) {
                s.addRange('0', '9');
            } else if (name.equals("Alnum")) {
                s.addRange('a', 'z');
                s.addRange('A', 'Z');
                s.addRange('0', '9');
            } else if (name.equals("Punct")) {
                addPunct(s);
            } else if (name.equals("Graph")) {
                s.addRange('a', 'z');
                s.addRange('A', 'Z');
                s.addRange('0', '9');
                addPunct(s);
            } else if (name.equals("Print")) {
                s.addRange(0x20, 0x7e);
            } else if (name.equals("Blank")) {
                s.addRange(' ', ' ');
                s.addRange('\t', '\t');
            } else if (name.equals("Cntrl")) {
                s.addRange(0, 0x1f);
                s.addRange(0x7f, 0x7f);
            } else if (name.equals("XDigit")) {
                s.addRange('0', '9');
                s.addRange('a', 'f');
                s.addRange('A', 'F');
            } else if (name.equals("Space")) {
                s.addRange('\t', '\r');
                s.addRange(' ', ' ');
            } else {
                String cat = name;
                if (cat.startsWith("Is")) {
                    cat = cat.substring(2);
                } else if (cat.startsWith("gc=")) {
                    cat = cat.substring(3);
                } else if (cat.startsWith("general_category=")) {
                    cat = cat.substring(17);
                }
                int mask = categoryMask(cat);
                if (mask == 0) {
                    throw unsupported("character property \\p{" + name + "}");
                }
                s.categoryMask = mask;
            }
            return s;
        }

        private static void addPunct(CharSet s) {
            s.addRange('!', '/');
            s.addRange(':', '@');
            s.addRange('[', '`');
            s.addRange('{', '~');
        }

        /** Bit masks of Character.getType values for the general category names. */
        private static int categoryMask(String c) {
            String[] names = {
                "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs",
                "Zl", "Zp", "Cc", "Cf", "", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc",
                "Sk", "So", "Pi", "Pf"
            };
            for (int k = 0; k < names.length; k++) {
                if (names[k].equals(c)) {
                    return 1 << k;
                }
            }
            if (c.length() == 1) {
                int mask = 0;
                for (int k = 0; k < names.length; k++) {
                    if (!names[k].isEmpty() && names[k].charAt(0) == c.charAt(0)) {
                        mask |= 1 << k;
                    }
                }
                return mask;
            }
            if (c.equals("LC") || c.equals("L&")) {
                return (1 << 1) | (1 << 2) | (1 << 3);
            }
            return 0;
        }

        /** A bracket class, after the '['. */
        private CharSet parseClass() {
            CharSet set = new CharSet();
            if (more() && peek() == '^') {
                pos++;
                set.negated = true;
                set.dotOrNegated = true;
            }
            boolean first = true;
            while (true) {
                if (!more()) {
                    throw error("Unclosed character class");
                }
                char c = peek();
                if (c == ']' && !first) {
                    pos++;
                    break;
                }
                first = false;
                if (c == '[') {
                    throw unsupported("nested character classes");
                }
                if (c == '&' && pos + 1 < p.length() && p.charAt(pos + 1) == '&') {
                    throw unsupported("character class intersection");
                }
                int lo;
                if (c == '\\') {
                    pos++;
                    if (!more()) {
                        throw error("Unclosed character class");
                    }
                    char e = peek();
                    if (e == 'Q') {
                        pos++;
                        int end = p.indexOf("\\E", pos);
                        if (end < 0) {
                            end = p.length();
                        }
                        for (int k = pos; k < end; k++) {
                            set.addRange(p.charAt(k), p.charAt(k));
                        }
                        pos = Math.min(end + 2, p.length());
                        continue;
                    }
                    CharSet es = parseEscapeSet();
                    if (es.negated || es.categoryMask != 0 || es.rangeCount != 1
                            || es.ranges[0] != es.ranges[1]) {
                        set.addNested(es); // a class escape such as \d or \P{L}
                        continue;
                    }
                    lo = es.ranges[0];
                } else {
                    pos++;
                    lo = c;
                    if (Character.isHighSurrogate(c) && more()
                            && Character.isLowSurrogate(peek())) {
                        lo = Character.toCodePoint(c, p.charAt(pos++));
                    }
                }
                int hi = lo;
                if (more() && peek() == '-' && pos + 1 < p.length() && p.charAt(pos + 1) != ']') {
                    pos++;
                    char h = p.charAt(pos++);
                    if (h == '\\') {
                        CharSet es = parseEscapeSet();
                        if (es.negated || es.categoryMask != 0 || es.rangeCount != 1) {
                            throw error("Illegal character range");
                        }
                        hi = es.ranges[0];
                    } else {
                        hi = h;
                    }
                    if (hi < lo) {
                        throw error("Illegal character range");
                    }
                }
                set.addRange(lo, hi);
            }
            return set;
        }
    }
}
