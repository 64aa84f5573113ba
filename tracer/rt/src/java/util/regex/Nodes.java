package java.util.regex;

import java.util.regex.CharSet;

/**
 * The nodes of a compiled pattern (a holder class; the engine is spread over Pattern, Matcher,
 * Nodes, CharSet and Parser). Each node matches its construct at an index and then asks the
 * rest of the pattern ({@code next}) to match.
 */
final class Nodes {
    private Nodes() {
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
            if (m.acceptEnd && i != m.to) {
                return false;
            }
            m.last = i;
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
                m.hitEnd = true;
                return false;
            }
            int c = m.text[i];
            if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                c = m.codePointAt(i);
            }
            return set.contains(c) && next.match(m, i + (c >= 0x10000 ? 2 : 1));
        }
    }

    static final int FOLD_NONE = 0;
    static final int FOLD_ASCII = 1;
    static final int FOLD_UNICODE = 2;

    /** Pattern's case folding of a slice char: SliceI's ASCII lower case, SliceU's lower(upper). */
    static int fold(int c, int mode) {
        if (mode == FOLD_ASCII) {
            return c >= 'A' && c <= 'Z' ? c + 0x20 : c;
        }
        if (mode == FOLD_UNICODE) {
            return Character.toLowerCase(Character.toUpperCase(c));
        }
        return c;
    }

    /** A run of literal chars, compared exactly or case-insensitively (SliceI, SliceU). */
    static final class Slice extends Node {
        final char[] chars;
        final int mode;

        Slice(char[] chars, int mode) {
            this.mode = mode;
            if (mode != FOLD_NONE) {
                chars = chars.clone();
                for (int k = 0; k < chars.length; k++) {
                    chars[k] = (char) fold(chars[k], mode);
                }
            }
            this.chars = chars;
        }

        boolean match(Matcher m, int i) {
            char[] c = chars;
            char[] t = m.text;
            int n = c.length;
            for (int k = 0; k < n; k++) {
                if (i + k >= m.to) {
                    m.hitEnd = true;
                    return false;
                }
                char x = t[i + k];
                if (x != c[k] && (mode == FOLD_NONE || fold(x, mode) != c[k])) {
                    return false;
                }
            }
            return next.match(m, i + n);
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
                    if (count >= max) {
                        return false;
                    }
                    if (j >= limit) {
                        m.hitEnd = true;
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
            if (j >= limit && count < max) {
                m.hitEnd = true;
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

    /** A back reference, exact or case-insensitive (CIBackRef). */
    static final class BackRef extends Node {
        final int group;
        final int mode;

        BackRef(int group, int mode) {
            this.group = group;
            this.mode = mode;
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
                m.hitEnd = true;
                return false;
            }
            char[] t = m.text;
            for (int k = 0; k < len; k++) {
                char a = t[s + k];
                char b = t[i + k];
                if (a != b) {
                    if (mode == FOLD_NONE) {
                        return false;
                    }
                    if (mode == FOLD_ASCII) {
                        if (fold(a, mode) != fold(b, mode)) {
                            return false;
                        }
                    } else {
                        int ua = Character.toUpperCase(a);
                        int ub = Character.toUpperCase(b);
                        if (ua != ub && Character.toLowerCase(ua) != Character.toLowerCase(ub)) {
                            return false;
                        }
                    }
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
    static final int CARET = 6;
    static final int UNIX_CARET = 7;
    static final int END_MULTILINE = 8;
    static final int UNIX_END = 9;
    static final int UNIX_END_MULTILINE = 10;
    static final int LAST_MATCH = 11;

    /** The zero-width anchors: Begin, End, Caret, Dollar, their UNIX_LINES forms, Bound, \\G. */
    static final class Anchor extends Node {
        final int type;

        Anchor(int type) {
            this.type = type;
        }

        boolean match(Matcher m, int i) {
            int startIndex = m.anchoringBounds ? m.from : 0;
            int endIndex = m.anchoringBounds ? m.to : m.text.length;
            boolean ok;
            switch (type) {
                case BEGIN:
                    ok = i == startIndex;
                    break;
                case INPUT_END:
                    ok = i == endIndex;
                    if (ok) {
                        m.hitEnd = true;
                    }
                    break;
                case CARET:
                case UNIX_CARET:
                    ok = caret(m, i, startIndex, endIndex);
                    break;
                case END:
                case END_MULTILINE:
                    ok = dollar(m, i, endIndex, type == END_MULTILINE);
                    break;
                case UNIX_END:
                case UNIX_END_MULTILINE:
                    ok = unixDollar(m, i, endIndex, type == UNIX_END_MULTILINE);
                    break;
                case LAST_MATCH:
                    ok = i == m.oldLast;
                    break;
                default:
                    ok = bound(m, i) == (type == WORD_BOUNDARY);
                    break;
            }
            return ok && next.match(m, i);
        }

        /** Caret / UnixCaret: after a line terminator, but never at the end of input. */
        private boolean caret(Matcher m, int i, int startIndex, int endIndex) {
            if (i == endIndex) {
                m.hitEnd = true;
                return false;
            }
            if (i > startIndex) {
                char ch = m.text[i - 1];
                if (type == UNIX_CARET) {
                    return ch == '\n';
                }
                if (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085') {
                    return false;
                }
                if (ch == '\r' && m.text[i] == '\n') {
                    return false; // \r\n is one line break
                }
            }
            return true;
        }

        /** Pattern.Dollar: before a line terminator (only the final one unless multiline). */
        private static boolean dollar(Matcher m, int i, int endIndex, boolean multiline) {
            char[] t = m.text;
            if (!multiline) {
                if (i < endIndex - 2) {
                    return false;
                }
                if (i == endIndex - 2 && !(t[i] == '\r' && t[i + 1] == '\n')) {
                    return false;
                }
            }
            if (i < endIndex) {
                char ch = t[i];
                if (ch == '\n') {
                    if (i > 0 && t[i - 1] == '\r') {
                        return false; // not between \r and \n
                    }
                    if (multiline) {
                        return true;
                    }
                } else if (ch == '\r' || ch == '\u0085' || (ch | 1) == '\u2029') {
                    if (multiline) {
                        return true;
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return true;
        }

        /** Pattern.UnixDollar: as dollar, with '\n' the only line terminator. */
        private static boolean unixDollar(Matcher m, int i, int endIndex, boolean multiline) {
            if (i < endIndex) {
                if (m.text[i] != '\n') {
                    return false;
                }
                if (multiline) {
                    return true;
                }
                if (i != endIndex - 1) {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return true;
        }

        /** Pattern.Bound: whether i is between a word char and a non-word char. */
        private static boolean bound(Matcher m, int i) {
            int startIndex = m.transparentBounds ? 0 : m.from;
            int endIndex = m.transparentBounds ? m.text.length : m.to;
            boolean left = false;
            boolean right = false;
            if (i > startIndex) {
                left = isWord(m, m.codePointBefore(i), i - 1);
            }
            if (i < endIndex) {
                right = isWord(m, m.codePointAt(i), i);
            } else {
                m.hitEnd = true;
                m.requireEnd = true;
            }
            return left != right;
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
}
