package java.io;

/**
 * Buffers another input stream (8192 bytes by default) and supports mark/reset. System.in is one,
 * over the standard input.
 */
public class BufferedInputStream extends FilterInputStream {
    protected volatile byte[] buf;
    protected int count;
    protected int pos;
    protected int markpos = -1;
    protected int marklimit;

    public BufferedInputStream(InputStream in) {
        this(in, 8192);
    }

    public BufferedInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        buf = new byte[size];
    }

    private InputStream openIn() throws IOException {
        InputStream i = in;
        if (i == null) {
            throw new IOException("Stream closed");
        }
        return i;
    }

    private byte[] openBuf() throws IOException {
        byte[] b = buf;
        if (b == null) {
            throw new IOException("Stream closed");
        }
        return b;
    }

    /** Reads more into the buffer, keeping the marked bytes while the mark is valid. */
    private void fill() throws IOException {
        byte[] b = openBuf();
        if (markpos < 0) {
            pos = 0;
        } else if (pos >= b.length) {
            if (markpos > 0) {
                int keep = pos - markpos;
                System.arraycopy(b, markpos, b, 0, keep);
                pos = keep;
                markpos = 0;
            } else if (b.length >= marklimit) {
                markpos = -1;
                pos = 0;
            } else {
                int n = Math.min(pos * 2, marklimit);
                byte[] nb = new byte[n];
                System.arraycopy(b, 0, nb, 0, pos);
                buf = nb;
                b = nb;
            }
        }
        count = pos;
        int n = openIn().read(b, pos, b.length - pos);
        if (n > 0) {
            count = n + pos;
        }
    }

    public synchronized int read() throws IOException {
        if (pos >= count) {
            fill();
            if (pos >= count) {
                return -1;
            }
        }
        return openBuf()[pos++] & 0xff;
    }

    public synchronized int read(byte[] b, int off, int len) throws IOException {
        openBuf();
        if ((off | len | (off + len) | (b.length - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = 0;
        while (true) {
            int avail = count - pos;
            if (avail <= 0) {
                if (n == 0 && len >= buf.length && markpos < 0) {
                    // a large read bypasses the buffer, as in the JDK
                    return openIn().read(b, off, len);
                }
                fill();
                avail = count - pos;
                if (avail <= 0) {
                    return (n == 0) ? -1 : n;
                }
            }
            int k = Math.min(avail, len - n);
            System.arraycopy(buf, pos, b, off + n, k);
            pos += k;
            n += k;
            if (n >= len) {
                return n;
            }
            InputStream i = in;
            if (i != null && i.available() <= 0) {
                return n;
            }
        }
    }

    public synchronized long skip(long n) throws IOException {
        openBuf();
        if (n <= 0) {
            return 0;
        }
        long avail = count - pos;
        if (avail <= 0) {
            if (markpos < 0) {
                return openIn().skip(n);
            }
            fill();
            avail = count - pos;
            if (avail <= 0) {
                return 0;
            }
        }
        long k = Math.min(avail, n);
        pos += (int) k;
        return k;
    }

    public synchronized int available() throws IOException {
        int n = count - pos;
        int a = openIn().available();
        return (n > Integer.MAX_VALUE - a) ? Integer.MAX_VALUE : n + a;
    }

    public synchronized void mark(int readlimit) {
        marklimit = readlimit;
        markpos = pos;
    }

    public synchronized void reset() throws IOException {
        openBuf();
        if (markpos < 0) {
            throw new IOException("Resetting to invalid mark");
        }
        pos = markpos;
    }

    public boolean markSupported() {
        return true;
    }

    public void close() throws IOException {
        InputStream i = in;
        buf = null;
        in = null;
        if (i != null) {
            i.close();
        }
    }
}
