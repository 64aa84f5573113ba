package java.lang;

import java.io.UnsupportedEncodingException;

/**
 * The charsets the library supports, for String's byte conversions (there is no java.nio).
 * Encoding replaces unmappable chars and unpaired surrogates with '?', and decoding replaces
 * malformed input with U+FFFD, following the JDK decoders' rules for how many bytes one
 * replacement covers.
 */
final class Charsets {
    static final int UTF_8 = 0;
    static final int US_ASCII = 1;
    static final int ISO_8859_1 = 2;
    static final int UTF_16 = 3;
    static final int UTF_16BE = 4;
    static final int UTF_16LE = 5;

    private static final char REPL = '\ufffd';

    private Charsets() {
    }

    /** Maps a charset name or alias (case-insensitive) to one of the constants above. */
    static int lookup(String name) throws UnsupportedEncodingException {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8") || n.equals("UNICODE-1-1-UTF-8")) {
            return UTF_8;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("646") || n.equals("ISO646-US")
                || n.equals("US") || n.equals("ANSI_X3.4-1968") || n.equals("CP367")
                || n.equals("DEFAULT")) {
            return US_ASCII;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1")
                || n.equals("ISO_8859-1") || n.equals("ISO_8859_1") || n.equals("LATIN1")
                || n.equals("L1") || n.equals("8859_1") || n.equals("CP819") || n.equals("IBM819")
                || n.equals("819") || n.equals("ISO-IR-100") || n.equals("CSISOLATIN1")) {
            return ISO_8859_1;
        }
        if (n.equals("UTF-16") || n.equals("UTF16") || n.equals("UTF_16")) {
            return UTF_16;
        }
        if (n.equals("UTF-16BE") || n.equals("UTF_16BE") || n.equals("UNICODEBIGUNMARKED")) {
            return UTF_16BE;
        }
        if (n.equals("UTF-16LE") || n.equals("UTF_16LE") || n.equals("UNICODELITTLEUNMARKED")) {
            return UTF_16LE;
        }
        throw new UnsupportedEncodingException(name);
    }

    static byte[] encode(int charset, char[] v, int off, int len) {
        switch (charset) {
            case UTF_8:
                return encodeUtf8(v, off, len);
            case US_ASCII:
                return encode8bit(v, off, len, 0x7f);
            case ISO_8859_1:
                return encode8bit(v, off, len, 0xff);
            default:
                return encodeUtf16(charset, v, off, len);
        }
    }

    /** The number of UTF-8 bytes for v[off..off+len), unpaired surrogates counting as one '?'. */
    static int utf8Length(char[] v, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end
                    && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    private static byte[] encodeUtf8(char[] v, int off, int len) {
        int end = off + len;
        byte[] out = new byte[utf8Length(v, off, len)];
        int j = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xc0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < end
                    && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[j++] = (byte) (0xf0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                out[j++] = (byte) (0x80 | (cp & 0x3f));
            } else if (Character.isSurrogate(c)) {
                out[j++] = '?';
            } else {
                out[j++] = (byte) (0xe0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                out[j++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return out;
    }

    /** One byte per char; chars above max become '?', a surrogate pair a single '?'. */
    private static byte[] encode8bit(char[] v, int off, int len, int max) {
        int end = off + len;
        int n = 0;
        for (int i = off; i < end; i++) {
            if (Character.isHighSurrogate(v[i]) && i + 1 < end
                    && Character.isLowSurrogate(v[i + 1])) {
                i++;
            }
            n++;
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c <= max) {
                out[j++] = (byte) c;
            } else {
                if (Character.isHighSurrogate(c) && i + 1 < end
                        && Character.isLowSurrogate(v[i + 1])) {
                    i++;
                }
                out[j++] = '?';
            }
        }
        return out;
    }

    /** UTF-16 writes a big-endian byte order mark first, as the JDK's encoder does. */
    private static byte[] encodeUtf16(int charset, char[] v, int off, int len) {
        boolean bom = charset == UTF_16;
        boolean little = charset == UTF_16LE;
        byte[] out = new byte[(bom && len > 0 ? 2 : 0) + 2 * len];
        int j = 0;
        if (bom && len > 0) {
            out[j++] = (byte) 0xfe;
            out[j++] = (byte) 0xff;
        }
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (Character.isSurrogate(c)) {
                boolean paired = Character.isHighSurrogate(c) ? (i + 1 < end
                        && Character.isLowSurrogate(v[i + 1])) : false;
                if (paired) {
                    j = put16(out, j, c, little);
                    c = v[++i];
                } else {
                    c = '\ufffd';
                }
            }
            j = put16(out, j, c, little);
        }
        if (j < out.length) {
            byte[] trimmed = new byte[j];
            System.arraycopy(out, 0, trimmed, 0, j);
            return trimmed;
        }
        return out;
    }

    private static char unit(byte[] b, int i, boolean little) {
        int hi = b[i] & 0xff;
        int lo = b[i + 1] & 0xff;
        return little ? (char) (lo << 8 | hi) : (char) (hi << 8 | lo);
    }

    private static int put16(byte[] out, int j, char c, boolean little) {
        if (little) {
            out[j++] = (byte) c;
            out[j++] = (byte) (c >> 8);
        } else {
            out[j++] = (byte) (c >> 8);
            out[j++] = (byte) c;
        }
        return j;
    }

    static char[] decode(int charset, byte[] b, int off, int len) {
        switch (charset) {
            case UTF_8:
                return decodeUtf8(b, off, len);
            case US_ASCII: {
                char[] out = new char[len];
                for (int i = 0; i < len; i++) {
                    byte x = b[off + i];
                    out[i] = (x >= 0) ? (char) x : REPL;
                }
                return out;
            }
            case ISO_8859_1: {
                char[] out = new char[len];
                for (int i = 0; i < len; i++) {
                    out[i] = (char) (b[off + i] & 0xff);
                }
                return out;
            }
            default:
                return decodeUtf16(charset, b, off, len);
        }
    }

    private static boolean isNotContinuation(int b) {
        return (b & 0xc0) != 0x80;
    }

    /** Second byte check of a 3-byte sequence: overlong E0 forms and non-continuations. */
    private static boolean isMalformed3Second(int b1, int b2) {
        return (b1 == 0xe0 && (b2 & 0xe0) == 0x80) || isNotContinuation(b2);
    }

    /** Second byte check of a 4-byte sequence: range of F0/F4 and non-continuations. */
    private static boolean isMalformed4Second(int b1, int b2) {
        return b1 > 0xf4 || (b1 == 0xf0 && (b2 < 0x90 || b2 > 0xbf))
                || (b1 == 0xf4 && (b2 & 0xf0) != 0x80) || isNotContinuation(b2);
    }

    /**
     * Decodes UTF-8. A malformed sequence is replaced by one U+FFFD covering its longest valid
     * prefix (at least one byte), an encoded surrogate by one U+FFFD for all three bytes, and an
     * incomplete sequence at the end of the input by a single U+FFFD, as the JDK does.
     */
    private static char[] decodeUtf8(byte[] src, int off, int len) {
        char[] dst = new char[len];
        int dp = 0;
        int sp = off;
        int sl = off + len;
        // ASCII prefix fast path.
        while (sp < sl && src[sp] >= 0) {
            dst[dp++] = (char) src[sp++];
        }
        while (sp < sl) {
            int b1 = src[sp++] & 0xff;
            if (b1 < 0x80) {
                dst[dp++] = (char) b1;
            } else if (b1 >= 0xc2 && b1 <= 0xdf) {
                if (sp < sl) {
                    int b2 = src[sp] & 0xff;
                    if (isNotContinuation(b2)) {
                        dst[dp++] = REPL;
                    } else {
                        dst[dp++] = (char) (((b1 & 0x1f) << 6) | (b2 & 0x3f));
                        sp++;
                    }
                    continue;
                }
                dst[dp++] = REPL;
                break;
            } else if (b1 >= 0xe0 && b1 <= 0xef) {
                if (sp + 1 < sl) {
                    int b2 = src[sp] & 0xff;
                    int b3 = src[sp + 1] & 0xff;
                    if (isMalformed3Second(b1, b2)) {
                        dst[dp++] = REPL;
                    } else if (isNotContinuation(b3)) {
                        dst[dp++] = REPL;
                        sp++;
                    } else {
                        char c = (char) (((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
                        dst[dp++] = Character.isSurrogate(c) ? REPL : c;
                        sp += 2;
                    }
                    continue;
                }
                if (sp < sl && isMalformed3Second(b1, src[sp] & 0xff)) {
                    dst[dp++] = REPL;
                    continue;
                }
                dst[dp++] = REPL;
                break;
            } else if (b1 >= 0xf0 && b1 <= 0xf7) {
                if (sp + 2 < sl) {
                    int b2 = src[sp] & 0xff;
                    int b3 = src[sp + 1] & 0xff;
                    int b4 = src[sp + 2] & 0xff;
                    if (isMalformed4Second(b1, b2)) {
                        dst[dp++] = REPL;
                    } else if (isNotContinuation(b3)) {
                        dst[dp++] = REPL;
                        sp++;
                    } else if (isNotContinuation(b4)) {
                        dst[dp++] = REPL;
                        sp += 2;
                    } else {
                        int cp = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6)
                                | (b4 & 0x3f);
                        if (dp + 2 > dst.length) {
                            dst = grow(dst, dp + 2);
                        }
                        dst[dp++] = Character.highSurrogate(cp);
                        dst[dp++] = Character.lowSurrogate(cp);
                        sp += 3;
                    }
                    continue;
                }
                if (b1 > 0xf4 || (sp < sl && isMalformed4Second(b1, src[sp] & 0xff))) {
                    dst[dp++] = REPL;
                    continue;
                }
                sp++;
                dst[dp++] = REPL;
                if (sp < sl && isNotContinuation(src[sp] & 0xff)) {
                    continue;
                }
                break;
            } else {
                dst[dp++] = REPL;
            }
        }
        if (dp != dst.length) {
            char[] trimmed = new char[dp];
            System.arraycopy(dst, 0, trimmed, 0, dp);
            return trimmed;
        }
        return dst;
    }

    private static char[] grow(char[] a, int min) {
        char[] b = new char[Math.max(min, a.length * 2)];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    /**
     * Decodes UTF-16; "UTF-16" honours a byte order mark (big-endian by default). As in the JDK,
     * a trailing odd byte, an incomplete pair at the end, a high surrogate with its following unit
     * and a lone low surrogate each become one U+FFFD.
     */
    private static char[] decodeUtf16(int charset, byte[] b, int off, int len) {
        boolean little = charset == UTF_16LE;
        int i = off;
        int end = off + len;
        if (charset == UTF_16 && len >= 2) {
            int b0 = b[off] & 0xff;
            int b1 = b[off + 1] & 0xff;
            if (b0 == 0xfe && b1 == 0xff) {
                i += 2;
            } else if (b0 == 0xff && b1 == 0xfe) {
                i += 2;
                little = true;
            }
        }
        char[] out = new char[(end - i + 1) / 2];
        int j = 0;
        while (i < end) {
            if (end - i < 2) {
                out[j++] = REPL; // a trailing odd byte
                break;
            }
            char c = unit(b, i, little);
            i += 2;
            if (Character.isHighSurrogate(c)) {
                if (end - i < 2) {
                    out[j++] = REPL; // an incomplete pair at the end
                    break;
                }
                char c2 = unit(b, i, little);
                i += 2;
                if (Character.isLowSurrogate(c2)) {
                    out[j++] = c;
                    out[j++] = c2;
                } else {
                    out[j++] = REPL; // the JDK replaces both units
                }
            } else if (Character.isLowSurrogate(c)) {
                out[j++] = REPL;
            } else {
                out[j++] = c;
            }
        }
        if (j < out.length) {
            char[] trimmed = new char[j];
            System.arraycopy(out, 0, trimmed, 0, j);
            return trimmed;
        }
        return out;
    }
}
