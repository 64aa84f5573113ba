package java.io;

/**
 * A bridge from chars to bytes: encodes (UTF-8 by default) into an 8192-byte buffer that is
 * written to the stream when it is full and more bytes arrive, on flush and on close, as the JDK's
 * stream encoder does. Output that is never flushed is therefore lost, exactly as on HotSpot.
 */
public class OutputStreamWriter extends Writer {
    private static final int BYTE_BUFFER_SIZE = 8192;
    private static final int CHUNK = 512;

    private final OutputStream out;
    private final CharEncoder encoder;
    private final byte[] bb = new byte[BYTE_BUFFER_SIZE];
    private int count;
    private byte[] scratch;
    private boolean closed;

    public OutputStreamWriter(OutputStream out, String charsetName)
            throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.out = out;
        this.encoder = new CharEncoder(CharEncoder.lookup(charsetName));
    }

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.encoder = new CharEncoder(CharEncoder.UTF_8);
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.encoder = new CharEncoder(FileIO.charsetCode(cs));
    }

    /** The historical name of the encoding ("UTF8", "ASCII", "ISO8859_1"), null once closed. */
    public String getEncoding() {
        return closed ? null : CharEncoder.historicalName(encoder.charset);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void write(int c) throws IOException {
        char[] one = {(char) c};
        write(one, 0, 1);
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (scratch == null) {
                scratch = new byte[CharEncoder.maxBytes(CHUNK)];
            }
            while (len > 0) {
                int n = Math.min(len, CHUNK);
                int bytes = encoder.encode(cbuf, off, n, scratch, 0);
                put(scratch, bytes);
                off += n;
                len -= n;
            }
        }
    }

    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] cbuf = new char[Math.min(len, CHUNK)];
        synchronized (lock) {
            while (len > 0) {
                int n = Math.min(len, CHUNK);
                str.getChars(off, off + n, cbuf, 0);
                write(cbuf, 0, n);
                off += n;
                len -= n;
            }
        }
    }

    /** Appends bytes to the buffer, writing the buffer out when it is full and more must go in. */
    private void put(byte[] b, int n) throws IOException {
        int i = 0;
        while (i < n) {
            if (count == bb.length) {
                out.write(bb, 0, count);
                count = 0;
            }
            int k = Math.min(n - i, bb.length - count);
            System.arraycopy(b, i, bb, count, k);
            count += k;
            i += k;
        }
    }

    /** Writes the buffered bytes without flushing the underlying stream (used by PrintWriter). */
    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (count > 0) {
                out.write(bb, 0, count);
                count = 0;
            }
        }
    }

    public void flush() throws IOException {
        synchronized (lock) {
            flushBuffer();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            byte[] tail = new byte[1];
            int n = encoder.finish(tail, 0);
            put(tail, n);
            flushBuffer();
            closed = true;
            out.close();
        }
    }
}
