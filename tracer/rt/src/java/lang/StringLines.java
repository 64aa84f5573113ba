package java.lang;

import java.util.ArrayList;

/**
 * String.indent, stripIndent and translateEscapes (Java 12-15), kept out of String.java for
 * size. Lines are split as String.lines() does: at \n, \r or \r\n, with no empty line after a
 * final terminator.
 */
final class StringLines {
    private StringLines() {
    }

    static ArrayList<String> split(String s) {
        ArrayList<String> lines = new ArrayList<String>();
        int n = s.length();
        int start = 0;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(s.substring(start, i));
                i++;
                if (c == '\r' && i < n && s.charAt(i) == '\n') {
                    i++;
                }
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            lines.add(s.substring(start));
        }
        return lines;
    }

    /** Index of the first char that is not whitespace (length if none). */
    static int firstNonWhitespace(String s) {
        int i = 0;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** One past the last char that is not whitespace (0 if none). */
    static int endOfNonWhitespace(String s) {
        int i = s.length();
        while (i > 0 && Character.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    static String indent(String s, int n) {
        if (s.isEmpty()) {
            return "";
        }
        String spaces = n > 0 ? " ".repeat(n) : "";
        StringBuilder sb = new StringBuilder();
        for (String line : split(s)) {
            if (n > 0) {
                sb.append(spaces).append(line);
            } else if (n == Integer.MIN_VALUE) {
                sb.append(line.stripLeading());
            } else if (n < 0) {
                sb.append(line, Math.min(-n, firstNonWhitespace(line)), line.length());
            } else {
                sb.append(line);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Removes the common leading whitespace of the non-blank lines (and of a blank last line)
     * and all trailing whitespace; a final line terminator keeps every line's indentation.
     */
    static String stripIndent(String s) {
        int length = s.length();
        if (length == 0) {
            return "";
        }
        char lastChar = s.charAt(length - 1);
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        ArrayList<String> lines = split(s);
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            for (String line : lines) {
                int lead = firstNonWhitespace(line);
                if (lead != line.length()) {
                    outdent = Math.min(outdent, lead);
                }
            }
            String last = lines.get(lines.size() - 1);
            if (last.isBlank()) {
                outdent = Math.min(outdent, last.length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (i > 0) {
                sb.append('\n');
            }
            int first = firstNonWhitespace(line);
            int end = endOfNonWhitespace(line);
            if (first < end) {
                sb.append(line, Math.min(outdent, first), end);
            }
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Interprets the escape sequences of Java string literals (and \s, line continuations). */
    static String translateEscapes(String s) {
        int length = s.length();
        StringBuilder sb = new StringBuilder(length);
        int from = 0;
        while (from < length) {
            char ch = s.charAt(from++);
            if (ch == '\\') {
                ch = from < length ? s.charAt(from++) : '\0';
                switch (ch) {
                case 'b':
                    ch = '\b';
                    break;
                case 'f':
                    ch = '\f';
                    break;
                case 'n':
                    ch = '\n';
                    break;
                case 'r':
                    ch = '\r';
                    break;
                case 's':
                    ch = ' ';
                    break;
                case 't':
                    ch = '\t';
                    break;
                case '\'':
                case '"':
                case '\\':
                    break;
                case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                    // Up to three octal digits, the value at most \377.
                    int limit = Math.min(from + (ch <= '3' ? 2 : 1), length);
                    int code = ch - '0';
                    while (from < limit && s.charAt(from) >= '0' && s.charAt(from) <= '7') {
                        code = (code << 3) | (s.charAt(from++) - '0');
                    }
                    ch = (char) code;
                    break;
                }
                case '\n':
                    continue;
                case '\r':
                    if (from < length && s.charAt(from) == '\n') {
                        from++;
                    }
                    continue;
                default:
                    throw new IllegalArgumentException(String.format(
                            "Invalid escape sequence: \\%c \\\\u%04X", ch, (int) ch));
                }
            }
            sb.append(ch);
        }
        return sb.toString();
    }
}
