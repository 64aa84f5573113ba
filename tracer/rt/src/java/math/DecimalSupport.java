package java.math;

/**
 * Helpers for BigDecimal: powers of ten, digit counting, rounding division, string parsing (with
 * the JDK's NumberFormatException messages) and the toString layouts.
 */
final class DecimalSupport {
    private DecimalSupport() {
    }

    private static BigInteger[] tenPowers = new BigInteger[32];

    static BigInteger tenPow(long n) {
        if (n < tenPowers.length) {
            BigInteger p = tenPowers[(int) n];
            if (p == null) {
                p = n == 0 ? BigInteger.ONE : tenPow(n - 1).multiply(BigInteger.TEN);
                tenPowers[(int) n] = p;
            }
            return p;
        }
        if (n > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        return BigInteger.TEN.pow((int) n);
    }

    private static final long[] LONG_TEN = {
        1L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L, 1000000000L,
        10000000000L, 100000000000L, 1000000000000L, 10000000000000L, 100000000000000L,
        1000000000000000L, 10000000000000000L, 100000000000000000L, 1000000000000000000L
    };

    /** Number of decimal digits of |v| (1 for zero). */
    static int digitLength(BigInteger v) {
        int bl = Mag.bitLength(v.mag);
        if (bl == 0) {
            return 1;
        }
        if (bl <= 62) {
            long x = Math.abs(v.longValue());
            int d = 1;
            while (d < 19 && x >= LONG_TEN[d]) {
                d++;
            }
            return d;
        }
        // log10(2) ~ 1292913986 / 2^32; the true count is est or est + 1
        int est = (int) (((long) bl * 1292913986L) >>> 32);
        return Mag.cmp(v.mag, tenPow(est).mag) >= 0 ? est + 1 : est;
    }

    /** n / d rounded by the legacy mode number; the rounding direction uses the true quotient's sign. */
    static BigInteger divRound(BigInteger n, BigInteger d, int mode) {
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        if (qr[1].signum == 0) {
            return q;
        }
        int sign = n.signum * d.signum;
        return needIncrement(qr[1], d, q, sign, mode) ? q.add(sign > 0 ? BigInteger.ONE : BigInteger.NEGATIVE_ONE) : q;
    }

    /** Whether to round the truncated quotient q away from zero, given a non-zero remainder r. */
    static boolean needIncrement(BigInteger r, BigInteger d, BigInteger q, int sign, int mode) {
        switch (mode) {
            case BigDecimal.ROUND_UP:
                return true;
            case BigDecimal.ROUND_DOWN:
                return false;
            case BigDecimal.ROUND_CEILING:
                return sign > 0;
            case BigDecimal.ROUND_FLOOR:
                return sign < 0;
            case BigDecimal.ROUND_UNNECESSARY:
                throw new ArithmeticException("Rounding necessary");
            default:
                int c = Mag.cmp(Mag.shiftLeft(r.mag, 1), d.mag);
                if (c != 0) {
                    return c > 0;
                }
                if (mode == BigDecimal.ROUND_HALF_UP) {
                    return true;
                }
                if (mode == BigDecimal.ROUND_HALF_DOWN) {
                    return false;
                }
                return q.testBit(0);
        }
    }

    /** Rounds unscaled * 10^-scale to the context's precision. */
    static BigDecimal doRound(BigInteger u, int scale, MathContext mc) {
        int p = mc.precision;
        if (p > 0) {
            int prec = digitLength(u);
            int drop = prec - p;
            while (drop > 0) {
                scale = BigDecimal.checkScale(u, (long) scale - drop);
                u = divRound(u, tenPow(drop), mc.roundingMode.oldMode);
                prec = digitLength(u);
                drop = prec - p;
            }
        }
        return new BigDecimal(u, scale);
    }

    /** Removes trailing decimal zeros while the scale is above preferred. */
    static BigDecimal stripZeros(BigInteger u, long scale, long preferred) {
        while (u.signum != 0 && scale > preferred && !u.testBit(0)) {
            int[] q = new int[u.mag.length];
            if (Mag.divWord(u.mag, 10, q) != 0) {
                break;
            }
            u = new BigInteger(Mag.trim(q), u.signum);
            scale--;
        }
        return new BigDecimal(u, BigDecimal.checkScale(u, scale));
    }

    // ---- parsing ----

    /** Result of parsing: unscaled value and scale. */
    static final class Parsed {
        BigInteger unscaled;
        long scale;
    }

    private static NumberFormatException nfe(String msg) {
        return new NumberFormatException(msg);
    }

    private static int digitOf(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        return Character.isDigit(c) ? Character.digit(c, 10) : -1;
    }

    static Parsed parse(char[] in, int offset, int len) {
        if (offset < 0 || len < 0 || offset + len > in.length || offset + len < 0) {
            throw nfe("Bad offset or len arguments for char[] input.");
        }
        if (len == 0 || offset >= in.length) {
            throw new NumberFormatException();
        }
        boolean neg = false;
        if (in[offset] == '-') {
            neg = true;
            offset++;
            len--;
        } else if (in[offset] == '+') {
            offset++;
            len--;
        }
        boolean compact = len <= 18;
        boolean dot = false;
        long scl = 0;
        int prec = 0;
        StringBuilder digits = new StringBuilder(len);
        for (; len > 0; offset++, len--) {
            char c = in[offset];
            int d = digitOf(c);
            if (d >= 0) {
                if (d == 0 && digits.length() == 0) {
                    prec = 1;
                } else {
                    digits.append((char) ('0' + d));
                }
                if (dot) {
                    scl++;
                }
            } else if (c == '.') {
                if (dot) {
                    throw nfe("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                scl -= parseExp(in, offset, len);
                break;
            } else if (compact) {
                throw nfe("Character " + c + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            } else {
                throw nfe("Character array is missing \"e\" notation exponential mark.");
            }
        }
        if (prec == 0 && digits.length() == 0) {
            throw nfe("No digits found.");
        }
        if ((int) scl != scl) {
            throw nfe("Exponent overflow.");
        }
        Parsed p = new Parsed();
        p.unscaled = digits.length() == 0 ? BigInteger.ZERO : new BigInteger(digits.toString());
        if (neg) {
            p.unscaled = p.unscaled.negate();
        }
        p.scale = scl;
        return p;
    }

    /** Parses the exponent starting at the 'e' at in[offset]; len counts from the 'e'. */
    private static long parseExp(char[] in, int offset, int len) {
        offset++;
        if (offset >= in.length) {
            throw new NumberFormatException();
        }
        char c = in[offset];
        len--;
        boolean negexp = c == '-';
        if (negexp || c == '+') {
            offset++;
            if (offset >= in.length) {
                throw new NumberFormatException();
            }
            c = in[offset];
            len--;
        }
        if (len <= 0) {
            throw nfe("No exponent digits.");
        }
        while (len > 10 && (c == '0' || Character.digit(c, 10) == 0)) {
            offset++;
            c = in[offset];
            len--;
        }
        if (len > 10) {
            throw nfe("Too many nonzero exponent digits.");
        }
        long exp = 0;
        for (;; len--) {
            int v = digitOf(c);
            if (v < 0) {
                throw nfe("Not a digit.");
            }
            exp = exp * 10 + v;
            if (len == 1) {
                break;
            }
            offset++;
            c = in[offset];
        }
        return negexp ? -exp : exp;
    }

    // ---- layout ----

    /** toString (sci) and toEngineeringString (!sci), with the JDK's exponent rules. */
    static String layout(BigInteger u, int scale, boolean sci) {
        if (scale == 0) {
            return u.toString();
        }
        String coeff = u.abs().toString();
        StringBuilder buf = new StringBuilder(coeff.length() + 16);
        if (u.signum < 0) {
            buf.append('-');
        }
        int coeffLen = coeff.length();
        long adjusted = -(long) scale + (coeffLen - 1);
        if (scale >= 0 && adjusted >= -6) {
            int pad = scale - coeffLen;
            if (pad >= 0) {
                buf.append("0.");
                for (; pad > 0; pad--) {
                    buf.append('0');
                }
                buf.append(coeff);
            } else {
                buf.append(coeff, 0, -pad);
                buf.append('.');
                buf.append(coeff, -pad, coeffLen);
            }
            return buf.toString();
        }
        if (sci) {
            buf.append(coeff.charAt(0));
            if (coeffLen > 1) {
                buf.append('.');
                buf.append(coeff, 1, coeffLen);
            }
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) {
                sig += 3;
            }
            adjusted -= sig;
            sig++;
            if (u.signum == 0) {
                if (sig == 1) {
                    buf.append('0');
                } else if (sig == 2) {
                    buf.append("0.00");
                    adjusted += 3;
                } else {
                    buf.append("0.0");
                    adjusted += 3;
                }
            } else if (sig >= coeffLen) {
                buf.append(coeff);
                for (int i = sig - coeffLen; i > 0; i--) {
                    buf.append('0');
                }
            } else {
                buf.append(coeff, 0, sig);
                buf.append('.');
                buf.append(coeff, sig, coeffLen);
            }
        }
        if (adjusted != 0) {
            buf.append('E');
            if (adjusted > 0) {
                buf.append('+');
            }
            buf.append(adjusted);
        }
        return buf.toString();
    }

    static String plain(BigInteger u, int scale) {
        if (scale == 0) {
            return u.toString();
        }
        if (scale < 0) {
            if (u.signum == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(u.toString());
            for (int i = 0; i < -scale; i++) {
                sb.append('0');
            }
            return sb.toString();
        }
        String s = u.abs().toString();
        StringBuilder sb = new StringBuilder(s.length() + 3 + scale);
        if (u.signum < 0) {
            sb.append('-');
        }
        int point = s.length() - scale;
        if (point > 0) {
            sb.append(s, 0, point).append('.').append(s, point, s.length());
        } else {
            sb.append("0.");
            for (int i = point; i < 0; i++) {
                sb.append('0');
            }
            sb.append(s);
        }
        return sb.toString();
    }
}
