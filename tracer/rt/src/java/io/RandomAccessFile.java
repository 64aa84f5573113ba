package java.io;

/**
 * A file read and written at any position: mode "r" (inside --allow-read) or "rw", "rws",
 * "rwd" (inside --allow-write; created if missing). Multi-byte values are big-endian, as
 * DataInput/DataOutput specify.
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final int fd;
    private final boolean writable;
    private boolean closed;
    private final byte[] scratch = new byte[8];

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        boolean rw;
        if (mode.equals("r")) {
            rw = false;
        } else if (mode.equals("rw") || mode.equals("rws") || mode.equals("rwd")) {
            rw = true;
        } else {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.writable = rw;
        this.fd = FileIO.openOrThrow(name, rw ? FileIO.READ_WRITE : FileIO.READ);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        int n = FileIO.readChecked(fd, scratch, 0, 1);
        return (n <= 0) ? -1 : (scratch[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        return FileIO.readChecked(fd, b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int r = read(b, off + n, len - n);
            if (r < 0) {
                throw new EOFException();
            }
            n += r;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long newpos = Math.min(pos + n, length());
        seek(newpos);
        return (int) (newpos - pos);
    }

    public long getFilePointer() throws IOException {
        ensureOpen();
        return FileIO.position(fd);
    }

    public void seek(long pos) throws IOException {
        ensureOpen();
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        FileIO.seek(fd, pos);
    }

    public long length() throws IOException {
        ensureOpen();
        return FileIO.length(fd);
    }

    public void setLength(long newLength) throws IOException {
        ensureOpen();
        if (!writable) {
            throw new IOException("Bad file descriptor");
        }
        long pos = getFilePointer();
        FileIO.setLength(fd, newLength);
        if (pos > newLength) {
            seek(newLength);
        }
    }

    public void write(int b) throws IOException {
        scratch[0] = (byte) b;
        write(scratch, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (!writable) {
            throw new IOException("Bad file descriptor");
        }
        FileIO.write(fd, b, off, len);
    }

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int c = read();
        if (c < 0) {
            throw new EOFException();
        }
        return c;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        readFully(scratch, 0, 2);
        return ((scratch[0] & 0xff) << 8) | (scratch[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        readFully(scratch, 0, 4);
        return ((scratch[0] & 0xff) << 24) | ((scratch[1] & 0xff) << 16)
                | ((scratch[2] & 0xff) << 8) | (scratch[3] & 0xff);
    }

    public final long readLong() throws IOException {
        long hi = readInt();
        long lo = readInt() & 0xffffffffL;
        return (hi << 32) | lo;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** A line of bytes as Latin-1 chars, without its terminator; null at end of file. */
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            c = read();
            if (c == -1 || c == '\n') {
                eol = true;
            } else if (c == '\r') {
                eol = true;
                long cur = getFilePointer();
                if (read() != '\n') {
                    seek(cur);
                }
            } else {
                sb.append((char) c);
            }
        }
        if (c == -1 && sb.length() == 0) {
            return null;
        }
        return sb.toString();
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        scratch[0] = (byte) (v >>> 8);
        scratch[1] = (byte) v;
        write(scratch, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        scratch[0] = (byte) (v >>> 24);
        scratch[1] = (byte) (v >>> 16);
        scratch[2] = (byte) (v >>> 8);
        scratch[3] = (byte) v;
        write(scratch, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            write((byte) s.charAt(i));
        }
    }

    /** Each char as two bytes, high byte first. */
    public final void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            writeChar(s.charAt(i));
        }
    }

    /** A two-byte length and modified UTF-8, as DataOutputStream writes it. */
    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        FileIO.close(fd);
    }
}
