package java.io;

import java.util.Enumeration;

/**
 * Reads several input streams one after the other, closing each when it ends. A bulk read
 * never spans two streams.
 */
public class SequenceInputStream extends InputStream {
    private final Enumeration<? extends InputStream> streams;
    /** The stream being read; null when all are done. */
    private InputStream in;

    public SequenceInputStream(Enumeration<? extends InputStream> e) {
        streams = e;
        advance();
    }

    public SequenceInputStream(final InputStream s1, final InputStream s2) {
        this(new Enumeration<InputStream>() {
            private int next;

            public boolean hasMoreElements() {
                return next < 2;
            }

            public InputStream nextElement() {
                if (next >= 2) {
                    throw new java.util.NoSuchElementException("Vector Enumeration");
                }
                return next++ == 0 ? s1 : s2;
            }
        });
    }

    /** Takes the next stream from the enumeration; NullPointerException if it is null. */
    private void advance() {
        if (streams.hasMoreElements()) {
            in = streams.nextElement();
            if (in == null) {
                throw new NullPointerException();
            }
        } else {
            in = null;
        }
    }

    private void closeAndAdvance() throws IOException {
        if (in != null) {
            in.close();
        }
        advance();
    }

    public int available() throws IOException {
        return in == null ? 0 : in.available();
    }

    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) {
                return c;
            }
            closeAndAdvance();
        }
        return -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) {
            return -1;
        }
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        while (in != null) {
            int n = in.read(b, off, len);
            if (n > 0) {
                return n;
            }
            closeAndAdvance();
        }
        return -1;
    }

    /** Closes the current and every remaining stream; the first failure is thrown at the end. */
    public void close() throws IOException {
        IOException first = null;
        while (in != null) {
            try {
                in.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
            advance();
        }
        if (first != null) {
            throw first;
        }
    }
}
