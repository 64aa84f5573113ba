package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Formats bytes and primitives as hexadecimal text and parses it back (Java 17), with an optional
 * delimiter between values and a prefix and suffix around each value. Immutable.
 */
public final class HexFormat {
    private static final char[] LOWER = "0123456789abcdef".toCharArray();
    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final HexFormat DEFAULT = new HexFormat("", "", "", LOWER);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final char[] digits;

    private HexFormat(String delimiter, String prefix, String suffix, char[] digits) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.digits = digits;
    }

    public static HexFormat of() {
        return DEFAULT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", LOWER);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(delimiter, prefix, suffix, UPPER);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, LOWER);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return digits == UPPER;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        return formatHex(new StringBuilder(), bytes, fromIndex, toIndex).toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        if (toIndex > fromIndex) {
            try {
                String between = suffix + delimiter + prefix;
                out.append(prefix);
                for (int i = fromIndex; i < toIndex; i++) {
                    if (i > fromIndex) {
                        out.append(between);
                    }
                    out.append(toHighHexDigit(bytes[i]));
                    out.append(toLowHexDigit(bytes[i]));
                }
                out.append(suffix);
            } catch (IOException e) {
                throw new UncheckedIOException(e.getMessage(), e);
            }
        }
        return out;
    }

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        if (fromIndex != 0 || toIndex != string.length()) {
            string = string.subSequence(fromIndex, toIndex);
        }
        int n = string.length();
        if (n == 0) {
            return new byte[0];
        }
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            if ((n & 1) != 0) {
                throw new IllegalArgumentException("string length not even: " + n);
            }
            byte[] bytes = new byte[n / 2];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) pair(string, 2 * i);
            }
            return bytes;
        }
        long valueChars = prefix.length() + 2L + suffix.length();
        long stride = valueChars + delimiter.length();
        if ((n - valueChars) % stride != 0) {
            throw new IllegalArgumentException("extra or missing delimiters "
                    + "or values consisting of prefix, two hexadecimal digits, and suffix");
        }
        checkLiteral(string, 0, prefix);
        checkLiteral(string, n - suffix.length(), suffix);
        String between = suffix + delimiter + prefix;
        int count = (int) ((n - valueChars) / stride + 1L);
        byte[] bytes = new byte[count];
        int offset = prefix.length();
        for (int i = 0; i < count - 1; i++) {
            bytes[i] = (byte) pair(string, offset);
            checkLiteral(string, offset + 2, between);
            offset += 2 + between.length();
        }
        bytes[count - 1] = (byte) pair(string, offset);
        return bytes;
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parseHex(new String(chars, fromIndex, toIndex - fromIndex));
    }

    private static void checkLiteral(CharSequence s, int index, String literal) {
        for (int i = 0; i < literal.length(); i++) {
            if (s.charAt(index + i) != literal.charAt(i)) {
                throw new IllegalArgumentException(escapeNL("found: \""
                        + s.subSequence(index, index + literal.length()) + "\", expected: \""
                        + literal + "\", index: " + index + " ch: " + (int) s.charAt(index + i)));
            }
        }
    }

    private static String escapeNL(String s) {
        return s.replace("\n", "\\n").replace("\r", "\\r");
    }

    private static int pair(CharSequence s, int index) {
        return (fromHexDigit(s.charAt(index)) << 4) | fromHexDigit(s.charAt(index + 1));
    }

    public char toLowHexDigit(int value) {
        return digits[value & 0xf];
    }

    public char toHighHexDigit(int value) {
        return digits[(value >> 4) & 0xf];
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    public String toHexDigits(byte value) {
        return toHexDigits(value, 2);
    }

    public String toHexDigits(char value) {
        return toHexDigits((long) value, 4);
    }

    public String toHexDigits(short value) {
        return toHexDigits(value, 4);
    }

    public String toHexDigits(int value) {
        return toHexDigits(value, 8);
    }

    public String toHexDigits(long value) {
        return toHexDigits(value, 16);
    }

    /** The low {@code digits} hex digits of value, without prefix or suffix. */
    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) {
            throw new IllegalArgumentException("number of digits: " + digits);
        }
        char[] c = new char[digits];
        for (int i = digits - 1; i >= 0; i--) {
            c[i] = toLowHexDigit((int) value);
            value >>>= 4;
        }
        return new String(c);
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'f') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'F') {
            return ch - 'A' + 10;
        }
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    public static int fromHexDigits(CharSequence string) {
        return fromHexDigits(string, 0, string.length());
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        return (int) digitsValue(string, fromIndex, toIndex, 8);
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        return fromHexDigitsToLong(string, 0, string.length());
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        return digitsValue(string, fromIndex, toIndex, 16);
    }

    private static long digitsValue(CharSequence s, int fromIndex, int toIndex, int limit) {
        Objects.requireNonNull(s, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, s.length());
        int length = toIndex - fromIndex;
        if (length > limit) {
            throw new IllegalArgumentException(
                    "string length greater than " + limit + ": " + length);
        }
        long value = 0;
        for (int i = fromIndex; i < toIndex; i++) {
            value = (value << 4) + fromHexDigit(s.charAt(i));
        }
        return value;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof HexFormat)) {
            return false;
        }
        HexFormat h = (HexFormat) o;
        return digits == h.digits && delimiter.equals(h.delimiter) && prefix.equals(h.prefix)
                && suffix.equals(h.suffix);
    }

    @Override
    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        return 31 * result + Boolean.hashCode(digits == UPPER);
    }

    @Override
    public String toString() {
        return escapeNL("uppercase: " + (digits == UPPER) + ", delimiter: \"" + delimiter
                + "\", prefix: \"" + prefix + "\", suffix: \"" + suffix + "\"");
    }
}
