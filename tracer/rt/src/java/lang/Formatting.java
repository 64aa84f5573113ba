package java.lang;

import java.util.DuplicateFormatFlagsException;
import java.util.FormatFlagsConversionMismatchException;
import java.util.IllegalFormatCodePointException;
import java.util.IllegalFormatConversionException;
import java.util.IllegalFormatFlagsException;
import java.util.IllegalFormatPrecisionException;
import java.util.IllegalFormatWidthException;
import java.util.MissingFormatArgumentException;
import java.util.MissingFormatWidthException;
import java.util.UnknownFormatConversionException;

/**
 * The format-string interpreter behind String.format, PrintStream.printf/format and
 * PrintWriter.printf/format (there is no java.util.Formatter), following java.util.Formatter
 * for the en_US locale.
 *
 * <p>Supported: argument indices ({@code n$}, {@code <}), the flags {@code -#+ 0,(}, width,
 * precision, and the conversions b B h H s S c C d o x X e E f g G % n, with the JDK's
 * validation and exception messages. Floating-point conversions round the digits of
 * Double.toString half-up, as the JDK does (so {@code %.2f} of 1.005 is "1.01"); float arguments
 * are widened to double first, as in the JDK. %a, BigInteger arguments of %d %o %x and BigDecimal
 * arguments of %e %f %g are laid out by FormatNumbers. Not supported (UnsupportedOperationException):
 * date/time conversions (%t), and Formattable.
 */
final class Formatting {
    private static final int LEFT = 1;
    private static final int ALTERNATE = 2;
    private static final int PLUS = 4;
    private static final int SPACE = 8;
    private static final int ZERO = 16;
    private static final int GROUP = 32;
    private static final int PAREN = 64;
    private static final int PREVIOUS = 128;
    private static final int UPPER = 256;

    /** The flag chars in the order of the flag bits above (and of the JDK's Flags.toString). */
    private static final String FLAG_CHARS = "-#+ 0,(<";

    private Formatting() {
    }

    static String format(String format, Object[] args) {
        StringBuilder sb = new StringBuilder(format.length() + 16);
        formatTo(sb, format, args);
        return sb.toString();
    }

    /**
     * Appends the formatted text to out. Syntax errors are reported before anything is appended;
     * argument errors leave the text formatted so far in out, as the JDK leaves it in its
     * Appendable.
     */
    static void formatTo(StringBuilder out, String format, Object[] args) {
        Spec[] specs = parse(format);
        int last = -1;
        int lastOrdinary = -1;
        for (int k = 0; k < specs.length; k++) {
            Spec fs = specs[k];
            if (fs.text != null) {
                out.append(fs.text);
                continue;
            }
            if (fs.conversion == '%' || fs.conversion == 'n') {
                fs.print(out, null);
                continue;
            }
            Object arg;
            if (fs.index == -1) {
                if (last < 0 || (args != null && last > args.length - 1)) {
                    throw new MissingFormatArgumentException(fs.toString());
                }
                arg = (args == null) ? null : args[last];
            } else if (fs.index == 0) {
                lastOrdinary++;
                last = lastOrdinary;
                if (args != null && lastOrdinary > args.length - 1) {
                    throw new MissingFormatArgumentException(fs.toString());
                }
                arg = (args == null) ? null : args[lastOrdinary];
            } else {
                last = fs.index - 1;
                if (args != null && last > args.length - 1) {
                    throw new MissingFormatArgumentException(fs.toString());
                }
                arg = (args == null) ? null : args[last];
            }
            fs.print(out, arg);
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Splits the format into literal text and validated specifiers. */
    private static Spec[] parse(String s) {
        Spec[] list = new Spec[8];
        int size = 0;
        int i = 0;
        int n = s.length();
        while (i < n) {
            int pct = s.indexOf('%', i);
            if (pct < 0) {
                pct = n;
            }
            if (pct > i) {
                Spec text = new Spec();
                text.text = s.substring(i, pct);
                if (size == list.length) {
                    list = grow(list);
                }
                list[size++] = text;
            }
            if (pct == n) {
                break;
            }
            Spec fs = new Spec();
            i = fs.parse(s, pct);
            if (size == list.length) {
                list = grow(list);
            }
            list[size++] = fs;
        }
        Spec[] result = new Spec[size];
        System.arraycopy(list, 0, result, 0, size);
        return result;
    }

    private static Spec[] grow(Spec[] a) {
        Spec[] b = new Spec[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    /** One format specifier (or, with text set, a literal piece of the format). */
    private static final class Spec {
        String text;
        int index;
        int flags;
        int width = -1;
        int precision = -1;
        char conversion;

        /** Parses the specifier at s[pct] == '%'; returns the index after it. */
        int parse(String s, int pct) {
            int n = s.length();
            int j = pct + 1;
            // argument index: digits followed by '$'
            int k = j;
            while (k < n && isDigit(s.charAt(k))) {
                k++;
            }
            if (k > j && k < n && s.charAt(k) == '$') {
                index = parseInt(s, j, k);
                j = k + 1;
            }
            while (j < n) {
                int f = FLAG_CHARS.indexOf(s.charAt(j));
                if (f < 0) {
                    break;
                }
                int bit = 1 << f;
                if ((flags & bit) != 0) {
                    throw new DuplicateFormatFlagsException(String.valueOf(s.charAt(j)));
                }
                flags |= bit;
                j++;
            }
            if ((flags & PREVIOUS) != 0) {
                index = -1;
            }
            k = j;
            while (k < n && isDigit(s.charAt(k))) {
                k++;
            }
            if (k > j) {
                width = parseInt(s, j, k);
                j = k;
            }
            if (j < n && s.charAt(j) == '.') {
                k = j + 1;
                while (k < n && isDigit(s.charAt(k))) {
                    k++;
                }
                if (k == j + 1) {
                    throw unknown(s, pct); // '.' without digits: no specifier matches
                }
                precision = parseInt(s, j + 1, k);
                j = k;
            }
            if (j >= n) {
                throw unknown(s, pct);
            }
            char c = s.charAt(j);
            if (c == 't' || c == 'T') {
                throw new UnsupportedOperationException(
                        "crossprof: date/time conversions are not supported in format strings");
            }
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%')) {
                throw unknown(s, pct);
            }
            if (c == 'B' || c == 'H' || c == 'S' || c == 'C' || c == 'X' || c == 'E' || c == 'G'
                    || c == 'A') {
                flags |= UPPER;
                c = Character.toLowerCase(c);
            }
            conversion = c;
            check();
            return j + 1;
        }

        private static int parseInt(String s, int from, int to) {
            try {
                return Integer.parseInt(s.substring(from, to));
            } catch (NumberFormatException e) {
                throw new IllegalFormatWidthException(Integer.MIN_VALUE);
            }
        }

        /** The JDK's error when '%' does not start a valid specifier: names the next char. */
        private static UnknownFormatConversionException unknown(String s, int pct) {
            char c = (pct == s.length() - 1) ? '%' : s.charAt(pct + 1);
            return new UnknownFormatConversionException(String.valueOf(c));
        }

        private boolean has(int f) {
            return (flags & f) != 0;
        }

        private static String flagString(int flags) {
            StringBuilder sb = new StringBuilder();
            for (int b = 0; b < FLAG_CHARS.length(); b++) {
                if ((flags & (1 << b)) != 0) {
                    sb.append(FLAG_CHARS.charAt(b));
                }
            }
            return sb.toString();
        }

        /** The specifier as the JDK prints it in exception messages. */
        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagString(flags));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            sb.append(has(UPPER) ? Character.toUpperCase(conversion) : conversion);
            return sb.toString();
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagString(flag), conversion);
        }

        private void checkBadFlags(int bad) {
            for (int b = 1; b < PREVIOUS; b <<= 1) {
                if ((bad & b) != 0 && has(b)) {
                    failMismatch(b);
                }
            }
        }

        /** The JDK's validation, done when the format string is parsed. */
        private void check() {
            switch (conversion) {
                case 'b':
                case 'h':
                case 's':
                    if ((conversion == 'b' || conversion == 'h') && has(ALTERNATE)) {
                        failMismatch(ALTERNATE);
                    }
                    if (width == -1 && has(LEFT)) {
                        throw new MissingFormatWidthException(toString());
                    }
                    checkBadFlags(PLUS | SPACE | ZERO | GROUP | PAREN);
                    break;
                case 'c':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    checkBadFlags(ALTERNATE | PLUS | SPACE | ZERO | GROUP | PAREN);
                    if (width == -1 && has(LEFT)) {
                        throw new MissingFormatWidthException(toString());
                    }
                    break;
                case 'd':
                case 'o':
                case 'x':
                    checkNumeric();
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    checkBadFlags(conversion == 'd' ? ALTERNATE : GROUP);
                    break;
                case 'e':
                case 'f':
                case 'g':
                    checkNumeric();
                    if (conversion == 'e') {
                        checkBadFlags(GROUP);
                    } else if (conversion == 'g') {
                        checkBadFlags(ALTERNATE);
                    }
                    break;
                case 'a':
                    checkNumeric();
                    checkBadFlags(PAREN | GROUP);
                    break;
                case '%':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if ((flags & ~LEFT) != 0) {
                        throw new IllegalFormatFlagsException(flagString(flags));
                    }
                    if (width == -1 && has(LEFT)) {
                        throw new MissingFormatWidthException(toString());
                    }
                    break;
                case 'n':
                    if (width != -1) {
                        throw new IllegalFormatWidthException(width);
                    }
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (flags != 0) {
                        throw new IllegalFormatFlagsException(flagString(flags));
                    }
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(
                            has(UPPER) ? Character.toUpperCase(conversion) : conversion));
            }
        }

        private void checkNumeric() {
            if (width == -1 && (has(LEFT) || has(ZERO))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(SPACE)) || (has(LEFT) && has(ZERO))) {
                throw new IllegalFormatFlagsException(flagString(flags & ~PREVIOUS));
            }
        }

        // ---- printing ----

        void print(StringBuilder out, Object arg) {
            switch (conversion) {
                case '%':
                    appendJustified(out, "%");
                    return;
                case 'n':
                    out.append(System.lineSeparator());
                    return;
                case 'b':
                    printString(out, (arg == null) ? "false"
                            : (arg instanceof Boolean) ? arg.toString() : "true");
                    return;
                case 'h':
                    printString(out, (arg == null) ? "null" : Integer.toHexString(arg.hashCode()));
                    return;
                case 's':
                    if (arg != null && has(ALTERNATE)) {
                        failMismatch(ALTERNATE);
                    }
                    printString(out, String.valueOf(arg));
                    return;
                case 'c':
                    printChar(out, arg);
                    return;
                case 'd':
                case 'o':
                case 'x':
                    printInteger(out, arg);
                    return;
                default:
                    printFloat(out, arg);
                    return;
            }
        }

        private void printString(StringBuilder out, String s) {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            appendJustified(out, s);
        }

        private void appendJustified(StringBuilder out, CharSequence cs) {
            int pad = width - cs.length();
            if (width == -1 || pad <= 0) {
                out.append(cs);
                return;
            }
            if (has(LEFT)) {
                out.append(cs);
            }
            for (int k = 0; k < pad; k++) {
                out.append(' ');
            }
            if (!has(LEFT)) {
                out.append(cs);
            }
        }

        private void printChar(StringBuilder out, Object arg) {
            if (arg == null) {
                printString(out, "null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = arg.toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int cp = ((Number) arg).intValue();
                if (!Character.isValidCodePoint(cp)) {
                    throw new IllegalFormatCodePointException(cp);
                }
                s = new String(Character.toChars(cp), true);
            } else {
                throw new IllegalFormatConversionException(conversion, arg.getClass());
            }
            printString(out, s);
        }

        private void printInteger(StringBuilder out, Object arg) {
            if (arg == null) {
                printString(out, "null");
                return;
            }
            long value;
            boolean unsigned = conversion != 'd';
            if (arg instanceof Integer) {
                value = ((Integer) arg).intValue();
                if (value < 0 && unsigned) {
                    value += (1L << 32);
                }
            } else if (arg instanceof Long) {
                value = ((Long) arg).longValue();
            } else if (arg instanceof Short) {
                value = ((Short) arg).shortValue();
                if (value < 0 && unsigned) {
                    value += (1L << 16);
                }
            } else if (arg instanceof Byte) {
                value = ((Byte) arg).byteValue();
                if (value < 0 && unsigned) {
                    value += (1L << 8);
                }
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(out, (java.math.BigInteger) arg);
                return;
            } else {
                throw new IllegalFormatConversionException(conversion, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            if (conversion == 'd') {
                boolean neg = value < 0;
                String digits = Long.toString(value);
                leadingSign(sb, neg);
                localizedMagnitude(sb, digits, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                checkBadFlags(PAREN | SPACE | PLUS);
                String digits = (conversion == 'o') ? Long.toOctalString(value)
                        : Long.toHexString(value);
                int prefix = has(ALTERNATE) ? (conversion == 'o' ? 1 : 2) : 0;
                if (has(ALTERNATE)) {
                    sb.append(conversion == 'o' ? "0" : has(UPPER) ? "0X" : "0x");
                }
                if (has(ZERO)) {
                    for (int k = digits.length() + prefix; k < width; k++) {
                        sb.append('0');
                    }
                }
                sb.append(has(UPPER) ? digits.toUpperCase() : digits);
            }
            appendJustified(out, sb);
        }

        /** %d %o %x of a BigInteger: signed magnitude, where o and x also take + ' ' and '('. */
        private void printBigInteger(StringBuilder out, java.math.BigInteger v) {
            StringBuilder sb = new StringBuilder();
            boolean neg = v.signum() < 0;
            leadingSign(sb, neg);
            String digits = FormatNumbers.bigIntegerDigits(v, conversion);
            if (conversion == 'd') {
                localizedMagnitude(sb, digits, 0, adjustWidth(width, neg));
            } else {
                int len = digits.length() + sb.length() + ((neg && has(PAREN)) ? 1 : 0);
                if (has(ALTERNATE)) {
                    sb.append(conversion == 'o' ? "0" : has(UPPER) ? "0X" : "0x");
                    len += (conversion == 'o') ? 1 : 2;
                }
                if (has(ZERO)) {
                    for (int k = len; k < width; k++) {
                        sb.append('0');
                    }
                }
                sb.append(has(UPPER) ? digits.toUpperCase() : digits);
            }
            trailingSign(sb, neg);
            appendJustified(out, sb);
        }

        /** %e %f %g of a BigDecimal: exact digits rounded half-up, laid out as the JDK does. */
        private void printBigDecimal(StringBuilder out, java.math.BigDecimal v) {
            StringBuilder sb = new StringBuilder();
            boolean neg = v.signum() < 0;
            leadingSign(sb, neg);
            layoutBigDecimal(sb, v.abs(), conversion, precision, neg);
            trailingSign(sb, neg);
            appendJustified(out, sb);
        }

        /** The magnitude a (non-negative) for conversion conv; %g picks %e or %f like the JDK. */
        private void layoutBigDecimal(StringBuilder sb, java.math.BigDecimal a, char conv,
                int prec, boolean neg) {
            if (conv == 'g') {
                int p = prec == -1 ? 6 : prec == 0 ? 1 : prec;
                java.math.BigDecimal r = a.round(new java.math.MathContext(p));
                if (FormatNumbers.generalAsFixed(r, p)) {
                    layoutBigDecimal(sb, r, 'f', p - FormatNumbers.decimalExponent(r) - 1, neg);
                } else {
                    layoutBigDecimal(sb, r, 'e', p - 1, neg);
                }
            } else if (conv == 'e') {
                String[] parts = FormatNumbers.bigDecimalScientific(a, prec, has(ALTERNATE));
                int w = width == -1 ? -1 : adjustWidth(width - parts[1].length() - 1, neg);
                localizedMagnitude(sb, parts[0], 0, w);
                sb.append(has(UPPER) ? 'E' : 'e').append(parts[1]);
            } else {
                StringBuilder mant = new StringBuilder(FormatNumbers.bigDecimalFixed(a, prec));
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg));
            }
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(SPACE)) {
                    sb.append(' ');
                }
            } else {
                sb.append(has(PAREN) ? '(' : '-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PAREN)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            return (w != -1 && neg && has(PAREN)) ? w - 1 : w;
        }

        /**
         * Appends the digits of value[offset..] with ',' grouping in the integer part (if
         * requested) and zero padding (inserted after the sign) up to width.
         */
        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = has(GROUP);
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append('.');
                    group = false;
                    continue;
                }
                sb.append(value.charAt(j));
                if (group && j != dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(',');
                }
            }
            if (w != -1 && has(ZERO)) {
                for (int k = sb.length(); k < w; k++) {
                    sb.insert(begin, '0');
                }
            }
        }

        private void printFloat(StringBuilder out, Object arg) {
            if (arg == null) {
                printString(out, "null");
                return;
            }
            double value;
            if (arg instanceof Double) {
                value = ((Double) arg).doubleValue();
            } else if (arg instanceof Float) {
                value = ((Float) arg).floatValue();
            } else if (arg instanceof java.math.BigDecimal && conversion != 'a') {
                printBigDecimal(out, (java.math.BigDecimal) arg);
                return;
            } else {
                throw new IllegalFormatConversionException(conversion, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1; // -0.0 prints with a sign
            if (value != value) {
                sb.append(has(UPPER) ? "NAN" : "NaN");
            } else {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (Double.isInfinite(v)) {
                    sb.append(has(UPPER) ? "INFINITY" : "Infinity");
                } else {
                    printFinite(sb, v, neg);
                }
                trailingSign(sb, neg);
            }
            appendJustified(out, sb);
        }

        private void printFinite(StringBuilder sb, double value, boolean neg) {
            if (conversion == 'a') {
                int prec = (precision == 0) ? 1 : (precision == -1) ? 0 : precision;
                String s = FormatNumbers.hexDouble(value, prec);
                sb.append(has(UPPER) ? "0X" : "0x");
                if (has(ZERO)) {
                    int lead = (has(SPACE) || has(PLUS) || neg) ? 3 : 2;
                    for (int k = width - s.length() - lead; k > 0; k--) {
                        sb.append('0');
                    }
                }
                int p = s.indexOf('p');
                StringBuilder mant = new StringBuilder(has(UPPER) ? s.substring(0, p).toUpperCase()
                        : s.substring(0, p));
                if (prec != 0) {
                    addZeros(mant, prec);
                }
                sb.append(mant).append(has(UPPER) ? 'P' : 'p').append(s, p + 1, s.length());
            } else if (conversion == 'f') {
                int prec = (precision == -1) ? 6 : precision;
                Digits d = new Digits(value);
                int exp = d.round(d.decExp + prec);
                StringBuilder mant = d.fillDecimal(prec, exp);
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg));
            } else if (conversion == 'e') {
                int prec = (precision == -1) ? 6 : precision;
                Digits d = new Digits(value);
                int exp = d.round(prec + 1);
                StringBuilder mant = d.fillScientific(prec);
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                String e = (value == 0.0) ? "+00" : exponent(exp);
                int w = (width == -1) ? -1 : adjustWidth(width - e.length() - 1, neg);
                localizedMagnitude(sb, mant, 0, w);
                sb.append(has(UPPER) ? 'E' : 'e').append(e);
            } else {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                String e;
                StringBuilder mant;
                if (value == 0.0) {
                    e = null;
                    mant = new StringBuilder("0");
                    prec -= 1;
                } else {
                    Digits d = new Digits(value);
                    int exp = d.round(prec);
                    if (exp - 1 < -4 || exp - 1 >= prec) {
                        mant = d.fillScientific(prec - 1);
                        e = exponent(exp);
                        prec -= 1;
                    } else {
                        mant = d.fillDecimal(prec - exp, exp);
                        e = null;
                        prec -= exp;
                    }
                }
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                int w = width;
                if (width != -1) {
                    w = (e != null) ? adjustWidth(width - e.length() - 1, neg)
                            : adjustWidth(width, neg);
                }
                localizedMagnitude(sb, mant, 0, w);
                if (e != null) {
                    sb.append(has(UPPER) ? 'E' : 'e').append(e);
                }
            }
        }

        /** The exponent part for a decimal exponent exp (value = 0.d1d2... * 10^exp). */
        private static String exponent(int exp) {
            char sign;
            int e;
            if (exp <= 0) {
                sign = '-';
                e = -exp + 1;
            } else {
                sign = '+';
                e = exp - 1;
            }
            return (e <= 9) ? sign + "0" + e : sign + Integer.toString(e);
        }

        /** Pads the fraction with zeros to exactly prec digits, adding the point if needed. */
        private static void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i = 0;
            while (i < len && sb.charAt(i) != '.') {
                i++;
            }
            boolean needDot = (i == len);
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec >= prec) {
                return;
            }
            if (needDot) {
                sb.append('.');
            }
            for (int k = outPrec; k < prec; k++) {
                sb.append('0');
            }
        }
    }

    /**
     * The decimal digits of a positive finite double, taken from Double.toString: value =
     * 0.d[0]d[1]... * 10^decExp. Zero is "0" with decExp 1, as in the JDK.
     */
    private static final class Digits {
        char[] d;
        int n;
        int decExp;

        Digits(double v) {
            if (v == 0.0) {
                d = new char[] {'0'};
                n = 1;
                decExp = 1;
                return;
            }
            String s = Double.toString(v);
            int e = s.indexOf('E');
            int exp10 = 0;
            int end = s.length();
            if (e >= 0) {
                exp10 = Integer.parseInt(s.substring(e + 1));
                end = e;
            }
            int dot = s.indexOf('.');
            d = new char[end];
            n = 0;
            for (int k = 0; k < end; k++) {
                char c = s.charAt(k);
                if (c != '.') {
                    d[n++] = c;
                }
            }
            decExp = dot + exp10;
            int lead = 0;
            while (lead < n - 1 && d[lead] == '0') {
                lead++;
                decExp--;
            }
            if (lead > 0) {
                System.arraycopy(d, lead, d, 0, n - lead);
                n -= lead;
            }
            while (n > 1 && d[n - 1] == '0') {
                n--;
            }
        }

        /**
         * Rounds half-up to prec significant digits (digits after are set to '0'); returns the
         * new decimal exponent. prec outside 0..n-1 leaves the digits alone.
         */
        int round(int prec) {
            if (prec >= n || prec < 0) {
                return decExp;
            }
            if (prec == 0) {
                if (d[0] >= '5') {
                    d[0] = '1';
                    fill(1, '0');
                    return decExp + 1;
                }
                fill(0, '0');
                return decExp;
            }
            if (d[prec] >= '5') {
                int i = prec - 1;
                while (i >= 0 && d[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    d[0] = '1';
                    fill(1, '0');
                    return decExp + 1;
                }
                d[i]++;
                fill(i + 1, '0');
            } else {
                fill(prec, '0');
            }
            return decExp;
        }

        private void fill(int from, char c) {
            for (int k = from; k < n; k++) {
                d[k] = c;
            }
        }

        /** Plain notation with at most prec fraction digits (fewer if the digits run out). */
        StringBuilder fillDecimal(int prec, int exp) {
            StringBuilder sb = new StringBuilder(n + 8);
            if (exp > 0) {
                if (n < exp) {
                    sb.append(d, 0, n);
                    for (int k = n; k < exp; k++) {
                        sb.append('0');
                    }
                } else {
                    sb.append(d, 0, exp);
                    int t = Math.min(n - exp, prec);
                    if (t > 0) {
                        sb.append('.').append(d, exp, t);
                    }
                }
            } else {
                int zeros = Math.max(0, Math.min(-exp, prec));
                int t = Math.max(0, Math.min(n, prec + exp));
                if (zeros > 0) {
                    sb.append("0.");
                    for (int k = 0; k < zeros; k++) {
                        sb.append('0');
                    }
                    if (t > 0) {
                        sb.append(d, 0, t);
                    }
                } else if (t > 0) {
                    sb.append("0.").append(d, 0, t);
                } else {
                    sb.append('0');
                }
            }
            return sb;
        }

        /** d.ddd with at most prec fraction digits. */
        StringBuilder fillScientific(int prec) {
            StringBuilder sb = new StringBuilder(n + 2);
            sb.append(d[0]);
            int t = Math.max(0, Math.min(n - 1, prec));
            if (t > 0) {
                sb.append('.').append(d, 1, t);
            }
            return sb;
        }
    }
}
