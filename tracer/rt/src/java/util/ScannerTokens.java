package java.util;

/**
 * The token grammars of Scanner in the US locale, checked by hand: integers (with optional sign
 * and "," groups of three digits), decimals (with fraction and exponent), hexadecimal floats,
 * NaN and Infinity, and booleans. Each returns the string to hand to the JDK parser, or null if
 * the token does not match.
 */
final class ScannerTokens {
    private ScannerTokens() {
    }

    /** A Numeral in radix: digits, or 1-3 digits followed by ",ddd" groups; end or -1. */
    private static int numeral(String s, int i, int radix, StringBuilder out) {
        int n = s.length();
        int start = i;
        while (i < n && Character.digit(s.charAt(i), radix) >= 0) {
            out.append(s.charAt(i));
            i++;
        }
        int lead = i - start;
        if (lead == 0) {
            return -1;
        }
        if (i < n && s.charAt(i) == ',' && lead <= 3) {
            while (i < n && s.charAt(i) == ',') {
                int g = i + 1;
                int k = 0;
                while (k < 3 && g + k < n && Character.digit(s.charAt(g + k), radix) >= 0) {
                    k++;
                }
                if (k != 3) {
                    return -1;
                }
                out.append(s, g, g + 3);
                i = g + 3;
            }
            if (i < n && Character.digit(s.charAt(i), radix) >= 0) {
                return -1;
            }
        }
        return i;
    }

    /** An integer token without group separators (sign kept), or null. */
    static String integer(String s, int radix) {
        StringBuilder sb = new StringBuilder(s.length());
        int i = 0;
        if (s.length() > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            sb.append(s.charAt(0));
            i = 1;
        }
        int end = numeral(s, i, radix, sb);
        return (end == s.length()) ? sb.toString() : null;
    }

    /** A decimal, hex float or non-number token in Double.parseDouble's syntax, or null. */
    static String decimal(String s) {
        int n = s.length();
        StringBuilder sb = new StringBuilder(n);
        int i = 0;
        if (n > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            sb.append(s.charAt(0));
            i = 1;
        }
        String rest = s.substring(i);
        if (rest.equals("NaN") || rest.equals("Infinity")) {
            return sb.append(rest).toString();
        }
        if (rest.equals("\u221e")) {
            return sb.append("Infinity").toString();
        }
        if (rest.startsWith("0x") || rest.startsWith("0X")) {
            return hexFloat(rest) ? s : null;
        }
        boolean digits = false;
        if (i < n && s.charAt(i) != '.') {
            i = numeral(s, i, 10, sb);
            if (i < 0) {
                return null;
            }
            digits = true;
        }
        if (i < n && s.charAt(i) == '.') {
            sb.append('.');
            i++;
            int f = i;
            while (i < n && Character.digit(s.charAt(i), 10) >= 0) {
                sb.append(s.charAt(i));
                i++;
            }
            if (!digits && i == f) {
                return null;
            }
            digits = true;
        }
        if (!digits) {
            return null;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            sb.append('e');
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                sb.append(s.charAt(i));
                i++;
            }
            int e = i;
            while (i < n && Character.digit(s.charAt(i), 10) >= 0) {
                sb.append(s.charAt(i));
                i++;
            }
            if (i == e) {
                return null;
            }
        }
        if (i != n) {
            return null;
        }
        return digitsToAscii(sb);
    }

    /** Double.parseDouble wants ASCII digits; Scanner accepts any Unicode digit. */
    private static String digitsToAscii(StringBuilder sb) {
        for (int k = 0; k < sb.length(); k++) {
            char c = sb.charAt(k);
            if (c > 127 && Character.isDigit(c)) {
                sb.setCharAt(k, (char) ('0' + Character.digit(c, 10)));
            }
        }
        return sb.toString();
    }

    /** 0[xX][0-9a-fA-F]*\.[0-9a-fA-F]+([pP][-+]?[0-9]+)? */
    private static boolean hexFloat(String s) {
        int n = s.length();
        int i = 2;
        while (i < n && isHex(s.charAt(i))) {
            i++;
        }
        if (i >= n || s.charAt(i) != '.') {
            return false;
        }
        i++;
        int f = i;
        while (i < n && isHex(s.charAt(i))) {
            i++;
        }
        if (i == f) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'p' || s.charAt(i) == 'P')) {
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            int e = i;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
            if (i == e) {
                return false;
            }
        }
        return i == n;
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    static boolean bool(String s) {
        return s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false");
    }
}
