package java.util.regex;

import java.util.ConcurrentModificationException;
import java.util.Objects;
import java.util.function.Function;

/**
 * Matches a Pattern against a char sequence, and holds the engine's state: the text, the region,
 * the group bounds and the nodes' scratch slots. Follows JDK 17's Matcher, including its
 * exception messages.
 */
public final class Matcher implements MatchResult {
    private Pattern parentPattern;
    private CharSequence textSeq;

    // ---- engine state, read and written by the nodes ----
    char[] text;
    /** The region; nodes never look at or beyond {@code to}. */
    int from;
    int to;
    int[] groups;
    int[] locals;
    /** The current match is [first, last); first is -1 when there is none. */
    int first = -1;
    int last;
    /** Where \G matches: the end of the previous match. */
    int oldLast = -1;
    /** The JDK's ENDANCHOR accept mode: a match must end at {@code to}. */
    boolean acceptEnd;
    boolean hitEnd;
    boolean requireEnd;
    boolean anchoringBounds = true;
    boolean transparentBounds;

    private int lastAppendPosition;
    private int modCount;

    Matcher(Pattern parent, CharSequence input) {
        parentPattern = parent;
        allocate();
        reset(input);
    }

    private void allocate() {
        groups = new int[2 * (parentPattern.groupCount + 1)];
        locals = new int[parentPattern.localCount];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
    }

    public Pattern pattern() {
        return parentPattern;
    }

    /** A snapshot of the current match that later matches do not change. */
    public MatchResult toMatchResult() {
        return new Result(first, last, groupCount(), groups.clone(), new String(text));
    }

    /**
     * The remaining matches, found lazily as the stream is consumed (like repeated find());
     * changing the matcher meanwhile makes the stream throw ConcurrentModificationException.
     */
    public java.util.stream.Stream<MatchResult> results() {
        return java.util.stream.StreamSupport.stream(new java.util.Spliterator<MatchResult>() {
            private int expected = modCount;

            public boolean tryAdvance(java.util.function.Consumer<? super MatchResult> action) {
                if (expected != modCount) {
                    throw new ConcurrentModificationException();
                }
                boolean found = find();
                expected = modCount; // find itself counts as a modification
                if (!found) {
                    return false;
                }
                action.accept(toMatchResult());
                return true;
            }

            public java.util.Spliterator<MatchResult> trySplit() {
                return null;
            }

            public long estimateSize() {
                return Long.MAX_VALUE;
            }

            public int characteristics() {
                return ORDERED | NONNULL;
            }
        }, false);
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        allocate();
        modCount++;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        lastAppendPosition = 0;
        from = 0;
        to = text.length;
        modCount++;
        return this;
    }

    public Matcher reset(CharSequence input) {
        textSeq = input;
        text = input.toString().toCharArray();
        return reset();
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return first;
    }

    public int start(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[groupIndex(name) * 2];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return last;
    }

    public int end(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[groupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return text(groups[group * 2], groups[group * 2 + 1]);
    }

    public String group(String name) {
        int group = groupIndex(name);
        return text(groups[group * 2], groups[group * 2 + 1]);
    }

    private String text(int s, int e) {
        if (s == -1 || e == -1) {
            return null;
        }
        return new String(text, s, e - s);
    }

    private int groupIndex(String name) {
        Objects.requireNonNull(name, "Group name");
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        Integer g = parentPattern.namedGroups == null ? null : parentPattern.namedGroups.get(name);
        if (g == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    public int groupCount() {
        return parentPattern.groupCount;
    }

    public boolean matches() {
        return match(from, true);
    }

    /** Finds the next match; after an empty match the search resumes one char later. */
    public boolean find() {
        int next = last;
        if (next == first) {
            next++;
        }
        if (next < from) {
            next = from;
        }
        if (next > to) {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
            return false;
        }
        return search(next);
    }

    public boolean find(int start) {
        if (start < 0 || start > text.length) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    public boolean lookingAt() {
        return match(from, false);
    }

    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') == -1 && s.indexOf('$') == -1) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        expandReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first - lastAppendPosition);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        expandReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first - lastAppendPosition);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    /** The replacement syntax: '\' escapes a char, $n and ${name} insert a group. */
    private void expandReplacement(String r, StringBuilder result) {
        int cursor = 0;
        int len = r.length();
        while (cursor < len) {
            char c = r.charAt(cursor);
            if (c == '\\') {
                cursor++;
                if (cursor == len) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                result.append(r.charAt(cursor++));
            } else if (c == '$') {
                cursor++;
                if (cursor == len) {
                    throw new IllegalArgumentException(
                            "Illegal group reference: group index is missing");
                }
                char next = r.charAt(cursor);
                int refNum;
                if (next == '{') {
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
                    Integer g = parentPattern.namedGroups == null ? null
                            : parentPattern.namedGroups.get(gname);
                    if (g == null) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    refNum = g;
                    cursor++;
                } else {
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
                        if (groupCount() < newRefNum) {
                            break;
                        }
                        refNum = newRefNum;
                        cursor++;
                    }
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum) - start(refNum));
                }
            } else {
                result.append(c);
                cursor++;
            }
        }
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, text.length - lastAppendPosition);
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, text.length - lastAppendPosition);
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return textSeq.toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                int ec = modCount;
                String replacement = replacer.apply(this);
                if (ec != modCount) {
                    throw new ConcurrentModificationException();
                }
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return textSeq.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return textSeq.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return textSeq.toString();
        }
        StringBuilder sb = new StringBuilder();
        int ec = modCount;
        String replacement = replacer.apply(this);
        if (ec != modCount) {
            throw new ConcurrentModificationException();
        }
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public Matcher region(int start, int end) {
        if (start < 0 || start > text.length) {
            throw new IndexOutOfBoundsException("start");
        }
        if (end < 0 || end > text.length) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    /** Transparent bounds let \b see beyond the region (look-ahead still stops at its end). */
    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher[pattern=").append(pattern())
                .append(" region=").append(regionStart()).append(',').append(regionEnd())
                .append(" lastmatch=");
        if (first >= 0 && group() != null) {
            sb.append(group());
        }
        return sb.append(']').toString();
    }

    public boolean hitEnd() {
        return hitEnd;
    }

    public boolean requireEnd() {
        return requireEnd;
    }

    // ---- the engine's entry points ----

    /** Finds the first match starting at or after start (the JDK's Start node). */
    boolean search(int start) {
        hitEnd = false;
        requireEnd = false;
        if (start < 0) {
            start = 0;
        }
        first = start;
        if (oldLast < 0) {
            oldLast = start;
        }
        acceptEnd = false;
        boolean result = scan(start);
        if (!result) {
            first = -1;
        }
        oldLast = last;
        modCount++;
        return result;
    }

    private boolean scan(int start) {
        Pattern p = parentPattern;
        CharSet firstSet = p.firstSet;
        int firstChar = p.firstChar;
        char[] t = text;
        int i = start;
        while (i <= to) {
            boolean candidate;
            if (i == to) {
                candidate = firstSet == null && firstChar < 0;
            } else if (firstSet != null) {
                int c = t[i];
                if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                    c = codePointAt(i);
                }
                candidate = firstSet.contains(c);
            } else {
                candidate = firstChar < 0 || t[i] == firstChar;
            }
            if (candidate && matchAt(i)) {
                return true;
            }
            if (p.startS && i + 1 < to && Character.isHighSurrogate(t[i])
                    && Character.isLowSurrogate(t[i + 1])) {
                i += 2;
            } else {
                i++;
            }
        }
        hitEnd = true;
        return false;
    }

    private boolean matchAt(int i) {
        for (int k = 0; k < groups.length; k++) {
            groups[k] = -1;
        }
        first = i;
        if (parentPattern.root.match(this, i)) {
            groups[0] = first;
            groups[1] = last;
            return true;
        }
        return false;
    }

    /** An anchored match at start: matches() (to the region end) or lookingAt(). */
    private boolean match(int start, boolean toEnd) {
        hitEnd = false;
        requireEnd = false;
        if (start < 0) {
            start = 0;
        }
        if (oldLast < 0) {
            oldLast = start;
        }
        acceptEnd = toEnd;
        boolean result = matchAt(start);
        if (!result) {
            first = -1;
        }
        oldLast = last;
        modCount++;
        return result;
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

    /** The immutable MatchResult of toMatchResult(). */
    private static final class Result implements MatchResult {
        private final int first;
        private final int last;
        private final int groupCount;
        private final int[] groups;
        private final String text;

        Result(int first, int last, int groupCount, int[] groups, String text) {
            this.first = first;
            this.last = last;
            this.groupCount = groupCount;
            this.groups = groups;
            this.text = text;
        }

        public int start() {
            checkMatch();
            return first;
        }

        public int start(int group) {
            checkMatch();
            checkGroup(group);
            return groups[group * 2];
        }

        public int end() {
            checkMatch();
            return last;
        }

        public int end(int group) {
            checkMatch();
            checkGroup(group);
            return groups[group * 2 + 1];
        }

        public int groupCount() {
            return groupCount;
        }

        public String group() {
            checkMatch();
            return group(0);
        }

        public String group(int group) {
            checkMatch();
            checkGroup(group);
            if (groups[group * 2] == -1 || groups[group * 2 + 1] == -1) {
                return null;
            }
            return text.substring(groups[group * 2], groups[group * 2 + 1]);
        }

        private void checkMatch() {
            if (first < 0) {
                throw new IllegalStateException("No match found");
            }
        }

        private void checkGroup(int group) {
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
        }
    }
}
