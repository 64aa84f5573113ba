// IntArith: int and long arithmetic edge cases, computed at run time (operands come from fields
// and parameters so javac cannot fold them).
// Covers: iadd/isub/imul/idiv/irem/ineg, ladd/lsub/lmul/ldiv/lrem/lneg, ishl/ishr/iushr and
// lshl/lshr/lushr with shift counts >= 32 / >= 64 and negative counts, iand/ior/ixor, land/lor/lxor,
// i2l/l2i/i2b/i2c/i2s, lcmp, if_icmp* / if* comparisons, iinc with small, large, negative and wide
// increments, Integer.MIN_VALUE / -1 and % -1, ArithmeticException "/ by zero" for
// idiv/irem/ldiv/lrem, overflow wrap-around, Integer/Long MIN/MAX constants.

public class IntArith {
    static int iMin = Integer.MIN_VALUE;
    static int iMax = Integer.MAX_VALUE;
    static long lMin = Long.MIN_VALUE;
    static long lMax = Long.MAX_VALUE;
    static int zero = 0;
    static long lzero = 0L;
    static int minusOne = -1;

    static void p(String label, int v) {
        System.out.println(label + " = " + v);
    }

    static void p(String label, long v) {
        System.out.println(label + " = " + v + "L");
    }

    static void p(String label, boolean v) {
        System.out.println(label + " = " + v);
    }

    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    static void overflow() {
        p("MAX+1", iMax + 1);
        p("MIN-1", iMin - 1);
        p("MAX*2", iMax * 2);
        p("MAX*MAX", iMax * iMax);
        p("-MIN", -iMin);
        p("MIN*-1", iMin * minusOne);
        p("MIN/-1", idiv(iMin, minusOne));
        p("MIN%-1", irem(iMin, minusOne));
        p("lMAX+1", lMax + 1);
        p("lMIN-1", lMin - 1);
        p("-lMIN", -lMin);
        p("lMIN/-1", ldiv(lMin, -1L));
        p("lMIN%-1", lrem(lMin, -1L));
        p("lMAX*lMAX", lMax * lMax);
        p("123456789*987654321", 123456789 * idOf(987654321));
        p("123456789L*987654321", 123456789L * idOf(987654321));
        p("int mul via long", (int) (3000000000L * idOf(3)));
    }

    static int idOf(int x) { return x; }

    static void divRem() {
        int[] as = { 7, -7, 7, -7, 0, 1, -1, 100, -100, iMax, iMin };
        int[] bs = { 2, 2, -2, -2, 3, 3, 3, 7, -7, 3, 3 };
        for (int i = 0; i < as.length; i++) {
            System.out.println(as[i] + " / " + bs[i] + " = " + idiv(as[i], bs[i])
                    + ", " + as[i] + " % " + bs[i] + " = " + irem(as[i], bs[i]));
        }
        long[] las = { 7L, -7L, 7L, -7L, lMax, lMin, 1000000000000L };
        long[] lbs = { 2L, 2L, -2L, -2L, 3L, 3L, -7L };
        for (int i = 0; i < las.length; i++) {
            System.out.println(las[i] + "L / " + lbs[i] + " = " + ldiv(las[i], lbs[i])
                    + ", % = " + lrem(las[i], lbs[i]));
        }
    }

    static void divByZero() {
        try {
            p("1/0", idiv(1, zero));
        } catch (ArithmeticException e) {
            System.out.println("idiv: " + e.getMessage());
        }
        try {
            p("1%0", irem(1, zero));
        } catch (ArithmeticException e) {
            System.out.println("irem: " + e.getMessage());
        }
        try {
            p("1L/0", ldiv(1L, lzero));
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        try {
            p("1L%0", lrem(1L, lzero));
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e);
        }
        try {
            int x = 5;
            x /= zero;
            p("x", x);
        } catch (ArithmeticException e) {
            System.out.println("compound: " + e.getMessage());
        }
    }

    static void shifts() {
        int[] counts = { 0, 1, 5, 31, 32, 33, 63, 64, 65, -1, -31, -32, 100 };
        int a = -12345678;
        int b = 0x40000001;
        long la = -1234567890123L;
        long lb = 0x4000000000000001L;
        for (int i = 0; i < counts.length; i++) {
            int c = counts[i];
            System.out.println("shift " + c + ": " + (a << c) + " " + (a >> c) + " " + (a >>> c) + " "
                    + (b << c) + " " + (b >>> c) + " | " + (la << c) + " " + (la >> c) + " " + (la >>> c)
                    + " " + (lb << c) + " " + (lb >>> c));
        }
        p("-1>>>1", minusOne >>> 1);
        p("-1>>>31", minusOne >>> 31);
        p("-1L>>>1", (long) minusOne >>> 1);
        p("-1>>>28 (int)", minusOne >>> 28);
        p("MIN>>31", iMin >> 31);
        p("MIN>>>31", iMin >>> 31);
        p("lMIN>>63", lMin >> 63);
        p("lMIN>>>63", lMin >>> 63);
        byte by = (byte) -16;
        p("byte -16 >>> 2", by >>> 2);
        p("byte -16 >> 2", by >> 2);
        by >>>= 2;
        p("byte -16 >>>= 2", by);
        short sh = (short) -32768;
        sh >>= 1;
        p("short >>= 1", sh);
    }

    static void bitOps() {
        int a = 0x5A5A5A5A;
        int b = 0xF0F0F0F0;
        p("and", a & b);
        p("or", a | b);
        p("xor", a ^ b);
        p("not", ~a);
        long la = 0x5A5A5A5A5A5A5A5AL;
        long lb = 0xF0F0F0F00F0F0F0FL;
        p("land", la & lb);
        p("lor", la | lb);
        p("lxor", la ^ lb);
        p("lnot", ~la);
        p("bitCount", Integer.bitCount(a));
        p("lbitCount", Long.bitCount(lb));
        p("nlz", Integer.numberOfLeadingZeros(0x00010000));
        p("ntz", Integer.numberOfTrailingZeros(0x00010000));
        p("lnlz", Long.numberOfLeadingZeros(1L));
        p("lntz", Long.numberOfTrailingZeros(0L));
        p("reverse", Integer.reverse(1));
        p("reverseBytes", Integer.reverseBytes(0x01020304));
        p("rotl", Integer.rotateLeft(0x80000001, 1));
        p("rotr", Integer.rotateRight(1, 1));
        p("highestOneBit", Integer.highestOneBit(1000));
        p("lowestOneBit", Integer.lowestOneBit(1000));
        p("signum", Integer.signum(-42));
        p("lsignum", Long.signum(lMin));
    }

    static void conversions() {
        int[] vals = { 0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32769,
                0x12345678, iMax, iMin, 0xCAFEBABE };
        for (int i = 0; i < vals.length; i++) {
            int v = vals[i];
            System.out.println(v + ": i2b=" + (byte) v + " i2c=" + (int) (char) v + " i2s=" + (short) v
                    + " i2l=" + (long) v + " i2f=" + (float) v + " i2d=" + (double) v);
        }
        long[] lvals = { 0L, -1L, 4294967295L, 4294967296L, 0x123456789ABCDEF0L, lMax, lMin, 2147483648L };
        for (int i = 0; i < lvals.length; i++) {
            long v = lvals[i];
            System.out.println(v + "L: l2i=" + (int) v + " l2b=" + (byte) v + " l2c=" + (int) (char) v
                    + " l2f=" + (float) v + " l2d=" + (double) v);
        }
        char c = (char) -1;
        p("(char)-1", (int) c);
        c++;
        p("char wrap", (int) c);
        byte b = 127;
        b++;
        p("byte wrap", b);
        short s = -32768;
        s--;
        p("short wrap", s);
        b = (byte) 200;
        b += 100;
        p("byte compound", b);
        char cc = 'A';
        cc += 2;
        p("char compound", (int) cc);
        cc *= 1000;
        p("char mul", (int) cc);
    }

    static void compares() {
        int[] xs = { iMin, -1, 0, 1, iMax };
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < xs.length; i++) {
            for (int j = 0; j < xs.length; j++) {
                int x = xs[i], y = xs[j];
                sb.append(x < y ? '<' : x == y ? '=' : '>');
                sb.append(x <= y ? 1 : 0).append(x >= y ? 1 : 0).append(x != y ? 1 : 0);
                long lx = x, ly = (long) y * 3;
                sb.append(lx < ly ? 'l' : lx == ly ? 'e' : 'g');
                sb.append(' ');
            }
            sb.append(x0(xs[i]));
            System.out.println(sb.toString());
            sb.setLength(0);
        }
        p("Integer.compare", Integer.compare(iMin, iMax));
        p("Long.compare", Long.compare(lMax, lMin));
        p("compareUnsigned", Integer.compareUnsigned(-1, 1));
        p("divideUnsigned", Integer.divideUnsigned(-1, 3));
        p("remainderUnsigned", Integer.remainderUnsigned(-1, 3));
        p("toUnsignedLong", Integer.toUnsignedLong(-1));
    }

    static String x0(int x) {
        String r = "";
        if (x < 0) r += "neg ";
        if (x <= 0) r += "nonpos ";
        if (x == 0) r += "zero ";
        if (x != 0) r += "nonzero ";
        if (x > 0) r += "pos ";
        if (x >= 0) r += "nonneg ";
        return r;
    }

    static void iincs() {
        int i = 0;
        i += 1;
        p("i+=1", i);
        i += 127;
        p("i+=127", i);
        i += 128;
        p("i+=128 (wide iinc)", i);
        i -= 128;
        p("i-=128", i);
        i -= 129;
        p("i-=129 (wide iinc)", i);
        i += 32767;
        p("i+=32767 (wide iinc)", i);
        i -= 32768;
        p("i-=32768 (wide iinc)", i);
        i += 32768;
        p("i+=32768 (no iinc)", i);
        i += 100000;
        p("i+=100000", i);
        int k = iMax;
        k += 1000;
        p("MAX+=1000", k);
        int sum = 0;
        for (int j = 1000000; j > 0; j -= 7777) {
            sum += j;
        }
        p("sum stepping -7777", sum);
        long l = 5;
        l += 1000;
        l *= -3;
        p("long compound", l);
        l <<= 60;
        p("long <<= 60", l);
        l >>= 70;
        p("long >>= 70", l);
    }

    static void misc() {
        p("abs MIN", Math.abs(iMin));
        p("labs lMIN", Math.abs(lMin));
        p("neg zero", -zero);
        p("hash long", Long.hashCode(0x123456789L));
        p("parse", Integer.parseInt("-2147483648"));
        p("lparse", Long.parseLong("9223372036854775807"));
        long acc = 1;
        for (int i = 0; i < 70; i++) {
            acc = acc * 31 + i;
        }
        p("poly hash wrap", acc);
        int fact = 1;
        for (int i = 1; i <= 20; i++) {
            fact *= i;
        }
        p("20! int", fact);
        long lfact = 1;
        for (int i = 1; i <= 25; i++) {
            lfact *= i;
        }
        p("25! long", lfact);
    }

    public static void main(String[] args) {
        overflow();
        divRem();
        divByZero();
        shifts();
        bitOps();
        conversions();
        compares();
        iincs();
        misc();
    }
}
