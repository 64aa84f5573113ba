// MathFns: java.lang.Math on cases with exactly defined results.
// Covers: abs/min/max (int, long, float, double; MIN_VALUE, -0.0, NaN), floor/ceil/rint (halfway
// cases to even, negative, -0.0 results), round (float and double: .5 cases, negative .5, large
// values, NaN -> 0, saturation), signum, sqrt, cbrt of perfect cubes, pow for exact cases
// (pow(2,10), pow(x,0), pow(NaN,0), pow(-8, 1/3.) NaN, pow(0,-1) infinity), hypot(3,4),
// floorDiv/floorMod with negative operands, addExact/subtractExact/multiplyExact/incrementExact/
// negateExact/toIntExact overflow (ArithmeticException messages "integer overflow" / "long
// overflow"), toRadians/toDegrees of exact values, ulp, nextUp/nextAfter, copySign, getExponent,
// scalb, and transcendental results only rounded (exp/log/sin/cos/atan2 to 1e-9).

public class MathFns {
    static double r9(double v) {
        return Math.round(v * 1e9) / 1e9;
    }

    public static void main(String[] args) {
        System.out.println("abs: " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE) + " "
                + Math.abs(-2.5f) + " " + Math.abs(-0.0) + " " + Math.abs(-0.0f) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(Double.NaN));
        System.out.println("min/max: " + Math.min(3, -3) + " " + Math.max(3L, 4L) + " " + Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " "
                + Math.min(0.0f, -0.0f) + " " + Math.max(Float.NaN, 1f) + " " + Math.min(1.0, Double.NaN) + " " + Math.max(Integer.MIN_VALUE, Integer.MAX_VALUE));
        double[] ds = { 2.5, 3.5, -2.5, -3.5, 2.4999999999999996, 0.49999999999999994, -0.5, 0.5, 1.5, -1.5, -0.2, 0.2, -0.0, 1e16 + 1, 4503599627370497.0,
                -4503599627370497.0, 9.223372036854776E18, -9.3e18, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-300, -1e-300 };
        for (int i = 0; i < ds.length; i++) {
            double d = ds[i];
            System.out.println(d + ": floor " + Math.floor(d) + " ceil " + Math.ceil(d) + " rint " + Math.rint(d) + " round " + Math.round(d) + " roundf "
                    + Math.round((float) d) + " signum " + Math.signum(d) + " (int) " + (int) d);
        }
        System.out.println("round big floats: " + Math.round(1e20f) + " " + Math.round(-1e20f) + " " + Math.round(8388609.0f) + " " + Math.round(0.5f) + " "
                + Math.round(-0.5f) + " " + Math.round(Float.NaN) + " " + Math.round(2147483647.5));
        System.out.println("sqrt: " + Math.sqrt(16) + " " + Math.sqrt(2) + " " + Math.sqrt(0.25) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(-4) + " "
                + Math.sqrt(Double.POSITIVE_INFINITY) + " " + Math.sqrt(1e-310) + " " + Math.sqrt(Double.MAX_VALUE));
        System.out.println("cbrt: " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(0.0) + " " + Math.cbrt(1e9));
        System.out.println("pow: " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(10, 15) + " " + Math.pow(-2, 3) + " " + Math.pow(-2, 4) + " "
                + Math.pow(5, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1) + " " + Math.pow(-8, 1.0 / 3) + " "
                + Math.pow(1, Double.NaN) + " " + Math.pow(2, 52) + " " + Math.pow(Double.POSITIVE_INFINITY, -1) + " " + Math.pow(0.5, 1074) + " "
                + Math.pow(2, 1024) + " " + Math.pow(-1, Double.POSITIVE_INFINITY) + " " + Math.pow(3, 20) + " " + Math.pow(-3, 21));
        System.out.println("hypot: " + Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " " + Math.hypot(Double.POSITIVE_INFINITY, Double.NaN) + " " + Math.hypot(0, -7));
        int[][] fd = { { 7, 2 }, { -7, 2 }, { 7, -2 }, { -7, -2 }, { 6, 3 }, { -6, 3 }, { 0, -5 }, { Integer.MIN_VALUE, -1 }, { Integer.MIN_VALUE, 3 } };
        StringBuilder sb = new StringBuilder("floorDiv/floorMod:");
        for (int i = 0; i < fd.length; i++) {
            sb.append(' ').append(fd[i][0]).append('/').append(fd[i][1]).append('=').append(Math.floorDiv(fd[i][0], fd[i][1])).append(',')
                    .append(Math.floorMod(fd[i][0], fd[i][1]));
        }
        System.out.println(sb);
        System.out.println("long floorDiv/floorMod: " + Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 2L) + " " + Math.floorMod(Long.MIN_VALUE, 7L) + " " + Math.floorDiv(Long.MIN_VALUE, -1L));
        try {
            Math.floorMod(5, 0);
        } catch (ArithmeticException e) {
            System.out.println("floorMod(5,0): " + e.getMessage());
        }
        String[] exactOps = { "addExact int", "addExact long", "subtractExact int", "multiplyExact int", "multiplyExact long", "incrementExact",
                "decrementExact long", "negateExact", "toIntExact", "multiplyExact ok", "addExact ok" };
        for (int i = 0; i < exactOps.length; i++) {
            try {
                long r;
                switch (i) {
                    case 0: r = Math.addExact(Integer.MAX_VALUE, 1); break;
                    case 1: r = Math.addExact(Long.MAX_VALUE, 1L); break;
                    case 2: r = Math.subtractExact(Integer.MIN_VALUE, 1); break;
                    case 3: r = Math.multiplyExact(65536, 65536); break;
                    case 4: r = Math.multiplyExact(Long.MIN_VALUE, -1L); break;
                    case 5: r = Math.incrementExact(Integer.MAX_VALUE); break;
                    case 6: r = Math.decrementExact(Long.MIN_VALUE); break;
                    case 7: r = Math.negateExact(Integer.MIN_VALUE); break;
                    case 8: r = Math.toIntExact(1L << 31); break;
                    case 9: r = Math.multiplyExact(-46341, 46340); break;
                    default: r = Math.addExact(-5L, Long.MAX_VALUE); break;
                }
                System.out.println(exactOps[i] + " = " + r);
            } catch (ArithmeticException e) {
                System.out.println(exactOps[i] + ": ArithmeticException " + e.getMessage());
            }
        }
        System.out.println("toRadians(180) " + Math.toRadians(180) + " toDegrees(PI) " + Math.toDegrees(Math.PI) + " PI " + Math.PI + " E " + Math.E);
        System.out.println("ulp: " + Math.ulp(1.0) + " " + Math.ulp(1.0f) + " " + Math.ulp(1e300) + " " + Math.ulp(0.0) + " nextUp " + Math.nextUp(1.0) + " "
                + Math.nextUp(-0.0f) + " nextAfter " + Math.nextAfter(1.0, 0.0) + " " + Math.nextAfter(0.0f, -1.0));
        System.out.println("copySign " + Math.copySign(3.0, -0.0) + " " + Math.copySign(-2f, 1f) + " getExponent " + Math.getExponent(1024.0) + " "
                + Math.getExponent(0.1f) + " " + Math.getExponent(Double.MIN_VALUE) + " scalb " + Math.scalb(1.5, 4) + " " + Math.scalb(1.0f, -149));
        System.out.println("rounded transcendentals: exp(1) " + r9(Math.exp(1)) + " log(10) " + r9(Math.log(10)) + " log10(1000) " + r9(Math.log10(1000))
                + " sin(pi/6) " + r9(Math.sin(Math.PI / 6)) + " cos(pi/3) " + r9(Math.cos(Math.PI / 3)) + " atan2(1,1)*4 " + r9(Math.atan2(1, 1) * 4)
                + " tan(pi/4) " + r9(Math.tan(Math.PI / 4)) + " exp(0) " + Math.exp(0) + " log(1) " + Math.log(1) + " sin(0) " + Math.sin(0)
                + " log(0) " + Math.log(0) + " log(-1) " + Math.log(-1));
        long acc = 0;
        for (int i = -1000; i <= 1000; i++) {
            acc += Math.floorMod(i * 7919, 97) + Math.floorDiv(i, 13) + Math.abs(i) + Math.round(i / 3.0) + (long) Math.floor(i / 7.0) + (long) Math.ceil(i / 7.0);
        }
        System.out.println("integer checksum " + acc);
        double sq = 0;
        for (int i = 1; i <= 1000; i++) sq += Math.sqrt(i);
        System.out.println("sum of sqrt(1..1000) " + sq);
    }
}
