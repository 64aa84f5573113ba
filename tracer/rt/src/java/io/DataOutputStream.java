package java.io;

/**
 * Writes primitives (big-endian) and modified UTF-8 strings to another stream, counting the
 * bytes written (size(), which stops at Integer.MAX_VALUE).
 */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    /** Bytes written so far. */
    protected int written;

    private final byte[] scratch = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void count(int n) {
        int sum = written + n;
        written = sum < 0 ? Integer.MAX_VALUE : sum;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        count(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        count(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        count(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        count(1);
    }

    /** The low n bytes of v, most significant first, in one write. */
    private void writeBigEndian(long v, int n) throws IOException {
        byte[] b = scratch;
        for (int i = n - 1; i >= 0; i--) {
            b[i] = (byte) v;
            v >>>= 8;
        }
        out.write(b, 0, n);
        count(n);
    }

    public final void writeShort(int v) throws IOException {
        writeBigEndian(v, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeBigEndian(v, 2);
    }

    public final void writeInt(int v) throws IOException {
        writeBigEndian(v, 4);
    }

    public final void writeLong(long v) throws IOException {
        writeBigEndian(v, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    /** The low byte of each char. */
    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        count(len);
    }

    /** Each char as two bytes, high byte first. */
    public final void writeChars(String s) throws IOException {
        int len = s.length();
        byte[] b = scratch;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            b[0] = (byte) (c >>> 8);
            b[1] = (byte) c;
            out.write(b, 0, 2);
        }
        count(len * 2);
    }

    public final void writeUTF(String s) throws IOException {
        writeUTF(s, this);
    }

    /**
     * Writes s as a two-byte length and modified UTF-8 (NUL as two bytes, surrogates one by one
     * as three bytes each) in a single write; returns the bytes written.
     */
    static int writeUTF(String s, DataOutput out) throws IOException {
        int len = s.length();
        long size = 0;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            size += (c != 0 && c < 0x80) ? 1 : c < 0x800 ? 2 : 3;
        }
        if (size > 65535) {
            throw new UTFDataFormatException("encoded string (" + s.substring(0, 8) + "..."
                    + s.substring(len - 8, len) + ") too long: " + size + " bytes");
        }
        byte[] b = new byte[(int) size + 2];
        b[0] = (byte) (size >>> 8);
        b[1] = (byte) size;
        int n = 2;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c != 0 && c < 0x80) {
                b[n++] = (byte) c;
            } else if (c < 0x800) {
                b[n++] = (byte) (0xC0 | (c >> 6));
                b[n++] = (byte) (0x80 | (c & 0x3F));
            } else {
                b[n++] = (byte) (0xE0 | (c >> 12));
                b[n++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[n++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        out.write(b, 0, n);
        return n;
    }

    /** Bytes written so far. */
    public final int size() {
        return written;
    }
}
