// Tests java.math.BigDecimal, MathContext and RoundingMode (Java 8 API): parsing with exponents,
// exact double expansion, every rounding mode on positive, negative and tie values, MathContext
// arithmetic, exact and rounded division, scale handling, the three string forms, equals versus
// compareTo, hash codes, conversions and exception messages.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalOps {
    interface Op {
        Object run();
    }

    static void show(String label, Op op) {
        try {
            Object r = op.run();
            if (r instanceof BigDecimal[]) {
                BigDecimal[] a = (BigDecimal[]) r;
                r = "[" + a[0] + ", " + a[1] + "]";
            }
            System.out.println(label + " = " + r);
        } catch (RuntimeException e) {
            System.out.println(label + " threw " + e);
        }
    }

    static void describe(BigDecimal d) {
        System.out.println(d + " | eng " + d.toEngineeringString() + " | plain " + d.toPlainString() + " | scale " + d.scale()
            + " prec " + d.precision() + " unscaled " + d.unscaledValue() + " signum " + d.signum() + " hash " + d.hashCode());
    }

    public static void main(String[] args) {
        String[] inputs = {"0", "0.00", "-0", "0E+3", "0E-10", "1", "-1.5", "123.4500", "1E+3", "1e-3", "-1.23E-7",
            "123456789.123456789", "+4.2e+10", ".5", "5.", "0.000001", "0.0000001", "12345678901234567890.123456789",
            "1.0E-10", "-9.99E+100", "100E-2", "4E-14", "123E+2", "123E+5", "-1234567E-20", "0.00E+5"};
        for (String s : inputs) {
            describe(new BigDecimal(s));
        }
        String[] bad = {"", "-", "1.2.3", "abc", "1e", "1e+", "1e5x", "e5", ".", "1,0", " 1", "12345678901234567890x",
            "12345678901234567890.1.2", "1e12345678901", "Infinity", "NaN", "0x10"};
        for (final String s : bad) {
            show("parse \"" + s + "\"", new Op() { public Object run() { return new BigDecimal(s); } });
        }
        // constructors
        System.out.println(new BigDecimal(0.1) + " " + new BigDecimal(-2.5) + " " + new BigDecimal(1e20) + " " + new BigDecimal(0.0)
            + " " + new BigDecimal(Double.MIN_VALUE).precision() + " " + new BigDecimal(1.0 / 3));
        System.out.println(BigDecimal.valueOf(0.1) + " " + BigDecimal.valueOf(1e20) + " " + BigDecimal.valueOf(-1.5e-9) + " "
            + BigDecimal.valueOf(100.0) + " " + BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(12345, -3) + " "
            + BigDecimal.valueOf(Long.MIN_VALUE));
        System.out.println(new BigDecimal(42) + " " + new BigDecimal(-42L) + " " + new BigDecimal(new BigInteger("12345"), 7) + " "
            + new BigDecimal("3.14159".toCharArray()) + " " + new BigDecimal("xx2.5e3yy".toCharArray(), 2, 5) + " "
            + new BigDecimal(new BigInteger("98765")) + " " + new BigDecimal(0.1, MathContext.DECIMAL32) + " "
            + new BigDecimal("123.456789", new MathContext(4)) + " " + new BigDecimal(123456789L, new MathContext(3, RoundingMode.DOWN))
            + " " + new BigDecimal(new BigInteger("999999"), 2, new MathContext(3)));
        show("new(NaN)", new Op() { public Object run() { return new BigDecimal(Double.NaN); } });
        show("valueOf(inf)", new Op() { public Object run() { return BigDecimal.valueOf(Double.POSITIVE_INFINITY); } });

        // every rounding mode
        String[] ties = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.5", "2.50001"};
        for (RoundingMode rm : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(rm + " (" + rm.ordinal() + "):");
            for (String t : ties) {
                try {
                    sb.append(' ').append(new BigDecimal(t).setScale(0, rm));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
            StringBuilder sb2 = new StringBuilder("  mc2:");
            for (String t : new String[] {"1.25", "-1.35", "12.5", "9.95", "-0.0105", "123"}) {
                try {
                    sb2.append(' ').append(new BigDecimal(t).round(new MathContext(2, rm)));
                } catch (ArithmeticException e) {
                    sb2.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb2);
        }
        for (int i = 0; i < 8; i++) {
            System.out.print(RoundingMode.valueOf(i) + " ");
        }
        System.out.println(RoundingMode.valueOf("HALF_UP"));
        show("RoundingMode.valueOf(8)", new Op() { public Object run() { return RoundingMode.valueOf(8); } });

        // MathContext
        System.out.println(MathContext.DECIMAL32 + " / " + MathContext.DECIMAL64 + " / " + MathContext.DECIMAL128 + " / "
            + MathContext.UNLIMITED + " / " + new MathContext(5) + " / " + new MathContext("precision=3 roundingMode=FLOOR"));
        System.out.println(new MathContext(7, RoundingMode.HALF_EVEN).equals(MathContext.DECIMAL32) + " "
            + MathContext.DECIMAL32.getPrecision() + " " + MathContext.DECIMAL32.getRoundingMode());
        show("mc -1", new Op() { public Object run() { return new MathContext(-1); } });
        show("mc null", new Op() { public Object run() { return new MathContext(3, null); } });
        show("mc bad", new Op() { public Object run() { return new MathContext("precision=3"); } });
        show("mc neg", new Op() { public Object run() { return new MathContext("precision=-3 roundingMode=UP"); } });

        // arithmetic
        final BigDecimal a = new BigDecimal("1234.5678"), b = new BigDecimal("-0.0321"), c = new BigDecimal("3");
        final MathContext mc5 = new MathContext(5, RoundingMode.HALF_EVEN);
        System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.add(b, mc5) + " " + a.subtract(b, mc5) + " "
            + a.multiply(b, mc5) + " " + a.negate() + " " + b.abs() + " " + b.plus() + " " + a.plus(new MathContext(3)) + " "
            + a.abs(new MathContext(2)) + " " + b.negate(new MathContext(1)));
        System.out.println(BigDecimal.ZERO.add(new BigDecimal("1.2345678"), mc5) + " " + new BigDecimal("0.000").add(new BigDecimal("12E+3"), mc5)
            + " " + new BigDecimal("1E+10").add(new BigDecimal("1E-10"), MathContext.DECIMAL64));
        final BigDecimal[] divisors = {c, new BigDecimal("0.25"), new BigDecimal("-7"), new BigDecimal("1.6E+2"), BigDecimal.ZERO, b};
        for (final BigDecimal d : divisors) {
            show(a + "/" + d, new Op() { public Object run() { return a.divide(d); } });
            show("  mc5", new Op() { public Object run() { return a.divide(d, mc5); } });
            show("  DECIMAL128", new Op() { public Object run() { return a.divide(d, MathContext.DECIMAL128); } });
            show("  scale3 HALF_UP", new Op() { public Object run() { return a.divide(d, 3, RoundingMode.HALF_UP); } });
            show("  scale-1 FLOOR", new Op() { public Object run() { return a.divide(d, -1, RoundingMode.FLOOR); } });
            show("  CEILING", new Op() { public Object run() { return a.divide(d, RoundingMode.CEILING); } });
            show("  legacy", new Op() { public Object run() { return a.divide(d, 2, BigDecimal.ROUND_HALF_DOWN); } });
            show("  toIntegral", new Op() { public Object run() { return a.divideToIntegralValue(d); } });
            show("  toIntegral mc", new Op() { public Object run() { return a.divideToIntegralValue(d, new MathContext(3)); } });
            show("  remainder", new Op() { public Object run() { return a.remainder(d); } });
            show("  divRem", new Op() { public Object run() { return a.divideAndRemainder(d); } });
            show("  divRem mc", new Op() { public Object run() { return a.negate().divideAndRemainder(d, MathContext.DECIMAL32); } });
        }
        show("0/0", new Op() { public Object run() { return BigDecimal.ZERO.divide(BigDecimal.ZERO); } });
        show("0.00/5", new Op() { public Object run() { return new BigDecimal("0.00").divide(new BigDecimal("5")); } });
        show("1/8", new Op() { public Object run() { return BigDecimal.ONE.divide(new BigDecimal("8")); } });
        show("100/4E+1", new Op() { public Object run() { return new BigDecimal("100").divide(new BigDecimal("4E+1")); } });
        show("1/3 UNNECESSARY", new Op() { public Object run() { return BigDecimal.ONE.divide(c, 5, RoundingMode.UNNECESSARY); } });
        show("bad mode", new Op() { public Object run() { return BigDecimal.ONE.divide(c, 5, 9); } });
        show("1/0 scale", new Op() { public Object run() { return BigDecimal.ONE.divide(BigDecimal.ZERO, 2, RoundingMode.UP); } });
        show("toIntegral impossible", new Op() { public Object run() {
            return new BigDecimal("123456789").divideToIntegralValue(new BigDecimal("0.1"), new MathContext(3)); } });

        // powers
        System.out.println(a.pow(0) + " " + a.pow(3) + " " + b.pow(5) + " " + a.pow(3, mc5) + " " + c.pow(-3, MathContext.DECIMAL64) + " "
            + new BigDecimal("1.0001").pow(1000, MathContext.DECIMAL128));
        show("pow -1", new Op() { public Object run() { return a.pow(-1); } });
        show("pow mc big", new Op() { public Object run() { return a.pow(123456, new MathContext(3)); } });

        // scale
        final BigDecimal s = new BigDecimal("-123.456");
        System.out.println(s.setScale(5) + " " + s.setScale(1, RoundingMode.HALF_UP) + " " + s.setScale(-1, RoundingMode.DOWN) + " "
            + s.setScale(2, BigDecimal.ROUND_CEILING) + " " + s.movePointLeft(2) + " " + s.movePointRight(5) + " " + s.movePointLeft(-1)
            + " " + s.scaleByPowerOfTen(4) + " " + s.scaleByPowerOfTen(-4) + " " + s.ulp() + " " + new BigDecimal("1E+5").ulp());
        show("setScale(1)", new Op() { public Object run() { return s.setScale(1); } });
        String[] strip = {"0.000", "100", "1.2000", "-1200E-2", "1E+3", "0E+5", "12300.0045000"};
        for (String t : strip) {
            BigDecimal v = new BigDecimal(t).stripTrailingZeros();
            System.out.print(v + "(" + v.scale() + ") ");
        }
        System.out.println();

        // comparison
        BigDecimal two = new BigDecimal("2.0"), two2 = new BigDecimal("2.00");
        System.out.println(two.equals(two2) + " " + two.compareTo(two2) + " " + two.hashCode() + " " + two2.hashCode() + " "
            + two.min(two2) + " " + two.max(two2) + " " + two2.max(two) + " " + a.compareTo(b) + " " + b.compareTo(a) + " "
            + new BigDecimal("1E+1000").compareTo(new BigDecimal("9E+999")) + " " + new BigDecimal("12345678901234567890.5").hashCode()
            + " " + new BigDecimal("-7.25").hashCode());

        // conversions
        String[] conv = {"123.999", "-123.999", "2147483648", "-2147483648", "9223372036854775807", "9223372036854775808",
            "1E+20", "0.5", "-1E-30", "1E+400", "1.7976931348623157E+308", "4.9E-324", "3.4028235E+38", "123456789012345678.9"};
        for (final String t : conv) {
            final BigDecimal v = new BigDecimal(t);
            System.out.println(t + ": int " + v.intValue() + " long " + v.longValue() + " double " + v.doubleValue() + " float "
                + v.floatValue() + " bigint " + v.toBigInteger());
            show("  intExact", new Op() { public Object run() { return v.intValueExact(); } });
            show("  longExact", new Op() { public Object run() { return v.longValueExact(); } });
            show("  shortExact", new Op() { public Object run() { return v.shortValueExact(); } });
            show("  bigintExact", new Op() { public Object run() { return v.toBigIntegerExact(); } });
        }
        // a long series: compound interest to the cent
        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal rate = new BigDecimal("0.0375");
        for (int year = 1; year <= 10; year++) {
            balance = balance.add(balance.multiply(rate)).setScale(2, RoundingMode.HALF_EVEN);
        }
        System.out.println("balance " + balance + " monthly " + balance.divide(new BigDecimal(12), 2, RoundingMode.HALF_UP));
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 1; i <= 50; i++) {
            sum = sum.add(BigDecimal.ONE.divide(new BigDecimal(i), MathContext.DECIMAL64));
        }
        System.out.println("H50 " + sum + " " + sum.round(MathContext.DECIMAL32) + " " + sum.toBigInteger());
    }
}
