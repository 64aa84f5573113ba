package java.io;

/**
 * Adds printing of text and values to an output stream. It never throws IOException: failures set
 * an error flag (checkError).
 *
 * <p>Chars are encoded (UTF-8 by default) through a stateful {@link CharEncoder} into a reused
 * byte buffer and written to the underlying stream in one call per chunk, so a print costs one
 * write to the stream. println(x) on a plain PrintStream writes x and the newline together (the
 * JDK does the same); subclasses get print(x) followed by newLine(). Lines end with "\n". With
 * autoFlush, println, printing a string containing '\n', and writing a byte array flush the
 * stream. printf/format use String.format (see java.lang.Formatting).
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private static final int CHUNK = 1024;

    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    private final CharEncoder encoder;
    private final char[] charBuf = new char[CHUNK + 1]; // room for a trailing newline
    private final byte[] byteBuf = new byte[CharEncoder.maxBytes(CHUNK + 1)];

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.encoder = new CharEncoder(CharEncoder.defaultCharset());
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        super(requireNonNull(out));
        if (encoding == null) {
            throw new NullPointerException("charsetName");
        }
        this.autoFlush = autoFlush;
        this.encoder = new CharEncoder(CharEncoder.lookup(encoding));
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    if (out != null) {
                        int n = encoder.finish(byteBuf, 0);
                        if (n > 0) {
                            out.write(byteBuf, 0, n);
                        }
                        out.close();
                    }
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    /** Flushes, then reports whether an error has occurred. */
    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ---- bytes ----

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    /** Bounds errors are reported as HotSpot's System.out reports them (from arraycopy). */
    public void write(byte[] buf, int off, int len) {
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new ArrayIndexOutOfBoundsException(
                    off < 0 ? "arraycopy: source index " + off + " out of bounds for byte["
                            + buf.length + "]"
                    : len < 0 ? "arraycopy: length " + len + " is negative"
                    : "arraycopy: last source index " + (off + len) + " out of bounds for byte["
                            + buf.length + "]");
        }
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    /** JDK 14: writes all bytes. */
    public void writeBytes(byte[] buf) {
        write(buf, 0, buf.length);
    }

    // ---- chars ----

    /** Encodes and writes s[0..len), optionally followed by a newline. */
    private void writeChars(String s, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                int len = s.length();
                int pos = 0;
                boolean sawNewline = newline;
                while (pos < len || newline) {
                    int n = Math.min(CHUNK, len - pos);
                    s.getChars(pos, pos + n, charBuf, 0);
                    pos += n;
                    if (autoFlush && !sawNewline) {
                        for (int i = 0; i < n; i++) {
                            if (charBuf[i] == '\n') {
                                sawNewline = true;
                                break;
                            }
                        }
                    }
                    if (pos >= len && newline) {
                        charBuf[n++] = '\n';
                        newline = false;
                    }
                    int bytes = encoder.encode(charBuf, 0, n, byteBuf, 0);
                    if (bytes > 0) {
                        out.write(byteBuf, 0, bytes);
                    }
                }
                if (autoFlush && sawNewline) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void writeChars(char[] s, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                int len = s.length;
                int pos = 0;
                boolean sawNewline = newline;
                while (pos < len) {
                    int n = Math.min(CHUNK, len - pos);
                    if (autoFlush && !sawNewline) {
                        for (int i = pos; i < pos + n; i++) {
                            if (s[i] == '\n') {
                                sawNewline = true;
                                break;
                            }
                        }
                    }
                    int bytes = encoder.encode(s, pos, n, byteBuf, 0);
                    pos += n;
                    if (bytes > 0) {
                        out.write(byteBuf, 0, bytes);
                    }
                }
                if (newline) {
                    charBuf[0] = '\n';
                    int bytes = encoder.encode(charBuf, 0, 1, byteBuf, 0);
                    out.write(byteBuf, 0, bytes);
                }
                if (autoFlush && sawNewline) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void writeChar(char c) {
        try {
            synchronized (this) {
                ensureOpen();
                charBuf[0] = c;
                int bytes = encoder.encode(charBuf, 0, 1, byteBuf, 0);
                if (bytes > 0) {
                    out.write(byteBuf, 0, bytes);
                }
                if (autoFlush && c == '\n') {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void newLine() {
        writeChars("", true);
    }

    /** True when println may write "x\n" in one go (no subclass can observe print calls). */
    private boolean isPlain() {
        return getClass() == PrintStream.class;
    }

    public void print(boolean b) {
        writeChars(b ? "true" : "false", false);
    }

    public void print(char c) {
        writeChar(c);
    }

    public void print(int i) {
        writeChars(String.valueOf(i), false);
    }

    public void print(long l) {
        writeChars(String.valueOf(l), false);
    }

    public void print(float f) {
        writeChars(String.valueOf(f), false);
    }

    public void print(double d) {
        writeChars(String.valueOf(d), false);
    }

    /** Throws NullPointerException for a null array, as in the JDK. */
    public void print(char[] s) {
        writeChars(s, false);
    }

    /** A null string prints "null". */
    public void print(String s) {
        writeChars(String.valueOf(s), false);
    }

    public void print(Object obj) {
        writeChars(String.valueOf(obj), false);
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (isPlain()) {
            writeChars(x ? "true" : "false", true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (isPlain()) {
            writeChars(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (isPlain()) {
            writeChars(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (isPlain()) {
            writeChars(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (isPlain()) {
            writeChars(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (isPlain()) {
            writeChars(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (isPlain()) {
            writeChars(x, true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (isPlain()) {
            writeChars(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    /** Converts first (as the JDK does), so toString runs outside the stream's lock. */
    public void println(Object x) {
        String s = String.valueOf(x);
        if (isPlain()) {
            writeChars(s, true);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    /**
     * Writes the arguments formatted by String.format. Unlike the JDK, nothing is written when
     * the arguments do not fit the format (the JDK writes the text before the bad specifier).
     */
    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream format(String format, Object... args) {
        writeChars(String.format(format, args), false);
        return this;
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(java.util.Locale l, String format, Object... args) {
        writeChars(String.format(l, format, args), false);
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
