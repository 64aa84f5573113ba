// Tests the java.math methods added after Java 8: BigInteger.TWO, sqrt, sqrtAndRemainder, the
// byte[] offset/length constructors, and BigDecimal.sqrt for every rounding mode.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigMathJdk17 {
    public static void main(String[] args) {
        System.out.println(BigInteger.TWO + " " + BigInteger.TWO.pow(100));
        var values = new String[] {"0", "1", "2", "3", "4", "15", "16", "17", "99999999", "100000000",
            "123456789012345678901234567890123456789", "4611686018427387904", "18446744073709551615"};
        for (var s : values) {
            var v = new BigInteger(s);
            var sr = v.sqrtAndRemainder();
            System.out.println("sqrt(" + s + ") = " + v.sqrt() + " rem " + sr[1]);
        }
        var big = BigInteger.TEN.pow(999).add(BigInteger.valueOf(12345));
        System.out.println("sqrt(10^999+12345) = " + big.sqrt());
        try {
            BigInteger.valueOf(-4).sqrt();
        } catch (ArithmeticException e) {
            System.out.println("sqrt(-4): " + e.getMessage());
        }
        byte[] bytes = {9, (byte) 0xff, 0x12, 0x34, 7};
        System.out.println(new BigInteger(bytes, 1, 3) + " " + new BigInteger(1, bytes, 2, 2) + " " + new BigInteger(-1, bytes, 0, 5));
        try {
            new BigInteger(bytes, 3, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        String[] radicands = {"2", "0.25", "1E+3", "100", "0.0100", "123.456", "4E-10", "0", "0.000", "1E+7", "99.9999", "6.25E+2"};
        for (var r : radicands) {
            var d = new BigDecimal(r);
            var sb = new StringBuilder("sqrt(" + r + "):");
            for (var rm : RoundingMode.values()) {
                try {
                    sb.append(' ').append(d.sqrt(new MathContext(5, rm)));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
            System.out.println("  DECIMAL64 " + d.sqrt(MathContext.DECIMAL64) + " exact " + tryExact(d));
        }
        try {
            new BigDecimal("-2").sqrt(MathContext.DECIMAL32);
        } catch (ArithmeticException e) {
            System.out.println("sqrt(-2): " + e.getMessage());
        }
    }

    static String tryExact(BigDecimal d) {
        try {
            return d.sqrt(MathContext.UNLIMITED).toString();
        } catch (ArithmeticException e) {
            return "!" + e.getMessage();
        }
    }
}
