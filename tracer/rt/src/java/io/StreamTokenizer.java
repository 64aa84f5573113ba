package java.io;

/**
 * Splits a character stream into words, numbers, quoted strings and single characters, under a
 * syntax table for the characters 0-255 (characters above 255 are word characters). The
 * results, including the JDK's corner cases (a lone '-' or '.', octal escapes, line counting
 * inside comments), follow HotSpot's StreamTokenizer.
 */
public class StreamTokenizer {
    public static final int TT_EOF = -1;
    public static final int TT_EOL = '\n';
    public static final int TT_NUMBER = -2;
    public static final int TT_WORD = -3;
    /** No token read yet. */
    private static final int TT_NOTHING = -4;

    private static final byte WHITESPACE = 1;
    private static final byte DIGIT = 2;
    private static final byte ALPHA = 4;
    private static final byte QUOTE = 8;
    private static final byte COMMENT = 16;

    /** Lookahead states besides a character: nothing read ahead, or skip one '\n' (after '\r'). */
    private static final int NONE = Integer.MAX_VALUE;
    private static final int SKIP_LF = Integer.MAX_VALUE - 1;

    /** The type of the current token: TT_*, or the character itself (ordinary or quote). */
    public int ttype = TT_NOTHING;
    /** The word, or the quoted string's contents. */
    public String sval;
    /** The number's value. */
    public double nval;

    private Reader reader;
    private InputStream input;
    private final byte[] syntax = new byte[256];
    private int lookahead = NONE;
    private boolean pushedBack;
    private boolean lowerCase;
    private boolean eolSignificant;
    private boolean slashSlash;
    private boolean slashStar;
    private int line = 1;
    private StringBuilder text = new StringBuilder();

    /** The default syntax: letters and 160-255 word chars, 0-32 blank, '/' comment, quotes ' and ". */
    private StreamTokenizer() {
        wordChars('a', 'z');
        wordChars('A', 'Z');
        wordChars(160, 255);
        whitespaceChars(0, ' ');
        commentChar('/');
        quoteChar('"');
        quoteChar('\'');
        parseNumbers();
    }

    /** Reads bytes as chars (Latin-1). */
    @Deprecated
    public StreamTokenizer(InputStream is) {
        this();
        if (is == null) {
            throw new NullPointerException();
        }
        input = is;
    }

    public StreamTokenizer(Reader r) {
        this();
        if (r == null) {
            throw new NullPointerException();
        }
        reader = r;
    }

    /** Makes every character ordinary. */
    public void resetSyntax() {
        for (int i = 0; i < syntax.length; i++) {
            syntax[i] = 0;
        }
    }

    /** Adds the word attribute to low..hi (clamped to 0-255). */
    public void wordChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            syntax[i] |= ALPHA;
        }
    }

    /** Makes low..hi whitespace, and nothing else. */
    public void whitespaceChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            syntax[i] = WHITESPACE;
        }
    }

    public void ordinaryChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            syntax[i] = 0;
        }
    }

    public void ordinaryChar(int ch) {
        if (ch >= 0 && ch < 256) {
            syntax[ch] = 0;
        }
    }

    /** Makes ch start a comment to the end of the line, and nothing else. */
    public void commentChar(int ch) {
        if (ch >= 0 && ch < 256) {
            syntax[ch] = COMMENT;
        }
    }

    /** Makes ch delimit strings, and nothing else. */
    public void quoteChar(int ch) {
        if (ch >= 0 && ch < 256) {
            syntax[ch] = QUOTE;
        }
    }

    /** Adds the numeric attribute to the digits, '.' and '-'. */
    public void parseNumbers() {
        for (int i = '0'; i <= '9'; i++) {
            syntax[i] |= DIGIT;
        }
        syntax['.'] |= DIGIT;
        syntax['-'] |= DIGIT;
    }

    public void eolIsSignificant(boolean flag) {
        eolSignificant = flag;
    }

    public void slashStarComments(boolean flag) {
        slashStar = flag;
    }

    public void slashSlashComments(boolean flag) {
        slashSlash = flag;
    }

    public void lowerCaseMode(boolean fl) {
        lowerCase = fl;
    }

    private int read() throws IOException {
        return reader != null ? reader.read() : input.read();
    }

    /** The syntax of c: table lookup below 256, word character above, whitespace for -1. */
    private int kind(int c) {
        if (c < 0) {
            return WHITESPACE;
        }
        return c < 256 ? syntax[c] : ALPHA;
    }

    /** Reads the next token into ttype (and sval or nval) and returns its type. */
    public int nextToken() throws IOException {
        if (pushedBack) {
            pushedBack = false;
            return ttype;
        }
        sval = null;
        while (true) {
            int r = scan();
            if (r != NONE) {
                return r;
            }
        }
    }

    /** One step of nextToken: a token type, or NONE after a comment (scan again). */
    private int scan() throws IOException {
        int c = lookahead;
        lookahead = NONE;
        if (c == SKIP_LF) {
            c = read();
            if (c == '\n') {
                c = NONE;
            } else if (c < 0) {
                return ttype = TT_EOF;
            }
        }
        if (c == NONE || c < 0) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
        }
        ttype = c;
        int k = kind(c);
        while ((k & WHITESPACE) != 0) {
            if (c == '\r') {
                line++;
                if (eolSignificant) {
                    lookahead = SKIP_LF; // "\r\n" is one line end
                    return ttype = TT_EOL;
                }
                c = read();
                if (c == '\n') {
                    c = read();
                }
            } else {
                if (c == '\n') {
                    line++;
                    if (eolSignificant) {
                        return ttype = TT_EOL;
                    }
                }
                c = read();
            }
            if (c < 0) {
                return ttype = TT_EOF;
            }
            k = kind(c);
        }
        if ((k & DIGIT) != 0) {
            return number(c);
        }
        if ((k & ALPHA) != 0) {
            return word(c);
        }
        if ((k & QUOTE) != 0) {
            return quoted(c);
        }
        if (c == '/' && (slashSlash || slashStar)) {
            int d = read();
            if (d == '*' && slashStar) {
                return skipBlockComment() ? NONE : (ttype = TT_EOF);
            }
            if (d == '/' && slashSlash) {
                lookahead = skipLine();
                return NONE;
            }
            if ((syntax['/'] & COMMENT) != 0) {
                // the character after '/' is part of the comment, even a line end
                lookahead = skipLine();
                return NONE;
            }
            lookahead = d;
            return ttype = '/';
        }
        if ((k & COMMENT) != 0) {
            lookahead = skipLine();
            return NONE;
        }
        return ttype = c;
    }

    /** Reads to the next '\n' or '\r' (returned, to be seen as a line end) or end of stream. */
    private int skipLine() throws IOException {
        int c;
        do {
            c = read();
        } while (c != '\n' && c != '\r' && c >= 0);
        return c;
    }

    /**
     * Skips a comment after its opening slash-star; false at end of stream. As in the JDK, the
     * character right after a line end is taken without being examined as a line end itself
     * (so in "\n\n" only one line is counted) and cannot end the comment.
     */
    private boolean skipBlockComment() throws IOException {
        int prev = 0;
        while (true) {
            int c = read();
            if (c == '/' && prev == '*') {
                return true;
            }
            if (c == '\r') {
                line++;
                c = read();
                if (c == '\n') {
                    c = read();
                }
            } else if (c == '\n') {
                line++;
                c = read();
            }
            if (c < 0) {
                return false;
            }
            prev = c;
        }
    }

    /** A number: optional '-', digits with at most one '.'; a '-' alone is an ordinary '-'. */
    private int number(int c) throws IOException {
        boolean negative = false;
        if (c == '-') {
            c = read();
            if (c != '.' && (c < '0' || c > '9')) {
                lookahead = c;
                return ttype = '-';
            }
            negative = true;
        }
        double v = 0;
        int decimals = 0;
        boolean dot = false;
        while (true) {
            if (c == '.' && !dot) {
                dot = true;
            } else if (c >= '0' && c <= '9') {
                v = v * 10 + (c - '0');
                if (dot) {
                    decimals++;
                }
            } else {
                break;
            }
            c = read();
        }
        lookahead = c;
        if (decimals > 0) {
            // one division by a power of ten computed by repeated multiplication, as the JDK
            double scale = 10;
            for (int i = 1; i < decimals; i++) {
                scale *= 10;
            }
            v = v / scale;
        }
        nval = negative ? -v : v;
        return ttype = TT_NUMBER;
    }

    /** A word: word and number characters. */
    private int word(int c) throws IOException {
        StringBuilder sb = text;
        sb.setLength(0);
        do {
            sb.append((char) c);
            c = read();
        } while ((kind(c) & (ALPHA | DIGIT)) != 0);
        lookahead = c;
        String s = sb.toString();
        sval = lowerCase ? s.toLowerCase() : s;
        return ttype = TT_WORD;
    }

    /**
     * A quoted string up to the same quote, a line end or end of stream, with the escapes
     * \a \b \f \n \r \t \v and octal \0 to \377; any other escaped char stands for itself.
     */
    private int quoted(int quote) throws IOException {
        ttype = quote;
        StringBuilder sb = text;
        sb.setLength(0);
        int d = read();
        while (d >= 0 && d != quote && d != '\n' && d != '\r') {
            int c;
            if (d == '\\') {
                c = read();
                if (c >= '0' && c <= '7') {
                    int first = c;
                    c -= '0';
                    d = read();
                    if (d >= '0' && d <= '7') {
                        c = c * 8 + (d - '0');
                        d = read();
                        if (d >= '0' && d <= '7' && first <= '3') {
                            c = c * 8 + (d - '0');
                            d = read();
                        }
                    }
                } else {
                    c = escape(c);
                    d = read();
                }
            } else {
                c = d;
                d = read();
            }
            sb.append((char) c);
        }
        lookahead = d == quote ? NONE : d;
        sval = sb.toString();
        return quote;
    }

    private static int escape(int c) {
        switch (c) {
            case 'a':
                return 7;
            case 'b':
                return '\b';
            case 'f':
                return 12;
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'v':
                return 11;
            default:
                return c;
        }
    }

    /** Makes the next nextToken return the current token again (not before the first one). */
    public void pushBack() {
        if (ttype != TT_NOTHING) {
            pushedBack = true;
        }
    }

    public int lineno() {
        return line;
    }

    /** "Token[word], line 3", "Token[n=1.5], ...", "Token['+'], ...", EOF, EOL, NOTHING. */
    public String toString() {
        String s;
        switch (ttype) {
            case TT_EOF:
                s = "EOF";
                break;
            case TT_EOL:
                s = "EOL";
                break;
            case TT_WORD:
                s = sval;
                break;
            case TT_NUMBER:
                s = "n=" + nval;
                break;
            case TT_NOTHING:
                s = "NOTHING";
                break;
            default:
                if (ttype < 256 && (syntax[ttype] & QUOTE) != 0) {
                    s = sval;
                } else {
                    s = "'" + (char) ttype + "'";
                }
        }
        return "Token[" + s + "], line " + line;
    }
}
