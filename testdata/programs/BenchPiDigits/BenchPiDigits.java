// Pidigits style: the unbounded spigot for pi with BigInteger (multiply, add, divide, compareTo,
// intValue), digits printed ten per line with a tab and ":count"; plus a few BigInteger checks.
import java.math.BigInteger;

public class BenchPiDigits {
    private BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
    private int k = 0;

    private static final BigInteger THREE = BigInteger.valueOf(3), FOUR = BigInteger.valueOf(4);

    /** Composes the state with the next term of the series. */
    private void next() {
        k++;
        BigInteger k2p1 = BigInteger.valueOf(2L * k + 1);
        r = q.shiftLeft(1).add(r).multiply(k2p1);
        q = q.multiply(BigInteger.valueOf(k));
        t = t.multiply(k2p1);
    }

    private int extract(BigInteger nth) {
        BigInteger[] qr = q.multiply(nth).add(r).divideAndRemainder(t);
        return qr[0].intValue();
    }

    private void eliminate(int d) {
        r = r.subtract(t.multiply(BigInteger.valueOf(d))).multiply(BigInteger.TEN);
        q = q.multiply(BigInteger.TEN);
    }

    int digit() {
        while (true) {
            next();
            if (q.compareTo(r) > 0) continue;
            int d = extract(THREE);
            if (d == extract(FOUR)) {
                eliminate(d);
                return d;
            }
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        BenchPiDigits pi = new BenchPiDigits();
        StringBuilder line = new StringBuilder(12);
        for (int i = 1; i <= n; i++) {
            line.append((char) ('0' + pi.digit()));
            if (i % 10 == 0 || i == n) {
                while (line.length() < 10) line.append(' ');
                System.out.print(line);
                System.out.print("\t:" + i + "\n");
                line.setLength(0);
            }
        }
        System.out.println("bits " + pi.q.bitLength() + " " + pi.t.bitLength() + " sign " + pi.r.signum());
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 30; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println(f + " " + f.toString(16) + " " + f.mod(BigInteger.valueOf(1000003)) + " " + f.bitCount());
        System.out.printf("%d|%40d|%-40d|%,d|%x|%X|%#o|%(d|%+d|%040x%n", f, f, f, f, f, f.negate(), f, f.negate(), f, f);
        java.math.BigDecimal bd = new java.math.BigDecimal("-1234567.8915");
        System.out.printf("%f|%.2f|%,.3f|%15.1f|%-15.0f|%(.2f|%+.6f|%.0f|%#.0f|%020.2f%n", bd, bd, bd, bd, bd, bd, bd.negate(), new java.math.BigDecimal("2.5"), new java.math.BigDecimal("1E+3"), bd);
        BigInteger m = new BigInteger("-123456789012345678901234567890");
        System.out.println(m.abs().shiftRight(40) + " " + m.pow(3) + " " + m.gcd(f) + " " + m.negate().testBit(3));
        System.out.println(m.divide(BigInteger.valueOf(7)) + " " + m.remainder(BigInteger.valueOf(7)) + " " + m.mod(BigInteger.valueOf(7)));
        System.out.println(BigInteger.valueOf(2).modPow(BigInteger.valueOf(100), BigInteger.valueOf(1000000007)) + " " + m.longValue() + " " + m.doubleValue());
        System.out.println(m.equals(new BigInteger("-123456789012345678901234567890")) + " " + m.hashCode() + " " + m.min(f).max(BigInteger.ZERO));
        try {
            System.out.println(BigInteger.ONE.divide(BigInteger.ZERO));
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        throw new IllegalStateException("done after " + n + " digits");
    }
}
