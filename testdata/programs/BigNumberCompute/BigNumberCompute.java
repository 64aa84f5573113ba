// A realistic BigInteger/BigDecimal workload: 1000!, Fibonacci(5000), 500 digits of pi by
// Machin's formula in fixed-point BigInteger arithmetic, sqrt(2) by Newton's method in BigDecimal,
// and digit statistics of the results.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigNumberCompute {
    static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    static BigInteger fibonacci(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }

    /** arctan(1/x) scaled by 10^digits (fixed point), by its Taylor series. */
    static BigInteger arctanInverse(int x, BigInteger unity) {
        BigInteger xSquared = BigInteger.valueOf((long) x * x);
        BigInteger term = unity.divide(BigInteger.valueOf(x));
        BigInteger sum = term;
        int n = 1;
        boolean subtract = true;
        while (term.signum() != 0) {
            term = term.divide(xSquared);
            n += 2;
            BigInteger t = term.divide(BigInteger.valueOf(n));
            sum = subtract ? sum.subtract(t) : sum.add(t);
            subtract = !subtract;
        }
        return sum;
    }

    static String pi(int digits) {
        BigInteger unity = BigInteger.TEN.pow(digits + 10);
        BigInteger pi = arctanInverse(5, unity).multiply(BigInteger.valueOf(16))
            .subtract(arctanInverse(239, unity).multiply(BigInteger.valueOf(4)));
        String s = pi.divide(BigInteger.TEN.pow(10)).toString();
        return s.charAt(0) + "." + s.substring(1);
    }

    static BigDecimal sqrt2(int digits) {
        MathContext mc = new MathContext(digits + 5, RoundingMode.HALF_EVEN);
        BigDecimal two = new BigDecimal(2);
        BigDecimal x = new BigDecimal(1.4);
        for (int i = 0; i < 12; i++) {
            x = x.add(two.divide(x, mc)).divide(two, mc);
        }
        return x.round(new MathContext(digits, RoundingMode.DOWN));
    }

    static String digitCounts(String s) {
        int[] counts = new int[10];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                counts[c - '0']++;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            sb.append(i).append(':').append(counts[i]).append(' ');
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        BigInteger f = factorial(1000);
        String fs = f.toString();
        System.out.println("1000! has " + fs.length() + " digits, " + f.getLowestSetBit() + " factors of 2, bitLength "
            + f.bitLength() + ", hash " + f.hashCode());
        System.out.println(fs);
        int zeros = 0;
        while (fs.charAt(fs.length() - 1 - zeros) == '0') {
            zeros++;
        }
        System.out.println("trailing zeros " + zeros + "; digits " + digitCounts(fs));
        System.out.println("1000!/998! = " + f.divide(factorial(998)) + ", 1000! mod 1000003 = " + f.mod(BigInteger.valueOf(1000003)));

        BigInteger fib = fibonacci(5000);
        System.out.println("F(5000) has " + fib.toString().length() + " digits: " + fib);
        System.out.println("gcd(F(5000), F(4000)) = " + fib.gcd(fibonacci(4000)) + " (F(1000) = " + fibonacci(1000) + ")");
        System.out.println("F(5000) hex tail " + fib.toString(16).substring(fib.toString(16).length() - 40));

        String pi = pi(500);
        System.out.println("pi = " + pi);
        System.out.println("pi digits " + digitCounts(pi));
        BigDecimal piDec = new BigDecimal(pi);
        System.out.println("pi rounded " + piDec.round(MathContext.DECIMAL64) + " " + piDec.setScale(30, RoundingMode.HALF_UP)
            + " as double " + piDec.doubleValue());

        BigDecimal r2 = sqrt2(200);
        System.out.println("sqrt(2) = " + r2);
        System.out.println("sqrt(2)^2 = " + r2.multiply(r2).round(new MathContext(50)));
    }
}
