package java.io;

/**
 * The superclass of byte input streams. Subclasses implement read(); the bulk read reads byte by
 * byte unless overridden. mark/reset are not supported by default.
 */
public abstract class InputStream implements Closeable {
    private static final int MAX_SKIP_BUFFER_SIZE = 2048;

    public InputStream() {
    }

    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    /** Reads at least one byte (blocking) unless at end of stream; stops early at end of stream. */
    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        try {
            for (; i < len; i++) {
                c = read();
                if (c == -1) {
                    break;
                }
                b[off + i] = (byte) c;
            }
        } catch (IOException ee) {
            // report the bytes read so far, as the JDK does
        }
        return i;
    }

    /** JDK 9: reads everything up to end of stream. */
    public byte[] readAllBytes() throws IOException {
        byte[] buf = new byte[8192];
        int n = 0;
        while (true) {
            if (n == buf.length) {
                byte[] bigger = new byte[buf.length * 2];
                System.arraycopy(buf, 0, bigger, 0, n);
                buf = bigger;
            }
            int r = read(buf, n, buf.length - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        byte[] result = new byte[n];
        System.arraycopy(buf, 0, result, 0, n);
        return result;
    }

    /** JDK 11: up to len bytes, fewer only at end of stream. */
    public byte[] readNBytes(int len) throws IOException {
        if (len < 0) {
            throw new IllegalArgumentException("len < 0");
        }
        byte[] buf = new byte[Math.min(len, 8192)];
        int n = 0;
        while (n < len) {
            if (n == buf.length) {
                byte[] bigger = new byte[(int) Math.min((long) len, buf.length * 2L)];
                System.arraycopy(buf, 0, bigger, 0, n);
                buf = bigger;
            }
            int r = read(buf, n, buf.length - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        if (n == buf.length) {
            return buf;
        }
        byte[] result = new byte[n];
        System.arraycopy(buf, 0, result, 0, n);
        return result;
    }

    /** JDK 9: reads into b until len bytes or end of stream; returns the count. */
    public int readNBytes(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int r = read(b, off + n, len - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        return n;
    }

    /** JDK 12: skips exactly n bytes (reading when skip makes no progress), or EOFException. */
    public void skipNBytes(long n) throws IOException {
        while (n > 0) {
            long k = skip(n);
            if (k > 0 && k <= n) {
                n -= k;
            } else if (k == 0) {
                if (read() == -1) {
                    throw new EOFException();
                }
                n--;
            } else {
                throw new IOException("Unable to skip exactly");
            }
        }
    }

    /** JDK 11: an empty stream; after close, reads throw IOException "Stream closed". */
    public static InputStream nullInputStream() {
        return new InputStream() {
            private volatile boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public int available() throws IOException {
                ensureOpen();
                return 0;
            }

            public int read() throws IOException {
                ensureOpen();
                return -1;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                OutputStream.checkFromIndexSize(off, len, b.length);
                if (len == 0) {
                    return 0;
                }
                ensureOpen();
                return -1;
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

    /** JDK 9: copies everything to out; returns the byte count. */
    public long transferTo(OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        byte[] buffer = new byte[8192];
        int read;
        while ((read = read(buffer, 0, buffer.length)) >= 0) {
            out.write(buffer, 0, read);
            transferred += read;
        }
        return transferred;
    }

    public long skip(long n) throws IOException {
        long remaining = n;
        if (n <= 0) {
            return 0;
        }
        int size = (int) Math.min(MAX_SKIP_BUFFER_SIZE, remaining);
        byte[] skipBuffer = new byte[size];
        while (remaining > 0) {
            int nr = read(skipBuffer, 0, (int) Math.min(size, remaining));
            if (nr < 0) {
                break;
            }
            remaining -= nr;
        }
        return n - remaining;
    }

    public int available() throws IOException {
        return 0;
    }

    public void close() throws IOException {
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public boolean markSupported() {
        return false;
    }
}
