package java.lang;

/**
 * The box of a char, and the character classification and conversion methods.
 *
 * <p>Properties of Latin-1 chars come from a table generated from JDK 17 (Unicode 13). Above
 * U+00FF the general category and the simple case mappings come from the VM (getType0,
 * toUpperCase0, toLowerCase0), and the binary properties that are not functions of the category
 * (Other_Lowercase, Other_Uppercase, Other_Alphabetic, Ideographic, Bidi_Mirrored) from range
 * tables generated from JDK 17 (as is the table of numeric values of non-digit numeric chars).
 * UnicodeBlock, UnicodeScript, getName and getDirectionality are not provided.
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';

    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;

    public static final int SIZE = 16;
    public static final int BYTES = SIZE / Byte.SIZE;

    // Bits of the Latin-1 property table (bits 0-4 hold the general category).
    private static final int WHITESPACE = 1 << 5;
    private static final int LOWER = 1 << 6;
    private static final int UPPER = 1 << 7;
    private static final int ALPHABETIC = 1 << 8;
    private static final int JAVA_ID_START = 1 << 9;
    private static final int JAVA_ID_PART = 1 << 10;
    private static final int ID_IGNORABLE = 1 << 11;
    private static final int UNICODE_ID_START = 1 << 12;
    private static final int UNICODE_ID_PART = 1 << 13;
    private static final int MIRRORED = 1 << 14;

    /** Properties of U+0000..U+00FF, see the bit constants above. */
    private static final char[] LATIN1 = ("\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f"
            + "\u002f\u002f\u002f\u002f\u002f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u002f\u002f\u002f\u002f\u002c"
            + "\u0018\u0018\u0018\u061a\u0018\u0018\u0018\u4015\u4016\u0018\u0019\u0018"
            + "\u0014\u0018\u0018\u2409\u2409\u2409\u2409\u2409\u2409\u2409\u2409\u2409"
            + "\u2409\u0018\u0018\u4019\u0019\u4019\u0018\u0018\u3781\u3781\u3781\u3781"
            + "\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781"
            + "\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u4015\u0018"
            + "\u4016\u001b\u2617\u001b\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u4015\u0019\u4016\u0019\u2c0f\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u000c\u0018\u061a\u061a\u061a"
            + "\u061a\u001c\u0018\u001b\u001c\u3745\u401d\u0019\u2c10\u001c\u001b\u001c"
            + "\u0019\u000b\u000b\u001b\u3742\u0018\u2018\u001b\u000b\u3745\u401e\u000b"
            + "\u000b\u000b\u0018\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781"
            + "\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3781"
            + "\u3781\u3781\u0019\u3781\u3781\u3781\u3781\u3781\u3781\u3781\u3742\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u0019\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742").toCharArray();

    /** getNumericValue + 2 for U+0000..U+00FF. */
    private static final char[] LATIN1_NUMERIC = ("\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008"
            + "\u0009\n\u000b\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u000c\r\u000e"
            + "\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a"
            + "\u001b\u001c\u001d\u001e\u001f\u0020\u0021\"\u0023\u0024\u0025\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u000c\r\u000e\u000f\u0010\u0011\u0012"
            + "\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e"
            + "\u001f\u0020\u0021\"\u0023\u0024\u0025\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0004\u0005\u0001\u0001\u0001\u0001\u0001\u0003\u0001\u0001"
            + "\u0000\u0000\u0000\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001"
            + "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001").toCharArray();

    private final char value;

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    /** The boxes of '\u0000'..'\u007f' are cached, as in the JDK. */
    private static final class CharacterCache {
        static final Character[] CACHE = new Character[128];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new Character((char) i);
            }
        }
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            return CharacterCache.CACHE[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Character) && value == ((Character) obj).value;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    /** JDK 11: the string of one code point. */
    public static String toString(int codePoint) {
        return new String(toChars(codePoint), true);
    }

    public int compareTo(Character anotherCharacter) {
        return compare(value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ---- code points and surrogates ----

    public static boolean isValidCodePoint(int codePoint) {
        int plane = codePoint >>> 16;
        return plane < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch < (MAX_HIGH_SURROGATE + 1);
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch < (MAX_LOW_SURROGATE + 1);
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < (MAX_SURROGATE + 1);
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT
                - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10)
                + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAtImpl(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || limit < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointAtImpl(a, index, limit);
    }

    static int codePointAtImpl(char[] a, int index, int limit) {
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBeforeImpl(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || start >= a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointBeforeImpl(a, index, start);
    }

    static int codePointBeforeImpl(char[] a, int index, int start) {
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        } else if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw invalidCodePoint(codePoint);
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] {(char) codePoint};
        } else if (isValidCodePoint(codePoint)) {
            return new char[] {highSurrogate(codePoint), lowSurrogate(codePoint)};
        }
        throw invalidCodePoint(codePoint);
    }

    private static IllegalArgumentException invalidCodePoint(int codePoint) {
        return new IllegalArgumentException("Not a valid Unicode code point: 0x"
                + Integer.toHexString(codePoint).toUpperCase());
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex;) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        return codePointCountImpl(a, offset, count);
    }

    static int codePointCountImpl(char[] a, int offset, int count) {
        int endIndex = offset + count;
        int n = count;
        for (int i = offset; i < endIndex;) {
            if (isHighSurrogate(a[i++]) && i < endIndex && isLowSurrogate(a[i])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length
                        && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0
                        && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    public static int offsetByCodePoints(char[] a, int start, int count, int index,
            int codePointOffset) {
        if (count > a.length - start || start < 0 || count < 0 || index < start
                || index > start + count) {
            throw new IndexOutOfBoundsException();
        }
        return offsetByCodePointsImpl(a, start, count, index, codePointOffset);
    }

    static int offsetByCodePointsImpl(char[] a, int start, int count, int index,
            int codePointOffset) {
        int x = index;
        if (codePointOffset >= 0) {
            int limit = start + count;
            int i;
            for (i = 0; x < limit && i < codePointOffset; i++) {
                if (isHighSurrogate(a[x++]) && x < limit && isLowSurrogate(a[x])) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > start && i < 0; i++) {
                if (isLowSurrogate(a[--x]) && x > start && isHighSurrogate(a[x - 1])) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    // ---- classification ----

    static native int getType0(int codePoint);

    static native int toUpperCase0(int codePoint);

    static native int toLowerCase0(int codePoint);

    public static int getType(char ch) {
        return getType((int) ch);
    }

    /** The general category; invalid code points are UNASSIGNED. */
    public static int getType(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return LATIN1[codePoint] & 0x1f;
        }
        if (!isValidCodePoint(codePoint)) {
            return UNASSIGNED;
        }
        return getType0(codePoint);
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & LOWER) != 0;
        }
        return getType(codePoint) == LOWERCASE_LETTER
                || Ranges.contains(Ranges.OTHER_LOWERCASE, codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & UPPER) != 0;
        }
        return getType(codePoint) == UPPERCASE_LETTER
                || Ranges.contains(Ranges.OTHER_UPPERCASE, codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint >= '0' && codePoint <= '9') {
            return true;
        }
        return codePoint >= 256 && getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    /** Categories Lu, Ll, Lt, Lm and Lo. */
    public static boolean isLetter(int codePoint) {
        int t = getType(codePoint);
        return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == DECIMAL_DIGIT_NUMBER;
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    /** Letters, letter numbers and the Other_Alphabetic property. */
    public static boolean isAlphabetic(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & ALPHABETIC) != 0;
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || Ranges.contains(Ranges.OTHER_ALPHABETIC, codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        return codePoint >= 256 && Ranges.contains(Ranges.IDEOGRAPHIC, codePoint);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & JAVA_ID_START) != 0;
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION;
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & JAVA_ID_PART) != 0;
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION
                || t == DECIMAL_DIGIT_NUMBER || t == COMBINING_SPACING_MARK
                || t == NON_SPACING_MARK || t == FORMAT;
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    /** ID_Start: letters, letter numbers and the Other_ID_Start chars. */
    public static boolean isUnicodeIdentifierStart(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & UNICODE_ID_START) != 0;
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || isOtherIdStart(codePoint);
    }

    private static boolean isOtherIdStart(int cp) {
        return cp == 0x1885 || cp == 0x1886 || cp == 0x2118 || cp == 0x212E || cp == 0x309B
                || cp == 0x309C;
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    /** ID_Continue plus the identifier-ignorable chars, as in the JDK. */
    public static boolean isUnicodeIdentifierPart(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & UNICODE_ID_PART) != 0;
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CONNECTOR_PUNCTUATION || t == DECIMAL_DIGIT_NUMBER
                || t == COMBINING_SPACING_MARK || t == NON_SPACING_MARK || t == FORMAT
                || isOtherIdStart(codePoint) || codePoint == 0x0387
                || (codePoint >= 0x1369 && codePoint <= 0x1371) || codePoint == 0x19DA;
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & ID_IGNORABLE) != 0;
        }
        return getType(codePoint) == FORMAT;
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return (ch <= 0x0020)
                && (((((1L << 0x0009) | (1L << 0x000A) | (1L << 0x000C) | (1L << 0x000D)
                        | (1L << 0x0020)) >> ch) & 1L) != 0);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        int t = getType(codePoint);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    /** Space separators other than the no-break spaces, and the ASCII/C1 whitespace controls. */
    public static boolean isWhitespace(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & WHITESPACE) != 0;
        }
        int t = getType(codePoint);
        return (t == SPACE_SEPARATOR && codePoint != 0x2007 && codePoint != 0x202F)
                || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9F && (codePoint >= 0x7F || (codePoint >>> 5 == 0));
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (LATIN1[codePoint] & MIRRORED) != 0;
        }
        return Ranges.contains(Ranges.MIRRORED, codePoint);
    }

    // ---- case conversion ----

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint < 256) {
            if ((codePoint >= 'A' && codePoint <= 'Z')
                    || (codePoint >= 0xC0 && codePoint <= 0xDE && codePoint != 0xD7)) {
                return codePoint + 32;
            }
            return codePoint;
        }
        return isValidCodePoint(codePoint) ? toLowerCase0(codePoint) : codePoint;
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint < 256) {
            if ((codePoint >= 'a' && codePoint <= 'z')
                    || (codePoint >= 0xE0 && codePoint <= 0xFE && codePoint != 0xF7)) {
                return codePoint - 32;
            }
            if (codePoint == 0xB5) {
                return 0x39C; // micro sign -> Greek capital mu
            }
            if (codePoint == 0xFF) {
                return 0x178; // y with diaeresis
            }
            return codePoint;
        }
        return isValidCodePoint(codePoint) ? toUpperCase0(codePoint) : codePoint;
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    /**
     * Like toUpperCase, except for the Latin digraphs with a distinct title case form and the
     * Georgian letters, whose title case is themselves.
     */
    public static int toTitleCase(int codePoint) {
        if (codePoint >= 0x1C4 && codePoint <= 0x1CC) {
            return 0x1C5 + ((codePoint - 0x1C4) / 3) * 3;
        }
        if (codePoint >= 0x1F1 && codePoint <= 0x1F3) {
            return 0x1F2;
        }
        if ((codePoint >= 0x10D0 && codePoint <= 0x10FA)
                || (codePoint >= 0x10FD && codePoint <= 0x10FF)) {
            return codePoint;
        }
        return toUpperCase(codePoint);
    }

    // ---- digits ----

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    /** The value of the code point as a digit in the radix, or -1. */
    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int value;
        if (codePoint >= '0' && codePoint <= '9') {
            value = codePoint - '0';
        } else if (codePoint >= 'a' && codePoint <= 'z') {
            value = codePoint - 'a' + 10;
        } else if (codePoint >= 'A' && codePoint <= 'Z') {
            value = codePoint - 'A' + 10;
        } else if (codePoint < 256) {
            return -1;
        } else {
            value = nonLatin1DigitValue(codePoint);
        }
        return (value >= 0 && value < radix) ? value : -1;
    }

    /** Full-width Latin letters count as digits 10..35; other decimal digits by position. */
    private static int nonLatin1DigitValue(int codePoint) {
        if (codePoint >= 0xFF21 && codePoint <= 0xFF3A) {
            return codePoint - 0xFF21 + 10;
        }
        if (codePoint >= 0xFF41 && codePoint <= 0xFF5A) {
            return codePoint - 0xFF41 + 10;
        }
        if (getType(codePoint) != DECIMAL_DIGIT_NUMBER) {
            return -1;
        }
        // Unicode allocates decimal digits in contiguous runs of ten, from zero to nine.
        int start = codePoint;
        while (getType(start - 1) == DECIMAL_DIGIT_NUMBER) {
            start--;
        }
        return (codePoint - start) % 10;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    /**
     * The numeric value: digits, Latin letters (10..35), numerals such as superscripts, Roman
     * numerals and circled numbers; -2 for fractions and other non-integral values, -1 otherwise.
     */
    public static int getNumericValue(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return LATIN1_NUMERIC[codePoint] - 2;
        }
        int v = nonLatin1DigitValue(codePoint);
        if (v < 0) {
            int t = getType(codePoint);
            if (t == LETTER_NUMBER || t == OTHER_NUMBER || t == OTHER_LETTER) {
                v = Ranges.numericValue(codePoint);
            }
        }
        return v;
    }

    /** The digit char ('0'..'9', 'a'..'z') for the value, or '\0' if it is not valid. */
    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0) {
            return '\0';
        }
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    /**
     * Property range tables above U+00FF, generated from JDK 17. Each range is two code points
     * (first, last), each stored as two chars (high and low 16 bits); decoded on first use.
     */
    private static final class Ranges {
        static final int[] OTHER_LOWERCASE = decode("\u0000\u02b0\u0000\u02b8\u0000\u02c0\u0000"
                + "\u02c1\u0000\u02e0\u0000\u02e4\u0000\u0345\u0000\u0345\u0000\u037a\u0000"
                + "\u037a\u0000\u1d2c\u0000\u1d6a\u0000\u1d78\u0000\u1d78\u0000\u1d9b\u0000"
                + "\u1dbf\u0000\u2071\u0000\u2071\u0000\u207f\u0000\u207f\u0000\u2090\u0000"
                + "\u209c\u0000\u2170\u0000\u217f\u0000\u24d0\u0000\u24e9\u0000\u2c7c\u0000"
                + "\u2c7d\u0000\ua69c\u0000\ua69d\u0000\ua770\u0000\ua770\u0000\ua7f8\u0000"
                + "\ua7f9\u0000\uab5c\u0000\uab5f");
        static final int[] OTHER_UPPERCASE = decode("\u0000\u2160\u0000\u216f\u0000\u24b6\u0000"
                + "\u24cf\u0001\uf130\u0001\uf149\u0001\uf150\u0001\uf169\u0001\uf170\u0001"
                + "\uf189");
        static final int[] OTHER_ALPHABETIC = decode("\u0000\u0345\u0000\u0345\u0000\u05b0\u0000"
                + "\u05bd\u0000\u05bf\u0000\u05bf\u0000\u05c1\u0000\u05c2\u0000\u05c4\u0000"
                + "\u05c5\u0000\u05c7\u0000\u05c7\u0000\u0610\u0000\u061a\u0000\u064b\u0000"
                + "\u0657\u0000\u0659\u0000\u065f\u0000\u0670\u0000\u0670\u0000\u06d6\u0000"
                + "\u06dc\u0000\u06e1\u0000\u06e4\u0000\u06e7\u0000\u06e8\u0000\u06ed\u0000"
                + "\u06ed\u0000\u0711\u0000\u0711\u0000\u0730\u0000\u073f\u0000\u07a6\u0000"
                + "\u07b0\u0000\u0816\u0000\u0817\u0000\u081b\u0000\u0823\u0000\u0825\u0000"
                + "\u0827\u0000\u0829\u0000\u082c\u0000\u08d4\u0000\u08df\u0000\u08e3\u0000"
                + "\u08e9\u0000\u08f0\u0000\u0903\u0000\u093a\u0000\u093b\u0000\u093e\u0000"
                + "\u094c\u0000\u094e\u0000\u094f\u0000\u0955\u0000\u0957\u0000\u0962\u0000"
                + "\u0963\u0000\u0981\u0000\u0983\u0000\u09be\u0000\u09c4\u0000\u09c7\u0000"
                + "\u09c8\u0000\u09cb\u0000\u09cc\u0000\u09d7\u0000\u09d7\u0000\u09e2\u0000"
                + "\u09e3\u0000\u0a01\u0000\u0a03\u0000\u0a3e\u0000\u0a42\u0000\u0a47\u0000"
                + "\u0a48\u0000\u0a4b\u0000\u0a4c\u0000\u0a51\u0000\u0a51\u0000\u0a70\u0000"
                + "\u0a71\u0000\u0a75\u0000\u0a75\u0000\u0a81\u0000\u0a83\u0000\u0abe\u0000"
                + "\u0ac5\u0000\u0ac7\u0000\u0ac9\u0000\u0acb\u0000\u0acc\u0000\u0ae2\u0000"
                + "\u0ae3\u0000\u0afa\u0000\u0afc\u0000\u0b01\u0000\u0b03\u0000\u0b3e\u0000"
                + "\u0b44\u0000\u0b47\u0000\u0b48\u0000\u0b4b\u0000\u0b4c\u0000\u0b56\u0000"
                + "\u0b57\u0000\u0b62\u0000\u0b63\u0000\u0b82\u0000\u0b82\u0000\u0bbe\u0000"
                + "\u0bc2\u0000\u0bc6\u0000\u0bc8\u0000\u0bca\u0000\u0bcc\u0000\u0bd7\u0000"
                + "\u0bd7\u0000\u0c00\u0000\u0c03\u0000\u0c3e\u0000\u0c44\u0000\u0c46\u0000"
                + "\u0c48\u0000\u0c4a\u0000\u0c4c\u0000\u0c55\u0000\u0c56\u0000\u0c62\u0000"
                + "\u0c63\u0000\u0c81\u0000\u0c83\u0000\u0cbe\u0000\u0cc4\u0000\u0cc6\u0000"
                + "\u0cc8\u0000\u0cca\u0000\u0ccc\u0000\u0cd5\u0000\u0cd6\u0000\u0ce2\u0000"
                + "\u0ce3\u0000\u0d00\u0000\u0d03\u0000\u0d3e\u0000\u0d44\u0000\u0d46\u0000"
                + "\u0d48\u0000\u0d4a\u0000\u0d4c\u0000\u0d57\u0000\u0d57\u0000\u0d62\u0000"
                + "\u0d63\u0000\u0d81\u0000\u0d83\u0000\u0dcf\u0000\u0dd4\u0000\u0dd6\u0000"
                + "\u0dd6\u0000\u0dd8\u0000\u0ddf\u0000\u0df2\u0000\u0df3\u0000\u0e31\u0000"
                + "\u0e31\u0000\u0e34\u0000\u0e3a\u0000\u0e4d\u0000\u0e4d\u0000\u0eb1\u0000"
                + "\u0eb1\u0000\u0eb4\u0000\u0eb9\u0000\u0ebb\u0000\u0ebc\u0000\u0ecd\u0000"
                + "\u0ecd\u0000\u0f71\u0000\u0f81\u0000\u0f8d\u0000\u0f97\u0000\u0f99\u0000"
                + "\u0fbc\u0000\u102b\u0000\u1036\u0000\u1038\u0000\u1038\u0000\u103b\u0000"
                + "\u103e\u0000\u1056\u0000\u1059\u0000\u105e\u0000\u1060\u0000\u1062\u0000"
                + "\u1064\u0000\u1067\u0000\u106d\u0000\u1071\u0000\u1074\u0000\u1082\u0000"
                + "\u108d\u0000\u108f\u0000\u108f\u0000\u109a\u0000\u109d\u0000\u1712\u0000"
                + "\u1713\u0000\u1732\u0000\u1733\u0000\u1752\u0000\u1753\u0000\u1772\u0000"
                + "\u1773\u0000\u17b6\u0000\u17c8\u0000\u1885\u0000\u1886\u0000\u18a9\u0000"
                + "\u18a9\u0000\u1920\u0000\u192b\u0000\u1930\u0000\u1938\u0000\u1a17\u0000"
                + "\u1a1b\u0000\u1a55\u0000\u1a5e\u0000\u1a61\u0000\u1a74\u0000\u1abf\u0000"
                + "\u1ac0\u0000\u1b00\u0000\u1b04\u0000\u1b35\u0000\u1b43\u0000\u1b80\u0000"
                + "\u1b82\u0000\u1ba1\u0000\u1ba9\u0000\u1bac\u0000\u1bad\u0000\u1be7\u0000"
                + "\u1bf1\u0000\u1c24\u0000\u1c36\u0000\u1de7\u0000\u1df4\u0000\u24b6\u0000"
                + "\u24e9\u0000\u2de0\u0000\u2dff\u0000\ua674\u0000\ua67b\u0000\ua69e\u0000"
                + "\ua69f\u0000\ua802\u0000\ua802\u0000\ua80b\u0000\ua80b\u0000\ua823\u0000"
                + "\ua827\u0000\ua880\u0000\ua881\u0000\ua8b4\u0000\ua8c3\u0000\ua8c5\u0000"
                + "\ua8c5\u0000\ua8ff\u0000\ua8ff\u0000\ua926\u0000\ua92a\u0000\ua947\u0000"
                + "\ua952\u0000\ua980\u0000\ua983\u0000\ua9b4\u0000\ua9bf\u0000\ua9e5\u0000"
                + "\ua9e5\u0000\uaa29\u0000\uaa36\u0000\uaa43\u0000\uaa43\u0000\uaa4c\u0000"
                + "\uaa4d\u0000\uaa7b\u0000\uaa7d\u0000\uaab0\u0000\uaab0\u0000\uaab2\u0000"
                + "\uaab4\u0000\uaab7\u0000\uaab8\u0000\uaabe\u0000\uaabe\u0000\uaaeb\u0000"
                + "\uaaef\u0000\uaaf5\u0000\uaaf5\u0000\uabe3\u0000\uabea\u0000\ufb1e\u0000"
                + "\ufb1e\u0001\u0376\u0001\u037a\u0001\u0a01\u0001\u0a03\u0001\u0a05\u0001"
                + "\u0a06\u0001\u0a0c\u0001\u0a0f\u0001\u0d24\u0001\u0d27\u0001\u0eab\u0001"
                + "\u0eac\u0001\u1000\u0001\u1002\u0001\u1038\u0001\u1045\u0001\u1082\u0001"
                + "\u1082\u0001\u10b0\u0001\u10b8\u0001\u1100\u0001\u1102\u0001\u1127\u0001"
                + "\u1132\u0001\u1145\u0001\u1146\u0001\u1180\u0001\u1182\u0001\u11b3\u0001"
                + "\u11bf\u0001\u11ce\u0001\u11cf\u0001\u122c\u0001\u1234\u0001\u1237\u0001"
                + "\u1237\u0001\u123e\u0001\u123e\u0001\u12df\u0001\u12e8\u0001\u1300\u0001"
                + "\u1303\u0001\u133e\u0001\u1344\u0001\u1347\u0001\u1348\u0001\u134b\u0001"
                + "\u134c\u0001\u1357\u0001\u1357\u0001\u1362\u0001\u1363\u0001\u1435\u0001"
                + "\u1441\u0001\u1443\u0001\u1445\u0001\u14b0\u0001\u14c1\u0001\u15af\u0001"
                + "\u15b5\u0001\u15b8\u0001\u15be\u0001\u15dc\u0001\u15dd\u0001\u1630\u0001"
                + "\u163e\u0001\u1640\u0001\u1640\u0001\u16ab\u0001\u16b5\u0001\u171d\u0001"
                + "\u172a\u0001\u182c\u0001\u1838\u0001\u1930\u0001\u1935\u0001\u1937\u0001"
                + "\u1938\u0001\u193b\u0001\u193c\u0001\u1940\u0001\u1940\u0001\u1942\u0001"
                + "\u1942\u0001\u19d1\u0001\u19d7\u0001\u19da\u0001\u19df\u0001\u19e4\u0001"
                + "\u19e4\u0001\u1a01\u0001\u1a0a\u0001\u1a35\u0001\u1a39\u0001\u1a3b\u0001"
                + "\u1a3e\u0001\u1a51\u0001\u1a5b\u0001\u1a8a\u0001\u1a97\u0001\u1c2f\u0001"
                + "\u1c36\u0001\u1c38\u0001\u1c3e\u0001\u1c92\u0001\u1ca7\u0001\u1ca9\u0001"
                + "\u1cb6\u0001\u1d31\u0001\u1d36\u0001\u1d3a\u0001\u1d3a\u0001\u1d3c\u0001"
                + "\u1d3d\u0001\u1d3f\u0001\u1d41\u0001\u1d43\u0001\u1d43\u0001\u1d47\u0001"
                + "\u1d47\u0001\u1d8a\u0001\u1d8e\u0001\u1d90\u0001\u1d91\u0001\u1d93\u0001"
                + "\u1d96\u0001\u1ef3\u0001\u1ef6\u0001\u6f4f\u0001\u6f4f\u0001\u6f51\u0001"
                + "\u6f87\u0001\u6f8f\u0001\u6f92\u0001\u6ff0\u0001\u6ff1\u0001\ubc9e\u0001"
                + "\ubc9e\u0001\ue000\u0001\ue006\u0001\ue008\u0001\ue018\u0001\ue01b\u0001"
                + "\ue021\u0001\ue023\u0001\ue024\u0001\ue026\u0001\ue02a\u0001\ue947\u0001"
                + "\ue947\u0001\uf130\u0001\uf149\u0001\uf150\u0001\uf169\u0001\uf170\u0001"
                + "\uf189");
        static final int[] IDEOGRAPHIC = decode("\u0000\u3006\u0000\u3007\u0000\u3021\u0000\u3029"
                + "\u0000\u3038\u0000\u303a\u0000\u3400\u0000\u4dbf\u0000\u4e00\u0000\u9ffc"
                + "\u0000\uf900\u0000\ufa6d\u0000\ufa70\u0000\ufad9\u0001\u6fe4\u0001\u6fe4"
                + "\u0001\u7000\u0001\u87f7\u0001\u8800\u0001\u8cd5\u0001\u8d00\u0001\u8d08"
                + "\u0001\ub170\u0001\ub2fb\u0002\u0000\u0002\ua6dd\u0002\ua700\u0002\ub734"
                + "\u0002\ub740\u0002\ub81d\u0002\ub820\u0002\ucea1\u0002\uceb0\u0002\uebe0"
                + "\u0002\uf800\u0002\ufa1d\u0003\u0000\u0003\u134a");
        /**
         * Numeric values of the non-digit numeric chars above U+00FF (Roman numerals, circled
         * numbers, fractions as -2, ...): runs of (first, last, value of first, step).
         */
        static final int[] NUMERIC_RUNS = decode("\u0000\u09f4\u0000\u09f8\uffff\ufffe\u0000\u0000"
                + "\u0000\u09f9\u0000\u09f9\u0000\u0010\u0000\u0000\u0000\u0b72\u0000\u0b77"
                + "\uffff\ufffe\u0000\u0000\u0000\u0bf0\u0000\u0bf0\u0000\n\u0000\u0000"
                + "\u0000\u0bf1\u0000\u0bf1\u0000\u0064\u0000\u0000\u0000\u0bf2\u0000\u0bf2"
                + "\u0000\u03e8\u0000\u0000\u0000\u0c78\u0000\u0c7b\u0000\u0000\u0000\u0001"
                + "\u0000\u0c7c\u0000\u0c7e\u0000\u0001\u0000\u0001\u0000\u0d58\u0000\u0d5e"
                + "\uffff\ufffe\u0000\u0000\u0000\u0d70\u0000\u0d70\u0000\n\u0000\u0000"
                + "\u0000\u0d71\u0000\u0d71\u0000\u0064\u0000\u0000\u0000\u0d72\u0000\u0d72"
                + "\u0000\u03e8\u0000\u0000\u0000\u0d73\u0000\u0d78\uffff\ufffe\u0000\u0000"
                + "\u0000\u0f2a\u0000\u0f33\uffff\ufffe\u0000\u0000\u0000\u1369\u0000\u1372"
                + "\u0000\u0001\u0000\u0001\u0000\u1373\u0000\u1373\u0000\u0014\u0000\u0000"
                + "\u0000\u1374\u0000\u1374\u0000\u001e\u0000\u0000\u0000\u1375\u0000\u1375"
                + "\u0000\u0028\u0000\u0000\u0000\u1376\u0000\u1376\u0000\u0032\u0000\u0000"
                + "\u0000\u1377\u0000\u1377\u0000\u003c\u0000\u0000\u0000\u1378\u0000\u1378"
                + "\u0000\u0046\u0000\u0000\u0000\u1379\u0000\u1379\u0000\u0050\u0000\u0000"
                + "\u0000\u137a\u0000\u137a\u0000\u005a\u0000\u0000\u0000\u137b\u0000\u137b"
                + "\u0000\u0064\u0000\u0000\u0000\u137c\u0000\u137c\u0000\u2710\u0000\u0000"
                + "\u0000\u16ee\u0000\u16f0\u0000\u0011\u0000\u0001\u0000\u17f0\u0000\u17f9"
                + "\u0000\u0000\u0000\u0001\u0000\u19da\u0000\u19da\u0000\u0001\u0000\u0000"
                + "\u0000\u2070\u0000\u2070\u0000\u0000\u0000\u0000\u0000\u2074\u0000\u2079"
                + "\u0000\u0004\u0000\u0001\u0000\u2080\u0000\u2089\u0000\u0000\u0000\u0001"
                + "\u0000\u2150\u0000\u215e\uffff\ufffe\u0000\u0000\u0000\u215f\u0000\u2160"
                + "\u0000\u0001\u0000\u0000\u0000\u2161\u0000\u216b\u0000\u0002\u0000\u0001"
                + "\u0000\u216c\u0000\u216c\u0000\u0032\u0000\u0000\u0000\u216d\u0000\u216d"
                + "\u0000\u0064\u0000\u0000\u0000\u216e\u0000\u216e\u0000\u01f4\u0000\u0000"
                + "\u0000\u216f\u0000\u216f\u0000\u03e8\u0000\u0000\u0000\u2170\u0000\u217b"
                + "\u0000\u0001\u0000\u0001\u0000\u217c\u0000\u217c\u0000\u0032\u0000\u0000"
                + "\u0000\u217d\u0000\u217d\u0000\u0064\u0000\u0000\u0000\u217e\u0000\u217e"
                + "\u0000\u01f4\u0000\u0000\u0000\u217f\u0000\u2180\u0000\u03e8\u0000\u0000"
                + "\u0000\u2181\u0000\u2181\u0000\u1388\u0000\u0000\u0000\u2182\u0000\u2182"
                + "\u0000\u2710\u0000\u0000\u0000\u2185\u0000\u2185\u0000\u0006\u0000\u0000"
                + "\u0000\u2186\u0000\u2186\u0000\u0032\u0000\u0000\u0000\u2187\u0000\u2187"
                + "\u0000\uc350\u0000\u0000\u0000\u2188\u0000\u2188\u0001\u86a0\u0000\u0000"
                + "\u0000\u2189\u0000\u2189\u0000\u0000\u0000\u0000\u0000\u2460\u0000\u2473"
                + "\u0000\u0001\u0000\u0001\u0000\u2474\u0000\u2487\u0000\u0001\u0000\u0001"
                + "\u0000\u2488\u0000\u249b\u0000\u0001\u0000\u0001\u0000\u24ea\u0000\u24ea"
                + "\u0000\u0000\u0000\u0000\u0000\u24eb\u0000\u24f4\u0000\u000b\u0000\u0001"
                + "\u0000\u24f5\u0000\u24fe\u0000\u0001\u0000\u0001\u0000\u24ff\u0000\u24ff"
                + "\u0000\u0000\u0000\u0000\u0000\u2776\u0000\u277f\u0000\u0001\u0000\u0001"
                + "\u0000\u2780\u0000\u2789\u0000\u0001\u0000\u0001\u0000\u278a\u0000\u2793"
                + "\u0000\u0001\u0000\u0001\u0000\u2cfd\u0000\u2cfd\uffff\ufffe\u0000\u0000"
                + "\u0000\u3007\u0000\u3007\u0000\u0000\u0000\u0000\u0000\u3021\u0000\u3029"
                + "\u0000\u0001\u0000\u0001\u0000\u3038\u0000\u3038\u0000\n\u0000\u0000"
                + "\u0000\u3039\u0000\u3039\u0000\u0014\u0000\u0000\u0000\u303a\u0000\u303a"
                + "\u0000\u001e\u0000\u0000\u0000\u3192\u0000\u3195\u0000\u0001\u0000\u0001"
                + "\u0000\u3220\u0000\u3229\u0000\u0001\u0000\u0001\u0000\u3248\u0000\u3248"
                + "\u0000\n\u0000\u0000\u0000\u3249\u0000\u3249\u0000\u0014\u0000\u0000"
                + "\u0000\u324a\u0000\u324a\u0000\u001e\u0000\u0000\u0000\u324b\u0000\u324b"
                + "\u0000\u0028\u0000\u0000\u0000\u324c\u0000\u324c\u0000\u0032\u0000\u0000"
                + "\u0000\u324d\u0000\u324d\u0000\u003c\u0000\u0000\u0000\u324e\u0000\u324e"
                + "\u0000\u0046\u0000\u0000\u0000\u324f\u0000\u324f\u0000\u0050\u0000\u0000"
                + "\u0000\u3251\u0000\u325f\u0000\u0015\u0000\u0001\u0000\u3280\u0000\u3289"
                + "\u0000\u0001\u0000\u0001\u0000\u32b1\u0000\u32bf\u0000\u0024\u0000\u0001"
                + "\u0000\ua6e6\u0000\ua6ee\u0000\u0001\u0000\u0001\u0000\ua6ef\u0000\ua6ef"
                + "\u0000\u0000\u0000\u0000\u0000\ua830\u0000\ua835\uffff\ufffe\u0000\u0000"
                + "\u0000\uf96b\u0000\uf96b\u0000\u0003\u0000\u0000\u0000\uf973\u0000\uf973"
                + "\u0000\n\u0000\u0000\u0000\uf978\u0000\uf978\u0000\u0002\u0000\u0000"
                + "\u0000\uf9b2\u0000\uf9b2\u0000\u0000\u0000\u0000\u0000\uf9d1\u0000\uf9d1"
                + "\u0000\u0006\u0000\u0000\u0000\uf9d3\u0000\uf9d3\u0000\u0006\u0000\u0000"
                + "\u0000\uf9fd\u0000\uf9fd\u0000\n\u0000\u0000\u0001\u0107\u0001\u0110"
                + "\u0000\u0001\u0000\u0001\u0001\u0111\u0001\u0111\u0000\u0014\u0000\u0000"
                + "\u0001\u0112\u0001\u0112\u0000\u001e\u0000\u0000\u0001\u0113\u0001\u0113"
                + "\u0000\u0028\u0000\u0000\u0001\u0114\u0001\u0114\u0000\u0032\u0000\u0000"
                + "\u0001\u0115\u0001\u0115\u0000\u003c\u0000\u0000\u0001\u0116\u0001\u0116"
                + "\u0000\u0046\u0000\u0000\u0001\u0117\u0001\u0117\u0000\u0050\u0000\u0000"
                + "\u0001\u0118\u0001\u0118\u0000\u005a\u0000\u0000\u0001\u0119\u0001\u0119"
                + "\u0000\u0064\u0000\u0000\u0001\u011a\u0001\u011a\u0000\u00c8\u0000\u0000"
                + "\u0001\u011b\u0001\u011b\u0000\u012c\u0000\u0000\u0001\u011c\u0001\u011c"
                + "\u0000\u0190\u0000\u0000\u0001\u011d\u0001\u011d\u0000\u01f4\u0000\u0000"
                + "\u0001\u011e\u0001\u011e\u0000\u0258\u0000\u0000\u0001\u011f\u0001\u011f"
                + "\u0000\u02bc\u0000\u0000\u0001\u0120\u0001\u0120\u0000\u0320\u0000\u0000"
                + "\u0001\u0121\u0001\u0121\u0000\u0384\u0000\u0000\u0001\u0122\u0001\u0122"
                + "\u0000\u03e8\u0000\u0000\u0001\u0123\u0001\u0123\u0000\u07d0\u0000\u0000"
                + "\u0001\u0124\u0001\u0124\u0000\u0bb8\u0000\u0000\u0001\u0125\u0001\u0125"
                + "\u0000\u0fa0\u0000\u0000\u0001\u0126\u0001\u0126\u0000\u1388\u0000\u0000"
                + "\u0001\u0127\u0001\u0127\u0000\u1770\u0000\u0000\u0001\u0128\u0001\u0128"
                + "\u0000\u1b58\u0000\u0000\u0001\u0129\u0001\u0129\u0000\u1f40\u0000\u0000"
                + "\u0001\u012a\u0001\u012a\u0000\u2328\u0000\u0000\u0001\u012b\u0001\u012b"
                + "\u0000\u2710\u0000\u0000\u0001\u012c\u0001\u012c\u0000\u4e20\u0000\u0000"
                + "\u0001\u012d\u0001\u012d\u0000\u7530\u0000\u0000\u0001\u012e\u0001\u012e"
                + "\u0000\u9c40\u0000\u0000\u0001\u012f\u0001\u012f\u0000\uc350\u0000\u0000"
                + "\u0001\u0130\u0001\u0130\u0000\uea60\u0000\u0000\u0001\u0131\u0001\u0131"
                + "\u0001\u1170\u0000\u0000\u0001\u0132\u0001\u0132\u0001\u3880\u0000\u0000"
                + "\u0001\u0133\u0001\u0133\u0001\u5f90\u0000\u0000\u0001\u0140\u0001\u0141"
                + "\uffff\ufffe\u0000\u0000\u0001\u0142\u0001\u0142\u0000\u0001\u0000\u0000"
                + "\u0001\u0143\u0001\u0143\u0000\u0005\u0000\u0000\u0001\u0144\u0001\u0144"
                + "\u0000\u0032\u0000\u0000\u0001\u0145\u0001\u0145\u0000\u01f4\u0000\u0000"
                + "\u0001\u0146\u0001\u0146\u0000\u1388\u0000\u0000\u0001\u0147\u0001\u0147"
                + "\u0000\uc350\u0000\u0000\u0001\u0148\u0001\u0148\u0000\u0005\u0000\u0000"
                + "\u0001\u0149\u0001\u0149\u0000\n\u0000\u0000\u0001\u014a\u0001\u014a"
                + "\u0000\u0032\u0000\u0000\u0001\u014b\u0001\u014b\u0000\u0064\u0000\u0000"
                + "\u0001\u014c\u0001\u014c\u0000\u01f4\u0000\u0000\u0001\u014d\u0001\u014d"
                + "\u0000\u03e8\u0000\u0000\u0001\u014e\u0001\u014e\u0000\u1388\u0000\u0000"
                + "\u0001\u014f\u0001\u014f\u0000\u0005\u0000\u0000\u0001\u0150\u0001\u0150"
                + "\u0000\n\u0000\u0000\u0001\u0151\u0001\u0151\u0000\u0032\u0000\u0000"
                + "\u0001\u0152\u0001\u0152\u0000\u0064\u0000\u0000\u0001\u0153\u0001\u0153"
                + "\u0000\u01f4\u0000\u0000\u0001\u0154\u0001\u0154\u0000\u03e8\u0000\u0000"
                + "\u0001\u0155\u0001\u0155\u0000\u2710\u0000\u0000\u0001\u0156\u0001\u0156"
                + "\u0000\uc350\u0000\u0000\u0001\u0157\u0001\u0157\u0000\n\u0000\u0000"
                + "\u0001\u0158\u0001\u015a\u0000\u0001\u0000\u0000\u0001\u015b\u0001\u015e"
                + "\u0000\u0002\u0000\u0000\u0001\u015f\u0001\u015f\u0000\u0005\u0000\u0000"
                + "\u0001\u0160\u0001\u0164\u0000\n\u0000\u0000\u0001\u0165\u0001\u0165"
                + "\u0000\u001e\u0000\u0000\u0001\u0166\u0001\u0169\u0000\u0032\u0000\u0000"
                + "\u0001\u016a\u0001\u016a\u0000\u0064\u0000\u0000\u0001\u016b\u0001\u016b"
                + "\u0000\u012c\u0000\u0000\u0001\u016c\u0001\u0170\u0000\u01f4\u0000\u0000"
                + "\u0001\u0171\u0001\u0171\u0000\u03e8\u0000\u0000\u0001\u0172\u0001\u0172"
                + "\u0000\u1388\u0000\u0000\u0001\u0173\u0001\u0173\u0000\u0005\u0000\u0000"
                + "\u0001\u0174\u0001\u0174\u0000\u0032\u0000\u0000\u0001\u0175\u0001\u0178"
                + "\uffff\ufffe\u0000\u0000\u0001\u018a\u0001\u018a\u0000\u0000\u0000\u0000"
                + "\u0001\u018b\u0001\u018b\uffff\ufffe\u0000\u0000\u0001\u02e1\u0001\u02ea"
                + "\u0000\u0001\u0000\u0001\u0001\u02eb\u0001\u02eb\u0000\u0014\u0000\u0000"
                + "\u0001\u02ec\u0001\u02ec\u0000\u001e\u0000\u0000\u0001\u02ed\u0001\u02ed"
                + "\u0000\u0028\u0000\u0000\u0001\u02ee\u0001\u02ee\u0000\u0032\u0000\u0000"
                + "\u0001\u02ef\u0001\u02ef\u0000\u003c\u0000\u0000\u0001\u02f0\u0001\u02f0"
                + "\u0000\u0046\u0000\u0000\u0001\u02f1\u0001\u02f1\u0000\u0050\u0000\u0000"
                + "\u0001\u02f2\u0001\u02f2\u0000\u005a\u0000\u0000\u0001\u02f3\u0001\u02f3"
                + "\u0000\u0064\u0000\u0000\u0001\u02f4\u0001\u02f4\u0000\u00c8\u0000\u0000"
                + "\u0001\u02f5\u0001\u02f5\u0000\u012c\u0000\u0000\u0001\u02f6\u0001\u02f6"
                + "\u0000\u0190\u0000\u0000\u0001\u02f7\u0001\u02f7\u0000\u01f4\u0000\u0000"
                + "\u0001\u02f8\u0001\u02f8\u0000\u0258\u0000\u0000\u0001\u02f9\u0001\u02f9"
                + "\u0000\u02bc\u0000\u0000\u0001\u02fa\u0001\u02fa\u0000\u0320\u0000\u0000"
                + "\u0001\u02fb\u0001\u02fb\u0000\u0384\u0000\u0000\u0001\u0320\u0001\u0320"
                + "\u0000\u0001\u0000\u0000\u0001\u0321\u0001\u0321\u0000\u0005\u0000\u0000"
                + "\u0001\u0322\u0001\u0322\u0000\n\u0000\u0000\u0001\u0323\u0001\u0323"
                + "\u0000\u0032\u0000\u0000\u0001\u0341\u0001\u0341\u0000\u005a\u0000\u0000"
                + "\u0001\u034a\u0001\u034a\u0000\u0384\u0000\u0000\u0001\u03d1\u0001\u03d2"
                + "\u0000\u0001\u0000\u0001\u0001\u03d3\u0001\u03d3\u0000\n\u0000\u0000"
                + "\u0001\u03d4\u0001\u03d4\u0000\u0014\u0000\u0000\u0001\u03d5\u0001\u03d5"
                + "\u0000\u0064\u0000\u0000\u0001\u0858\u0001\u085a\u0000\u0001\u0000\u0001"
                + "\u0001\u085b\u0001\u085b\u0000\n\u0000\u0000\u0001\u085c\u0001\u085c"
                + "\u0000\u0014\u0000\u0000\u0001\u085d\u0001\u085d\u0000\u0064\u0000\u0000"
                + "\u0001\u085e\u0001\u085e\u0000\u03e8\u0000\u0000\u0001\u085f\u0001\u085f"
                + "\u0000\u2710\u0000\u0000\u0001\u0879\u0001\u087d\u0000\u0001\u0000\u0001"
                + "\u0001\u087e\u0001\u087e\u0000\n\u0000\u0000\u0001\u087f\u0001\u087f"
                + "\u0000\u0014\u0000\u0000\u0001\u08a7\u0001\u08aa\u0000\u0001\u0000\u0001"
                + "\u0001\u08ab\u0001\u08ac\u0000\u0004\u0000\u0001\u0001\u08ad\u0001\u08ad"
                + "\u0000\n\u0000\u0000\u0001\u08ae\u0001\u08ae\u0000\u0014\u0000\u0000"
                + "\u0001\u08af\u0001\u08af\u0000\u0064\u0000\u0000\u0001\u08fb\u0001\u08fb"
                + "\u0000\u0001\u0000\u0000\u0001\u08fc\u0001\u08fc\u0000\u0005\u0000\u0000"
                + "\u0001\u08fd\u0001\u08fd\u0000\n\u0000\u0000\u0001\u08fe\u0001\u08fe"
                + "\u0000\u0014\u0000\u0000\u0001\u08ff\u0001\u08ff\u0000\u0064\u0000\u0000"
                + "\u0001\u0916\u0001\u0916\u0000\u0001\u0000\u0000\u0001\u0917\u0001\u0917"
                + "\u0000\n\u0000\u0000\u0001\u0918\u0001\u0918\u0000\u0014\u0000\u0000"
                + "\u0001\u0919\u0001\u0919\u0000\u0064\u0000\u0000\u0001\u091a\u0001\u091b"
                + "\u0000\u0002\u0000\u0001\u0001\u09bc\u0001\u09bd\uffff\ufffe\u0000\u0000"
                + "\u0001\u09c0\u0001\u09c9\u0000\u0001\u0000\u0001\u0001\u09ca\u0001\u09ca"
                + "\u0000\u0014\u0000\u0000\u0001\u09cb\u0001\u09cb\u0000\u001e\u0000\u0000"
                + "\u0001\u09cc\u0001\u09cc\u0000\u0028\u0000\u0000\u0001\u09cd\u0001\u09cd"
                + "\u0000\u0032\u0000\u0000\u0001\u09ce\u0001\u09ce\u0000\u003c\u0000\u0000"
                + "\u0001\u09cf\u0001\u09cf\u0000\u0046\u0000\u0000\u0001\u09d2\u0001\u09d2"
                + "\u0000\u0064\u0000\u0000\u0001\u09d3\u0001\u09d3\u0000\u00c8\u0000\u0000"
                + "\u0001\u09d4\u0001\u09d4\u0000\u012c\u0000\u0000\u0001\u09d5\u0001\u09d5"
                + "\u0000\u0190\u0000\u0000\u0001\u09d6\u0001\u09d6\u0000\u01f4\u0000\u0000"
                + "\u0001\u09d7\u0001\u09d7\u0000\u0258\u0000\u0000\u0001\u09d8\u0001\u09d8"
                + "\u0000\u02bc\u0000\u0000\u0001\u09d9\u0001\u09d9\u0000\u0320\u0000\u0000"
                + "\u0001\u09da\u0001\u09da\u0000\u0384\u0000\u0000\u0001\u09db\u0001\u09db"
                + "\u0000\u03e8\u0000\u0000\u0001\u09dc\u0001\u09dc\u0000\u07d0\u0000\u0000"
                + "\u0001\u09dd\u0001\u09dd\u0000\u0bb8\u0000\u0000\u0001\u09de\u0001\u09de"
                + "\u0000\u0fa0\u0000\u0000\u0001\u09df\u0001\u09df\u0000\u1388\u0000\u0000"
                + "\u0001\u09e0\u0001\u09e0\u0000\u1770\u0000\u0000\u0001\u09e1\u0001\u09e1"
                + "\u0000\u1b58\u0000\u0000\u0001\u09e2\u0001\u09e2\u0000\u1f40\u0000\u0000"
                + "\u0001\u09e3\u0001\u09e3\u0000\u2328\u0000\u0000\u0001\u09e4\u0001\u09e4"
                + "\u0000\u2710\u0000\u0000\u0001\u09e5\u0001\u09e5\u0000\u4e20\u0000\u0000"
                + "\u0001\u09e6\u0001\u09e6\u0000\u7530\u0000\u0000\u0001\u09e7\u0001\u09e7"
                + "\u0000\u9c40\u0000\u0000\u0001\u09e8\u0001\u09e8\u0000\uc350\u0000\u0000"
                + "\u0001\u09e9\u0001\u09e9\u0000\uea60\u0000\u0000\u0001\u09ea\u0001\u09ea"
                + "\u0001\u1170\u0000\u0000\u0001\u09eb\u0001\u09eb\u0001\u3880\u0000\u0000"
                + "\u0001\u09ec\u0001\u09ec\u0001\u5f90\u0000\u0000\u0001\u09ed\u0001\u09ed"
                + "\u0001\u86a0\u0000\u0000\u0001\u09ee\u0001\u09ee\u0003\u0d40\u0000\u0000"
                + "\u0001\u09ef\u0001\u09ef\u0004\u93e0\u0000\u0000\u0001\u09f0\u0001\u09f0"
                + "\u0006\u1a80\u0000\u0000\u0001\u09f1\u0001\u09f1\u0007\ua120\u0000\u0000"
                + "\u0001\u09f2\u0001\u09f2\u0009\u27c0\u0000\u0000\u0001\u09f3\u0001\u09f3"
                + "\n\uae60\u0000\u0000\u0001\u09f4\u0001\u09f4\u000c\u3500\u0000\u0000"
                + "\u0001\u09f5\u0001\u09f5\r\ubba0\u0000\u0000\u0001\u09f6\u0001\u09ff"
                + "\uffff\ufffe\u0000\u0000\u0001\u0a40\u0001\u0a43\u0000\u0001\u0000\u0001"
                + "\u0001\u0a44\u0001\u0a44\u0000\n\u0000\u0000\u0001\u0a45\u0001\u0a45"
                + "\u0000\u0014\u0000\u0000\u0001\u0a46\u0001\u0a46\u0000\u0064\u0000\u0000"
                + "\u0001\u0a47\u0001\u0a47\u0000\u03e8\u0000\u0000\u0001\u0a48\u0001\u0a48"
                + "\uffff\ufffe\u0000\u0000\u0001\u0a7d\u0001\u0a7d\u0000\u0001\u0000\u0000"
                + "\u0001\u0a7e\u0001\u0a7e\u0000\u0032\u0000\u0000\u0001\u0a9d\u0001\u0a9d"
                + "\u0000\u0001\u0000\u0000\u0001\u0a9e\u0001\u0a9e\u0000\n\u0000\u0000"
                + "\u0001\u0a9f\u0001\u0a9f\u0000\u0014\u0000\u0000\u0001\u0aeb\u0001\u0aeb"
                + "\u0000\u0001\u0000\u0000\u0001\u0aec\u0001\u0aec\u0000\u0005\u0000\u0000"
                + "\u0001\u0aed\u0001\u0aed\u0000\n\u0000\u0000\u0001\u0aee\u0001\u0aee"
                + "\u0000\u0014\u0000\u0000\u0001\u0aef\u0001\u0aef\u0000\u0064\u0000\u0000"
                + "\u0001\u0b58\u0001\u0b5b\u0000\u0001\u0000\u0001\u0001\u0b5c\u0001\u0b5c"
                + "\u0000\n\u0000\u0000\u0001\u0b5d\u0001\u0b5d\u0000\u0014\u0000\u0000"
                + "\u0001\u0b5e\u0001\u0b5e\u0000\u0064\u0000\u0000\u0001\u0b5f\u0001\u0b5f"
                + "\u0000\u03e8\u0000\u0000\u0001\u0b78\u0001\u0b7b\u0000\u0001\u0000\u0001"
                + "\u0001\u0b7c\u0001\u0b7c\u0000\n\u0000\u0000\u0001\u0b7d\u0001\u0b7d"
                + "\u0000\u0014\u0000\u0000\u0001\u0b7e\u0001\u0b7e\u0000\u0064\u0000\u0000"
                + "\u0001\u0b7f\u0001\u0b7f\u0000\u03e8\u0000\u0000\u0001\u0ba9\u0001\u0bac"
                + "\u0000\u0001\u0000\u0001\u0001\u0bad\u0001\u0bad\u0000\n\u0000\u0000"
                + "\u0001\u0bae\u0001\u0bae\u0000\u0014\u0000\u0000\u0001\u0baf\u0001\u0baf"
                + "\u0000\u0064\u0000\u0000\u0001\u0cfa\u0001\u0cfa\u0000\u0001\u0000\u0000"
                + "\u0001\u0cfb\u0001\u0cfb\u0000\u0005\u0000\u0000\u0001\u0cfc\u0001\u0cfc"
                + "\u0000\n\u0000\u0000\u0001\u0cfd\u0001\u0cfd\u0000\u0032\u0000\u0000"
                + "\u0001\u0cfe\u0001\u0cfe\u0000\u0064\u0000\u0000\u0001\u0cff\u0001\u0cff"
                + "\u0000\u03e8\u0000\u0000\u0001\u0e60\u0001\u0e69\u0000\u0001\u0000\u0001"
                + "\u0001\u0e6a\u0001\u0e6a\u0000\u0014\u0000\u0000\u0001\u0e6b\u0001\u0e6b"
                + "\u0000\u001e\u0000\u0000\u0001\u0e6c\u0001\u0e6c\u0000\u0028\u0000\u0000"
                + "\u0001\u0e6d\u0001\u0e6d\u0000\u0032\u0000\u0000\u0001\u0e6e\u0001\u0e6e"
                + "\u0000\u003c\u0000\u0000\u0001\u0e6f\u0001\u0e6f\u0000\u0046\u0000\u0000"
                + "\u0001\u0e70\u0001\u0e70\u0000\u0050\u0000\u0000\u0001\u0e71\u0001\u0e71"
                + "\u0000\u005a\u0000\u0000\u0001\u0e72\u0001\u0e72\u0000\u0064\u0000\u0000"
                + "\u0001\u0e73\u0001\u0e73\u0000\u00c8\u0000\u0000\u0001\u0e74\u0001\u0e74"
                + "\u0000\u012c\u0000\u0000\u0001\u0e75\u0001\u0e75\u0000\u0190\u0000\u0000"
                + "\u0001\u0e76\u0001\u0e76\u0000\u01f4\u0000\u0000\u0001\u0e77\u0001\u0e77"
                + "\u0000\u0258\u0000\u0000\u0001\u0e78\u0001\u0e78\u0000\u02bc\u0000\u0000"
                + "\u0001\u0e79\u0001\u0e79\u0000\u0320\u0000\u0000\u0001\u0e7a\u0001\u0e7a"
                + "\u0000\u0384\u0000\u0000\u0001\u0e7b\u0001\u0e7e\uffff\ufffe\u0000\u0000"
                + "\u0001\u0f1d\u0001\u0f21\u0000\u0001\u0000\u0001\u0001\u0f22\u0001\u0f22"
                + "\u0000\n\u0000\u0000\u0001\u0f23\u0001\u0f23\u0000\u0014\u0000\u0000"
                + "\u0001\u0f24\u0001\u0f24\u0000\u001e\u0000\u0000\u0001\u0f25\u0001\u0f25"
                + "\u0000\u0064\u0000\u0000\u0001\u0f26\u0001\u0f26\uffff\ufffe\u0000\u0000"
                + "\u0001\u0f51\u0001\u0f51\u0000\u0001\u0000\u0000\u0001\u0f52\u0001\u0f52"
                + "\u0000\n\u0000\u0000\u0001\u0f53\u0001\u0f53\u0000\u0014\u0000\u0000"
                + "\u0001\u0f54\u0001\u0f54\u0000\u0064\u0000\u0000\u0001\u0fc5\u0001\u0fc8"
                + "\u0000\u0001\u0000\u0001\u0001\u0fc9\u0001\u0fc9\u0000\n\u0000\u0000"
                + "\u0001\u0fca\u0001\u0fca\u0000\u0014\u0000\u0000\u0001\u0fcb\u0001\u0fcb"
                + "\u0000\u0064\u0000\u0000\u0001\u1052\u0001\u105b\u0000\u0001\u0000\u0001"
                + "\u0001\u105c\u0001\u105c\u0000\u0014\u0000\u0000\u0001\u105d\u0001\u105d"
                + "\u0000\u001e\u0000\u0000\u0001\u105e\u0001\u105e\u0000\u0028\u0000\u0000"
                + "\u0001\u105f\u0001\u105f\u0000\u0032\u0000\u0000\u0001\u1060\u0001\u1060"
                + "\u0000\u003c\u0000\u0000\u0001\u1061\u0001\u1061\u0000\u0046\u0000\u0000"
                + "\u0001\u1062\u0001\u1062\u0000\u0050\u0000\u0000\u0001\u1063\u0001\u1063"
                + "\u0000\u005a\u0000\u0000\u0001\u1064\u0001\u1064\u0000\u0064\u0000\u0000"
                + "\u0001\u1065\u0001\u1065\u0000\u03e8\u0000\u0000\u0001\u11e1\u0001\u11ea"
                + "\u0000\u0001\u0000\u0001\u0001\u11eb\u0001\u11eb\u0000\u0014\u0000\u0000"
                + "\u0001\u11ec\u0001\u11ec\u0000\u001e\u0000\u0000\u0001\u11ed\u0001\u11ed"
                + "\u0000\u0028\u0000\u0000\u0001\u11ee\u0001\u11ee\u0000\u0032\u0000\u0000"
                + "\u0001\u11ef\u0001\u11ef\u0000\u003c\u0000\u0000\u0001\u11f0\u0001\u11f0"
                + "\u0000\u0046\u0000\u0000\u0001\u11f1\u0001\u11f1\u0000\u0050\u0000\u0000"
                + "\u0001\u11f2\u0001\u11f2\u0000\u005a\u0000\u0000\u0001\u11f3\u0001\u11f3"
                + "\u0000\u0064\u0000\u0000\u0001\u11f4\u0001\u11f4\u0000\u03e8\u0000\u0000"
                + "\u0001\u173a\u0001\u173a\u0000\n\u0000\u0000\u0001\u173b\u0001\u173b"
                + "\u0000\u0014\u0000\u0000\u0001\u18ea\u0001\u18ea\u0000\n\u0000\u0000"
                + "\u0001\u18eb\u0001\u18eb\u0000\u0014\u0000\u0000\u0001\u18ec\u0001\u18ec"
                + "\u0000\u001e\u0000\u0000\u0001\u18ed\u0001\u18ed\u0000\u0028\u0000\u0000"
                + "\u0001\u18ee\u0001\u18ee\u0000\u0032\u0000\u0000\u0001\u18ef\u0001\u18ef"
                + "\u0000\u003c\u0000\u0000\u0001\u18f0\u0001\u18f0\u0000\u0046\u0000\u0000"
                + "\u0001\u18f1\u0001\u18f1\u0000\u0050\u0000\u0000\u0001\u18f2\u0001\u18f2"
                + "\u0000\u005a\u0000\u0000\u0001\u1c5a\u0001\u1c63\u0000\u0001\u0000\u0001"
                + "\u0001\u1c64\u0001\u1c64\u0000\u0014\u0000\u0000\u0001\u1c65\u0001\u1c65"
                + "\u0000\u001e\u0000\u0000\u0001\u1c66\u0001\u1c66\u0000\u0028\u0000\u0000"
                + "\u0001\u1c67\u0001\u1c67\u0000\u0032\u0000\u0000\u0001\u1c68\u0001\u1c68"
                + "\u0000\u003c\u0000\u0000\u0001\u1c69\u0001\u1c69\u0000\u0046\u0000\u0000"
                + "\u0001\u1c6a\u0001\u1c6a\u0000\u0050\u0000\u0000\u0001\u1c6b\u0001\u1c6b"
                + "\u0000\u005a\u0000\u0000\u0001\u1c6c\u0001\u1c6c\u0000\u0064\u0000\u0000"
                + "\u0001\u1fc0\u0001\u1fd4\uffff\ufffe\u0000\u0000\u0001\u2400\u0001\u2407"
                + "\u0000\u0002\u0000\u0001\u0001\u2408\u0001\u240e\u0000\u0003\u0000\u0001"
                + "\u0001\u240f\u0001\u2414\u0000\u0004\u0000\u0001\u0001\u2415\u0001\u241d"
                + "\u0000\u0001\u0000\u0001\u0001\u241e\u0001\u2422\u0000\u0001\u0000\u0001"
                + "\u0001\u2423\u0001\u2424\u0000\u0002\u0000\u0001\u0001\u2425\u0001\u242b"
                + "\u0000\u0003\u0000\u0001\u0001\u242c\u0001\u242e\u0000\u0001\u0000\u0001"
                + "\u0001\u242f\u0001\u2431\u0000\u0003\u0000\u0001\u0001\u2432\u0001\u2432"
                + "\u0003\u4bc0\u0000\u0000\u0001\u2433\u0001\u2433\u0006\u9780\u0000\u0000"
                + "\u0001\u2434\u0001\u2436\u0000\u0001\u0000\u0001\u0001\u2437\u0001\u2439"
                + "\u0000\u0003\u0000\u0001\u0001\u243a\u0001\u243b\u0000\u0003\u0000\u0000"
                + "\u0001\u243c\u0001\u243f\u0000\u0004\u0000\u0000\u0001\u2440\u0001\u2441"
                + "\u0000\u0006\u0000\u0001\u0001\u2442\u0001\u2443\u0000\u0007\u0000\u0000"
                + "\u0001\u2444\u0001\u2445\u0000\u0008\u0000\u0000\u0001\u2446\u0001\u2449"
                + "\u0000\u0009\u0000\u0000\u0001\u244a\u0001\u244e\u0000\u0002\u0000\u0001"
                + "\u0001\u244f\u0001\u2452\u0000\u0001\u0000\u0001\u0001\u2453\u0001\u2454"
                + "\u0000\u0004\u0000\u0001\u0001\u2455\u0001\u2455\u0000\u0005\u0000\u0000"
                + "\u0001\u2456\u0001\u2457\u0000\u0002\u0000\u0001\u0001\u2458\u0001\u2459"
                + "\u0000\u0001\u0000\u0001\u0001\u245a\u0001\u2466\uffff\ufffe\u0000\u0000"
                + "\u0001\u2467\u0001\u2467\u0000\u0028\u0000\u0000\u0001\u2468\u0001\u2468"
                + "\u0000\u0032\u0000\u0000\u0001\u2469\u0001\u246e\u0000\u0004\u0000\u0001"
                + "\u0001\u6b5b\u0001\u6b5b\u0000\n\u0000\u0000\u0001\u6b5c\u0001\u6b5c"
                + "\u0000\u0064\u0000\u0000\u0001\u6b5d\u0001\u6b5d\u0000\u2710\u0000\u0000"
                + "\u0001\u6b5e\u0001\u6b5e\u000f\u4240\u0000\u0000\u0001\u6b5f\u0001\u6b5f"
                + "\u05f5\ue100\u0000\u0000\u0001\u6b60\u0001\u6b61\uffff\ufffe\u0000\u0000"
                + "\u0001\u6e80\u0001\u6e93\u0000\u0000\u0000\u0001\u0001\u6e94\u0001\u6e96"
                + "\u0000\u0001\u0000\u0001\u0001\ud2e0\u0001\ud2f3\u0000\u0000\u0000\u0001"
                + "\u0001\ud360\u0001\ud369\u0000\u0001\u0000\u0001\u0001\ud36a\u0001\ud36a"
                + "\u0000\u0014\u0000\u0000\u0001\ud36b\u0001\ud36b\u0000\u001e\u0000\u0000"
                + "\u0001\ud36c\u0001\ud36c\u0000\u0028\u0000\u0000\u0001\ud36d\u0001\ud36d"
                + "\u0000\u0032\u0000\u0000\u0001\ud36e\u0001\ud36e\u0000\u003c\u0000\u0000"
                + "\u0001\ud36f\u0001\ud36f\u0000\u0046\u0000\u0000\u0001\ud370\u0001\ud370"
                + "\u0000\u0050\u0000\u0000\u0001\ud371\u0001\ud371\u0000\u005a\u0000\u0000"
                + "\u0001\ud372\u0001\ud376\u0000\u0001\u0000\u0001\u0001\ud377\u0001\ud377"
                + "\u0000\u0001\u0000\u0000\u0001\ud378\u0001\ud378\u0000\u0005\u0000\u0000"
                + "\u0001\ue8c7\u0001\ue8cf\u0000\u0001\u0000\u0001\u0001\uec71\u0001\uec7a"
                + "\u0000\u0001\u0000\u0001\u0001\uec7b\u0001\uec7b\u0000\u0014\u0000\u0000"
                + "\u0001\uec7c\u0001\uec7c\u0000\u001e\u0000\u0000\u0001\uec7d\u0001\uec7d"
                + "\u0000\u0028\u0000\u0000\u0001\uec7e\u0001\uec7e\u0000\u0032\u0000\u0000"
                + "\u0001\uec7f\u0001\uec7f\u0000\u003c\u0000\u0000\u0001\uec80\u0001\uec80"
                + "\u0000\u0046\u0000\u0000\u0001\uec81\u0001\uec81\u0000\u0050\u0000\u0000"
                + "\u0001\uec82\u0001\uec82\u0000\u005a\u0000\u0000\u0001\uec83\u0001\uec83"
                + "\u0000\u0064\u0000\u0000\u0001\uec84\u0001\uec84\u0000\u00c8\u0000\u0000"
                + "\u0001\uec85\u0001\uec85\u0000\u012c\u0000\u0000\u0001\uec86\u0001\uec86"
                + "\u0000\u0190\u0000\u0000\u0001\uec87\u0001\uec87\u0000\u01f4\u0000\u0000"
                + "\u0001\uec88\u0001\uec88\u0000\u0258\u0000\u0000\u0001\uec89\u0001\uec89"
                + "\u0000\u02bc\u0000\u0000\u0001\uec8a\u0001\uec8a\u0000\u0320\u0000\u0000"
                + "\u0001\uec8b\u0001\uec8b\u0000\u0384\u0000\u0000\u0001\uec8c\u0001\uec8c"
                + "\u0000\u03e8\u0000\u0000\u0001\uec8d\u0001\uec8d\u0000\u07d0\u0000\u0000"
                + "\u0001\uec8e\u0001\uec8e\u0000\u0bb8\u0000\u0000\u0001\uec8f\u0001\uec8f"
                + "\u0000\u0fa0\u0000\u0000\u0001\uec90\u0001\uec90\u0000\u1388\u0000\u0000"
                + "\u0001\uec91\u0001\uec91\u0000\u1770\u0000\u0000\u0001\uec92\u0001\uec92"
                + "\u0000\u1b58\u0000\u0000\u0001\uec93\u0001\uec93\u0000\u1f40\u0000\u0000"
                + "\u0001\uec94\u0001\uec94\u0000\u2328\u0000\u0000\u0001\uec95\u0001\uec95"
                + "\u0000\u2710\u0000\u0000\u0001\uec96\u0001\uec96\u0000\u4e20\u0000\u0000"
                + "\u0001\uec97\u0001\uec97\u0000\u7530\u0000\u0000\u0001\uec98\u0001\uec98"
                + "\u0000\u9c40\u0000\u0000\u0001\uec99\u0001\uec99\u0000\uc350\u0000\u0000"
                + "\u0001\uec9a\u0001\uec9a\u0000\uea60\u0000\u0000\u0001\uec9b\u0001\uec9b"
                + "\u0001\u1170\u0000\u0000\u0001\uec9c\u0001\uec9c\u0001\u3880\u0000\u0000"
                + "\u0001\uec9d\u0001\uec9d\u0001\u5f90\u0000\u0000\u0001\uec9e\u0001\uec9e"
                + "\u0001\u86a0\u0000\u0000\u0001\uec9f\u0001\uec9f\u0003\u0d40\u0000\u0000"
                + "\u0001\ueca0\u0001\ueca0\u0001\u86a0\u0000\u0000\u0001\ueca1\u0001\ueca1"
                + "\u0098\u9680\u0000\u0000\u0001\ueca2\u0001\ueca2\u0131\u2d00\u0000\u0000"
                + "\u0001\ueca3\u0001\uecab\u0000\u0001\u0000\u0001\u0001\uecad\u0001\uecaf"
                + "\uffff\ufffe\u0000\u0000\u0001\uecb1\u0001\uecb2\u0000\u0001\u0000\u0001"
                + "\u0001\uecb3\u0001\uecb3\u0000\u2710\u0000\u0000\u0001\uecb4\u0001\uecb4"
                + "\u0001\u86a0\u0000\u0000\u0001\ued01\u0001\ued0a\u0000\u0001\u0000\u0001"
                + "\u0001\ued0b\u0001\ued0b\u0000\u0014\u0000\u0000\u0001\ued0c\u0001\ued0c"
                + "\u0000\u001e\u0000\u0000\u0001\ued0d\u0001\ued0d\u0000\u0028\u0000\u0000"
                + "\u0001\ued0e\u0001\ued0e\u0000\u0032\u0000\u0000\u0001\ued0f\u0001\ued0f"
                + "\u0000\u003c\u0000\u0000\u0001\ued10\u0001\ued10\u0000\u0046\u0000\u0000"
                + "\u0001\ued11\u0001\ued11\u0000\u0050\u0000\u0000\u0001\ued12\u0001\ued12"
                + "\u0000\u005a\u0000\u0000\u0001\ued13\u0001\ued13\u0000\u0064\u0000\u0000"
                + "\u0001\ued14\u0001\ued14\u0000\u00c8\u0000\u0000\u0001\ued15\u0001\ued15"
                + "\u0000\u012c\u0000\u0000\u0001\ued16\u0001\ued16\u0000\u0190\u0000\u0000"
                + "\u0001\ued17\u0001\ued17\u0000\u01f4\u0000\u0000\u0001\ued18\u0001\ued18"
                + "\u0000\u0258\u0000\u0000\u0001\ued19\u0001\ued19\u0000\u02bc\u0000\u0000"
                + "\u0001\ued1a\u0001\ued1a\u0000\u0320\u0000\u0000\u0001\ued1b\u0001\ued1b"
                + "\u0000\u0384\u0000\u0000\u0001\ued1c\u0001\ued1c\u0000\u03e8\u0000\u0000"
                + "\u0001\ued1d\u0001\ued1d\u0000\u07d0\u0000\u0000\u0001\ued1e\u0001\ued1e"
                + "\u0000\u0bb8\u0000\u0000\u0001\ued1f\u0001\ued1f\u0000\u0fa0\u0000\u0000"
                + "\u0001\ued20\u0001\ued20\u0000\u1388\u0000\u0000\u0001\ued21\u0001\ued21"
                + "\u0000\u1770\u0000\u0000\u0001\ued22\u0001\ued22\u0000\u1b58\u0000\u0000"
                + "\u0001\ued23\u0001\ued23\u0000\u1f40\u0000\u0000\u0001\ued24\u0001\ued24"
                + "\u0000\u2328\u0000\u0000\u0001\ued25\u0001\ued25\u0000\u2710\u0000\u0000"
                + "\u0001\ued26\u0001\ued26\u0000\u4e20\u0000\u0000\u0001\ued27\u0001\ued27"
                + "\u0000\u7530\u0000\u0000\u0001\ued28\u0001\ued28\u0000\u9c40\u0000\u0000"
                + "\u0001\ued29\u0001\ued29\u0000\uc350\u0000\u0000\u0001\ued2a\u0001\ued2a"
                + "\u0000\uea60\u0000\u0000\u0001\ued2b\u0001\ued2b\u0001\u1170\u0000\u0000"
                + "\u0001\ued2c\u0001\ued2c\u0001\u3880\u0000\u0000\u0001\ued2d\u0001\ued2d"
                + "\u0001\u5f90\u0000\u0000\u0001\ued2f\u0001\ued37\u0000\u0002\u0000\u0001"
                + "\u0001\ued38\u0001\ued38\u0000\u0190\u0000\u0000\u0001\ued39\u0001\ued39"
                + "\u0000\u0258\u0000\u0000\u0001\ued3a\u0001\ued3a\u0000\u07d0\u0000\u0000"
                + "\u0001\ued3b\u0001\ued3b\u0000\u2710\u0000\u0000\u0001\ued3c\u0001\ued3d"
                + "\uffff\ufffe\u0000\u0000\u0001\uf100\u0001\uf101\u0000\u0000\u0000\u0000"
                + "\u0001\uf102\u0001\uf10a\u0000\u0001\u0000\u0001\u0001\uf10b\u0001\uf10c"
                + "\u0000\u0000\u0000\u0000\u0002\uf890\u0002\uf890\u0000\u0009\u0000\u0000");
        static final int[] MIRRORED = decode("\u0000\u0f3a\u0000\u0f3d\u0000\u169b\u0000\u169c"
                + "\u0000\u2039\u0000\u203a\u0000\u2045\u0000\u2046\u0000\u207d\u0000\u207e"
                + "\u0000\u208d\u0000\u208e\u0000\u2140\u0000\u2140\u0000\u2201\u0000\u2204"
                + "\u0000\u2208\u0000\u220d\u0000\u2211\u0000\u2211\u0000\u2215\u0000\u2216"
                + "\u0000\u221a\u0000\u221d\u0000\u221f\u0000\u2222\u0000\u2224\u0000\u2224"
                + "\u0000\u2226\u0000\u2226\u0000\u222b\u0000\u2233\u0000\u2239\u0000\u2239"
                + "\u0000\u223b\u0000\u224c\u0000\u2252\u0000\u2255\u0000\u225f\u0000\u2260"
                + "\u0000\u2262\u0000\u2262\u0000\u2264\u0000\u226b\u0000\u226e\u0000\u228c"
                + "\u0000\u228f\u0000\u2292\u0000\u2298\u0000\u2298\u0000\u22a2\u0000\u22a3"
                + "\u0000\u22a6\u0000\u22b8\u0000\u22be\u0000\u22bf\u0000\u22c9\u0000\u22cd"
                + "\u0000\u22d0\u0000\u22d1\u0000\u22d6\u0000\u22ed\u0000\u22f0\u0000\u22ff"
                + "\u0000\u2308\u0000\u230b\u0000\u2320\u0000\u2321\u0000\u2329\u0000\u232a"
                + "\u0000\u2768\u0000\u2775\u0000\u27c0\u0000\u27c0\u0000\u27c3\u0000\u27c6"
                + "\u0000\u27c8\u0000\u27c9\u0000\u27cb\u0000\u27cd\u0000\u27d3\u0000\u27d6"
                + "\u0000\u27dc\u0000\u27de\u0000\u27e2\u0000\u27ef\u0000\u2983\u0000\u2998"
                + "\u0000\u299b\u0000\u29a0\u0000\u29a2\u0000\u29af\u0000\u29b8\u0000\u29b8"
                + "\u0000\u29c0\u0000\u29c5\u0000\u29c9\u0000\u29c9\u0000\u29ce\u0000\u29d2"
                + "\u0000\u29d4\u0000\u29d5\u0000\u29d8\u0000\u29dc\u0000\u29e1\u0000\u29e1"
                + "\u0000\u29e3\u0000\u29e5\u0000\u29e8\u0000\u29e9\u0000\u29f4\u0000\u29f9"
                + "\u0000\u29fc\u0000\u29fd\u0000\u2a0a\u0000\u2a1c\u0000\u2a1e\u0000\u2a21"
                + "\u0000\u2a24\u0000\u2a24\u0000\u2a26\u0000\u2a26\u0000\u2a29\u0000\u2a29"
                + "\u0000\u2a2b\u0000\u2a2e\u0000\u2a34\u0000\u2a35\u0000\u2a3c\u0000\u2a3e"
                + "\u0000\u2a57\u0000\u2a58\u0000\u2a64\u0000\u2a65\u0000\u2a6a\u0000\u2a6d"
                + "\u0000\u2a6f\u0000\u2a70\u0000\u2a73\u0000\u2a74\u0000\u2a79\u0000\u2aa3"
                + "\u0000\u2aa6\u0000\u2aad\u0000\u2aaf\u0000\u2ad6\u0000\u2adc\u0000\u2adc"
                + "\u0000\u2ade\u0000\u2ade\u0000\u2ae2\u0000\u2ae6\u0000\u2aec\u0000\u2aee"
                + "\u0000\u2af3\u0000\u2af3\u0000\u2af7\u0000\u2afb\u0000\u2afd\u0000\u2afd"
                + "\u0000\u2bfe\u0000\u2bfe\u0000\u2e02\u0000\u2e05\u0000\u2e09\u0000\u2e0a"
                + "\u0000\u2e0c\u0000\u2e0d\u0000\u2e1c\u0000\u2e1d\u0000\u2e20\u0000\u2e29"
                + "\u0000\u3008\u0000\u3011\u0000\u3014\u0000\u301b\u0000\ufe59\u0000\ufe5e"
                + "\u0000\ufe64\u0000\ufe65\u0000\uff08\u0000\uff09\u0000\uff1c\u0000\uff1c"
                + "\u0000\uff1e\u0000\uff1e\u0000\uff3b\u0000\uff3b\u0000\uff3d\u0000\uff3d"
                + "\u0000\uff5b\u0000\uff5b\u0000\uff5d\u0000\uff5d\u0000\uff5f\u0000\uff60"
                + "\u0000\uff62\u0000\uff63\u0001\ud6db\u0001\ud6db\u0001\ud715\u0001\ud715"
                + "\u0001\ud74f\u0001\ud74f\u0001\ud789\u0001\ud789\u0001\ud7c3\u0001\ud7c3");

        private static int[] decode(String s) {
            int[] r = new int[s.length() / 2];
            for (int i = 0; i < r.length; i++) {
                r[i] = (s.charAt(2 * i) << 16) | s.charAt(2 * i + 1);
            }
            return r;
        }

        /** The value for cp from NUMERIC_RUNS, or -1. */
        static int numericValue(int cp) {
            int[] r = NUMERIC_RUNS;
            int lo = 0;
            int hi = r.length / 4 - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (cp < r[4 * mid]) {
                    hi = mid - 1;
                } else if (cp > r[4 * mid + 1]) {
                    lo = mid + 1;
                } else {
                    return r[4 * mid + 2] + (cp - r[4 * mid]) * r[4 * mid + 3];
                }
            }
            return -1;
        }

        /** Binary search over the sorted (first, last) pairs. */
        static boolean contains(int[] ranges, int cp) {
            int lo = 0;
            int hi = ranges.length / 2 - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (cp < ranges[2 * mid]) {
                    hi = mid - 1;
                } else if (cp > ranges[2 * mid + 1]) {
                    lo = mid + 1;
                } else {
                    return true;
                }
            }
            return false;
        }
    }
}
