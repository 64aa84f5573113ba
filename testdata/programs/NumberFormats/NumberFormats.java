import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Locale;

/** java.text number formatting: DecimalFormat patterns, rounding, NumberFormat factories, parsing. */
public class NumberFormats {
    static final double[] VALUES = {0, -0.0, 1, -1, 0.5, 1.5, 2.5, 0.125, 0.135, 0.005, 1234.5678,
        -1234.5678, 1e-7, 123456789.987, 1e15, 9.995, 0.1 + 0.2, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};

    public static void main(String[] args) throws Exception {
        String[] patterns = {"0.00", "#,##0.###", "#.#", "000", "#,##0.00;(#,##0.00)", "0.###E0",
            "00.##E0", "##0.##E0", "0.0E00", "#%", "0.0\u2030", "'#'0", "\u00a4#,##0.00", "#,####",
            "0.", ".00", "#", "x 0 'y'"};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(p).append(" -> ").append(f.toPattern()).append(':');
            for (double v : VALUES) {
                sb.append(' ').append(f.format(v));
            }
            sb.append(" | ").append(f.format(123456789L)).append(' ').append(f.format(-42L))
                    .append(' ').append(f.format(Long.MIN_VALUE));
            System.out.println(sb);
            System.out.println("  int " + f.getMinimumIntegerDigits() + "-" + f.getMaximumIntegerDigits()
                    + " frac " + f.getMinimumFractionDigits() + "-" + f.getMaximumFractionDigits()
                    + " grouping " + f.isGroupingUsed() + "/" + f.getGroupingSize() + " mult "
                    + f.getMultiplier() + " sep " + f.isDecimalSeparatorAlwaysShown()
                    + " prefixes [" + f.getPositivePrefix() + "][" + f.getNegativePrefix() + "] suffixes ["
                    + f.getPositiveSuffix() + "][" + f.getNegativeSuffix() + "]");
        }
        DecimalFormat r = new DecimalFormat("0.0");
        double[] ties = {0.05, 0.15, 0.25, 0.35, -0.05, -0.25, 1.45, 2.55};
        for (RoundingMode m : RoundingMode.values()) {
            r.setRoundingMode(m);
            StringBuilder sb = new StringBuilder(m.toString()).append(':');
            for (double v : ties) {
                try {
                    sb.append(' ').append(r.format(v));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        NumberFormat[] fs = {NumberFormat.getInstance(), NumberFormat.getNumberInstance(),
            NumberFormat.getIntegerInstance(), NumberFormat.getPercentInstance(),
            NumberFormat.getCurrencyInstance(), NumberFormat.getCurrencyInstance(Locale.US),
            NumberFormat.getInstance(Locale.US)};
        for (NumberFormat f : fs) {
            System.out.println(((DecimalFormat) f).toPattern() + ": " + f.format(1234.5) + " " + f.format(-0.125)
                    + " " + f.format(2.5) + " " + f.format(3.5) + " " + f.format(1234567L) + " "
                    + f.format(0.4567) + " " + f.format(Integer.valueOf(7)));
        }
        NumberFormat n = NumberFormat.getInstance();
        n.setMinimumFractionDigits(2);
        n.setMaximumFractionDigits(4);
        System.out.println(n.format(3.14159265) + " " + n.format(2) + " " + n.format(1e6));
        n.setGroupingUsed(false);
        n.setMinimumIntegerDigits(3);
        System.out.println(n.format(3.14159265) + " " + n.format(1e6) + " " + ((DecimalFormat) n).toPattern());
        n.setMaximumIntegerDigits(2);
        System.out.println(n.format(12345.678) + " " + ((DecimalFormat) n).toPattern());
        n.setRoundingMode(RoundingMode.DOWN);
        System.out.println(n.format(1.99999) + " " + n.getRoundingMode());
        DecimalFormat a = new DecimalFormat("0.00");
        a.applyPattern("#,##0.0#");
        System.out.println(a.format(1234567.891) + " " + a.toPattern());
        a.setGroupingSize(2);
        a.setDecimalSeparatorAlwaysShown(true);
        a.setMultiplier(10);
        a.setPositivePrefix("+");
        a.setNegativeSuffix(" neg");
        System.out.println(a.format(1234567.891) + " " + a.format(-5) + " " + a.toPattern());
        DecimalFormatSymbols sy = new DecimalFormatSymbols(Locale.US);
        System.out.println(sy.getDecimalSeparator() + " " + sy.getGroupingSeparator() + " " + sy.getCurrencySymbol()
                + " " + sy.getInfinity() + " " + sy.getNaN() + " " + sy.getPercent() + " " + sy.getMinusSign()
                + " " + sy.getZeroDigit() + " " + sy.getExponentSeparator() + " " + sy.getInternationalCurrencySymbol());
        System.out.println(Locale.getDefault() + " " + Locale.US + " " + Locale.ROOT + "|" + Locale.ENGLISH + " "
                + Locale.US.getCountry() + " " + Locale.US.toLanguageTag());
        StringBuffer buf = new StringBuffer("x=");
        FieldPosition fp = new FieldPosition(NumberFormat.FRACTION_FIELD);
        new DecimalFormat("#,##0.00").format(1234.5, buf, fp);
        System.out.println(buf + " " + fp.getBeginIndex() + " " + fp.getEndIndex());
        fp = new FieldPosition(NumberFormat.INTEGER_FIELD);
        new DecimalFormat("#,##0.00").format(-1234.5, buf, fp);
        System.out.println(buf + " " + fp.getBeginIndex() + " " + fp.getEndIndex());

        String[] inputs = {"1,234.5", "-42", "3.0", "12abc", "abc", "-0", "1E3", "  5", "99%", "(7.00)", "1.5E-2"};
        NumberFormat p = NumberFormat.getInstance();
        for (String s : inputs) {
            try {
                Number v = p.parse(s);
                System.out.println(s + " -> " + v + " " + v.getClass().getSimpleName());
            } catch (ParseException e) {
                System.out.println(s + " -> " + e.getMessage() + " @" + e.getErrorOffset());
            }
        }
        NumberFormat pct = NumberFormat.getPercentInstance();
        System.out.println(pct.parse("45%") + " " + pct.parse("1,250%"));
        DecimalFormat neg = new DecimalFormat("#,##0.00;(#,##0.00)");
        System.out.println(neg.parse("(7.25)") + " " + neg.parse("7.25"));
        NumberFormat ip = NumberFormat.getIntegerInstance();
        System.out.println(ip.parse("12.75") + " " + ip.format(12.5) + " " + ip.format(13.5));
        ParsePosition pp = new ParsePosition(3);
        System.out.println(p.parse("ab 17.5 cd", pp) + " " + pp.getIndex() + " " + pp.getErrorIndex());
        pp = new ParsePosition(0);
        System.out.println(p.parse("x", pp) + " " + pp.getIndex() + " " + pp.getErrorIndex());

        double x = 1234567.125;
        System.out.println(String.format("%,.2f", x) + " " + new DecimalFormat("#,##0.00").format(x) + " "
                + String.format("%,d", 1234567) + " " + String.format("%.2f", 0.125) + " "
                + String.format("%,.3f", -9876.54321));
        try {
            new DecimalFormat("0.0.0");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            n.format("text");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        throw new ParseException("Unparseable number: \"end\"", 0);
    }
}
