package java.io;

/**
 * A buffered reader that counts lines: "\n", "\r" and "\r\n" each end one line, and, as in
 * JDK 17, a last line without a terminator counts once end of stream is reached. Chars read
 * one by one come back with every line end as '\n'.
 */
public class LineNumberReader extends BufferedReader {
    /** What the last char read was, for counting an unterminated last line. */
    private static final int NOTHING = 0;
    private static final int TEXT = 1;
    private static final int LINE_END = 2;
    private static final int END = 3;

    private int last = NOTHING;
    private int lineNumber;
    private int markedLineNumber;
    /** The last char read was '\r': a following '\n' belongs to the same line end. */
    private boolean skipLF;
    private boolean markedSkipLF;
    private char[] skipBuffer;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    private void atEnd() {
        if (last == TEXT) {
            lineNumber++;
        }
        last = END;
    }

    /** One char, with "\r", "\n" and "\r\n" returned as a single '\n'. */
    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                skipLF = false;
                if (c == '\n') {
                    c = super.read();
                }
            }
            if (c == '\r' || c == '\n') {
                skipLF = c == '\r';
                lineNumber++;
                last = LINE_END;
                return '\n';
            }
            if (c == -1) {
                atEnd();
            } else {
                last = TEXT;
            }
            return c;
        }
    }

    /** Reads chars unchanged, counting the line ends among them. */
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                atEnd();
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                char c = cbuf[i];
                boolean wasCR = skipLF;
                skipLF = false;
                if (c == '\n' && wasCR) {
                    continue;
                }
                if (c == '\r' || c == '\n') {
                    skipLF = c == '\r';
                    lineNumber++;
                }
            }
            if (n > 0) {
                char end = cbuf[off + n - 1];
                last = (end == '\r' || end == '\n') ? LINE_END : TEXT;
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            boolean[] term = new boolean[1];
            String line = readLine(skipLF, term);
            skipLF = false;
            if (line != null) {
                lineNumber++;
                last = term[0] ? LINE_END : END;
            } else {
                atEnd();
            }
            return line;
        }
    }

    /** Skips by reading, so that the skipped line ends are counted. */
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        int chunk = (int) Math.min(n, 8192);
        synchronized (lock) {
            if (skipBuffer == null || skipBuffer.length < chunk) {
                skipBuffer = new char[chunk];
            }
            long r = n;
            while (r > 0) {
                int k = read(skipBuffer, 0, (int) Math.min(r, chunk));
                if (k == -1) {
                    break;
                }
                r -= k;
            }
            if (n - r > 0) {
                last = NOTHING;
            }
            return n - r;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            // a pending '\n' after '\r' may be consumed before the marked char
            super.mark(skipLF ? readAheadLimit + 1 : readAheadLimit);
            markedLineNumber = lineNumber;
            markedSkipLF = skipLF;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            skipLF = markedSkipLF;
        }
    }
}
