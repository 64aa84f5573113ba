package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;

/**
 * Breaks text into tokens separated by a delimiter (by default whitespace, as
 * Character.isWhitespace) and parses them as the JDK's Scanner does in the US locale: tokens,
 * lines, ints, longs, doubles (with "," grouping), booleans.
 *
 * <p>With the default delimiter the input is read as needed, so interactive input works line by
 * line. With a custom delimiter (useDelimiter) the first token operation reads the source to its
 * end and matches the delimiter over all of it.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private Reader source;
    private char[] buf = new char[1024];
    private int pos;
    private int len;
    private boolean eof;
    private boolean closed;
    /** null: whitespace. */
    private java.util.regex.Pattern delim;
    /** With a custom delimiter: the whole input (read to its end), indexed as buf. */
    private String all;
    private java.util.regex.Matcher matcher;
    private int radix = 10;
    private IOException lastException;

    public Scanner(Readable source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        if (!(source instanceof Reader)) {
            throw new UnsupportedOperationException("Scanner over a Readable that is not a Reader");
        }
        this.source = (Reader) source;
    }

    public Scanner(InputStream source) {
        this(new InputStreamReader(source));
    }

    public Scanner(InputStream source, String charsetName) {
        this(reader(source, charsetName));
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(source, charset));
    }

    private static Reader reader(InputStream source, String charsetName) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        try {
            return new InputStreamReader(source, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)));
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(java.nio.file.Files.newInputStream(source));
    }

    public Scanner(String source) {
        this(new StringReader(source));
    }

    // ---- the buffer ----

    /** Reads more input; false at end of input. */
    private boolean fill() {
        if (eof) {
            return false;
        }
        if (pos > 0 && pos == len) {
            pos = 0;
            len = 0;
        }
        if (len == buf.length) {
            char[] nb = new char[pos > buf.length / 2 ? buf.length : buf.length * 2];
            System.arraycopy(buf, pos, nb, 0, len - pos);
            len -= pos;
            pos = 0;
            buf = nb;
        }
        int n;
        try {
            n = source.read(buf, len, buf.length - len);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        len += n;
        return true;
    }

    /** The char at index i (pos-relative indexes stay valid across fill), or -1 at the end. */
    private int charAt(int i) {
        while (i >= len) {
            int before = pos;
            if (!fill()) {
                return -1;
            }
            i -= before - pos;
        }
        return buf[i];
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    // ---- delimiters ----

    /** End of the delimiter match at offset off from pos, or -1 if none starts there. */
    private int delimAt(int off) {
        if (delim == null) {
            int i = off;
            int c;
            while ((c = charAt(pos + i)) >= 0 && isDelimChar(c)) {
                i++;
            }
            return (i > off) ? i : -1;
        }
        java.util.regex.Matcher m = matcher(off);
        return m.lookingAt() ? m.end() - pos : -1;
    }

    /** The Character.isWhitespace of the default delimiter, for surrogates too. */
    private boolean isDelimChar(int c) {
        return Character.isWhitespace((char) c);
    }

    /** Offset from pos of the first delimiter at or after off, or -1 if none. */
    private int delimFrom(int off) {
        if (delim == null) {
            int i = off;
            int c;
            while ((c = charAt(pos + i)) >= 0) {
                if (isDelimChar(c)) {
                    return i;
                }
                i++;
            }
            return -1;
        }
        java.util.regex.Matcher m = matcher(off);
        boolean found = m.find();
        if (found && m.end() == pos + off) {
            found = m.find(); // a zero-width delimiter where the token starts does not end it
        }
        return found ? m.start() - pos : -1;
    }

    /** A matcher for the delimiter over the rest of the input from pos + off. */
    private java.util.regex.Matcher matcher(int off) {
        readAll();
        if (all == null) {
            all = new String(buf, 0, len);
            matcher = delim.matcher(all);
        }
        matcher.usePattern(delim);
        return matcher.region(pos + off, len);
    }

    private void readAll() {
        while (fill()) {
            // keep reading
        }
    }

    /**
     * Finds the next token: returns {start, end} as offsets from pos, or null at end of input.
     * One leading delimiter match is skipped, as the JDK does (so "a,,b" split at "," has an
     * empty token).
     */
    private int[] token() {
        int start = 0;
        int d = delimAt(0);
        if (d >= 0) {
            start = d;
        }
        skippedAtEnd = start;
        if (charAt(pos + start) < 0) {
            return null;
        }
        int end = delimFrom(start);
        if (end < 0) {
            readAll();
            end = len - pos;
        }
        return new int[] {start, end};
    }

    private String text(int[] t) {
        return new String(buf, pos + t[0], t[1] - t[0]);
    }

    /** Consumes the token; after a mismatch only its leading delimiter is consumed. */
    private String take(int[] t) {
        String s = text(t);
        pos += t[1];
        return s;
    }

    /** The delimiter length token() found before the end of input, when it found no token. */
    private int skippedAtEnd;

    /** Failing consumes the leading delimiter, as the JDK does (even at the end of input). */
    private RuntimeException mismatch(int[] t) {
        pos += (t != null) ? t[0] : skippedAtEnd;
        if (t == null) {
            return new NoSuchElementException();
        }
        return new InputMismatchException();
    }

    // ---- configuration ----

    public Scanner useDelimiter(String pattern) {
        return useDelimiter(java.util.regex.Pattern.compile(pattern));
    }

    public Scanner useDelimiter(java.util.regex.Pattern pattern) {
        delim = pattern.pattern().equals(WHITESPACE) ? null : pattern;
        return this;
    }

    private static final String WHITESPACE = "\\p{javaWhitespace}+";

    public java.util.regex.Pattern delimiter() {
        return java.util.regex.Pattern.compile(delim == null ? WHITESPACE : delim.pattern());
    }

    public Scanner reset() {
        delim = null;
        radix = 10;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public void close() {
        if (closed) {
            return;
        }
        try {
            source.close();
        } catch (IOException e) {
            lastException = e;
        }
        closed = true;
    }

    // ---- tokens ----

    public boolean hasNext() {
        ensureOpen();
        return token() != null;
    }

    public String next() {
        ensureOpen();
        int[] t = token();
        if (t == null) {
            throw mismatch(null);
        }
        return take(t);
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    /** Whether a next token exists and equals pattern as a regular expression. */
    public boolean hasNext(String pattern) {
        ensureOpen();
        int[] t = token();
        return t != null && text(t).matches(pattern);
    }

    public String next(String pattern) {
        ensureOpen();
        int[] t = token();
        if (t == null || !text(t).matches(pattern)) {
            throw mismatch(t);
        }
        return take(t);
    }

    // ---- lines ----

    /** Offset of the line terminator from pos, and the terminator's length, or null at end. */
    private int[] line() {
        int i = 0;
        int c;
        while ((c = charAt(pos + i)) >= 0) {
            if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                return new int[] {i, 1};
            }
            if (c == '\r') {
                return new int[] {i, charAt(pos + i + 1) == '\n' ? 2 : 1};
            }
            i++;
        }
        return (i > 0) ? new int[] {i, 0} : null;
    }

    public boolean hasNextLine() {
        ensureOpen();
        return line() != null;
    }

    public String nextLine() {
        ensureOpen();
        int[] l = line();
        if (l == null) {
            throw new NoSuchElementException("No line found");
        }
        String s = new String(buf, pos, l[0]);
        pos += l[0] + l[1];
        return s;
    }

    // ---- numbers and booleans ----

    private String integerToken(int[] t, int radix) {
        return (t == null) ? null : ScannerTokens.integer(text(t), radix);
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        ensureOpen();
        String s = integerToken(token(), radix);
        if (s == null) {
            return false;
        }
        try {
            Integer.parseInt(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        ensureOpen();
        int[] t = token();
        String s = integerToken(t, radix);
        if (s == null) {
            throw mismatch(t);
        }
        try {
            int v = Integer.parseInt(s, radix);
            take(t);
            return v;
        } catch (NumberFormatException e) {
            pos += t[0];
                throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        ensureOpen();
        String s = integerToken(token(), radix);
        if (s == null) {
            return false;
        }
        try {
            Long.parseLong(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        ensureOpen();
        int[] t = token();
        String s = integerToken(t, radix);
        if (s == null) {
            throw mismatch(t);
        }
        try {
            long v = Long.parseLong(s, radix);
            take(t);
            return v;
        } catch (NumberFormatException e) {
            pos += t[0];
                throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextShort() {
        return hasNextRange(Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public short nextShort() {
        return (short) nextInRange(Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public boolean hasNextByte() {
        return hasNextRange(Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public byte nextByte() {
        return (byte) nextInRange(Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    private boolean hasNextRange(int min, int max) {
        ensureOpen();
        String s = integerToken(token(), radix);
        if (s == null) {
            return false;
        }
        try {
            int v = Integer.parseInt(s, radix);
            return v >= min && v <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** nextShort/nextByte: parse errors carry Short's or Byte's message, as in the JDK. */
    private int nextInRange(int min, int max) {
        ensureOpen();
        int[] t = token();
        String s = integerToken(t, radix);
        if (s == null) {
            throw mismatch(t);
        }
        try {
            int v = (max == Byte.MAX_VALUE) ? Byte.parseByte(s, radix) : Short.parseShort(s, radix);
            take(t);
            return v;
        } catch (NumberFormatException e) {
            pos += t[0];
            throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextDouble() {
        ensureOpen();
        int[] t = token();
        return t != null && radix == 10 && ScannerTokens.decimal(text(t)) != null;
    }

    public double nextDouble() {
        ensureOpen();
        int[] t = token();
        String s = (t == null || radix != 10) ? null : ScannerTokens.decimal(text(t));
        if (s == null) {
            throw mismatch(t);
        }
        try {
            double v = Double.parseDouble(s);
            take(t);
            return v;
        } catch (NumberFormatException e) {
            pos += t[0];
                throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        ensureOpen();
        int[] t = token();
        String s = (t == null || radix != 10) ? null : ScannerTokens.decimal(text(t));
        if (s == null) {
            throw mismatch(t);
        }
        float v = Float.parseFloat(s);
        take(t);
        return v;
    }

    public boolean hasNextBoolean() {
        ensureOpen();
        int[] t = token();
        return t != null && ScannerTokens.bool(text(t));
    }

    public boolean nextBoolean() {
        ensureOpen();
        int[] t = token();
        if (t == null || !ScannerTokens.bool(text(t))) {
            throw mismatch(t);
        }
        return Boolean.parseBoolean(take(t));
    }

    public String toString() {
        return "java.util.Scanner[delimiters=" + (delim == null ? WHITESPACE : delim.pattern())
                + "][position=" + pos + "][match valid=false][need input=false][source closed="
                + eof + "][skipped=false][group separator=\\x{2c}][decimal separator=\\x{2e}]"
                + "[positive prefix=][negative prefix=\\Q-\\E][positive suffix=][negative suffix=]"
                + "[NaN string=\\QNaN\\E][infinity string=\\Q\u221e\\E]";
    }
}
