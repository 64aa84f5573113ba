package java.io;

/** A reader over a char array (not copied); mark/reset are supported without a limit. */
public class CharArrayReader extends Reader {
    /** The chars; null once closed. */
    protected char[] buf;
    protected int pos;
    protected int markedPos;
    /** The end of the readable range. */
    protected int count;

    public CharArrayReader(char[] buf) {
        this.buf = buf;
        this.count = buf.length;
    }

    /** Reads buf[offset..offset+length), cut at the end of buf. */
    public CharArrayReader(char[] buf, int offset, int length) {
        if (offset < 0 || offset > buf.length || length < 0 || offset + length < 0) {
            throw new IllegalArgumentException();
        }
        this.buf = buf;
        this.pos = offset;
        this.markedPos = offset;
        this.count = Math.min(offset + length, buf.length);
    }

    private void ensureOpen() throws IOException {
        if (buf == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return pos < count ? buf[pos++] : -1;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            if (pos >= count) {
                return -1;
            }
            int n = Math.min(len, count - pos);
            System.arraycopy(buf, pos, cbuf, off, n);
            pos += n;
            return n;
        }
    }

    /** Skips up to n chars; a negative n skips nothing. */
    public long skip(long n) throws IOException {
        synchronized (lock) {
            ensureOpen();
            long k = Math.min(n, count - pos);
            if (k < 0) {
                return 0;
            }
            pos += (int) k;
            return k;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return count - pos > 0;
        }
    }

    public boolean markSupported() {
        return true;
    }

    /** Marks the position; the limit is ignored. */
    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            ensureOpen();
            markedPos = pos;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            ensureOpen();
            pos = markedPos;
        }
    }

    public void close() {
        synchronized (lock) {
            buf = null;
        }
    }
}
