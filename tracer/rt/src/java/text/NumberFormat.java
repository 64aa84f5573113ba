package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats and parses numbers; the factories return DecimalFormats with the patterns of English
 * locales (JDK 17, CLDR): "#,##0.###", "#,##0", "#,##0%" and "¤#,##0.00".
 */
public abstract class NumberFormat extends Format {
    private static final long serialVersionUID = -2308460125733713944L;

    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    private boolean groupingUsed = true;
    private boolean parseIntegerOnly;
    private int maxIntegerDigits = 40;
    private int minIntegerDigits = 1;
    private int maxFractionDigits = 3;
    private int minFractionDigits;

    protected NumberFormat() {
    }

    /** Formats a Number; anything else is an IllegalArgumentException, as in the JDK. */
    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short
                || number instanceof Byte) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public Number parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Number result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable number: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public static final NumberFormat getInstance() {
        return getNumberInstance(Locale.getDefault());
    }

    public static NumberFormat getInstance(Locale inLocale) {
        return getNumberInstance(inLocale);
    }

    public static final NumberFormat getNumberInstance() {
        return getNumberInstance(Locale.getDefault());
    }

    public static NumberFormat getNumberInstance(Locale inLocale) {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static final NumberFormat getIntegerInstance() {
        return getIntegerInstance(Locale.getDefault());
    }

    public static NumberFormat getIntegerInstance(Locale inLocale) {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(inLocale));
        f.setMaximumFractionDigits(0);
        f.setDecimalSeparatorAlwaysShown(false);
        f.setParseIntegerOnly(true);
        return f;
    }

    public static final NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault());
    }

    public static NumberFormat getCurrencyInstance(Locale inLocale) {
        return new DecimalFormat("\u00a4#,##0.00", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static final NumberFormat getPercentInstance() {
        return getPercentInstance(Locale.getDefault());
    }

    public static NumberFormat getPercentInstance(Locale inLocale) {
        return new DecimalFormat("#,##0%", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US};
    }

    public int hashCode() {
        return maxIntegerDigits * 37 + maxFractionDigits;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        NumberFormat o = (NumberFormat) obj;
        return maxIntegerDigits == o.maxIntegerDigits && minIntegerDigits == o.minIntegerDigits
                && maxFractionDigits == o.maxFractionDigits
                && minFractionDigits == o.minFractionDigits && groupingUsed == o.groupingUsed
                && parseIntegerOnly == o.parseIntegerOnly;
    }

    public Object clone() {
        return super.clone();
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maxIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maxIntegerDigits = Math.max(0, newValue);
        if (minIntegerDigits > maxIntegerDigits) {
            minIntegerDigits = maxIntegerDigits;
        }
    }

    public int getMinimumIntegerDigits() {
        return minIntegerDigits;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minIntegerDigits = Math.max(0, newValue);
        if (minIntegerDigits > maxIntegerDigits) {
            maxIntegerDigits = minIntegerDigits;
        }
    }

    public int getMaximumFractionDigits() {
        return maxFractionDigits;
    }

    public void setMaximumFractionDigits(int newValue) {
        maxFractionDigits = Math.max(0, newValue);
        if (maxFractionDigits < minFractionDigits) {
            minFractionDigits = maxFractionDigits;
        }
    }

    public int getMinimumFractionDigits() {
        return minFractionDigits;
    }

    public void setMinimumFractionDigits(int newValue) {
        minFractionDigits = Math.max(0, newValue);
        if (maxFractionDigits < minFractionDigits) {
            maxFractionDigits = minFractionDigits;
        }
    }

    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        throw new UnsupportedOperationException();
    }
}
