package java.lang;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Number layouts of java.util.Formatter that Formatting delegates: hexadecimal floating point
 * (%a) and the magnitudes of BigInteger (%d %o %x) and BigDecimal (%e %f %g) arguments. Signs, grouping,
 * zero padding and justification stay in Formatting; these methods return bare digits.
 */
final class FormatNumbers {
    private FormatNumbers() {
    }

    /**
     * The text after "0x" for %a of a non-negative double: all significand digits when prec is 0
     * (Double.toHexString's), otherwise rounded half-even to prec (1..12) hex digits, subnormal
     * values normalized with a correspondingly smaller exponent, as the JDK prints them.
     */
    static String hexDouble(double d, int prec) {
        if (!Double.isFinite(d) || d == 0.0 || prec == 0 || prec >= 13) {
            return Double.toHexString(d).substring(2);
        }
        int exponent = Math.getExponent(d);
        boolean subnormal = exponent == Double.MIN_EXPONENT - 1;
        if (subnormal) {
            d *= Math.scalb(1.0, 54); // exact: makes the value normal
        }
        int shift = 52 - 4 * prec;
        long bits = Double.doubleToLongBits(d);
        long kept = (bits & 0x7fffffffffffffffL) >> shift;
        long dropped = bits & ~(~0L << shift);
        long half = 1L << (shift - 1);
        boolean roundBit = (dropped & half) != 0;
        boolean sticky = (dropped & ~half) != 0;
        if (roundBit && (sticky || (kept & 1) != 0)) {
            kept++; // a carry into the exponent field is the right result too
        }
        double r = Double.longBitsToDouble((bits & 0x8000000000000000L) | (kept << shift));
        if (Double.isInfinite(r)) {
            return "1.0p1024";
        }
        String s = Double.toHexString(r).substring(2);
        if (!subnormal) {
            return s;
        }
        int p = s.indexOf('p');
        return s.substring(0, p) + "p" + (Integer.parseInt(s.substring(p + 1)) - 54);
    }

    /** The digits of |v| for %d, %o or %x of a BigInteger. */
    static String bigIntegerDigits(BigInteger v, char conversion) {
        int radix = conversion == 'o' ? 8 : conversion == 'x' ? 16 : 10;
        return v.abs().toString(radix);
    }

    /**
     * The plain digits of |v| rounded half-up to prec fraction digits for %f (prec -1 means 6),
     * without a point when prec is 0.
     */
    static String bigDecimalFixed(BigDecimal v, int prec) {
        if (prec == -1) {
            prec = 6;
        }
        BigDecimal a = v.abs();
        if (a.scale() != prec) {
            a = a.setScale(prec, RoundingMode.HALF_UP);
        }
        return a.toPlainString();
    }

    /**
     * %e of a non-negative BigDecimal: {mantissa, signed exponent of at least two digits}. The
     * value is rounded half-up to prec+1 significant digits (prec -1 means 6); a mantissa with
     * fewer digits is padded with zeros, and "0.00" keeps its scale as the exponent, as in the JDK.
     */
    static String[] bigDecimalScientific(BigDecimal a, int prec, boolean alternate) {
        if (prec == -1) {
            prec = 6;
        }
        int digitsHave = a.precision();
        int zeros = 0;
        BigDecimal v = a;
        if (prec > digitsHave - 1) {
            zeros = prec - (digitsHave - 1);
        } else {
            v = new BigDecimal(a.unscaledValue(), a.scale(), new MathContext(prec + 1));
        }
        String coeff = v.unscaledValue().toString();
        int len = coeff.length();
        StringBuilder mant = new StringBuilder(len + prec + 2);
        mant.append(coeff.charAt(0));
        boolean dot = len > 1;
        if (dot) {
            mant.append('.').append(coeff, 1, len);
        }
        if ((digitsHave == 1 || !dot) && (zeros > 0 || alternate)) {
            mant.append('.');
        }
        for (int k = 0; k < zeros; k++) {
            mant.append('0');
        }
        long e = (long) len - 1 - v.scale();
        StringBuilder exp = new StringBuilder(4);
        exp.append(e < 0 ? '-' : '+');
        long m = Math.abs(e);
        if (m < 10) {
            exp.append('0');
        }
        exp.append(m);
        return new String[] {mant.toString(), exp.toString()};
    }

    /**
     * Whether %g prints the rounded value r in fixed notation: 0 (the exact BigDecimal.ZERO,
     * scale included) or 10^-4 <= r < 10^prec.
     */
    static boolean generalAsFixed(BigDecimal r, int prec) {
        return r.equals(BigDecimal.ZERO)
                || (r.compareTo(BigDecimal.valueOf(1, 4)) >= 0
                        && r.compareTo(BigDecimal.valueOf(1, -prec)) < 0);
    }

    /** The exponent of r's leading digit, from its coefficient and scale. */
    static int decimalExponent(BigDecimal r) {
        return r.unscaledValue().toString().length() - 1 - r.scale();
    }
}
