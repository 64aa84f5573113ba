package java.io;

/**
 * Encodes chars to bytes for the char-to-byte bridges of java.io (PrintStream,
 * OutputStreamWriter). Supports UTF-8, US-ASCII and ISO-8859-1. Like the JDK's stream encoders it
 * is stateful: a high surrogate at the end of one write is kept until the next write, so a
 * surrogate pair split across two print calls is still encoded as one code point. Unmappable
 * chars and unpaired surrogates become '?'.
 */
final class CharEncoder {
    static final int UTF_8 = 0;
    static final int US_ASCII = 1;
    static final int ISO_8859_1 = 2;

    final int charset;

    /** A high surrogate waiting for its low surrogate, or 0. */
    private char pendingHigh;

    CharEncoder(int charset) {
        this.charset = charset;
    }

    private static int defaultCharset = -1;

    /**
     * The default charset, from the file.encoding property the VM sets from the environment as
     * HotSpot 17 does (UTF-8, or ASCII in the C locale); UTF-8 if it names another charset.
     */
    static int defaultCharset() {
        if (defaultCharset < 0) {
            int c = UTF_8;
            String name = System.getProperty("file.encoding");
            if ("ANSI_X3.4-1968".equals(name)) {
                c = US_ASCII; // what the VM sets for the C locale: no case folding needed
            } else if (name != null && !name.equals("UTF-8")) {
                try {
                    c = lookup(name);
                } catch (UnsupportedEncodingException e) {
                    c = UTF_8;
                }
            }
            defaultCharset = c;
        }
        return defaultCharset;
    }

    /** Maps a charset name or common alias (case-insensitive) to a constant. */
    static int lookup(String name) throws UnsupportedEncodingException {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return UTF_8;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("646") || n.equals("ISO646-US")
                || n.equals("US") || n.equals("CP367") || n.equals("ANSI_X3.4-1968")) {
            return US_ASCII;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1")
                || n.equals("ISO_8859-1") || n.equals("LATIN1") || n.equals("L1")
                || n.equals("8859_1") || n.equals("CP819") || n.equals("IBM819")) {
            return ISO_8859_1;
        }
        throw new UnsupportedEncodingException(name);
    }

    /** The historical (java.io) name, as returned by OutputStreamWriter.getEncoding. */
    static String historicalName(int charset) {
        switch (charset) {
            case US_ASCII:
                return "ASCII";
            case ISO_8859_1:
                return "ISO8859_1";
            default:
                return "UTF8";
        }
    }

    /** An upper bound of the bytes encode may produce for len chars. */
    static int maxBytes(int len) {
        return 3 * len + 1;
    }

    /**
     * Encodes src[off..off+len) into dst starting at dp (which must have maxBytes(len) room);
     * returns the new end position in dst.
     */
    int encode(char[] src, int off, int len, byte[] dst, int dp) {
        int end = off + len;
        int i = off;
        if (pendingHigh != 0 && i < end) {
            char high = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(src[i])) {
                dp = encodeCodePoint(Character.toCodePoint(high, src[i]), dst, dp);
                i++;
            } else {
                dst[dp++] = '?';
            }
        }
        if (charset == UTF_8) {
            for (; i < end; i++) {
                char c = src[i];
                if (c < 0x80) {
                    dst[dp++] = (byte) c;
                } else if (c < 0x800) {
                    dst[dp++] = (byte) (0xc0 | (c >> 6));
                    dst[dp++] = (byte) (0x80 | (c & 0x3f));
                } else if (c >= '\uD800' && c <= '\uDFFF') {
                    if (c <= '\uDBFF') {
                        if (i + 1 < end) {
                            if (Character.isLowSurrogate(src[i + 1])) {
                                dp = encodeCodePoint(Character.toCodePoint(c, src[++i]), dst, dp);
                            } else {
                                dst[dp++] = '?';
                            }
                        } else {
                            pendingHigh = c; // wait for the next write
                        }
                    } else {
                        dst[dp++] = '?';
                    }
                } else {
                    dst[dp++] = (byte) (0xe0 | (c >> 12));
                    dst[dp++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                    dst[dp++] = (byte) (0x80 | (c & 0x3f));
                }
            }
        } else {
            int max = (charset == US_ASCII) ? 0x7f : 0xff;
            for (; i < end; i++) {
                char c = src[i];
                if (c <= max) {
                    dst[dp++] = (byte) c;
                } else if (Character.isHighSurrogate(c)) {
                    if (i + 1 < end) {
                        if (Character.isLowSurrogate(src[i + 1])) {
                            i++; // an unmappable pair is one '?'
                        }
                        dst[dp++] = '?';
                    } else {
                        pendingHigh = c;
                    }
                } else {
                    dst[dp++] = '?';
                }
            }
        }
        return dp;
    }

    private int encodeCodePoint(int cp, byte[] dst, int dp) {
        if (charset != UTF_8) {
            dst[dp++] = '?';
            return dp;
        }
        dst[dp++] = (byte) (0xf0 | (cp >> 18));
        dst[dp++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
        dst[dp++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
        dst[dp++] = (byte) (0x80 | (cp & 0x3f));
        return dp;
    }

    /** At close: a pending high surrogate can no longer be completed and becomes '?'. */
    int finish(byte[] dst, int dp) {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            dst[dp++] = '?';
        }
        return dp;
    }
}
