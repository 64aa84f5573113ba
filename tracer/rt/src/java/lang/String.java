package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Iterator;

/**
 * An immutable sequence of UTF-16 code units.
 *
 * <p>The layout is the JDK 8 one, fixed by the VM contract: a {@code char[] value} that is never
 * modified once the string exists, and a cached {@code hash} (0 = not computed yet). Strings made
 * inside the library from a freshly built array share it through the package-private
 * {@link #String(char[], boolean)} constructor instead of copying it.
 *
 * <p>Supported charsets for {@code getBytes(String)} and the byte[] constructors: UTF-8,
 * US-ASCII, ISO-8859-1, UTF-16, UTF-16BE and UTF-16LE, with their common aliases. Regular
 * expressions (split, matches, replaceAll, replaceFirst) support the subset documented in
 * {@link Regex}; other patterns throw UnsupportedOperationException.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private static final char[] EMPTY = new char[0];

    /** The characters; never modified after construction (contract field). */
    private final char[] value;

    /** Cached hash code, 0 until computed (contract field). */
    private int hash;

    /** Orders strings like compareToIgnoreCase. */
    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    public String() {
        value = EMPTY;
    }

    /** A string equal to the original; the array is shared since both are immutable. */
    public String(String original) {
        value = original.value;
        hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    /** Builds the string from code points; invalid code points are an IllegalArgumentException. */
    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (Character.isBmpCodePoint(c)) {
                continue;
            } else if (Character.isValidCodePoint(c)) {
                n++;
            } else {
                throw new IllegalArgumentException(Integer.toString(c));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (Character.isBmpCodePoint(c)) {
                v[j++] = (char) c;
            } else {
                v[j++] = Character.highSurrogate(c);
                v[j++] = Character.lowSurrogate(c);
            }
        }
        this.value = v;
    }

    /** Deprecated JDK constructor: each char is {@code (hibyte & 0xff) << 8 | (b & 0xff)}. */
    @Deprecated
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int high = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (high | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Charsets.decode(Charsets.lookup(charsetName), bytes, offset, length);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Charsets.decode(charsetCode(charset), bytes, offset, length);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    /** Charsets' constant for a Charset (all of ours are supported). */
    private static int charsetCode(java.nio.charset.Charset cs) {
        try {
            return Charsets.lookup(cs.name());
        } catch (UnsupportedEncodingException e) {
            throw new java.nio.charset.UnsupportedCharsetException(cs.name());
        }
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    /** Decodes UTF-8 (the default charset), replacing malformed input with U+FFFD. */
    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Charsets.decode(Charsets.UTF_8, bytes, offset, length);
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOf(buffer.getValue(), 0, buffer.length());
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.getValue(), 0, builder.length());
    }

    /** Wraps the array without copying; the caller must not modify it afterwards. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copyOf(char[] src, int offset, int count) {
        if (count == 0) {
            return EMPTY;
        }
        char[] v = new char[count];
        System.arraycopy(src, offset, v, 0, count);
        return v;
    }

    // ---- bounds checks with the JDK 17 messages ----

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count
                    + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end
                    + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    // ---- basic access ----

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAtImpl(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > value.length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, value.length, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** Unchecked bulk copy for the string builders. */
    void getCharsNoCheck(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** Deprecated JDK method: copies the low byte of each char. */
    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return Charsets.encode(Charsets.lookup(charsetName), value, 0, value.length);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return Charsets.encode(charsetCode(charset), value, 0, value.length);
    }

    /** Encodes in UTF-8, the default charset; unpaired surrogates become '?'. */
    public byte[] getBytes() {
        return Charsets.encode(Charsets.UTF_8, value, 0, value.length);
    }

    // ---- comparison ----

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] v1 = value;
            char[] v2 = ((String) anObject).value;
            int n = v1.length;
            if (n == v2.length) {
                for (int i = 0; i < n; i++) {
                    if (v1[i] != v2[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    /** Compares with any char sequence; a StringBuffer is read while holding its lock. */
    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof AbstractStringBuilder) {
            if (cs instanceof StringBuffer) {
                synchronized (cs) {
                    return nonSyncContentEquals((AbstractStringBuilder) cs);
                }
            }
            return nonSyncContentEquals((AbstractStringBuilder) cs);
        }
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean nonSyncContentEquals(AbstractStringBuilder sb) {
        int n = value.length;
        if (n != sb.length()) {
            return false;
        }
        char[] v2 = sb.getValue();
        for (int i = 0; i < n; i++) {
            if (value[i] != v2[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return (this == anotherString)
                || (anotherString != null && anotherString.value.length == value.length
                        && regionMatches(true, 0, anotherString, 0, value.length));
    }

    /** Lexicographic comparison of the UTF-16 code units. */
    public int compareTo(String anotherString) {
        char[] v1 = value;
        char[] v2 = anotherString.value;
        int len1 = v1.length;
        int len2 = v2.length;
        int lim = Math.min(len1, len2);
        for (int k = 0; k < lim; k++) {
            char c1 = v1[k];
            char c2 = v2[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return len1 - len2;
    }

    public int compareToIgnoreCase(String str) {
        return CASE_INSENSITIVE_ORDER.compare(this, str);
    }

    /** Compares like compareToIgnoreCase (see {@link #compareCI}). */
    private static final class CaseInsensitiveComparator
            implements Comparator<String>, java.io.Serializable {
        public int compare(String s1, String s2) {
            char[] v1 = s1.value;
            char[] v2 = s2.value;
            return compareCI(v1, 0, v1.length, v2, 0, v2.length);
        }
    }

    /**
     * JDK 17's case-insensitive comparison (StringUTF16.compareToCIImpl): chars that differ are
     * compared after Character.toUpperCase and then toLowerCase; where one of them is a surrogate,
     * the whole code point is compared (a low surrogate together with the high one before it).
     * A string of chars up to U+00FF is LATIN1 in the JDK, and against one of those the JDK
     * compares chars only, surrogates included.
     */
    static int compareCI(char[] a, int aoff, int alen, char[] b, int boff, int blen) {
        int alast = aoff + alen;
        int blast = boff + blen;
        for (int k1 = aoff, k2 = boff; k1 < alast && k2 < blast; k1++, k2++) {
            int cp1 = a[k1];
            int cp2 = b[k2];
            if (cp1 == cp2 || compareCodePointCI(cp1, cp2) == 0) {
                continue;
            }
            if (Character.isSurrogate((char) cp1) || Character.isSurrogate((char) cp2)) {
                if (isLatin1(a) || isLatin1(b)) {
                    return compareCodePointCI(cp1, cp2);
                }
                cp1 = codePointIncluding(a, cp1, k1, aoff, alast);
                if (cp1 < 0) {
                    k1++;
                    cp1 = -cp1;
                }
                cp2 = codePointIncluding(b, cp2, k2, boff, blast);
                if (cp2 < 0) {
                    k2++;
                    cp2 = -cp2;
                }
            }
            int diff = compareCodePointCI(cp1, cp2);
            if (diff != 0) {
                return diff;
            }
        }
        return alen - blen;
    }

    private static int compareCodePointCI(int cp1, int cp2) {
        cp1 = Character.toUpperCase(cp1);
        cp2 = Character.toUpperCase(cp2);
        if (cp1 != cp2) {
            // Some alphabets (Georgian) need the second step.
            cp1 = Character.toLowerCase(cp1);
            cp2 = Character.toLowerCase(cp2);
            if (cp1 != cp2) {
                return cp1 - cp2;
            }
        }
        return 0;
    }

    /**
     * The code point of the surrogate at index joined with its partner (the char before a low
     * surrogate, after a high one, within [start, end)), negated when the partner follows; a
     * char that is not part of a pair is returned as is.
     */
    private static int codePointIncluding(char[] v, int cp, int index, int start, int end) {
        if (!Character.isSurrogate((char) cp)) {
            return cp;
        }
        if (Character.isLowSurrogate((char) cp)) {
            if (index > start) {
                char c = v[index - 1];
                if (Character.isHighSurrogate(c)) {
                    return Character.toCodePoint(c, (char) cp);
                }
            }
        } else if (index + 1 < end) {
            char c = v[index + 1];
            if (Character.isLowSurrogate(c)) {
                return -Character.toCodePoint((char) cp, c);
            }
        }
        return cp;
    }

    /** True if the JDK stores these chars as LATIN1 (all of them up to U+00FF). */
    private static boolean isLatin1(char[] v) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xFF) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len
                || ooffset > (long) pa.length - len) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset,
            int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len
                || ooffset > (long) pa.length - len) {
            return false;
        }
        return compareCI(ta, toffset, len, pa, ooffset, len) == 0;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        int pc = pa.length;
        if (toffset < 0 || toffset > ta.length - pc) {
            return false;
        }
        for (int i = 0; i < pc; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    /** The JDK's formula: s[0]*31^(n-1) + ... + s[n-1], cached (0 is recomputed each time). */
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ---- searching ----

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    /** Finds a char or, for a supplementary code point, its surrogate pair. */
    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int max = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < max - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = Math.min(fromIndex, v.length - 1); i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = Math.min(fromIndex, v.length - 2); i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, 0, value.length, str.value, 0, str.value.length, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, 0, value.length, str.value, 0, str.value.length, fromIndex);
    }

    /**
     * Naive search of target[targetOffset..+targetCount) in source[sourceOffset..+sourceCount),
     * starting at fromIndex (clamped as the JDK does); shared with the string builders.
     */
    static int indexOf(char[] source, int sourceOffset, int sourceCount, char[] target,
            int targetOffset, int targetCount, int fromIndex) {
        if (fromIndex >= sourceCount) {
            return (targetCount == 0 ? sourceCount : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (targetCount == 0) {
            return fromIndex;
        }
        char first = target[targetOffset];
        int max = sourceOffset + (sourceCount - targetCount);
        for (int i = sourceOffset + fromIndex; i <= max; i++) {
            if (source[i] != first) {
                while (++i <= max && source[i] != first) {
                    // skip to the next occurrence of the first char
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + targetCount - 1;
                for (int k = targetOffset + 1; j < end && source[j] == target[k]; j++, k++) {
                    // compare the rest
                }
                if (j == end) {
                    return i - sourceOffset;
                }
            }
        }
        return -1;
    }

    /** Searches a builder's chars (source[0..sourceCount)) for target. */
    static int indexOf(char[] source, int sourceCount, String target, int fromIndex) {
        return indexOf(source, 0, sourceCount, target.value, 0, target.value.length, fromIndex);
    }

    static int lastIndexOf(char[] source, int sourceCount, String target, int fromIndex) {
        return lastIndexOf(source, 0, sourceCount, target.value, 0, target.value.length,
                fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, 0, value.length, str.value, 0, str.value.length, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, 0, value.length, str.value, 0, str.value.length, fromIndex);
    }

    /** Backward counterpart of {@link #indexOf(char[], int, int, char[], int, int, int)}. */
    static int lastIndexOf(char[] source, int sourceOffset, int sourceCount, char[] target,
            int targetOffset, int targetCount, int fromIndex) {
        int rightIndex = sourceCount - targetCount;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (targetCount == 0) {
            return fromIndex;
        }
        for (int i = sourceOffset + fromIndex; i >= sourceOffset; i--) {
            int j = 0;
            while (j < targetCount && source[i + j] == target[targetOffset + j]) {
                j++;
            }
            if (j == targetCount) {
                return i - sourceOffset;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ---- derived strings ----

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copyOf(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        int otherLen = str.value.length;
        if (otherLen == 0) {
            return this;
        }
        int len = value.length;
        char[] buf = new char[len + otherLen];
        System.arraycopy(value, 0, buf, 0, len);
        System.arraycopy(str.value, 0, buf, len, otherLen);
        return new String(buf, true);
    }

    /** Returns this string itself when oldChar does not occur. */
    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = new char[len];
                System.arraycopy(v, 0, buf, 0, i);
                for (; i < len; i++) {
                    char c = v[i];
                    buf[i] = (c == oldChar) ? newChar : c;
                }
                return new String(buf, true);
            }
        }
        return this;
    }

    /**
     * Replaces every non-overlapping occurrence, left to right. An empty target matches before
     * every char and at the end ("abc".replace("", "-") is "-a-b-c-").
     */
    public String replace(CharSequence target, CharSequence replacement) {
        char[] tv = target.toString().value;
        char[] rv = replacement.toString().value;
        char[] v = value;
        int tlen = tv.length;
        int j = indexOf(v, 0, v.length, tv, 0, tlen, 0);
        if (j < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(v.length + 16);
        int i = 0;
        if (tlen == 0) {
            for (; i < v.length; i++) {
                sb.append(rv, 0, rv.length).append(v[i]);
            }
            sb.append(rv, 0, rv.length);
            return sb.toString();
        }
        do {
            sb.append(v, i, j - i).append(rv, 0, rv.length);
            i = j + tlen;
            j = indexOf(v, 0, v.length, tv, 0, tlen, i);
        } while (j >= 0);
        sb.append(v, i, v.length - i);
        return sb.toString();
    }

    public boolean matches(String regex) {
        return Regex.compile(regex).matches(this);
    }

    public String replaceFirst(String regex, String replacement) {
        return Regex.compile(regex).replace(this, replacement, false);
    }

    public String replaceAll(String regex, String replacement) {
        return Regex.compile(regex).replace(this, replacement, true);
    }

    /**
     * Splits around matches of the regex. Like the JDK, a single char that is not a regex
     * metacharacter, or a backslash followed by a char that is not a letter or digit, takes a fast
     * path without compiling a pattern.
     */
    public String[] split(String regex, int limit) {
        char ch = 0;
        char[] rv = regex.value;
        if ((rv.length == 1 && ".$|()[{^?*+\\".indexOf(ch = rv[0]) == -1)
                || (rv.length == 2 && rv[0] == '\\' && ((ch = rv[1]) - '0' | '9' - ch) < 0
                        && (ch - 'a' | 'z' - ch) < 0 && (ch - 'A' | 'Z' - ch) < 0)) {
            if (!Character.isSurrogate(ch)) {
                return splitOnChar(ch, limit);
            }
        }
        return Regex.compile(regex).split(this, limit);
    }

    private String[] splitOnChar(char ch, int limit) {
        char[] v = value;
        int len = v.length;
        boolean limited = limit > 0;
        // First pass: count the pieces, so the result needs no growable list.
        int pieces = 1;
        for (int i = 0; i < len; i++) {
            if (v[i] == ch) {
                if (limited && pieces == limit) {
                    break;
                }
                pieces++;
            }
        }
        if (pieces == 1) {
            return new String[] {this};
        }
        String[] result = new String[pieces];
        int off = 0;
        int k = 0;
        for (int i = 0; i < len && k < pieces - 1; i++) {
            if (v[i] == ch) {
                result[k++] = new String(copyOf(v, off, i - off), true);
                off = i + 1;
            }
        }
        result[k] = new String(copyOf(v, off, len - off), true);
        int size = pieces;
        if (limit == 0) {
            while (size > 0 && result[size - 1].value.length == 0) {
                size--;
            }
            if (size < pieces) {
                String[] trimmed = new String[size];
                System.arraycopy(result, 0, trimmed, 0, size);
                return trimmed;
            }
        }
        return result;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    /** Joins the elements with the delimiter; null elements appear as "null". */
    public static String join(CharSequence delimiter, CharSequence... elements) {
        // Dereferenced as the JDK does, so a null gives the same (helpful) NullPointerException.
        String delim = delimiter.toString();
        int n = elements.length;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(delim);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext();) {
            if (!first) {
                sb.append(delimiter);
            }
            sb.append(it.next());
            first = false;
        }
        return sb.toString();
    }

    // ---- case mapping ----

    /**
     * Lower-cases per code point. Two context rules of Unicode's special casing are applied as in
     * the JDK (for non-Turkic locales): U+0130 becomes "i\u0307", and a capital sigma at the end of
     * a word becomes the final sigma U+03C2.
     */
    /**
     * Lower case by the locale's rules: Turkish and Azerbaijani map I to dotless i and dotted
     * capital I to i; every other locale uses the root rules.
     */
    public String toLowerCase(java.util.Locale locale) {
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            return replace('I', '\u0131').replace('\u0130', 'i').toLowerCase();
        }
        return toLowerCase();
    }

    /** Upper case by the locale's rules: Turkish and Azerbaijani map i to dotted capital I. */
    public String toUpperCase(java.util.Locale locale) {
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            return replace('i', '\u0130').toUpperCase();
        }
        return toUpperCase();
    }

    public String toLowerCase() {
        char[] v = value;
        int len = v.length;
        int first = 0;
        // Scan for the first char that changes; unchanged strings are returned as they are.
        for (; first < len; first++) {
            char c = v[first];
            if (Character.isHighSurrogate(c) && first + 1 < len
                    && Character.isLowSurrogate(v[first + 1])) {
                int cp = Character.toCodePoint(c, v[first + 1]);
                if (Character.toLowerCase(cp) != cp) {
                    break;
                }
                first++;
            } else if (c == '\u0130' || Character.toLowerCase(c) != c) {
                break;
            }
        }
        if (first == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len + 1);
        sb.append(v, 0, first);
        for (int i = first; i < len; i++) {
            int cp = Character.codePointAtImpl(v, i, len);
            if (cp == '\u0130') {
                sb.append('i').append('\u0307');
            } else if (cp == '\u03a3') {
                sb.append(isFinalSigma(v, i) ? '\u03c2' : '\u03c3');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                i++;
            }
        }
        return sb.toString();
    }

    /** Final_Cased: a cased letter before (skipping case-ignorables) and none after. */
    private static boolean isFinalSigma(char[] v, int index) {
        int i = index - 1;
        while (i >= 0 && isCaseIgnorable(v[i])) {
            i--;
        }
        if (i < 0 || !isCased(v[i])) {
            return false;
        }
        int j = index + 1;
        while (j < v.length && isCaseIgnorable(v[j])) {
            j++;
        }
        return j >= v.length || !isCased(v[j]);
    }

    private static boolean isCased(char c) {
        return Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c);
    }

    private static boolean isCaseIgnorable(char c) {
        switch (c) {
            case '\'':
            case '.':
            case ':':
            case '^':
            case '`':
            case '\u00b7':
            case '\u2018':
            case '\u2019':
            case '\u2024':
                return true;
            default:
                int t = Character.getType(c);
                return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK
                        || t == Character.FORMAT || t == Character.MODIFIER_LETTER
                        || t == Character.MODIFIER_SYMBOL;
        }
    }

    /**
     * Upper-cases per code point, expanding the chars whose upper case is several chars (for
     * example '\u00df' becomes "SS"), as Unicode's SpecialCasing.txt and the JDK do.
     */
    public String toUpperCase() {
        char[] v = value;
        int len = v.length;
        int first = 0;
        for (; first < len; first++) {
            char c = v[first];
            if (Character.isHighSurrogate(c) && first + 1 < len
                    && Character.isLowSurrogate(v[first + 1])) {
                int cp = Character.toCodePoint(c, v[first + 1]);
                if (Character.toUpperCase(cp) != cp) {
                    break;
                }
                first++;
            } else if (Character.toUpperCase(c) != c
                    || (c >= '\u00df' && SpecialUpper.find(c) >= 0)) {
                break;
            }
        }
        if (first == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len + 2);
        sb.append(v, 0, first);
        for (int i = first; i < len; i++) {
            int cp = Character.codePointAtImpl(v, i, len);
            int special = (cp >= '\u00df' && cp <= '\uffff') ? SpecialUpper.find((char) cp) : -1;
            if (special >= 0) {
                sb.append(SpecialUpper.VALUES[special]);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
            if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                i++;
            }
        }
        return sb.toString();
    }

    /** The chars whose upper case is more than one char (generated from JDK 17's tables). */
    private static final class SpecialUpper {
        static final String KEYS = ""
                + "\u00df\u0149\u01f0\u0390\u03b0\u0587\u1e96\u1e97\u1e98\u1e99\u1e9a\u1f50"
                + "\u1f52\u1f54\u1f56\u1f80\u1f81\u1f82\u1f83\u1f84\u1f85\u1f86\u1f87\u1f88"
                + "\u1f89\u1f8a\u1f8b\u1f8c\u1f8d\u1f8e\u1f8f\u1f90\u1f91\u1f92\u1f93\u1f94"
                + "\u1f95\u1f96\u1f97\u1f98\u1f99\u1f9a\u1f9b\u1f9c\u1f9d\u1f9e\u1f9f\u1fa0"
                + "\u1fa1\u1fa2\u1fa3\u1fa4\u1fa5\u1fa6\u1fa7\u1fa8\u1fa9\u1faa\u1fab\u1fac"
                + "\u1fad\u1fae\u1faf\u1fb2\u1fb3\u1fb4\u1fb6\u1fb7\u1fbc\u1fc2\u1fc3\u1fc4"
                + "\u1fc6\u1fc7\u1fcc\u1fd2\u1fd3\u1fd6\u1fd7\u1fe2\u1fe3\u1fe4\u1fe6\u1fe7"
                + "\u1ff2\u1ff3\u1ff4\u1ff6\u1ff7\u1ffc\ufb00\ufb01\ufb02\ufb03\ufb04\ufb05"
                + "\ufb06\ufb13\ufb14\ufb15\ufb16\ufb17";
        static final String[] VALUES = {
            "\u0053\u0053", "\u02bc\u004e", "\u004a\u030c", "\u0399\u0308\u0301",
            "\u03a5\u0308\u0301", "\u0535\u0552", "\u0048\u0331", "\u0054\u0308", "\u0057\u030a",
            "\u0059\u030a", "\u0041\u02be", "\u03a5\u0313", "\u03a5\u0313\u0300",
            "\u03a5\u0313\u0301", "\u03a5\u0313\u0342", "\u1f08\u0399", "\u1f09\u0399",
            "\u1f0a\u0399", "\u1f0b\u0399", "\u1f0c\u0399", "\u1f0d\u0399", "\u1f0e\u0399",
            "\u1f0f\u0399", "\u1f08\u0399", "\u1f09\u0399", "\u1f0a\u0399", "\u1f0b\u0399",
            "\u1f0c\u0399", "\u1f0d\u0399", "\u1f0e\u0399", "\u1f0f\u0399", "\u1f28\u0399",
            "\u1f29\u0399", "\u1f2a\u0399", "\u1f2b\u0399", "\u1f2c\u0399", "\u1f2d\u0399",
            "\u1f2e\u0399", "\u1f2f\u0399", "\u1f28\u0399", "\u1f29\u0399", "\u1f2a\u0399",
            "\u1f2b\u0399", "\u1f2c\u0399", "\u1f2d\u0399", "\u1f2e\u0399", "\u1f2f\u0399",
            "\u1f68\u0399", "\u1f69\u0399", "\u1f6a\u0399", "\u1f6b\u0399", "\u1f6c\u0399",
            "\u1f6d\u0399", "\u1f6e\u0399", "\u1f6f\u0399", "\u1f68\u0399", "\u1f69\u0399",
            "\u1f6a\u0399", "\u1f6b\u0399", "\u1f6c\u0399", "\u1f6d\u0399", "\u1f6e\u0399",
            "\u1f6f\u0399", "\u1fba\u0399", "\u0391\u0399", "\u0386\u0399", "\u0391\u0342",
            "\u0391\u0342\u0399", "\u0391\u0399", "\u1fca\u0399", "\u0397\u0399", "\u0389\u0399",
            "\u0397\u0342", "\u0397\u0342\u0399", "\u0397\u0399", "\u0399\u0308\u0300",
            "\u0399\u0308\u0301", "\u0399\u0342", "\u0399\u0308\u0342", "\u03a5\u0308\u0300",
            "\u03a5\u0308\u0301", "\u03a1\u0313", "\u03a5\u0342", "\u03a5\u0308\u0342",
            "\u1ffa\u0399", "\u03a9\u0399", "\u038f\u0399", "\u03a9\u0342", "\u03a9\u0342\u0399",
            "\u03a9\u0399", "\u0046\u0046", "\u0046\u0049", "\u0046\u004c", "\u0046\u0046\u0049",
            "\u0046\u0046\u004c", "\u0053\u0054", "\u0053\u0054", "\u0544\u0546", "\u0544\u0535",
            "\u0544\u053b", "\u054e\u0546", "\u0544\u053d",
        };

        /** Binary search in KEYS; -1 if c has no multi-char upper case. */
        static int find(char c) {
            int lo = 0;
            int hi = KEYS.length() - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                char k = KEYS.charAt(mid);
                if (k < c) {
                    lo = mid + 1;
                } else if (k > c) {
                    hi = mid - 1;
                } else {
                    return mid;
                }
            }
            return -1;
        }
    }

    // ---- whitespace ----

    /** Removes leading and trailing chars <= ' '. */
    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while (st < len && v[st] <= ' ') {
            st++;
        }
        while (st < len && v[len - 1] <= ' ') {
            len--;
        }
        return ((st > 0) || (len < v.length)) ? substring(st, len) : this;
    }

    /** JDK 11: removes leading and trailing Character.isWhitespace code points. */
    public String strip() {
        int st = skipWhitespace(0);
        int end = skipWhitespaceBackward(value.length);
        return (st >= end) ? "" : substring(st, end);
    }

    public String stripLeading() {
        return substring(skipWhitespace(0));
    }

    public String stripTrailing() {
        return substring(0, skipWhitespaceBackward(value.length));
    }

    /** JDK 11: the lines, split at \n, \r and \r\n (no trailing empty line). */
    public java.util.stream.Stream<String> lines() {
        return CharStreams.lines(this);
    }

    /** JDK 11: true if empty or only whitespace. */
    public boolean isBlank() {
        return skipWhitespace(0) == value.length;
    }

    private int skipWhitespace(int i) {
        int len = value.length;
        while (i < len) {
            int cp = Character.codePointAtImpl(value, i, len);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int skipWhitespaceBackward(int i) {
        while (i > 0) {
            int cp = Character.codePointBeforeImpl(value, i, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return i;
    }

    /** JDK 11: this string repeated count times. */
    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] buf = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, buf, i * len, len);
        }
        return new String(buf, true);
    }

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        char[] result = new char[value.length];
        System.arraycopy(value, 0, result, 0, value.length);
        return result;
    }

    /** The canonical instance of this string (shared with literals); implemented by the VM. */
    public native String intern();

    /**
     * Formats the arguments as java.util.Formatter does for the en_US locale; see
     * {@link Formatting} for the supported conversions.
     */
    public static String format(String format, Object... args) {
        return Formatting.format(format, args);
    }

    /** As format(String, Object...): every locale formats as the English default does. */
    public static String format(java.util.Locale l, String format, Object... args) {
        return Formatting.format(format, args);
    }

    /** JDK 15: the same as String.format(this, args). */
    public String formatted(Object... args) {
        return Formatting.format(this, args);
    }

    /** JDK 12: every line shifted by n spaces (n < 0 removes up to -n leading whitespace), each ended by \n. */
    public String indent(int n) {
        return StringLines.indent(this, n);
    }

    /** JDK 15: removes incidental indentation and trailing whitespace, as for text blocks. */
    public String stripIndent() {
        return StringLines.stripIndent(this);
    }

    /** JDK 15: interprets escape sequences as in string literals. */
    public String translateEscapes() {
        return StringLines.translateEscapes(this);
    }

    /** JDK 12: f applied to this string. */
    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    // ---- valueOf ----

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }
}
