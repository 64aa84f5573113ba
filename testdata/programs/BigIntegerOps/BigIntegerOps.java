// Tests java.math.BigInteger (Java 8 API): construction and parsing in every radix, arithmetic
// on small, negative and 1000-digit values, two's complement bit operations, conversions, hash
// codes, modular arithmetic, primes from seeded Randoms, and exception messages.
import java.math.BigInteger;
import java.util.Random;

public class BigIntegerOps {
    interface Op {
        Object run();
    }

    static void show(String label, Op op) {
        try {
            Object r = op.run();
            if (r instanceof BigInteger[]) {
                BigInteger[] a = (BigInteger[]) r;
                r = "[" + a[0] + ", " + a[1] + "]";
            } else if (r instanceof byte[]) {
                r = java.util.Arrays.toString((byte[]) r);
            }
            System.out.println(label + " = " + r);
        } catch (RuntimeException e) {
            System.out.println(label + " threw " + e);
        }
    }

    static BigInteger big(Random rnd, int digits) {
        StringBuilder sb = new StringBuilder();
        sb.append((char) ('1' + rnd.nextInt(9)));
        for (int i = 1; i < digits; i++) {
            sb.append((char) ('0' + rnd.nextInt(10)));
        }
        return new BigInteger(sb.toString());
    }

    public static void main(String[] args) {
        final BigInteger a = new BigInteger("123456789012345678901234567890");
        final BigInteger b = new BigInteger("-987654321098765432");
        final BigInteger c = BigInteger.valueOf(Long.MIN_VALUE);
        System.out.println(BigInteger.ZERO + " " + BigInteger.ONE + " " + BigInteger.TEN);
        System.out.println(a + " " + b + " " + c + " " + BigInteger.valueOf(-1));
        BigInteger[] vals = {BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(-1), BigInteger.valueOf(255),
            BigInteger.valueOf(-256), BigInteger.valueOf(Integer.MAX_VALUE), BigInteger.valueOf(Integer.MIN_VALUE),
            BigInteger.valueOf(Long.MAX_VALUE), c, c.subtract(BigInteger.ONE), a, b, a.negate(), BigInteger.ONE.shiftLeft(64),
            BigInteger.ONE.shiftLeft(64).negate(), BigInteger.ONE.shiftLeft(100).subtract(BigInteger.ONE)};
        for (final BigInteger v : vals) {
            System.out.println("v=" + v + " signum=" + v.signum() + " bitLength=" + v.bitLength() + " bitCount=" + v.bitCount()
                + " lowest=" + v.getLowestSetBit() + " hash=" + v.hashCode() + " int=" + v.intValue() + " long=" + v.longValue()
                + " double=" + v.doubleValue() + " float=" + v.floatValue());
            System.out.println("  hex=" + v.toString(16) + " bin=" + v.toString(2) + " r36=" + v.toString(36) + " r7=" + v.toString(7)
                + " r99=" + v.toString(99));
            show("  bytes", new Op() { public Object run() { return v.toByteArray(); } });
            show("  back", new Op() { public Object run() { return new BigInteger(v.toByteArray()); } });
            show("  intExact", new Op() { public Object run() { return v.intValueExact(); } });
            show("  longExact", new Op() { public Object run() { return v.longValueExact(); } });
            show("  shortExact", new Op() { public Object run() { return v.shortValueExact(); } });
            show("  byteExact", new Op() { public Object run() { return v.byteValueExact(); } });
            System.out.println("  not=" + v.not() + " abs=" + v.abs() + " neg=" + v.negate() + " shl5=" + v.shiftLeft(5)
                + " shr3=" + v.shiftRight(3) + " shr-2=" + v.shiftRight(-2) + " shr200=" + v.shiftRight(200));
            System.out.println("  bit0=" + v.testBit(0) + " bit70=" + v.testBit(70) + " set3=" + v.setBit(3) + " clear0=" + v.clearBit(0)
                + " flip65=" + v.flipBit(65));
            System.out.println("  and=" + v.and(b) + " or=" + v.or(b) + " xor=" + v.xor(b) + " andNot=" + v.andNot(b));
            System.out.println("  cmp=" + v.compareTo(b) + " eq=" + v.equals(b) + " min=" + v.min(b) + " max=" + v.max(b));
        }
        // all radixes
        for (int radix = 2; radix <= 36; radix++) {
            String s = a.toString(radix);
            String n = b.toString(radix);
            System.out.println(radix + ": " + s + " " + n + " " + new BigInteger(s, radix).equals(a) + " " + new BigInteger(n, radix).equals(b));
        }
        System.out.println(new BigInteger("-00012") + " " + new BigInteger("+7") + " " + new BigInteger("ff", 16) + " "
            + new BigInteger("-ZZ", 36) + " " + new BigInteger("000") + " " + new BigInteger("-0"));
        // parse errors
        String[] bad = {"", "-", "+", "12a", "1-2", "--1", "+-1", " 1", "1 ", "0x10", "123456789012345678901x", "1.5", "١٢"};
        for (final String s : bad) {
            show("parse \"" + s + "\"", new Op() { public Object run() { return new BigInteger(s); } });
            show("parse16 \"" + s + "\"", new Op() { public Object run() { return new BigInteger(s, 16); } });
        }
        show("radix 1", new Op() { public Object run() { return new BigInteger("1", 1); } });
        show("radix 37", new Op() { public Object run() { return new BigInteger("1", 37); } });
        show("bytes empty", new Op() { public Object run() { return new BigInteger(new byte[0]); } });
        show("sign-mag", new Op() { public Object run() { return new BigInteger(-1, new byte[] {1, 0}); } });
        show("sign-mag 0", new Op() { public Object run() { return new BigInteger(0, new byte[] {0, 0}); } });
        show("sign-mag bad", new Op() { public Object run() { return new BigInteger(0, new byte[] {1}); } });
        show("signum 2", new Op() { public Object run() { return new BigInteger(2, new byte[] {1}); } });
        show("bytes neg", new Op() { public Object run() { return new BigInteger(new byte[] {(byte) 0xff, 0, 1}); } });

        // arithmetic on small values, signs and zero
        long[] ls = {0, 1, -1, 7, -7, 13, -13, 1L << 40, -(1L << 40) - 3};
        for (long x : ls) {
            for (long y : ls) {
                final BigInteger X = BigInteger.valueOf(x), Y = BigInteger.valueOf(y);
                StringBuilder sb = new StringBuilder();
                sb.append(x).append(',').append(y).append(": ").append(X.add(Y)).append(' ').append(X.subtract(Y)).append(' ')
                    .append(X.multiply(Y)).append(' ').append(X.gcd(Y));
                System.out.print(sb);
                show(" div", new Op() { public Object run() { return X.divide(Y); } });
                show("  rem", new Op() { public Object run() { return X.remainder(Y); } });
                show("  mod", new Op() { public Object run() { return X.mod(Y); } });
                show("  divRem", new Op() { public Object run() { return X.divideAndRemainder(Y); } });
                show("  modInverse", new Op() { public Object run() { return X.modInverse(Y); } });
                show("  modPow", new Op() { public Object run() { return X.modPow(BigInteger.valueOf(5), Y); } });
                show("  modPowNeg", new Op() { public Object run() { return X.modPow(BigInteger.valueOf(-3), Y); } });
            }
        }
        show("pow -1", new Op() { public Object run() { return a.pow(-1); } });
        System.out.println(a.pow(0) + " " + a.pow(1) + " " + b.pow(3) + " " + BigInteger.valueOf(-2).pow(63) + " " + BigInteger.ZERO.pow(0));
        show("testBit -1", new Op() { public Object run() { return a.testBit(-1); } });
        show("setBit -1", new Op() { public Object run() { return a.setBit(-1); } });

        // 1000-digit numbers
        Random rnd = new Random(2024);
        BigInteger x = big(rnd, 1000), y = big(rnd, 1000).negate(), z = big(rnd, 437);
        BigInteger p = x.multiply(y);
        System.out.println("x*y = " + p);
        System.out.println("x*y hash " + p.hashCode() + " bits " + p.bitLength() + " count " + p.bitCount());
        BigInteger[] qr = p.add(z).divideAndRemainder(x);
        System.out.println("(x*y+z)/x = " + qr[0].equals(y) + " rem " + qr[1].equals(z));
        System.out.println("x/z = " + x.divide(z));
        System.out.println("x%z = " + x.remainder(z));
        System.out.println("y mod z = " + y.mod(z));
        BigInteger g = big(rnd, 150);
        System.out.println("gcd = " + x.shiftRight(2000).multiply(g).gcd(y.shiftRight(2100).multiply(g)).divide(g));
        System.out.println("x^2 hex = " + x.pow(2).toString(16));
        System.out.println("y r36 = " + y.toString(36));
        System.out.println("x*y bytes " + p.toByteArray().length + " round trip " + new BigInteger(p.toByteArray()).equals(p));
        System.out.println("x double " + x.doubleValue() + " x>>3000 double " + x.shiftRight(3000).doubleValue()
            + " z>>1000 " + z.shiftRight(1000).doubleValue() + " float " + z.shiftRight(1340).floatValue());
        System.out.println("and/or/xor " + x.and(y).bitCount() + " " + x.or(y).bitCount() + " " + x.xor(y).hashCode());
        BigInteger m = z.shiftRight(1300).nextProbablePrime();
        BigInteger zs = z.shiftRight(1000);
        System.out.println("m " + m + "\nmodPow " + x.modPow(y.abs().shiftRight(3000), zs) + "\nmodInverse " + x.modInverse(m)
            + " check " + x.modInverse(m).multiply(x).mod(m));
        // primes
        int[] candidates = {0, 1, 2, 3, 4, 97, 561, 7919, 1000003, 2147483647};
        for (int n : candidates) {
            BigInteger v = BigInteger.valueOf(n);
            System.out.println(n + " prime " + v.isProbablePrime(50) + " next " + v.nextProbablePrime());
        }
        System.out.println("M127 " + BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE).isProbablePrime(100)
            + " M128 " + BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE).isProbablePrime(100));
        for (int bits = 2; bits <= 112; bits += 22) {
            System.out.println("probablePrime(" + bits + ") = " + BigInteger.probablePrime(bits, new Random(bits))
                + " ctor " + new BigInteger(bits, 10, new Random(bits + 1)));
        }
        Random r2 = new Random(5);
        for (int i = 0; i < 5; i++) {
            System.out.print(new BigInteger(70, r2) + " ");
        }
        System.out.println();
        show("probablePrime(1)", new Op() { public Object run() { return BigInteger.probablePrime(1, new Random(1)); } });
        show("nextProbablePrime(-5)", new Op() { public Object run() { return BigInteger.valueOf(-5).nextProbablePrime(); } });
        show("random bits -1", new Op() { public Object run() { return new BigInteger(-1, new Random(1)); } });
        show("mod 0", new Op() { public Object run() { return a.mod(BigInteger.ZERO); } });
        show("mod -3", new Op() { public Object run() { return a.mod(BigInteger.valueOf(-3)); } });
        show("modInverse even", new Op() { public Object run() { return BigInteger.valueOf(4).modInverse(BigInteger.valueOf(8)); } });
        show("divide 0", new Op() { public Object run() { return a.divide(BigInteger.ZERO); } });
        show("remainder 0", new Op() { public Object run() { return a.remainder(BigInteger.ZERO); } });
    }
}
