package java.io;

/**
 * An output stream that forwards to another one. As in the JDK the bulk write goes through
 * write(int) byte by byte, so subclasses only need to override write(int).
 */
public class FilterOutputStream extends OutputStream {
    protected OutputStream out;
    private boolean closed;

    public FilterOutputStream(OutputStream out) {
        this.out = out;
    }

    public void write(int b) throws IOException {
        out.write(b);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if ((off | len | (b.length - (len + off)) | (off + len)) < 0) {
            throw new IndexOutOfBoundsException();
        }
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
        out.flush();
    }

    /** Flushes, then closes the underlying stream; a second close does nothing. */
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            flush();
        } catch (Throwable e) {
            // Close anyway; a failure to close is attached to the flush failure.
            try {
                out.close();
            } catch (Throwable closeException) {
                if (e != closeException) {
                    e.addSuppressed(closeException);
                }
            }
            throw e;
        }
        out.close();
    }
}
