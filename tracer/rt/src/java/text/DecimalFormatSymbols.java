package java.text;

import java.util.Locale;

/** The symbols DecimalFormat uses, those of English locales (currency "$" for US, else "¤"). */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 5772796243397350300L;

    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String nan = "NaN";
    private char minusSign = '-';
    private String currencySymbol;
    private String intlCurrencySymbol;
    private String exponentSeparator = "E";

    public DecimalFormatSymbols() {
        this(Locale.getDefault());
    }

    public DecimalFormatSymbols(Locale locale) {
        if (locale.getCountry().equals("US")) {
            currencySymbol = "$";
            intlCurrencySymbol = "USD";
        } else {
            currencySymbol = "\u00a4";
            intlCurrencySymbol = "XXX";
        }
    }

    public static DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char c) {
        zeroDigit = c;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char c) {
        groupingSeparator = c;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char c) {
        decimalSeparator = c;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char c) {
        perMill = c;
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char c) {
        percent = c;
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char c) {
        digit = c;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char c) {
        patternSeparator = c;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String s) {
        infinity = s;
    }

    public String getNaN() {
        return nan;
    }

    public void setNaN(String s) {
        nan = s;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char c) {
        minusSign = c;
    }

    public String getCurrencySymbol() {
        return currencySymbol;
    }

    public void setCurrencySymbol(String s) {
        currencySymbol = s;
    }

    public String getInternationalCurrencySymbol() {
        return intlCurrencySymbol;
    }

    public void setInternationalCurrencySymbol(String s) {
        intlCurrencySymbol = s;
    }

    public char getMonetaryDecimalSeparator() {
        return decimalSeparator;
    }

    public String getExponentSeparator() {
        return exponentSeparator;
    }

    public void setExponentSeparator(String s) {
        exponentSeparator = s;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
