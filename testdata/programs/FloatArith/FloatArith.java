// FloatArith: float and double arithmetic and their printing.
// Covers: fadd/fsub/fmul/fdiv/frem/fneg and the d* forms with NaN, infinities and -0.0;
// fcmpl/fcmpg/dcmpl/dcmpg (every comparison against NaN is false, != is true); f2i/f2l/d2i/d2l
// saturation and NaN -> 0; i2f/l2f/l2d/d2f rounding; float and double division by zero; % on
// floats/doubles with signs; Float.MIN_VALUE/MAX_VALUE, Double.MIN_VALUE/MAX_VALUE printing;
// Float.toString/Double.toString digits for many values (JDK 17 algorithm); floatToIntBits /
// doubleToLongBits / intBitsToFloat; NaN canonicalisation; Float/Double.isNaN/isInfinite; sqrt.
// Transcendental functions are deliberately not printed at full precision.

public class FloatArith {
    static float fz = 0.0f;
    static double dz = 0.0;
    static float fnz = -0.0f;
    static double dnz = -0.0;
    static float fNaN = Float.NaN;
    static double dNaN = Double.NaN;
    static float fOne = 1.0f;
    static double dOne = 1.0;

    static void specials() {
        System.out.println("1f/0 = " + (fOne / fz));
        System.out.println("-1f/0 = " + (-fOne / fz));
        System.out.println("1f/-0 = " + (fOne / fnz));
        System.out.println("0f/0 = " + (fz / fz));
        System.out.println("1d/0 = " + (dOne / dz));
        System.out.println("-1d/-0 = " + (-dOne / dnz));
        System.out.println("0d/0 = " + (dz / dz));
        System.out.println("-0f = " + fnz + ", -0d = " + dnz + ", 0f-0f = " + (fz - fz) + ", -0f+0f = " + (fnz + fz));
        System.out.println("-(0f) = " + (-fz) + ", -0d*-1 = " + (dnz * -1) + ", 0d*-1 = " + (dz * -1));
        System.out.println("-0 == 0: " + (fnz == fz) + " " + (dnz == dz));
        System.out.println("Float.compare(-0,0) = " + Float.compare(fnz, fz) + ", Double.compare = " + Double.compare(dnz, dz));
        System.out.println("Float.equals(-0,0) = " + Float.valueOf(fnz).equals(Float.valueOf(fz)));
        System.out.println("NaN == NaN: " + (fNaN == fNaN) + " " + (dNaN == dNaN) + " NaN != NaN: " + (dNaN != dNaN));
        System.out.println("Double.valueOf(NaN).equals(NaN): " + Double.valueOf(dNaN).equals(Double.valueOf(dNaN)));
        System.out.println("inf - inf = " + (dOne / dz - dOne / dz) + ", inf * 0 = " + (dOne / dz * dz));
        System.out.println("inf + 1 = " + (fOne / fz + 1) + ", 1/inf = " + (dOne / (dOne / dz)) + ", -1/inf = " + (-dOne / (dOne / dz)));
        System.out.println("isNaN " + Float.isNaN(fz / fz) + " " + Double.isNaN(dOne) + " isInfinite " + Double.isInfinite(-dOne / dz) + " " + Float.isInfinite(fNaN));
        System.out.println("MIN/MAX: " + Float.MIN_VALUE + " " + Float.MAX_VALUE + " " + Double.MIN_VALUE + " " + Double.MAX_VALUE);
        System.out.println("MIN_NORMAL: " + Float.MIN_NORMAL + " " + Double.MIN_NORMAL);
        System.out.println("MAX*2 = " + (Double.MAX_VALUE * 2) + " " + (Float.MAX_VALUE * 2f) + ", MIN/2 = " + (Double.MIN_VALUE / 2) + " " + (Float.MIN_VALUE / 2f));
        System.out.println("MAX float as double: " + (double) Float.MAX_VALUE + ", big double to float: " + (float) 1e300 + " " + (float) -1e300 + " " + (float) 1e-300);
    }

    static String cmp(double a, double b) {
        return "" + (a < b ? "T" : "F") + (a <= b ? "T" : "F") + (a > b ? "T" : "F")
                + (a >= b ? "T" : "F") + (a == b ? "T" : "F") + (a != b ? "T" : "F");
    }

    static String cmpf(float a, float b) {
        return "" + (a < b ? "T" : "F") + (a <= b ? "T" : "F") + (a > b ? "T" : "F")
                + (a >= b ? "T" : "F") + (a == b ? "T" : "F") + (a != b ? "T" : "F");
    }

    static void compares() {
        double[] ds = { dNaN, Double.NEGATIVE_INFINITY, -1.5, dnz, dz, 1.5, Double.POSITIVE_INFINITY };
        for (int i = 0; i < ds.length; i++) {
            StringBuilder sb = new StringBuilder();
            sb.append(ds[i]).append(':');
            for (int j = 0; j < ds.length; j++) {
                sb.append(' ').append(cmp(ds[i], ds[j])).append('/').append(cmpf((float) ds[i], (float) ds[j]));
            }
            System.out.println(sb);
        }
        // while loops whose condition is a NaN comparison
        int n = 0;
        double x = dNaN;
        while (!(x > 0)) {
            n++;
            if (n > 3) break;
        }
        System.out.println("loop on !(NaN > 0) ran " + n);
        System.out.println("Math.max(NaN,1) = " + Math.max(dNaN, 1.0) + ", Math.min(-0.0,0.0) = " + Math.min(dnz, dz) + ", Math.max(-0.0f,0.0f) = " + Math.max(fnz, fz));
    }

    static void conversions() {
        double[] ds = { dNaN, 1e10, -1e10, 1e20, -1e20, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                2147483647.5, 2147483648.0, -2147483648.9, -2147483649.0, 9.223372036854775807E18,
                -9.3e18, 0.9999, -0.9999, 3.7, -3.7, dnz, Double.MIN_VALUE };
        for (int i = 0; i < ds.length; i++) {
            double d = ds[i];
            float f = (float) d;
            System.out.println(d + ": d2i=" + (int) d + " d2l=" + (long) d + " d2f=" + f + " f2i=" + (int) f
                    + " f2l=" + (long) f + " f2d=" + (double) f + " d2i2c=" + (int) (char) d + " d2b=" + (byte) d + " d2s=" + (short) d);
        }
        int[] is = { 16777216, 16777217, 16777219, 2147483647, -2147483647, 123456789, 0x7FFFFFBF, 0x7FFFFFC0 };
        for (int i = 0; i < is.length; i++) {
            System.out.println(is[i] + ": i2f=" + (float) is[i] + " i2d=" + (double) is[i]);
        }
        long[] ls = { 9007199254740993L, 9007199254740995L, Long.MAX_VALUE, Long.MIN_VALUE, -9007199254740993L,
                1L << 53, (1L << 24) + 1, 0x7FFFFF0000000001L, 1234567890123456789L };
        for (int i = 0; i < ls.length; i++) {
            System.out.println(ls[i] + ": l2f=" + (float) ls[i] + " l2d=" + (double) ls[i]);
        }
        System.out.println("(float)0.1 = " + (float) 0.1 + ", (double)0.1f = " + (double) 0.1f + ", 0.1f+0.2f = " + (0.1f + 0.2f) + ", 0.1+0.2 = " + (0.1 + 0.2));
        System.out.println("d2f rounding: " + (float) 1.00000005960464477539 + " " + (float) 1.0000000596046448 + " " + (float) 3.4028235677973366E38);
    }

    static void remainders() {
        double[] as = { 5.5, -5.5, 5.5, -5.5, 1e300, 0.3, 7.0, dNaN, Double.POSITIVE_INFINITY, 3.0, dnz };
        double[] bs = { 2.0, 2.0, -2.0, -2.0, 3.0, 0.1, dz, 1.0, 2.0, Double.POSITIVE_INFINITY, 5.0 };
        for (int i = 0; i < as.length; i++) {
            System.out.println(as[i] + " % " + bs[i] + " = " + (as[i] % bs[i]) + " (float " + ((float) as[i] % (float) bs[i]) + ")");
        }
        System.out.println("IEEEremainder(5.5,2) = " + Math.IEEEremainder(5.5, 2.0));
    }

    static void printing() {
        double[] ds = { 0.0, 1.0, -1.0, 0.1, 0.5, 100.0, 1e7, 9999999.0, 1e-3, 0.001, 1e-4, 1.0E-5, 123456789.0,
                1234567.125, 1e21, 1e22, 1e23, 2e23, 8.41e21, 2.82879384806159E17, 1.0E-322, 4.9E-324, 1.7976931348623157E308,
                3.141592653589793, 2.718281828459045, 1.0 / 3, 2.0 / 3, 100.0 / 7, 0.3, 1.1, 2.2, 3.3000000000000003,
                5e-324, 2.2250738585072014E-308, 1.2345678901234567E-100, 9.999999999999999E22, 123.456, 4.35, 0.05,
                1e15, 1e16, 1e17, 123456789012345678.0, 1.0E-7, 5.0E-10 };
        for (int i = 0; i < ds.length; i++) {
            System.out.println("d " + ds[i] + "  f " + (float) ds[i]);
        }
        float[] fs = { 0.1f, 0.2f, 0.3f, 1.0f / 3, 16777216f, 16777217f, 1e10f, 1.0E-10f, 3.4e38f, 1.17549435E-38f,
                1.4E-45f, 123.456f, 9999999f, 1.0E7f, 0.001f, 1.0E-4f, 33554432f, 2.3509886E-38f, 8.5070587E37f,
                7.038531E-26f, 1.00000012f };
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fs.length; i++) {
            sb.append(fs[i]).append(' ');
        }
        System.out.println(sb);
        // Sequences of sums exercise many different digit strings.
        double acc = 0;
        float facc = 0;
        sb.setLength(0);
        for (int i = 0; i < 40; i++) {
            acc += 0.1;
            facc += 0.1f;
            sb.append(acc).append('/').append(facc).append(' ');
            if (i % 8 == 7) {
                System.out.println(sb);
                sb.setLength(0);
            }
        }
        double v = 1.0;
        sb.setLength(0);
        for (int i = 0; i < 30; i++) {
            v *= 7.3;
            sb.append(v).append(' ').append((float) v).append(' ');
        }
        System.out.println(sb);
        v = 1.0;
        sb.setLength(0);
        for (int i = 0; i < 30; i++) {
            v /= 3.7;
            sb.append(v).append(' ');
        }
        System.out.println(sb);
        System.out.println("String.valueOf: " + String.valueOf(2.5) + " " + String.valueOf(-2.5f) + " " + Double.toString(1e-5) + " " + Float.toString(1e-5f));
    }

    static void bits() {
        System.out.println("floatToIntBits(1.5) = " + Integer.toHexString(Float.floatToIntBits(1.5f)));
        System.out.println("floatToIntBits(-0) = " + Integer.toHexString(Float.floatToIntBits(fnz)));
        System.out.println("floatToIntBits(NaN) = " + Integer.toHexString(Float.floatToIntBits(fNaN)));
        System.out.println("doubleToLongBits(1.5) = " + Long.toHexString(Double.doubleToLongBits(1.5)));
        System.out.println("doubleToLongBits(NaN) = " + Long.toHexString(Double.doubleToLongBits(dNaN)));
        System.out.println("doubleToLongBits(-inf) = " + Long.toHexString(Double.doubleToLongBits(Double.NEGATIVE_INFINITY)));
        float odd = Float.intBitsToFloat(0x7fc12345);
        System.out.println("NaN payload isNaN " + Float.isNaN(odd) + " canonical " + Integer.toHexString(Float.floatToIntBits(odd)));
        System.out.println("intBitsToFloat(1) = " + Float.intBitsToFloat(1) + ", longBitsToDouble(1) = " + Double.longBitsToDouble(1L));
        System.out.println("longBitsToDouble(0x3ff8...) = " + Double.longBitsToDouble(0x3ff8000000000000L));
        System.out.println("hashCode 1.5 = " + Double.valueOf(1.5).hashCode() + ", 1.5f = " + Float.valueOf(1.5f).hashCode() + ", -0.0 = " + Double.valueOf(dnz).hashCode());
    }

    static void arithmetic() {
        float f = 0;
        for (int i = 0; i < 1000; i++) {
            f += 0.001f;
        }
        System.out.println("sum of 1000 x 0.001f = " + f);
        double d = 0;
        for (int i = 1; i <= 1000; i++) {
            d += 1.0 / i;
        }
        System.out.println("harmonic(1000) = " + d);
        double p = 1;
        for (int i = 0; i < 1100; i++) {
            p *= 2;
        }
        System.out.println("2^1100 = " + p);
        p = 1;
        for (int i = 0; i < 1070; i++) {
            p /= 2;
        }
        System.out.println("2^-1070 = " + p + " (subnormal), *2^1000 = " + (p * Math.pow(2, 1000)));
        float ff = 1;
        for (int i = 0; i < 140; i++) {
            ff /= 2;
        }
        System.out.println("2f^-140 = " + ff);
        System.out.println("sqrt: " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(dnz) + " " + Math.sqrt(1e-300) + " " + (float) Math.sqrt(3));
        System.out.println("fneg: " + (-f) + " " + (-dNaN) + " dneg of 0: " + (-dz));
        double a = 0.1 * 3, b = 0.3;
        System.out.println("0.1*3 == 0.3: " + (a == b) + ", diff = " + (a - b));
        System.out.println("mixed: " + (1 / 2 + 1 / 2.0 + 1f / 4 + 'a' / 2.0 + 3L / 2f));
        System.out.println("float mul overflow: " + (3e38f * 10f) + ", underflow: " + (1e-38f * 1e-10f) + ", double mul: " + (1e-200 * 1e-200));
        double x = 1e16;
        System.out.println("1e16 + 1 - 1e16 = " + (x + 1 - x) + ", 1e16 + 2 - 1e16 = " + (x + 2 - x));
        float fd = 16777216f;
        System.out.println("16777216f + 1 = " + (fd + 1f) + ", + 2 = " + (fd + 2f));
        System.out.println("round trips: " + Float.parseFloat("3.4028235E38") + " " + Double.parseDouble("1e-400") + " " + Double.parseDouble("-Infinity") + " " + Double.parseDouble("0x1.8p1") + " " + Float.parseFloat(" 12.5f "));
    }

    public static void main(String[] args) {
        specials();
        compares();
        conversions();
        remainders();
        printing();
        bits();
        arithmetic();
    }
}
