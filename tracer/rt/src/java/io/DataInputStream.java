package java.io;

/**
 * Reads primitives (big-endian) and modified UTF-8 strings from another stream. Every read that
 * runs out of bytes throws EOFException (without a message, as HotSpot's).
 */
public class DataInputStream extends FilterInputStream implements DataInput {
    /** Scratch space for readLong, so that it needs one bulk read. */
    private final byte[] eight = new byte[8];

    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    /** Reads exactly len bytes, however many reads that takes; EOFException if they run out. */
    public final void readFully(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        int done = 0;
        while (done < len) {
            int n = in.read(b, off + done, len - done);
            if (n < 0) {
                throw new EOFException();
            }
            done += n;
        }
    }

    /** Skips up to n bytes, stopping when the underlying stream skips nothing. */
    public final int skipBytes(int n) throws IOException {
        int total = 0;
        while (total < n) {
            int k = (int) in.skip(n - total);
            if (k <= 0) {
                break;
            }
            total += k;
        }
        return total;
    }

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    /** Reads two bytes; both reads happen even if the first hits end of stream, as in the JDK. */
    public final int readUnsignedShort() throws IOException {
        int hi = in.read();
        int lo = in.read();
        if ((hi | lo) < 0) {
            throw new EOFException();
        }
        return (hi << 8) | lo;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int b0 = in.read();
        int b1 = in.read();
        int b2 = in.read();
        int b3 = in.read();
        if ((b0 | b1 | b2 | b3) < 0) {
            throw new EOFException();
        }
        return (b0 << 24) | (b1 << 16) | (b2 << 8) | b3;
    }

    public final long readLong() throws IOException {
        byte[] b = eight;
        readFully(b, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (b[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /**
     * Reads bytes up to "\n", "\r" or "\r\n" as Latin-1 chars; null at end of stream if nothing
     * was read. A byte read after a lone "\r" is pushed back: as in the JDK, the underlying
     * stream is then wrapped in a PushbackInputStream.
     */
    @Deprecated
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while (true) {
            c = in.read();
            if (c < 0 || c == '\n') {
                break;
            }
            if (c == '\r') {
                int next = in.read();
                if (next != '\n' && next >= 0) {
                    if (!(in instanceof PushbackInputStream)) {
                        in = new PushbackInputStream(in);
                    }
                    ((PushbackInputStream) in).unread(next);
                }
                break;
            }
            sb.append((char) c);
        }
        if (c < 0 && sb.length() == 0) {
            return null;
        }
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /** Reads a length (unsigned short) and that many bytes of modified UTF-8 from in. */
    public static final String readUTF(DataInput in) throws IOException {
        int len = in.readUnsignedShort();
        byte[] b = new byte[len];
        in.readFully(b, 0, len);
        return decodeUTF(b, len);
    }

    /**
     * Decodes modified UTF-8 (one to three bytes per char, no four-byte forms), with the JDK's
     * messages: the byte position reported is where the JDK's decoder stood when it noticed.
     */
    static String decodeUTF(byte[] b, int len) throws UTFDataFormatException {
        char[] out = new char[len];
        int n = 0;
        int i = 0;
        while (i < len) {
            int c = b[i] & 0xff;
            int kind = c >> 4;
            if (kind < 8) {
                out[n++] = (char) c;
                i++;
            } else if (kind == 12 || kind == 13) {
                int end = i + 2;
                if (end > len) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int c2 = b[i + 1];
                if ((c2 & 0xC0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + end);
                }
                out[n++] = (char) (((c & 0x1F) << 6) | (c2 & 0x3F));
                i = end;
            } else if (kind == 14) {
                int end = i + 3;
                if (end > len) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int c2 = b[i + 1];
                int c3 = b[i + 2];
                if ((c2 & 0xC0) != 0x80 || (c3 & 0xC0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (end - 1));
                }
                out[n++] = (char) (((c & 0x0F) << 12) | ((c2 & 0x3F) << 6) | (c3 & 0x3F));
                i = end;
            } else {
                throw new UTFDataFormatException("malformed input around byte " + i);
            }
        }
        return new String(out, 0, n);
    }
}
