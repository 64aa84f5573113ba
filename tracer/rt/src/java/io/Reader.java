package java.io;

/** The superclass of character input streams; subclasses implement read(char[], int, int), close. */
public abstract class Reader implements Readable, Closeable {
    private static final int MAX_SKIP_BUFFER_SIZE = 8192;

    /** The object used to synchronize operations on this stream. */
    protected Object lock;

    private char[] skipBuffer;

    protected Reader() {
        this.lock = this;
    }

    protected Reader(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    /** JDK 11: an empty reader; after close, reads throw IOException "Stream closed". */
    public static Reader nullReader() {
        return new Reader() {
            private volatile boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public int read(char[] cbuf, int off, int len) throws IOException {
                OutputStream.checkFromIndexSize(off, len, cbuf.length);
                if (len == 0) {
                    return 0;
                }
                ensureOpen();
                return -1;
            }

            public boolean ready() throws IOException {
                ensureOpen();
                return false;
            }

            public long skip(long n) throws IOException {
                ensureOpen();
                return 0L;
            }

            public void close() {
                closed = true;
            }
        };
    }

    /** Reads one char, or -1 at end of stream. */
    public int read() throws IOException {
        char[] cb = new char[1];
        if (read(cb, 0, 1) == -1) {
            return -1;
        }
        return cb[0];
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        int nn = (int) Math.min(n, MAX_SKIP_BUFFER_SIZE);
        synchronized (lock) {
            if ((skipBuffer == null) || (skipBuffer.length < nn)) {
                skipBuffer = new char[nn];
            }
            long r = n;
            while (r > 0) {
                int nc = read(skipBuffer, 0, (int) Math.min(r, nn));
                if (nc == -1) {
                    break;
                }
                r -= nc;
            }
            return n - r;
        }
    }

    public boolean ready() throws IOException {
        return false;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int readAheadLimit) throws IOException {
        throw new IOException("mark() not supported");
    }

    public void reset() throws IOException {
        throw new IOException("reset() not supported");
    }

    /** JDK 10: copies everything to out; returns the char count. */
    public long transferTo(Writer out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        char[] buffer = new char[8192];
        int nRead;
        while ((nRead = read(buffer, 0, buffer.length)) >= 0) {
            out.write(buffer, 0, nRead);
            transferred += nRead;
        }
        return transferred;
    }

    public abstract void close() throws IOException;
}
