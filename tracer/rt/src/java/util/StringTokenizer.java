package java.util;

/**
 * Splits a string into tokens separated by any of a set of delimiter characters, optionally
 * returning the delimiters as one-character tokens. Delimiters outside the BMP (surrogate pairs)
 * are matched as whole code points, as in the JDK.
 */
public class StringTokenizer implements Enumeration<Object> {
    private int currentPosition;
    /** Position after the delimiters hasMoreTokens skipped, reused by nextToken; -1 if unknown. */
    private int newPosition;
    private int maxPosition;
    private String str;
    private String delimiters;
    private boolean retDelims;
    private boolean delimsChanged;
    /** Largest delimiter, for a quick "cannot be a delimiter" test. */
    private int maxDelimCodePoint;
    private boolean hasSurrogates = false;
    private int[] delimiterCodePoints;

    public StringTokenizer(String str, String delim, boolean returnDelims) {
        currentPosition = 0;
        newPosition = -1;
        delimsChanged = false;
        this.str = str;
        maxPosition = str.length();
        delimiters = delim;
        retDelims = returnDelims;
        setMaxDelimCodePoint();
    }

    public StringTokenizer(String str, String delim) {
        this(str, delim, false);
    }

    public StringTokenizer(String str) {
        this(str, " \t\n\r\f", false);
    }

    private static boolean isSurrogate(int c) {
        return c >= 0xD800 && c <= 0xDFFF;
    }

    private static int codePointAt(String s, int i) {
        char c1 = s.charAt(i);
        if (c1 >= 0xD800 && c1 <= 0xDBFF && i + 1 < s.length()) {
            char c2 = s.charAt(i + 1);
            if (c2 >= 0xDC00 && c2 <= 0xDFFF) {
                return ((c1 - 0xD800) << 10) + (c2 - 0xDC00) + 0x10000;
            }
        }
        return c1;
    }

    private static int charCount(int codePoint) {
        return codePoint >= 0x10000 ? 2 : 1;
    }

    private void setMaxDelimCodePoint() {
        if (delimiters == null) {
            maxDelimCodePoint = 0;
            return;
        }
        int m = 0;
        int c;
        int count = 0;
        for (int i = 0; i < delimiters.length(); i += charCount(c)) {
            c = delimiters.charAt(i);
            if (isSurrogate(c)) {
                c = codePointAt(delimiters, i);
                hasSurrogates = true;
            }
            if (m < c) {
                m = c;
            }
            count++;
        }
        maxDelimCodePoint = m;
        if (hasSurrogates) {
            delimiterCodePoints = new int[count];
            for (int i = 0, j = 0; i < count; i++, j += charCount(c)) {
                c = codePointAt(delimiters, j);
                delimiterCodePoints[i] = c;
            }
        }
    }

    private int skipDelimiters(int startPos) {
        if (delimiters == null) {
            throw new NullPointerException();
        }
        int position = startPos;
        while (!retDelims && position < maxPosition) {
            if (!hasSurrogates) {
                char c = str.charAt(position);
                if ((c > maxDelimCodePoint) || (delimiters.indexOf(c) < 0)) {
                    break;
                }
                position++;
            } else {
                int c = codePointAt(str, position);
                if ((c > maxDelimCodePoint) || !isDelimiter(c)) {
                    break;
                }
                position += charCount(c);
            }
        }
        return position;
    }

    private int scanToken(int startPos) {
        int position = startPos;
        while (position < maxPosition) {
            if (!hasSurrogates) {
                char c = str.charAt(position);
                if ((c <= maxDelimCodePoint) && (delimiters.indexOf(c) >= 0)) {
                    break;
                }
                position++;
            } else {
                int c = codePointAt(str, position);
                if ((c <= maxDelimCodePoint) && isDelimiter(c)) {
                    break;
                }
                position += charCount(c);
            }
        }
        if (retDelims && (startPos == position)) {
            // A delimiter is a token of its own.
            if (!hasSurrogates) {
                char c = str.charAt(position);
                if ((c <= maxDelimCodePoint) && (delimiters.indexOf(c) >= 0)) {
                    position++;
                }
            } else {
                int c = codePointAt(str, position);
                if ((c <= maxDelimCodePoint) && isDelimiter(c)) {
                    position += charCount(c);
                }
            }
        }
        return position;
    }

    private boolean isDelimiter(int codePoint) {
        for (int delimiterCodePoint : delimiterCodePoints) {
            if (delimiterCodePoint == codePoint) {
                return true;
            }
        }
        return false;
    }

    public boolean hasMoreTokens() {
        newPosition = skipDelimiters(currentPosition);
        return (newPosition < maxPosition);
    }

    public String nextToken() {
        currentPosition = (newPosition >= 0 && !delimsChanged) ? newPosition : skipDelimiters(currentPosition);
        delimsChanged = false;
        newPosition = -1;
        if (currentPosition >= maxPosition) {
            throw new NoSuchElementException();
        }
        int start = currentPosition;
        currentPosition = scanToken(currentPosition);
        return str.substring(start, currentPosition);
    }

    /** Switches to a new delimiter set for this and later tokens. */
    public String nextToken(String delim) {
        delimiters = delim;
        delimsChanged = true;
        setMaxDelimCodePoint();
        return nextToken();
    }

    public boolean hasMoreElements() {
        return hasMoreTokens();
    }

    public Object nextElement() {
        return nextToken();
    }

    /** How many more times nextToken can be called, without advancing. */
    public int countTokens() {
        int count = 0;
        int currpos = currentPosition;
        while (currpos < maxPosition) {
            currpos = skipDelimiters(currpos);
            if (currpos >= maxPosition) {
                break;
            }
            currpos = scanToken(currpos);
            count++;
        }
        return count;
    }
}
