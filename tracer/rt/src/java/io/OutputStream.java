package java.io;

/**
 * The superclass of byte output streams. Subclasses implement write(int); the bulk write writes
 * byte by byte unless overridden.
 */
public abstract class OutputStream implements Closeable, Flushable {
    public OutputStream() {
    }

    /** JDK 11: a stream that discards its bytes (and throws once closed). */
    public static OutputStream nullOutputStream() {
        return new OutputStream() {
            private volatile boolean closed;

            public void write(int b) throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void write(byte[] b, int off, int len) throws IOException {
                checkFromIndexSize(off, len, b.length);
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void close() {
                closed = true;
            }
        };
    }

    public abstract void write(int b) throws IOException;

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
    }

    public void close() throws IOException {
    }

    /** The JDK 17 range check of the bulk operations, with its message. */
    static void checkFromIndexSize(int fromIndex, int size, int length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + fromIndex + " + "
                    + size + ") out of bounds for length " + length);
        }
    }
}
