package java.text;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The decimal digits of a number as DecimalFormat formats them: value = 0.d1d2...dn x
 * 10^decimalAt, rounded the JDK's way: the shortest digits of the double (Double.toString),
 * with ties at the last digit decided by the exact binary value, so 0.125 is a tie but 0.135
 * (0.13500000000000000888...) is not.
 */
final class DigitList {
    char[] digits = new char[32];
    int count;
    int decimalAt;
    private boolean negative;
    private RoundingMode mode;
    /** The double whose digits these are, for the exactness check of a tie; NaN for a long. */
    private double source = Double.NaN;
    private String shortest;

    boolean isZero() {
        for (int i = 0; i < count; i++) {
            if (digits[i] != '0') {
                return false;
            }
        }
        return true;
    }

    /** Sets the digits of a non-negative double, rounded to maximumDigits. */
    void set(boolean isNegative, double value, int maximumDigits, boolean fixedPoint,
            RoundingMode roundingMode) {
        negative = isNegative;
        mode = roundingMode;
        source = value;
        shortest = Double.toString(value);
        String s = shortest;
        int e = s.indexOf('E');
        int exp = 0;
        String mant = s;
        if (e >= 0) {
            exp = Integer.parseInt(s.substring(e + 1));
            mant = s.substring(0, e);
        }
        int dot = mant.indexOf('.');
        load(mant.substring(0, dot) + mant.substring(dot + 1), dot + exp);
        if (count == 0) {
            return;
        }
        if (fixedPoint) {
            if (-decimalAt > maximumDigits) {
                count = 0;
                return;
            }
            if (-decimalAt == maximumDigits) {
                if (shouldRoundUp(0)) {
                    count = 1;
                    decimalAt++;
                    digits[0] = '1';
                } else {
                    count = 0;
                }
                return;
            }
            round(decimalAt + maximumDigits);
        } else {
            round(maximumDigits);
        }
    }

    /** Sets the digits of a long (its magnitude as text); maximumDigits 0 means all. */
    void set(boolean isNegative, String magnitude, int maximumDigits, RoundingMode roundingMode) {
        negative = isNegative;
        mode = roundingMode;
        source = Double.NaN;
        load(magnitude, magnitude.length());
        if (maximumDigits > 0) {
            round(maximumDigits);
        }
    }

    /** Loads digit chars, dropping leading zeros (moving decimalAt) and trailing zeros. */
    private void load(String ds, int point) {
        int start = 0;
        while (start < ds.length() && ds.charAt(start) == '0') {
            start++;
            point--;
        }
        int end = ds.length();
        while (end > start && ds.charAt(end - 1) == '0') {
            end--;
        }
        count = end - start;
        if (digits.length < count) {
            digits = new char[count + 8];
        }
        ds.getChars(start, end, digits, 0);
        decimalAt = count == 0 ? 0 : point;
    }

    private void round(int maximumDigits) {
        if (maximumDigits >= 0 && maximumDigits < count) {
            if (shouldRoundUp(maximumDigits)) {
                for (;;) {
                    --maximumDigits;
                    if (maximumDigits < 0) {
                        digits[0] = '1';
                        ++decimalAt;
                        maximumDigits = 0;
                        break;
                    }
                    ++digits[maximumDigits];
                    if (digits[maximumDigits] <= '9') {
                        break;
                    }
                }
                ++maximumDigits;
            }
            count = maximumDigits;
            while (count > 1 && digits[count - 1] == '0') {
                --count;
            }
        }
    }

    private boolean nonZeroFrom(int i) {
        for (; i < count; i++) {
            if (digits[i] != '0') {
                return true;
            }
        }
        return false;
    }

    /** The sign of (exact value - shortest digits); 0 when the digits are exact. */
    private int exactness() {
        if (Double.isNaN(source)) {
            return 0;
        }
        return new BigDecimal(source).compareTo(new BigDecimal(shortest));
    }

    private boolean shouldRoundUp(int max) {
        switch (mode) {
            case UP:
                return nonZeroFrom(max);
            case DOWN:
                return false;
            case CEILING:
                return !negative && nonZeroFrom(max);
            case FLOOR:
                return negative && nonZeroFrom(max);
            case UNNECESSARY:
                if (nonZeroFrom(max)) {
                    throw new ArithmeticException(
                            "Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                }
                return false;
            default:
                break;
        }
        if (digits[max] > '5') {
            return true;
        }
        if (digits[max] < '5') {
            return false;
        }
        if (max < count - 1) {
            return true; // more non-zero digits follow the 5
        }
        int cmp = exactness();
        if (cmp != 0) {
            return cmp > 0;
        }
        switch (mode) {
            case HALF_UP:
                return true;
            case HALF_DOWN:
                return false;
            default:
                return max > 0 && (digits[max - 1] - '0') % 2 != 0;
        }
    }
}
