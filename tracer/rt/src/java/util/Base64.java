package java.util;

/**
 * Base64 encoders and decoders (RFC 4648 basic and URL-safe alphabets, RFC 2045 MIME), with the
 * JDK's output lengths and exception messages. Stream wrapping and ByteBuffer forms are missing.
 */
public class Base64 {
    private Base64() {
    }

    private static final char[] BASIC =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] URL =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();

    /** Byte value to 6-bit value; -1 outside the alphabet, -2 for the padding '='. */
    private static int[] reverse(char[] alphabet) {
        int[] t = new int[256];
        for (int i = 0; i < 256; i++) {
            t[i] = -1;
        }
        for (int i = 0; i < alphabet.length; i++) {
            t[alphabet[i]] = i;
        }
        t['='] = -2;
        return t;
    }

    private static final int[] FROM_BASIC = reverse(BASIC);
    private static final int[] FROM_URL = reverse(URL);
    private static final byte[] CRLF = {'\r', '\n'};

    private static final Encoder RFC4648 = new Encoder(false, null, -1, true);
    private static final Encoder RFC4648_URL = new Encoder(true, null, -1, true);
    private static final Encoder RFC2045 = new Encoder(false, CRLF, 76, true);
    private static final Decoder D_RFC4648 = new Decoder(false, false);
    private static final Decoder D_RFC4648_URL = new Decoder(true, false);
    private static final Decoder D_RFC2045 = new Decoder(false, true);

    public static Encoder getEncoder() {
        return RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return RFC4648_URL;
    }

    public static Encoder getMimeEncoder() {
        return RFC2045;
    }

    /** A MIME encoder with lines of lineLength rounded down to a multiple of 4. */
    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        for (int i = 0; i < lineSeparator.length; i++) {
            byte b = lineSeparator[i];
            if (FROM_BASIC[b & 0xff] != -1) {
                throw new IllegalArgumentException(
                        "Illegal base64 line separator character 0x" + Integer.toString(b, 16));
            }
        }
        lineLength &= ~3;
        if (lineLength <= 0) {
            return RFC4648;
        }
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return D_RFC4648;
    }

    public static Decoder getUrlDecoder() {
        return D_RFC4648_URL;
    }

    public static Decoder getMimeDecoder() {
        return D_RFC2045;
    }

    /** Encodes bytes into Base64 text. Instances are immutable. */
    public static class Encoder {
        private final boolean url;
        private final byte[] newline;
        private final int lineMax;
        private final boolean padding;

        private Encoder(boolean url, byte[] newline, int lineMax, boolean padding) {
            this.url = url;
            this.newline = newline;
            this.lineMax = lineMax;
            this.padding = padding;
        }

        /** The encoded length, or -1 if it does not fit in an int. */
        private int outLength(int n) {
            long len;
            if (padding) {
                len = 4L * ((n + 2L) / 3);
            } else {
                int rest = n % 3;
                len = 4L * (n / 3) + (rest == 0 ? 0 : rest + 1);
            }
            if (lineMax > 0 && len > 0) {
                len += (len - 1) / lineMax * newline.length;
            }
            return len > Integer.MAX_VALUE ? -1 : (int) len;
        }

        public byte[] encode(byte[] src) {
            int len = outLength(src.length);
            if (len < 0) {
                throw new OutOfMemoryError("Encoded size is too large");
            }
            byte[] dst = new byte[len];
            encodeInto(src, dst);
            return dst;
        }

        public int encode(byte[] src, byte[] dst) {
            int len = outLength(src.length);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException(
                        "Output byte array is too small for encoding all input bytes");
            }
            return encodeInto(src, dst);
        }

        public String encodeToString(byte[] src) {
            byte[] b = encode(src);
            char[] c = new char[b.length];
            for (int i = 0; i < b.length; i++) {
                c[i] = (char) (b[i] & 0xff);
            }
            return new String(c);
        }

        public Encoder withoutPadding() {
            if (!padding) {
                return this;
            }
            return new Encoder(url, newline, lineMax, false);
        }

        private int encodeInto(byte[] src, byte[] dst) {
            char[] alphabet = url ? URL : BASIC;
            int dp = 0;
            int lineLen = 0;
            int sp = 0;
            int n = src.length;
            while (sp < n) {
                int rest = n - sp;
                int b0 = src[sp] & 0xff;
                int b1 = rest > 1 ? src[sp + 1] & 0xff : 0;
                int b2 = rest > 2 ? src[sp + 2] & 0xff : 0;
                sp += 3;
                if (lineMax > 0 && lineLen == lineMax) {
                    for (int k = 0; k < newline.length; k++) {
                        dst[dp++] = newline[k];
                    }
                    lineLen = 0;
                }
                int bits = b0 << 16 | b1 << 8 | b2;
                dst[dp++] = (byte) alphabet[(bits >>> 18) & 0x3f];
                dst[dp++] = (byte) alphabet[(bits >>> 12) & 0x3f];
                if (rest > 1) {
                    dst[dp++] = (byte) alphabet[(bits >>> 6) & 0x3f];
                } else if (padding) {
                    dst[dp++] = '=';
                }
                if (rest > 2) {
                    dst[dp++] = (byte) alphabet[bits & 0x3f];
                } else if (padding) {
                    dst[dp++] = '=';
                }
                lineLen += 4;
            }
            return dp;
        }
    }

    /** Decodes Base64 text into bytes. Instances are immutable. */
    public static class Decoder {
        private final boolean url;
        private final boolean mime;

        private Decoder(boolean url, boolean mime) {
            this.url = url;
            this.mime = mime;
        }

        public byte[] decode(byte[] src) {
            byte[] dst = new byte[outLength(src)];
            int n = decodeInto(src, dst);
            if (n != dst.length) {
                dst = Arrays.copyOf(dst, n);
            }
            return dst;
        }

        /** Decodes the chars of src taken as ISO-8859-1 bytes. */
        public byte[] decode(String src) {
            byte[] b = new byte[src.length()];
            for (int i = 0; i < b.length; i++) {
                char c = src.charAt(i);
                b[i] = (byte) (c <= 0xff ? c : '?');
            }
            return decode(b);
        }

        public int decode(byte[] src, byte[] dst) {
            int len = outLength(src);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException(
                        "Output byte array is too small for decoding all input bytes");
            }
            return decodeInto(src, dst);
        }

        /** The JDK's estimate of the decoded length (exact for well-formed input). */
        private int outLength(byte[] src) {
            int[] table = url ? FROM_URL : FROM_BASIC;
            int len = src.length;
            if (len == 0) {
                return 0;
            }
            if (len < 2) {
                if (mime) {
                    return 0;
                }
                throw new IllegalArgumentException(
                        "Input byte[] should at least have 2 bytes for base64 bytes");
            }
            int paddings = 0;
            if (mime) {
                int skipped = 0;
                for (int sp = 0; sp < src.length; sp++) {
                    int b = src[sp] & 0xff;
                    if (b == '=') {
                        len -= src.length - sp;
                        break;
                    }
                    if (table[b] == -1) {
                        skipped++;
                    }
                }
                len -= skipped;
            } else if (src[len - 1] == '=') {
                paddings++;
                if (src[len - 2] == '=') {
                    paddings++;
                }
            }
            if (paddings == 0 && (len & 3) != 0) {
                paddings = 4 - (len & 3);
            }
            return 3 * (int) ((len + 3L) / 4) - paddings;
        }

        private int decodeInto(byte[] src, byte[] dst) {
            int[] table = url ? FROM_URL : FROM_BASIC;
            int sp = 0;
            int sl = src.length;
            int dp = 0;
            int bits = 0;
            int shift = 18;
            while (sp < sl) {
                int b = table[src[sp++] & 0xff];
                if (b < 0) {
                    if (b == -2) {
                        // '=' is only allowed as "xx==" or "xxx=".
                        if (shift == 6 && (sp == sl || src[sp++] != '=') || shift == 18) {
                            throw new IllegalArgumentException(
                                    "Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (mime) {
                        continue;
                    }
                    throw new IllegalArgumentException(
                            "Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits |= b << shift;
                shift -= 6;
                if (shift < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    shift = 18;
                    bits = 0;
                }
            }
            if (shift == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shift == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shift == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            while (sp < sl) {
                if (mime && table[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException(
                        "Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }
    }
}
