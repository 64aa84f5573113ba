package java.util.regex;

/**
 * A set of code points, the JDK's CharPredicate: code point ranges, a mask of general
 * categories, a named predicate, a union of member sets, intersected with the sets in
 * {@code ands}, optionally negated as a whole.
 */
final class CharSet {
    static final int P_NONE = 0;
    static final int P_ALPHABETIC = 1;
    static final int P_DIGIT = 2;
    static final int P_LETTER = 3;
    static final int P_IDEOGRAPHIC = 4;
    static final int P_LOWERCASE = 5;
    static final int P_UPPERCASE = 6;
    static final int P_TITLECASE = 7;
    static final int P_WHITE_SPACE = 8;
    static final int P_HEX_DIGIT = 9;
    static final int P_NONCHARACTER = 10;
    static final int P_ALNUM = 11;
    static final int P_BLANK = 12;
    static final int P_GRAPH = 13;
    static final int P_PRINT = 14;
    static final int P_JOIN_CONTROL = 15;
    static final int P_WORD = 16;
    static final int P_ALL = 17;
    static final int P_DEFINED = 18;
    static final int P_LETTER_OR_DIGIT = 19;
    static final int P_JAVA_ID_START = 20;
    static final int P_JAVA_ID_PART = 21;
    static final int P_UNICODE_ID_START = 22;
    static final int P_UNICODE_ID_PART = 23;
    static final int P_ID_IGNORABLE = 24;
    static final int P_SPACE_CHAR = 25;
    static final int P_JAVA_WHITESPACE = 26;
    static final int P_ISO_CONTROL = 27;
    static final int P_MIRRORED = 28;
    static final int P_HORIZ_WS = 29;
    static final int P_VERT_WS = 30;
    static final int P_ASSIGNED = 31;

    static final int CAT_PUNCT = (1 << Character.CONNECTOR_PUNCTUATION)
            | (1 << Character.DASH_PUNCTUATION) | (1 << Character.START_PUNCTUATION)
            | (1 << Character.END_PUNCTUATION) | (1 << Character.OTHER_PUNCTUATION)
            | (1 << Character.INITIAL_QUOTE_PUNCTUATION)
            | (1 << Character.FINAL_QUOTE_PUNCTUATION);

    int[] ranges = new int[0];
    int rangeCount;
    int categoryMask;
    int predicate;
    CharSet[] members;
    CharSet[] ands;
    boolean negated;
    /** Set when there is more than the ranges: a category mask, predicate or members. */
    boolean complex;
    /**
     * The JDK's BmpCharPredicate: the set can only contain BMP chars that are not surrogates.
     * A class that is not one makes the pattern use StartS.
     */
    boolean bmp = true;
    /** Case-insensitive matching of the ranges (CIRange, CIRangeU, SingleU); 0 for none. */
    int fold;

    static final int FOLD_SINGLE_U = 3;

    static CharSet single(int c) {
        CharSet s = new CharSet();
        s.addRange(c, c);
        s.bmp = !Parser.isSupplementary(c);
        return s;
    }

    static CharSet range(int lo, int hi) {
        CharSet s = new CharSet();
        s.addRange(lo, hi);
        s.bmp = hi < Character.MIN_HIGH_SURROGATE
                || (lo > Character.MAX_LOW_SURROGATE && hi < 0x10000);
        return s;
    }

    static CharSet category(int mask) {
        CharSet s = new CharSet();
        s.categoryMask = mask;
        s.complex = true;
        s.bmp = false;
        return s;
    }

    static CharSet predicate(int p, boolean bmp) {
        CharSet s = new CharSet();
        s.predicate = p;
        s.complex = true;
        s.bmp = bmp;
        return s;
    }

    static CharSet union(CharSet a, CharSet b) {
        CharSet s = new CharSet();
        s.members = new CharSet[] {a, b};
        s.complex = true;
        s.bmp = a.bmp && b.bmp;
        return s;
    }

    static CharSet and(CharSet a, CharSet b) {
        CharSet s = new CharSet();
        s.members = new CharSet[] {a};
        s.complex = true;
        s.ands = new CharSet[] {b};
        s.bmp = a.bmp && b.bmp;
        return s;
    }

    static CharSet negate(CharSet a) {
        CharSet s = new CharSet();
        s.members = new CharSet[] {a};
        s.complex = true;
        s.negated = true;
        s.bmp = false;
        return s;
    }

    void addRange(int lo, int hi) {
        if (2 * rangeCount + 2 > ranges.length) {
            int[] bigger = new int[ranges.length * 2 + 4];
            System.arraycopy(ranges, 0, bigger, 0, 2 * rangeCount);
            ranges = bigger;
        }
        ranges[2 * rangeCount] = lo;
        ranges[2 * rangeCount + 1] = hi;
        rangeCount++;
    }

    private boolean inRanges(int c) {
        int[] r = ranges;
        for (int k = 0, n = rangeCount << 1; k < n; k += 2) {
            if (c >= r[k] && c <= r[k + 1]) {
                return true;
            }
        }
        return false;
    }

    boolean contains(int c) {
        boolean in = inRanges(c);
        if (!in && fold != 0) {
            if (fold == Nodes.FOLD_ASCII) {
                if (c < 128) {
                    in = inRanges(Nodes.fold(c, Nodes.FOLD_ASCII))
                            || (c >= 'a' && c <= 'z' && inRanges(c - 0x20));
                }
            } else if (fold == Nodes.FOLD_UNICODE) {
                int up = Character.toUpperCase(c);
                in = inRanges(up) || inRanges(Character.toLowerCase(up));
            } else {
                in = inRanges(Character.toLowerCase(Character.toUpperCase(c)));
            }
        }
        if (!in && complex) {
            if (categoryMask != 0 && ((categoryMask >> Character.getType(c)) & 1) != 0) {
                in = true;
            } else if (predicate != P_NONE) {
                in = test(predicate, c);
            }
            if (!in && members != null) {
                for (int k = 0; k < members.length; k++) {
                    if (members[k].contains(c)) {
                        in = true;
                        break;
                    }
                }
            }
        }
        if (in && ands != null) {
            for (int k = 0; k < ands.length; k++) {
                if (!ands[k].contains(c)) {
                    in = false;
                    break;
                }
            }
        }
        return in != negated;
    }

    private static boolean test(int p, int c) {
        switch (p) {
            case P_ALPHABETIC:
                return Character.isAlphabetic(c);
            case P_DIGIT:
                return Character.isDigit(c);
            case P_LETTER:
                return Character.isLetter(c);
            case P_IDEOGRAPHIC:
                return Character.isIdeographic(c);
            case P_LOWERCASE:
                return Character.isLowerCase(c);
            case P_UPPERCASE:
                return Character.isUpperCase(c);
            case P_TITLECASE:
                return Character.isTitleCase(c);
            case P_WHITE_SPACE:
                return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                        | (1 << Character.PARAGRAPH_SEPARATOR)) >> Character.getType(c)) & 1)
                        != 0 || (c >= 0x9 && c <= 0xd) || c == 0x85;
            case P_HEX_DIGIT:
                return Character.isDigit(c) || (c >= 0x30 && c <= 0x39)
                        || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
                        || (c >= 0xFF10 && c <= 0xFF19) || (c >= 0xFF21 && c <= 0xFF26)
                        || (c >= 0xFF41 && c <= 0xFF46);
            case P_NONCHARACTER:
                return (c & 0xfffe) == 0xfffe || (c >= 0xfdd0 && c <= 0xfdef);
            case P_ALNUM:
                return Character.isAlphabetic(c) || Character.isDigit(c);
            case P_BLANK:
                return Character.getType(c) == Character.SPACE_SEPARATOR || c == 0x9;
            case P_GRAPH:
                return isGraph(c);
            case P_PRINT:
                return (isGraph(c) || Character.getType(c) == Character.SPACE_SEPARATOR
                        || c == 0x9) && Character.getType(c) != Character.CONTROL;
            case P_JOIN_CONTROL:
                return c == 0x200C || c == 0x200D;
            case P_WORD:
                return Character.isAlphabetic(c)
                        || ((((1 << Character.NON_SPACING_MARK)
                                | (1 << Character.ENCLOSING_MARK)
                                | (1 << Character.COMBINING_SPACING_MARK)
                                | (1 << Character.DECIMAL_DIGIT_NUMBER)
                                | (1 << Character.CONNECTOR_PUNCTUATION))
                                >> Character.getType(c)) & 1) != 0
                        || c == 0x200C || c == 0x200D;
            case P_ALL:
                return true;
            case P_DEFINED:
                return Character.isDefined(c);
            case P_LETTER_OR_DIGIT:
                return Character.isLetterOrDigit(c);
            case P_JAVA_ID_START:
                return Character.isJavaIdentifierStart(c);
            case P_JAVA_ID_PART:
                return Character.isJavaIdentifierPart(c);
            case P_UNICODE_ID_START:
                return Character.isUnicodeIdentifierStart(c);
            case P_UNICODE_ID_PART:
                return Character.isUnicodeIdentifierPart(c);
            case P_ID_IGNORABLE:
                return Character.isIdentifierIgnorable(c);
            case P_SPACE_CHAR:
                return Character.isSpaceChar(c);
            case P_JAVA_WHITESPACE:
                return Character.isWhitespace(c);
            case P_ISO_CONTROL:
                return Character.isISOControl(c);
            case P_MIRRORED:
                return Character.isMirrored(c);
            case P_HORIZ_WS:
                return c == 0x09 || c == 0x20 || c == 0xa0 || c == 0x1680 || c == 0x180e
                        || (c >= 0x2000 && c <= 0x200a) || c == 0x202f || c == 0x205f
                        || c == 0x3000;
            case P_VERT_WS:
                return (c >= 0x0A && c <= 0x0D) || c == 0x85 || c == 0x2028 || c == 0x2029;
            case P_ASSIGNED:
                return Character.getType(c) != Character.UNASSIGNED;
            default:
                return false;
        }
    }

    private static boolean isGraph(int c) {
        return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                | (1 << Character.PARAGRAPH_SEPARATOR) | (1 << Character.CONTROL)
                | (1 << Character.SURROGATE) | (1 << Character.UNASSIGNED))
                >> Character.getType(c)) & 1) == 0;
    }
}

