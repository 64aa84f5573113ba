package java.math;

/** BigDecimal square root: correctly rounded to the context, at the preferred scale scale/2. */
final class DecimalMath {
    private DecimalMath() {
    }

    static BigDecimal sqrt(BigDecimal x, MathContext mc) {
        int signum = x.signum();
        if (signum < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        if (signum == 0) {
            return new BigDecimal(BigInteger.ZERO, x.scale() / 2);
        }
        int preferredScale = x.scale() / 2;
        RoundingMode rm = mc.roundingMode;
        if (rm == RoundingMode.UNNECESSARY || mc.precision == 0) {
            BigDecimal stripped = x.stripTrailingZeros();
            int ss = stripped.scale();
            if ((ss & 1) != 0) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            BigInteger[] sr = stripped.unscaledValue().sqrtAndRemainder();
            BigDecimal result = new BigDecimal(sr[0], ss >> 1);
            if (sr[1].signum != 0 || (mc.precision != 0 && result.precision() > mc.precision)) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            return adjust(result, preferredScale, mc.precision);
        }
        boolean halfWay = rm == RoundingMode.HALF_UP || rm == RoundingMode.HALF_DOWN || rm == RoundingMode.HALF_EVEN;
        // a radicand of 2N-1 integer digits has a root of N digits (one more to round half-way modes)
        long minWorkingPrec = ((mc.precision + (halfWay ? 1L : 0L)) << 1) - 1L;
        long normScale = minWorkingPrec - x.precision() + x.scale();
        normScale += normScale & 1L;
        long workingScale = x.scale() - normScale;
        if (workingScale != (int) workingScale) {
            throw new ArithmeticException("Overflow");
        }
        // integer part of x * 10^normScale, and whether a fraction was cut off
        BigInteger u = x.unscaledValue();
        BigInteger workingInt;
        boolean fraction;
        if (workingScale <= 0) {
            workingInt = u.multiply(DecimalSupport.tenPow(-workingScale));
            fraction = false;
        } else {
            BigInteger[] qr = u.divideAndRemainder(DecimalSupport.tenPow(workingScale));
            workingInt = qr[0];
            fraction = qr[1].signum != 0;
        }
        BigInteger sqrt;
        long resultScale = normScale >> 1;
        if (halfWay) {
            BigInteger ws = workingInt.sqrt();
            BigInteger[] qr10 = ws.divideAndRemainder(BigInteger.TEN);
            sqrt = qr10[0];
            resultScale--;
            int digit = qr10[1].intValue();
            boolean inc = digit > 5;
            if (digit == 5) {
                inc = rm == RoundingMode.HALF_UP || (rm == RoundingMode.HALF_EVEN && sqrt.testBit(0))
                        || !workingInt.equals(ws.multiply(ws)) || fraction;
            }
            if (inc) {
                sqrt = sqrt.add(BigInteger.ONE);
            }
        } else if (rm == RoundingMode.DOWN || rm == RoundingMode.FLOOR) {
            sqrt = workingInt.sqrt();
        } else {
            BigInteger[] sr = workingInt.sqrtAndRemainder();
            sqrt = sr[0];
            if (sr[1].signum != 0 || fraction) {
                sqrt = sqrt.add(BigInteger.ONE);
            }
        }
        BigDecimal result = new BigDecimal(sqrt, BigDecimal.checkScale(sqrt, resultScale), mc);
        if (result.scale() > preferredScale) {
            result = DecimalSupport.stripZeros(result.unscaledValue(), result.scale(), preferredScale);
        }
        return result;
    }

    private static BigDecimal adjust(BigDecimal r, int preferredScale, int maxPrecision) {
        if (r.scale() > preferredScale) {
            return DecimalSupport.stripZeros(r.unscaledValue(), r.scale(), preferredScale);
        }
        if (r.scale() < preferredScale) {
            int maxScale = maxPrecision == 0 ? preferredScale
                    : (int) Math.min(preferredScale, r.scale() + (long) (maxPrecision - r.precision()));
            return r.setScale(maxScale);
        }
        return r;
    }
}
