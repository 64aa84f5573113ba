package java.util.regex;

import static java.util.regex.CharSet.*;
import static java.util.regex.Nodes.*;

import java.util.regex.Nodes.*;

/**
 * The pattern compiler: java.util.regex.Pattern's parser (JDK 17) building a syntax tree, and the
 * compiler from the tree to {@link Nodes}.
 */
final class Parser {
    // ---- syntax tree ----

    abstract static class Ast {
    }

    static final class AChar extends Ast {
        final CharSet set;
        /** The code point when this is a single literal char, else -1. */
        final int literal;
        /** The case folding of a literal (Nodes.FOLD_*), for merging into a Slice. */
        int fold;

        AChar(CharSet set, int literal) {
            this.set = set;
            this.literal = literal;
        }

        AChar(CharSet set, int literal, int fold) {
            this.set = set;
            this.literal = literal;
            this.fold = fold;
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
        final int fold;

        ABackRef(int group, int fold) {
            this.group = group;
            this.fold = fold;
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
                    int fold = s.items[k] instanceof AChar ? ((AChar) s.items[k]).fold : 0;
                    while (j >= 0 && s.items[j] instanceof AChar
                            && ((AChar) s.items[j]).isSliceable()
                            && ((AChar) s.items[j]).fold == fold) {
                        chars += Character.charCount(((AChar) s.items[j]).literal);
                        j--;
                    }
                    if (chars >= 2) {
                        char[] cs = new char[chars];
                        int p = 0;
                        for (int x = j + 1; x <= k; x++) {
                            p += Character.toChars(((AChar) s.items[x]).literal, cs, p);
                        }
                        Slice slice = new Slice(cs, fold);
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
            BackRef n = new BackRef(((ABackRef) a).group, ((ABackRef) a).fold);
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
    /** The current flags: the compile flags, changed by inline flags such as (?i). */
    int flags;
    /** Named groups, name to group number; null until the first one. */
    java.util.HashMap<String, Integer> namedGroups;

    Parser(String p, int flags) {
        pattern = p;
        this.flags = flags;
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
        if (quote && !has(Pattern.LITERAL)) {
            removeQEQuoting(); // (it finds out where a \\Q really starts)
        }
    }

    private boolean has(int f) {
        return (flags & f) != 0;
    }

    /** The fold mode of literals under the current flags. */
    private int foldMode() {
        if (!has(Pattern.CASE_INSENSITIVE)) {
            return FOLD_NONE;
        }
        return has(Pattern.UNICODE_CASE) ? FOLD_UNICODE : FOLD_ASCII;
    }

    /** Pattern.single: a literal char, case-insensitive under the current flags. */
    private CharSet single(int ch) {
        CharSet s;
        if (has(Pattern.CASE_INSENSITIVE)) {
            if (has(Pattern.UNICODE_CASE)) {
                int upper = Character.toUpperCase(ch);
                int lower = Character.toLowerCase(upper);
                if (upper != lower) {
                    s = CharSet.single(lower);
                    s.fold = CharSet.FOLD_SINGLE_U;
                    s.bmp = false;
                    return s;
                }
            } else if (isAscii(ch) && isAlpha(ch)) {
                s = CharSet.single(ch | 0x20);
                s.addRange(ch & ~0x20, ch & ~0x20);
                return s;
            }
        }
        return CharSet.single(ch);
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
        int ch = temp[cursor];
        if (has(Pattern.COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int read() {
        int ch = temp[cursor++];
        if (has(Pattern.COMMENTS)) {
            ch = parsePastWhitespace(ch);
        }
        return ch;
    }

    private int next() {
        int ch = temp[++cursor];
        if (has(Pattern.COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private static boolean isSpace(int ch) {
        return ch == ' ' || (ch >= '\t' && ch <= '\r');
    }

    /** COMMENTS mode: skips whitespace and #-comments, leaving the cursor on the next char. */
    private int peekPastWhitespace(int ch) {
        while (isSpace(ch) || ch == '#') {
            while (isSpace(ch)) {
                ch = temp[++cursor];
            }
            if (ch == '#') {
                ch = temp[++cursor];
                while (ch != 0 && !isLineSeparator(ch)) {
                    ch = temp[++cursor];
                }
                if (ch == 0 && cursor > patternLength) {
                    cursor = patternLength;
                    ch = temp[cursor];
                }
            }
        }
        return ch;
    }

    /** COMMENTS mode: as peekPastWhitespace, consuming the char found. */
    private int parsePastWhitespace(int ch) {
        while (isSpace(ch) || ch == '#') {
            while (isSpace(ch)) {
                ch = temp[cursor++];
            }
            if (ch == '#') {
                ch = temp[cursor++];
                while (ch != 0 && !isLineSeparator(ch)) {
                    ch = temp[cursor++];
                }
                if (ch == 0 && cursor > patternLength) {
                    cursor = patternLength;
                    ch = temp[cursor++];
                }
            }
        }
        return ch;
    }

    private boolean isLineSeparator(int ch) {
        if (has(Pattern.UNIX_LINES)) {
            return ch == '\n';
        }
        return ch == '\n' || ch == '\r' || (ch | 1) == '\u2029' || ch == '\u0085';
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
        if (has(Pattern.LITERAL)) {
            ASeq seq = new ASeq();
            for (int k = 0; k < patternLength; k++) {
                seq.add(new AChar(single(temp[k]), temp[k], foldMode()));
            }
            return seq;
        }
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
                    if (has(Pattern.MULTILINE)) {
                        node = new AAnchor(has(Pattern.UNIX_LINES) ? UNIX_CARET : CARET);
                    } else {
                        node = new AAnchor(BEGIN);
                    }
                    break;
                case '$':
                    next();
                    if (has(Pattern.UNIX_LINES)) {
                        node = new AAnchor(has(Pattern.MULTILINE) ? UNIX_END_MULTILINE : UNIX_END);
                    } else {
                        node = new AAnchor(has(Pattern.MULTILINE) ? END_MULTILINE : END);
                    }
                    break;
                case '.':
                    next();
                    if (has(Pattern.DOTALL)) {
                        node = new AChar(CharSet.predicate(P_ALL, false), -1);
                    } else if (has(Pattern.UNIX_LINES)) {
                        node = new AChar(CharSet.negate(CharSet.single('\n')), -1);
                    } else {
                        node = new AChar(dot(), -1);
                    }
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
            CharSet single = single(c);
            if (!single.bmp) {
                hasSupplementary = true;
            }
            return new AChar(single, c, foldMode());
        }
        ASeq slice = new ASeq();
        for (int k = 0; k < first; k++) {
            slice.add(new AChar(single(buffer[k]), buffer[k], foldMode()));
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
        return new ABackRef(refNum, foldMode());
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
                    classEscape(CharSet.negate(digitClass()), inclass);
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
                    root = new AAnchor(LAST_MATCH);
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
                    classEscape(CharSet.negate(spaceClass()), inclass);
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
                    classEscape(CharSet.negate(wordClass()), inclass);
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
                    root = new AAnchor(has(Pattern.UNIX_LINES) ? UNIX_END : END);
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
                    classEscape(digitClass(), inclass);
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
                if (namedGroups == null || !namedGroups.containsKey(name)) {
                    throw error("named capturing group <" + name + "> does not exist");
                }
                if (create) {
                    root = new ABackRef(namedGroups.get(name), foldMode());
                }
                return -1;
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
                    classEscape(spaceClass(), inclass);
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
                    classEscape(wordClass(), inclass);
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

    /** \\d, \\s and \\w: ASCII, or Unicode under UNICODE_CHARACTER_CLASS. */
    private CharSet digitClass() {
        return has(Pattern.UNICODE_CHARACTER_CLASS) ? CharSet.predicate(P_DIGIT, false) : asciiDigit();
    }

    private CharSet spaceClass() {
        return has(Pattern.UNICODE_CHARACTER_CLASS) ? CharSet.predicate(P_WHITE_SPACE, false)
                : asciiSpace();
    }

    private CharSet wordClass() {
        return has(Pattern.UNICODE_CHARACTER_CLASS) ? CharSet.predicate(P_WORD, false) : asciiWord();
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

    /** A class member char: into the Latin-1 bits (with its other cases), or a single. */
    private CharSet bitsOrSingle(CharSet bits, int ch) {
        boolean ciu = has(Pattern.CASE_INSENSITIVE) && has(Pattern.UNICODE_CASE);
        if (ch < 256 && !(ciu && (ch == 0xff || ch == 0xb5 || ch == 0x49 || ch == 0x69
                || ch == 0x53 || ch == 0x73 || ch == 0x4b || ch == 0x6b || ch == 0xc5
                || ch == 0xe5))) {
            if (has(Pattern.CASE_INSENSITIVE)) {
                if (isAscii(ch)) {
                    int up = ch >= 'a' && ch <= 'z' ? ch - 0x20 : ch;
                    int low = ch >= 'A' && ch <= 'Z' ? ch + 0x20 : ch;
                    bits.addRange(up, up);
                    bits.addRange(low, low);
                } else if (has(Pattern.UNICODE_CASE)) {
                    int low = Character.toLowerCase(ch);
                    int up = Character.toUpperCase(ch);
                    bits.addRange(low, low);
                    bits.addRange(up, up);
                }
            }
            bits.addRange(ch, ch);
            return null;
        }
        return single(ch);
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
                    CharSet r = CharSet.range(ch, m);
                if (has(Pattern.CASE_INSENSITIVE)) {
                    r.fold = has(Pattern.UNICODE_CASE) ? FOLD_UNICODE : FOLD_ASCII;
                    r.bmp = false;
                }
                return r;
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

    /** A group after its '(' (the current char), with its quantifier; null for "(?)". */
    private Ast group0() {
        Ast head;
        int save = flags;
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
                        String name = groupname(ch);
                        if (namedGroups == null) {
                            namedGroups = new java.util.HashMap<String, Integer>();
                        }
                        if (namedGroups.containsKey(name)) {
                            throw error("Named capturing group <" + name + "> is already defined");
                        }
                        int group = capturingGroupCount++;
                        namedGroups.put(name, group);
                        head = new AGroup(expr(), group);
                        break;
                    }
                    throw unsupported("look-behind");
                case '$':
                case '@':
                    throw error("Unknown group type");
                default: // (?xxx:) inlined match flags
                    unread();
                    addFlags();
                    ch = read();
                    if (ch == ')') {
                        return null; // inline modifier only: the flags stay until the group ends
                    }
                    if (ch != ':') {
                        throw error("Unknown inline modifier");
                    }
                    head = new AGroup(expr(), -1);
                    break;
            }
        } else { // (xxx) a regular group
            int group = capturingGroupCount++;
            head = new AGroup(expr(), group);
        }
        accept(')', "Unclosed group");
        flags = save;
        return closure(head);
    }

    /** Pattern.addFlag: the flags of (?idmsuxU-idmsuxU) (the current char is the first). */
    private void addFlags() {
        int ch = peek();
        boolean on = true;
        for (;;) {
            int f;
            switch (ch) {
                case 'i':
                    f = Pattern.CASE_INSENSITIVE;
                    break;
                case 'm':
                    f = Pattern.MULTILINE;
                    break;
                case 's':
                    f = Pattern.DOTALL;
                    break;
                case 'd':
                    f = Pattern.UNIX_LINES;
                    break;
                case 'u':
                    f = Pattern.UNICODE_CASE;
                    break;
                case 'c':
                    f = Pattern.CANON_EQ;
                    break;
                case 'x':
                    f = Pattern.COMMENTS;
                    break;
                case 'U':
                    f = Pattern.UNICODE_CHARACTER_CLASS | Pattern.UNICODE_CASE;
                    break;
                case '-':
                    if (!on) {
                        return;
                    }
                    on = false;
                    ch = next();
                    continue;
                default:
                    return;
            }
            if (on) {
                flags |= f;
            } else {
                flags &= ~f;
            }
            ch = next();
        }
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
