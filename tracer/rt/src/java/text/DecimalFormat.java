package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats numbers by a pattern such as "#,##0.00", "0.###E0", "#%" or "¤#,##0.00;(¤#,##0.00)"
 * (JDK 17 semantics: HALF_EVEN rounding of the double's exact value, "∞", "NaN", "-0").
 */
public class DecimalFormat extends NumberFormat {
    private static final long serialVersionUID = 864413376551465018L;
    private static final int MAXIMUM_INTEGER_DIGITS = Integer.MAX_VALUE;
    private static final int DOUBLE_INTEGER_DIGITS = 309;

    private DecimalFormatSymbols symbols;
    private String posPrefixPattern = "";
    private String posSuffixPattern = "";
    /** null when the negative subpattern is the implicit "-" + positive. */
    private String negPrefixPattern;
    private String negSuffixPattern;
    private String positivePrefix = "";
    private String positiveSuffix = "";
    private String negativePrefix = "-";
    private String negativeSuffix = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponentialNotation;
    private int minExponentDigits;
    private int maximumIntegerDigits;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private final DigitList digitList = new DigitList();

    public DecimalFormat() {
        this("#,##0.###");
    }

    public DecimalFormat(String pattern) {
        this(pattern, DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    // ---- formatting ----

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        if (Double.isNaN(number)) {
            fieldPosition.setBeginIndex(result.length());
            result.append(symbols.getNaN());
            fieldPosition.setEndIndex(result.length());
            return result;
        }
        boolean isNegative = (number < 0.0 || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) {
            number *= multiplier;
        }
        if (Double.isInfinite(number)) {
            result.append(isNegative ? negativePrefix : positivePrefix);
            result.append(symbols.getInfinity());
            result.append(isNegative ? negativeSuffix : positiveSuffix);
            return result;
        }
        if (isNegative) {
            number = -number;
        }
        digitList.set(isNegative, number,
                useExponentialNotation ? maxInt() + getMaximumFractionDigits() : getMaximumFractionDigits(),
                !useExponentialNotation, roundingMode);
        return subformat(result, fieldPosition, isNegative, false);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        boolean isNegative = number < 0;
        String magnitude;
        boolean overflow = false;
        if (multiplier != 1 && multiplier != 0) {
            long product = number * multiplier;
            if (product / multiplier != number || (number == Long.MIN_VALUE && multiplier == -1)) {
                overflow = true;
            } else {
                number = product;
                isNegative = number < 0;
            }
        }
        if (multiplier != 1 && multiplier != 0 && overflow) {
            magnitude = java.math.BigInteger.valueOf(number)
                    .multiply(java.math.BigInteger.valueOf(multiplier)).abs().toString();
            isNegative = (number < 0) != (multiplier < 0);
        } else if (number == Long.MIN_VALUE) {
            magnitude = "9223372036854775808";
        } else {
            magnitude = Long.toString(Math.abs(number));
        }
        digitList.set(isNegative, magnitude,
                useExponentialNotation ? maxInt() + getMaximumFractionDigits() : 0, roundingMode);
        return subformat(result, fieldPosition, isNegative, true);
    }

    private int maxInt() {
        return getMaximumIntegerDigits();
    }

    private StringBuffer subformat(StringBuffer result, FieldPosition fp, boolean isNegative,
            boolean isInteger) {
        DigitList dl = digitList;
        char zero = symbols.getZeroDigit();
        int zeroDelta = zero - '0';
        char grouping = symbols.getGroupingSeparator();
        char decimal = symbols.getDecimalSeparator();
        int maxIntDigits = Math.min(getMaximumIntegerDigits(), DOUBLE_INTEGER_DIGITS);
        int minIntDigits = getMinimumIntegerDigits();
        int maxFraDigits = getMaximumFractionDigits();
        int minFraDigits = getMinimumFractionDigits();
        if (dl.isZero()) {
            dl.decimalAt = 0;
        }
        result.append(isNegative ? negativePrefix : positivePrefix);
        int intStart = result.length();
        if (useExponentialNotation) {
            int exponent = dl.decimalAt;
            int repeat = maxIntDigits;
            int minimumIntegerDigits = minIntDigits;
            if (repeat > 1 && repeat > minIntDigits) {
                if (exponent >= 1) {
                    exponent = ((exponent - 1) / repeat) * repeat;
                } else {
                    exponent = ((exponent - repeat) / repeat) * repeat;
                }
                minimumIntegerDigits = 1;
            } else {
                exponent -= minimumIntegerDigits;
            }
            int minimumDigits = minIntDigits + minFraDigits;
            if (minimumDigits < 0) {
                minimumDigits = Integer.MAX_VALUE;
            }
            int integerDigits = dl.isZero() ? minimumIntegerDigits : dl.decimalAt - exponent;
            if (minimumDigits < integerDigits) {
                minimumDigits = integerDigits;
            }
            int totalDigits = dl.count;
            if (minimumDigits > totalDigits) {
                totalDigits = minimumDigits;
            }
            boolean addedDecimal = false;
            for (int i = 0; i < totalDigits; ++i) {
                if (i == integerDigits) {
                    result.append(decimal);
                    addedDecimal = true;
                }
                result.append(i < dl.count ? (char) (dl.digits[i] + zeroDelta) : zero);
            }
            if (decimalSeparatorAlwaysShown && totalDigits == integerDigits) {
                result.append(decimal);
                addedDecimal = true;
            }
            result.append(symbols.getExponentSeparator());
            if (dl.isZero()) {
                exponent = 0;
            }
            if (exponent < 0) {
                exponent = -exponent;
                result.append(symbols.getMinusSign());
            }
            String e = Integer.toString(exponent);
            for (int i = e.length(); i < minExponentDigits; ++i) {
                result.append(zero);
            }
            for (int i = 0; i < e.length(); i++) {
                result.append((char) (e.charAt(i) + zeroDelta));
            }
        } else {
            int count = minIntDigits;
            int digitIndex = 0;
            if (dl.decimalAt > 0 && count < dl.decimalAt) {
                count = dl.decimalAt;
            }
            if (count > maxIntDigits) {
                count = maxIntDigits;
                digitIndex = dl.decimalAt - count;
            }
            int sizeBeforeIntegerPart = result.length();
            for (int i = count - 1; i >= 0; --i) {
                if (i < dl.decimalAt && digitIndex < dl.count) {
                    result.append((char) (dl.digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
                if (isGroupingUsed() && i > 0 && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(grouping);
                }
            }
            boolean fractionPresent = minFraDigits > 0 || (!isInteger && digitIndex < dl.count);
            if (!fractionPresent && result.length() == sizeBeforeIntegerPart) {
                result.append(zero);
            }
            if (fp.getField() == INTEGER_FIELD) {
                fp.setBeginIndex(intStart);
                fp.setEndIndex(result.length());
            }
            if (decimalSeparatorAlwaysShown || fractionPresent) {
                result.append(decimal);
            }
            int fracStart = result.length();
            for (int i = 0; i < maxFraDigits; ++i) {
                if (i >= minFraDigits && (isInteger || digitIndex >= dl.count)) {
                    break;
                }
                if (-1 - i > dl.decimalAt - 1) {
                    result.append(zero);
                    continue;
                }
                if (!isInteger && digitIndex < dl.count) {
                    result.append((char) (dl.digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
            }
            if (fp.getField() == FRACTION_FIELD) {
                fp.setBeginIndex(fracStart);
                fp.setEndIndex(result.length());
            }
        }
        result.append(isNegative ? negativeSuffix : positiveSuffix);
        return result;
    }

    // ---- parsing ----

    /** Parses a number: a Long when it is integral and fits, else a Double. */
    public Number parse(String text, ParsePosition pos) {
        int start = pos.index;
        if (text.startsWith(symbols.getNaN(), start)) {
            pos.index = start + symbols.getNaN().length();
            return Double.NaN;
        }
        boolean gotPos = text.startsWith(positivePrefix, start);
        boolean gotNeg = text.startsWith(negativePrefix, start);
        if (gotPos && gotNeg) {
            if (positivePrefix.length() > negativePrefix.length()) {
                gotNeg = false;
            } else if (positivePrefix.length() < negativePrefix.length()) {
                gotPos = false;
            }
        }
        if (!gotPos && !gotNeg) {
            pos.errorIndex = start;
            return null;
        }
        int i = start + (gotPos ? positivePrefix.length() : negativePrefix.length());
        StringBuilder num = new StringBuilder();
        boolean isDouble = false;
        boolean infinite = false;
        int digitsSeen = 0;
        if (text.startsWith(symbols.getInfinity(), i)) {
            infinite = true;
            i += symbols.getInfinity().length();
        } else {
            boolean sawDecimal = false;
            int lastGood = i;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (c >= '0' && c <= '9') {
                    num.append(c);
                    digitsSeen++;
                    i++;
                    lastGood = i;
                } else if (c == symbols.getDecimalSeparator() && !sawDecimal && !isParseIntegerOnly()) {
                    sawDecimal = true;
                    isDouble = true;
                    num.append('.');
                    i++;
                    lastGood = i;
                } else if (c == symbols.getGroupingSeparator() && isGroupingUsed() && !sawDecimal) {
                    i++;
                } else if (text.startsWith(symbols.getExponentSeparator(), i) && digitsSeen > 0
                        && !isParseIntegerOnly()) {
                    int j = i + symbols.getExponentSeparator().length();
                    int expStart = j;
                    if (j < text.length() && (text.charAt(j) == '+' || text.charAt(j) == '-')) {
                        j++;
                    }
                    int digitStart = j;
                    while (j < text.length() && text.charAt(j) >= '0' && text.charAt(j) <= '9') {
                        j++;
                    }
                    if (j > digitStart) {
                        num.append('E').append(text, expStart, j);
                        isDouble = true;
                        i = j;
                        lastGood = i;
                    }
                    break;
                } else {
                    break;
                }
            }
            i = lastGood;
            if (digitsSeen == 0) {
                pos.errorIndex = i;
                return null;
            }
        }
        if (gotPos && gotNeg) {
            boolean posSuffix = text.startsWith(positiveSuffix, i);
            boolean negSuffix = text.startsWith(negativeSuffix, i);
            if (posSuffix && negSuffix) {
                if (positiveSuffix.length() > negativeSuffix.length()) {
                    gotNeg = false;
                } else {
                    gotPos = negativeSuffix.length() > positiveSuffix.length() ? false : gotPos;
                    if (gotPos) {
                        gotNeg = false;
                    }
                }
            } else {
                gotPos = posSuffix;
                gotNeg = negSuffix;
            }
        }
        String suffix = gotPos ? positiveSuffix : negativeSuffix;
        if (!text.startsWith(suffix, i)) {
            pos.errorIndex = i;
            return null;
        }
        pos.index = i + suffix.length();
        boolean negative = !gotPos;
        if (infinite) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (!isDouble && num.length() <= 18) {
            long v = Long.parseLong(num.toString());
            if (negative && v == 0) {
                return -0.0;
            }
            if (v % multiplier == 0) {
                v /= multiplier;
                return negative ? -v : v;
            }
            double d = (double) v / multiplier;
            return negative ? -d : d;
        }
        double d = Double.parseDouble(num.toString()) / multiplier;
        if (negative) {
            d = -d;
        }
        if (d == Math.rint(d) && Math.abs(d) < 9.2e18 && !(d == 0 && negative)) {
            return (long) d;
        }
        return d;
    }

    // ---- patterns ----

    public void applyPattern(String pattern) {
        int len = pattern.length();
        int start = 0;
        String[] prefix = new String[2];
        String[] suffix = new String[2];
        multiplier = 1;
        useExponentialNotation = false;
        minExponentDigits = 0;
        for (int j = 1; j >= 0 && start < len; --j) {
            // phase 0: prefix, 1: number, 2: suffix
            StringBuilder affix = new StringBuilder();
            StringBuilder pre = null;
            int phase = 0;
            boolean inQuote = false;
            int digitLeftCount = 0;
            int zeroDigitCount = 0;
            int digitRightCount = 0;
            int groupingCount = -1;
            int decimalPos = -1;
            int pos = start;
            for (; pos < len; ++pos) {
                char ch = pattern.charAt(pos);
                if (phase == 1) {
                    if (ch == '#') {
                        if (zeroDigitCount > 0) {
                            ++digitRightCount;
                        } else {
                            ++digitLeftCount;
                        }
                        if (groupingCount >= 0 && decimalPos < 0) {
                            ++groupingCount;
                        }
                        continue;
                    } else if (ch == '0') {
                        if (digitRightCount > 0) {
                            throw new IllegalArgumentException(
                                    "Unexpected '0' in pattern \"" + pattern + '"');
                        }
                        ++zeroDigitCount;
                        if (groupingCount >= 0 && decimalPos < 0) {
                            ++groupingCount;
                        }
                        continue;
                    } else if (ch == ',') {
                        groupingCount = 0;
                        continue;
                    } else if (ch == '.') {
                        if (decimalPos >= 0) {
                            throw new IllegalArgumentException(
                                    "Multiple decimal separators in pattern \"" + pattern + '"');
                        }
                        decimalPos = digitLeftCount + zeroDigitCount + digitRightCount;
                        continue;
                    } else if (pattern.startsWith("E", pos)) {
                        if (useExponentialNotation) {
                            throw new IllegalArgumentException("Multiple exponential "
                                    + "symbols in pattern \"" + pattern + '"');
                        }
                        useExponentialNotation = true;
                        minExponentDigits = 0;
                        pos++;
                        while (pos < len && pattern.charAt(pos) == '0') {
                            ++minExponentDigits;
                            ++pos;
                        }
                        if (digitLeftCount + zeroDigitCount < 1 || minExponentDigits < 1) {
                            throw new IllegalArgumentException(
                                    "Malformed exponential pattern \"" + pattern + '"');
                        }
                        phase = 2;
                        pre = affix;
                        affix = new StringBuilder();
                        --pos;
                        continue;
                    } else {
                        phase = 2;
                        pre = affix;
                        affix = new StringBuilder();
                        --pos;
                        continue;
                    }
                }
                if (inQuote) {
                    if (ch == '\'') {
                        if (pos + 1 < len && pattern.charAt(pos + 1) == '\'') {
                            ++pos;
                            affix.append("''");
                        } else {
                            inQuote = false;
                            affix.append('\'');
                        }
                        continue;
                    }
                    affix.append(ch);
                    continue;
                }
                if (ch == '#' || ch == '0' || ch == ',' || ch == '.') {
                    if (phase == 0) {
                        phase = 1;
                        --pos;
                        continue;
                    }
                    if (ch == '\'') {
                        continue;
                    }
                    throw new IllegalArgumentException(
                            "Unquoted special character '" + ch + "' in pattern \"" + pattern + '"');
                } else if (ch == '\'') {
                    if (pos + 1 < len && pattern.charAt(pos + 1) == '\'') {
                        ++pos;
                        affix.append("''");
                    } else {
                        inQuote = true;
                        affix.append('\'');
                    }
                    continue;
                } else if (ch == ';') {
                    if (phase == 0 || j == 0) {
                        throw new IllegalArgumentException(
                                "Unquoted special character '" + ch + "' in pattern \"" + pattern + '"');
                    }
                    start = pos + 1;
                    pos = len;
                    break;
                } else if (ch == '%') {
                    if (multiplier != 1 && j == 1) {
                        throw new IllegalArgumentException(
                                "Too many percent/per mille characters in pattern \"" + pattern + '"');
                    }
                    multiplier = 100;
                } else if (ch == '\u2030') {
                    if (multiplier != 1 && j == 1) {
                        throw new IllegalArgumentException(
                                "Too many percent/per mille characters in pattern \"" + pattern + '"');
                    }
                    multiplier = 1000;
                }
                affix.append(ch == '\'' ? "''" : String.valueOf(ch));
            }
            if (pos >= len && phase != 2 && pre == null) {
                pre = phase == 0 ? affix : pre;
                if (phase == 0) {
                    affix = new StringBuilder();
                }
            }
            if (pre == null) {
                pre = affix;
                affix = new StringBuilder();
            }
            int idx = j == 1 ? 0 : 1;
            prefix[idx] = pre.toString();
            suffix[idx] = affix.toString();
            if (j == 1) {
                if (zeroDigitCount == 0 && digitLeftCount > 0 && decimalPos >= 0) {
                    int n = decimalPos;
                    if (n == 0) {
                        ++n;
                    }
                    digitRightCount = digitLeftCount - n;
                    digitLeftCount = n - 1;
                    zeroDigitCount = 1;
                }
                if (zeroDigitCount == 0 && digitLeftCount == 0 && decimalPos < 0) {
                    // an empty number part still formats one digit
                }
                int digitTotalCount = digitLeftCount + zeroDigitCount + digitRightCount;
                int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : digitTotalCount;
                setMinimumIntegerDigits(effectiveDecimalPos - digitLeftCount);
                setMaximumIntegerDigits(useExponentialNotation
                        ? digitLeftCount + getMinimumIntegerDigits() : MAXIMUM_INTEGER_DIGITS);
                setMaximumFractionDigits(decimalPos >= 0 ? digitTotalCount - decimalPos : 0);
                setMinimumFractionDigits(decimalPos >= 0
                        ? digitLeftCount + zeroDigitCount - decimalPos : 0);
                setGroupingUsed(groupingCount > 0);
                groupingSize = groupingCount > 0 ? groupingCount : 0;
                decimalSeparatorAlwaysShown = decimalPos == 0 || decimalPos == digitTotalCount;
                if (start == 0) {
                    start = len; // no negative subpattern
                }
            }
        }
        if (pattern.isEmpty()) {
            prefix[0] = "";
            suffix[0] = "";
            setMinimumIntegerDigits(0);
            setMaximumIntegerDigits(MAXIMUM_INTEGER_DIGITS);
            setMinimumFractionDigits(0);
            setMaximumFractionDigits(Integer.MAX_VALUE);
        }
        posPrefixPattern = prefix[0];
        posSuffixPattern = suffix[0];
        if (prefix[1] == null || (prefix[1].equals("'-" + posPrefixPattern) || prefix[1].equals("-" + posPrefixPattern))
                && suffix[1].equals(posSuffixPattern)) {
            negPrefixPattern = null;
            negSuffixPattern = null;
        } else {
            negPrefixPattern = prefix[1];
            negSuffixPattern = suffix[1];
        }
        expandAffixes();
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    private void expandAffixes() {
        positivePrefix = expandAffix(posPrefixPattern);
        positiveSuffix = expandAffix(posSuffixPattern);
        if (negPrefixPattern == null) {
            negativePrefix = symbols.getMinusSign() + positivePrefix;
            negativeSuffix = positiveSuffix;
        } else {
            negativePrefix = expandAffix(negPrefixPattern);
            negativeSuffix = expandAffix(negSuffixPattern);
        }
    }

    private String expandAffix(String p) {
        StringBuilder sb = new StringBuilder();
        boolean inQuote = false;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '\'' && i + 1 < p.length() && p.charAt(i + 1) == '\'') {
                sb.append('\'');
                i++;
            } else if (c == '\'') {
                inQuote = !inQuote;
            } else if (inQuote) {
                sb.append(c);
            } else if (c == '\u00a4') {
                if (i + 1 < p.length() && p.charAt(i + 1) == '\u00a4') {
                    sb.append(symbols.getInternationalCurrencySymbol());
                    i++;
                } else {
                    sb.append(symbols.getCurrencySymbol());
                }
            } else if (c == '%') {
                sb.append(symbols.getPercent());
            } else if (c == '\u2030') {
                sb.append(symbols.getPerMill());
            } else if (c == '-') {
                sb.append(symbols.getMinusSign());
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** The pattern of the current settings, generated as the JDK does. */
    public String toPattern() {
        StringBuilder result = new StringBuilder();
        for (int j = 1; j >= 0; --j) {
            if (j == 1) {
                appendAffixPattern(result, posPrefixPattern);
            } else {
                appendAffixPattern(result, negPrefixPattern);
            }
            int digitCount = useExponentialNotation ? getMaximumIntegerDigits()
                    : Math.max(groupingSize, getMinimumIntegerDigits()) + 1;
            for (int i = digitCount; i > 0; --i) {
                if (i != digitCount && isGroupingUsed() && groupingSize != 0
                        && i % groupingSize == 0) {
                    result.append(',');
                }
                result.append(i <= getMinimumIntegerDigits() ? '0' : '#');
            }
            if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) {
                result.append('.');
            }
            for (int i = 0; i < getMaximumFractionDigits(); ++i) {
                result.append(i < getMinimumFractionDigits() ? '0' : '#');
            }
            if (useExponentialNotation) {
                result.append('E');
                for (int i = 0; i < minExponentDigits; ++i) {
                    result.append('0');
                }
            }
            if (j == 1) {
                appendAffixPattern(result, posSuffixPattern);
                if (negPrefixPattern == null) {
                    break;
                }
                result.append(';');
            } else {
                appendAffixPattern(result, negSuffixPattern);
            }
        }
        return result.toString();
    }

    public String toLocalizedPattern() {
        return toPattern();
    }

    /** Writes an affix pattern, dropping the quotes of quoted text that needs none. */
    private static void appendAffixPattern(StringBuilder sb, String p) {
        int i = 0;
        while (i < p.length()) {
            char c = p.charAt(i);
            if (c == '\'' && i + 1 < p.length() && p.charAt(i + 1) != '\'') {
                int close = p.indexOf('\'', i + 1);
                if (close < 0) {
                    close = p.length();
                }
                String body = p.substring(i + 1, close);
                boolean special = false;
                for (int k = 0; k < body.length(); k++) {
                    if ("#0123456789,.;%\u2030\u00a4".indexOf(body.charAt(k)) >= 0) {
                        special = true;
                    }
                }
                sb.append(special ? p.substring(i, Math.min(close + 1, p.length())) : body);
                i = close + 1;
            } else {
                sb.append(c);
                i++;
            }
        }
    }

    // ---- properties ----

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String newValue) {
        positivePrefix = newValue;
        posPrefixPattern = quote(newValue);
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String newValue) {
        negativePrefix = newValue;
        negPrefixPattern = quote(newValue);
        if (negSuffixPattern == null) {
            negSuffixPattern = posSuffixPattern;
        }
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String newValue) {
        positiveSuffix = newValue;
        posSuffixPattern = quote(newValue);
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String newValue) {
        negativeSuffix = newValue;
        negSuffixPattern = quote(newValue);
        if (negPrefixPattern == null) {
            negPrefixPattern = quote(negativePrefix);
        }
    }

    /** An affix as pattern text: special chars are quoted. */
    private static String quote(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                sb.append("''");
            } else if ("#0,.;%\u2030\u00a4E".indexOf(c) >= 0) {
                sb.append('\'').append(c).append('\'');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        if (newValue < 0) {
            throw new IllegalArgumentException("newValue is negative");
        }
        if (newValue > 127) {
            throw new IllegalArgumentException("newValue exceeds the maximum grouping size 127");
        }
        groupingSize = newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) {
        decimalSeparatorAlwaysShown = newValue;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) {
            throw new NullPointerException();
        }
        this.roundingMode = roundingMode;
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (getMinimumIntegerDigits() > maximumIntegerDigits) {
            super.setMinimumIntegerDigits(maximumIntegerDigits);
        }
    }

    public void setMinimumIntegerDigits(int newValue) {
        super.setMinimumIntegerDigits(Math.min(Math.max(0, newValue), DOUBLE_INTEGER_DIGITS));
        if (getMinimumIntegerDigits() > maximumIntegerDigits) {
            maximumIntegerDigits = getMinimumIntegerDigits();
        }
    }

    public Object clone() {
        DecimalFormat other = (DecimalFormat) super.clone();
        other.symbols = (DecimalFormatSymbols) symbols.clone();
        return other;
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        DecimalFormat o = (DecimalFormat) obj;
        return toPattern().equals(o.toPattern()) && multiplier == o.multiplier
                && roundingMode == o.roundingMode;
    }

    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }
}
