// Records HotSpot's StrictMath and Math results for the golden tests of tracer/fdlibm: every
// StrictMath function (fdlibm 5.3) over edge cases (±0, ±Inf, NaN, subnormals, multiples of
// pi/4 and pi/2, huge trigonometric arguments, thresholds of exp/pow/sinh/cosh, pow's special
// cases, ...) and a few thousand pseudo-random inputs per function (fixed seeds, several
// magnitudes). Rebuild with `just fdlibm` (javac --release 8; run on JDK 17, as the tests).
//
// Usage: java GenGolden strictmath.golden math.golden
// Output: one line per case, "name xbits result" or "name xbits ybits result", the doubles'
// raw bits in lower-case hex without leading zeros; lines starting with '#' are comments.

import java.io.BufferedWriter;
import java.io.FileWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

public class GenGolden {
    static final String[] UNARY = {"sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10",
            "sqrt", "cbrt", "sinh", "cosh", "tanh", "expm1", "log1p"};
    static final String[] BINARY = {"atan2", "pow", "hypot", "IEEEremainder"};
    static final int RANDOM_UNARY = 1400, RANDOM_BINARY = 1700;

    public static void main(String[] args) throws IOException {
        Writer strict = new BufferedWriter(new FileWriter(args[0]));
        Writer math = new BufferedWriter(new FileWriter(args[1]));
        String header = "# " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + " "
                + System.getProperty("os.arch") + "; written by testdata/fdlibm/GenGolden.java\n";
        strict.write("# java.lang.StrictMath " + header.substring(2));
        math.write("# java.lang.Math " + header.substring(2));
        int lines = 0;
        for (String f : UNARY) {
            for (double x : unaryInputs(f)) {
                String in = f + " " + hex(x) + " ";
                strict.write(in + hex(strict1(f, x)) + "\n");
                math.write(in + hex(math1(f, x)) + "\n");
                lines++;
            }
        }
        for (String f : BINARY) {
            for (double[] p : binaryInputs(f)) {
                String in = f + " " + hex(p[0]) + " " + hex(p[1]) + " ";
                strict.write(in + hex(strict2(f, p[0], p[1])) + "\n");
                math.write(in + hex(math2(f, p[0], p[1])) + "\n");
                lines++;
            }
        }
        strict.close();
        math.close();
        System.out.println(lines + " cases");
    }

    static String hex(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    static double strict1(String f, double x) {
        switch (f) {
            case "sin": return StrictMath.sin(x);
            case "cos": return StrictMath.cos(x);
            case "tan": return StrictMath.tan(x);
            case "asin": return StrictMath.asin(x);
            case "acos": return StrictMath.acos(x);
            case "atan": return StrictMath.atan(x);
            case "exp": return StrictMath.exp(x);
            case "log": return StrictMath.log(x);
            case "log10": return StrictMath.log10(x);
            case "sqrt": return StrictMath.sqrt(x);
            case "cbrt": return StrictMath.cbrt(x);
            case "sinh": return StrictMath.sinh(x);
            case "cosh": return StrictMath.cosh(x);
            case "tanh": return StrictMath.tanh(x);
            case "expm1": return StrictMath.expm1(x);
            case "log1p": return StrictMath.log1p(x);
        }
        throw new IllegalArgumentException(f);
    }

    static double math1(String f, double x) {
        switch (f) {
            case "sin": return Math.sin(x);
            case "cos": return Math.cos(x);
            case "tan": return Math.tan(x);
            case "asin": return Math.asin(x);
            case "acos": return Math.acos(x);
            case "atan": return Math.atan(x);
            case "exp": return Math.exp(x);
            case "log": return Math.log(x);
            case "log10": return Math.log10(x);
            case "sqrt": return Math.sqrt(x);
            case "cbrt": return Math.cbrt(x);
            case "sinh": return Math.sinh(x);
            case "cosh": return Math.cosh(x);
            case "tanh": return Math.tanh(x);
            case "expm1": return Math.expm1(x);
            case "log1p": return Math.log1p(x);
        }
        throw new IllegalArgumentException(f);
    }

    static double strict2(String f, double x, double y) {
        switch (f) {
            case "atan2": return StrictMath.atan2(x, y);
            case "pow": return StrictMath.pow(x, y);
            case "hypot": return StrictMath.hypot(x, y);
            case "IEEEremainder": return StrictMath.IEEEremainder(x, y);
        }
        throw new IllegalArgumentException(f);
    }

    static double math2(String f, double x, double y) {
        switch (f) {
            case "atan2": return Math.atan2(x, y);
            case "pow": return Math.pow(x, y);
            case "hypot": return Math.hypot(x, y);
            case "IEEEremainder": return Math.IEEEremainder(x, y);
        }
        throw new IllegalArgumentException(f);
    }

    // ---- inputs ----

    static final double INF = Double.POSITIVE_INFINITY, NAN = Double.NaN;

    /** Values that every function sees, with their negations. */
    static final double[] COMMON = {0.0, INF, NAN, Double.MIN_VALUE, 2 * Double.MIN_VALUE, 0x0.8p-1022,
            Math.nextDown(Double.MIN_NORMAL), Double.MIN_NORMAL, Math.nextUp(Double.MIN_NORMAL), 1e-310, 1e-300,
            0x1p-1000, 0x1p-60, 0x1p-57, 0x1p-55, 0x1p-54, 0x1p-53, 0x1p-29, 0x1p-28, 0x1p-27, 1e-8, 1e-5, 0.001,
            0.1, 0.25, 0.3, 0.4375, 0.5, 0.6744, 0.75, 0.975, Math.nextDown(1.0), 1.0, Math.nextUp(1.0), 1.1875,
            1.5, 2.0, 2.4375, Math.E, 3.0, 10.0, 22.0, 100.0, 1000.0, 1e6, 1e15, 1e22, 0x1p53, 0x1p60, 0x1p66,
            1e100, 1e200, 1e300, 0x1p1023, Double.MAX_VALUE};

    static List<Double> unaryInputs(String f) {
        Set<Double> in = new LinkedHashSet<>();
        for (double v : COMMON) {
            in.add(v);
            in.add(-v);
        }
        switch (f) {
            case "sin": case "cos": case "tan":
                for (int k = 1; k <= 64; k++) around(in, k * Math.PI / 4);
                for (int k = 65; k <= 2000; k += 37) around(in, k * Math.PI / 2);
                double[] big = {0x1p19 * Math.PI / 2, 0x1p20 * Math.PI / 2, 1e6 * Math.PI, 1e9, 1e10, 1e15, 1e16,
                        1e18, 1e22, 1e30, 1e100, 1e200, 1e300, 1e308, 6381956970095103.0 * Math.pow(2, 797),
                        5.319372648326541e255, 0x1.6ac5b262ca1ffp849, 0x1.2d97c7f3321d2p2, 0x1.921fb54442d18p0,
                        0x1.921fb54442d19p1, 0x1.4ab6a2b1f6cp60, 1.5707963267948966e300};
                for (double v : big) {
                    around(in, v);
                    around(in, -v);
                }
                break;
            case "asin": case "acos":
                for (double v : new double[] {1.0, 0.5, 0.975, 0x1p-57, 0x1p-27, 0.98, 0.9999999999999999}) {
                    around(in, v);
                    around(in, -v);
                }
                break;
            case "atan":
                for (double v : new double[] {0.4375, 0.6875, 1.1875, 2.4375, 0x1p66, 0x1p-29, 1.0}) {
                    around(in, v);
                    around(in, -v);
                }
                break;
            case "exp": case "expm1": case "sinh": case "cosh": case "tanh":
                double[] th = {709.782712893384, 709.7827128933840, 0x1.62e42fefa39efp9, -0x1.74910d52d3051p9,
                        -708.3964185322641, -708.39641853226408, -745.1332191019411, -744.4400719213812,
                        710.4758600739439, 0x1.633ce8fb9f87dp9, 0.5 * Math.log(2), 1.5 * Math.log(2),
                        56 * Math.log(2), 22.0, 1.0, 0x1p-28, 0x1p-54, 0x1p-55, 20 * Math.log(2),
                        19.5 * Math.log(2), 0.25, -0.25, 36.0, 40.0, 700.0, 2.0, 1e-20};
                for (double v : th) {
                    around(in, v);
                    around(in, -v);
                }
                for (int k = -1100; k <= 1100; k += 25) in.add(k * Math.log(2));
                break;
            case "log": case "log10": case "log1p":
                for (int k = -50; k <= 50; k++) {
                    in.add(1.0 + k * Math.ulp(1.0));
                    in.add(1.0 + k * 1e-10);
                }
                for (int k = 1; k <= 30; k++) {
                    in.add(1.0 + Math.scalb(1.0, -k));
                    in.add(1.0 - Math.scalb(1.0, -k));
                }
                for (int k = -324; k <= 308; k++) in.add(Double.parseDouble("1e" + k));
                for (int k = -1074; k <= 1023; k += 7) in.add(Math.scalb(1.0, k));
                for (double v : new double[] {Math.sqrt(2), Math.sqrt(0.5), 0.41422, -0.2929, 0.41421356237309503,
                        -0.29289321881345254, -1.0, -0.5, 0x1p53, 0x1p54}) {
                    around(in, v);
                }
                break;
            case "sqrt": case "cbrt":
                for (int k = 0; k <= 40; k++) {
                    in.add((double) (k * k));
                    in.add((double) (k * k * k));
                    in.add(-(double) (k * k * k));
                }
                for (int k = -1074; k <= 1023; k += 13) in.add(Math.scalb(1.0, k));
                break;
        }
        Random rnd = new Random(0x5EEDL ^ f.hashCode());
        Range[] ranges = unaryRanges(f);
        List<Double> out = new ArrayList<>(in);
        for (int i = 0; i < RANDOM_UNARY; i++) out.add(ranges[i % ranges.length].next(rnd));
        return out;
    }

    static void around(Set<Double> in, double v) {
        in.add(Math.nextDown(v));
        in.add(v);
        in.add(Math.nextUp(v));
    }

    /** A source of pseudo-random doubles. */
    interface Range {
        double next(Random r);
    }

    /** Uniform in [a, b). */
    static Range uni(final double a, final double b) {
        return new Range() {
            public double next(Random r) {
                return a + (b - a) * r.nextDouble();
            }
        };
    }

    /** Log-uniform magnitude 2^[e1, e2) with a random significand, of random sign if signed. */
    static Range logu(final int e1, final int e2, final boolean signed) {
        return new Range() {
            public double next(Random r) {
                double v = Math.scalb(1.0 + r.nextDouble(), e1 + r.nextInt(e2 - e1));
                return signed && r.nextBoolean() ? -v : v;
            }
        };
    }

    /** Arbitrary bit patterns (all magnitudes, NaNs included), made positive if !signed. */
    static Range bits(final boolean signed) {
        return new Range() {
            public double next(Random r) {
                long b = r.nextLong();
                return Double.longBitsToDouble(signed ? b : b & Long.MAX_VALUE);
            }
        };
    }

    static Range[] unaryRanges(String f) {
        switch (f) {
            case "sin": case "cos": case "tan":
                return new Range[] {uni(-1, 1), uni(-10, 10), uni(-1000, 1000), logu(-30, 30, true),
                        logu(20, 1024, true), bits(true)};
            case "asin": case "acos":
                return new Range[] {uni(-1, 1), uni(-0.5, 0.5), uni(0.5, 1), uni(-1, -0.5), logu(-60, 0, true),
                        uni(0.97, 1)};
            case "atan":
                return new Range[] {uni(-1, 1), uni(-4, 4), uni(-100, 100), logu(-60, 70, true), bits(true)};
            case "exp":
                return new Range[] {uni(-1, 1), uni(-20, 20), uni(-750, 750), uni(-745.2, -708), logu(-60, 10, true)};
            case "expm1":
                return new Range[] {uni(-1, 1), uni(-40, 40), uni(-750, 750), logu(-60, 10, true), uni(-0.35, 0.35)};
            case "sinh": case "cosh":
                return new Range[] {uni(-1, 1), uni(-25, 25), uni(-711, 711), logu(-60, 10, true), uni(709, 711)};
            case "tanh":
                return new Range[] {uni(-1, 1), uni(-25, 25), logu(-60, 6, true), uni(-3, 3)};
            case "log": case "log10":
                return new Range[] {uni(0, 2), uni(0.7, 1.5), uni(0, 1000), logu(-1074, 1024, false),
                        logu(-30, 30, false), bits(false)};
            case "log1p":
                return new Range[] {uni(-1, 1), uni(-0.3, 0.42), uni(-1, 1000), logu(-60, 60, true),
                        logu(-1074, 1024, false), bits(false)};
            case "sqrt": case "cbrt":
                return new Range[] {uni(0, 100), logu(-1074, 1024, true), bits(true)};
        }
        throw new IllegalArgumentException(f);
    }

    static List<double[]> binaryInputs(String f) {
        List<double[]> out = new ArrayList<>();
        double[] specials = {0.0, -0.0, INF, -INF, NAN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 1.5, -1.5,
                Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
                Math.nextUp(1.0), Math.nextDown(1.0), 1e-300, 1e300, 0x1p-1022 / 3, 10.0, Math.PI};
        for (double x : specials) for (double y : specials) out.add(new double[] {x, y});
        switch (f) {
            case "pow":
                double[] ys = {1.0 / 3, 0.25, -0.25, 2.5, -2.5, 4.0, 5.0, 31.0, 32.0, -31.0, 0x1p31, 0x1p31 + 1,
                        -0x1p31 - 1, 0x1p32, 0x1p52 + 1, 0x1p53, 0x1p53 + 2, -0x1p53, 0x1p63, 1e300, -1e300, 1023.0,
                        1024.0, 1074.0, 1075.0, -1022.0, -1074.0, -1075.0, 0.1, 1e-10, 1e10};
                double[] xs = {-8.0, -2.0, -1.0, -0.5, -0.0, 0.0, 0.5, 0.9999995231628418, 1.0000000000000002,
                        0.9999999999999999, 1.0000001, 0.9999999, 2.0, 10.0, 1e-5, Double.MIN_VALUE, -INF, INF,
                        Double.MAX_VALUE, 1.0 + 0.05 / 12};
                for (double x : xs) for (double y : ys) out.add(new double[] {x, y});
                for (int k = -340; k <= 320; k++) out.add(new double[] {10.0, k});
                for (int k = -1080; k <= 1030; k += 5) out.add(new double[] {2.0, k});
                for (int b = 2; b <= 9; b++) {
                    for (int n = -6; n <= 30; n++) {
                        out.add(new double[] {-b, n});
                        out.add(new double[] {b, n});
                        out.add(new double[] {-b - 0.5, n});
                    }
                }
                for (int n = 1; n <= 720; n += 7) out.add(new double[] {1 + 0.05 / 12, n});
                for (int n = -4; n <= 8; n++) out.add(new double[] {-2.0, n + 0.5});
                break;
            case "atan2":
                for (int e = -70; e <= 70; e += 5) {
                    out.add(new double[] {Math.scalb(3.0, e), 3.0});
                    out.add(new double[] {3.0, Math.scalb(3.0, e)});
                    out.add(new double[] {-3.0, -Math.scalb(3.0, e)});
                    out.add(new double[] {Math.scalb(-3.0, e), -3.0});
                }
                break;
            case "hypot":
                for (int e = -1074; e <= 1023; e += 11) {
                    out.add(new double[] {Math.scalb(3.0, e), Math.scalb(4.0, e)});
                    out.add(new double[] {Math.scalb(1.0, e), 1.0});
                    out.add(new double[] {Math.scalb(1.7, e), Math.scalb(1.3, e - 61)});
                    out.add(new double[] {Math.scalb(1.7, e), Math.scalb(1.3, e - 59)});
                }
                break;
            case "IEEEremainder":
                for (int k = -20; k <= 20; k++) {
                    out.add(new double[] {k + 0.5, 1.0});
                    out.add(new double[] {k * 0.75, 1.5});
                    out.add(new double[] {k * 3.0 + Math.ulp(k * 3.0), 3.0});
                }
                out.add(new double[] {1e300, 3.0});
                out.add(new double[] {1e300, Double.MIN_VALUE});
                out.add(new double[] {Double.MAX_VALUE, Double.MIN_VALUE * 3});
                out.add(new double[] {5 * Double.MIN_VALUE, 2 * Double.MIN_VALUE});
                out.add(new double[] {Double.MAX_VALUE, Double.MAX_VALUE / 3});
                break;
        }
        Random rnd = new Random(0x5EEDL ^ f.hashCode());
        Range[][] ranges = binaryRanges(f);
        for (int i = 0; i < RANDOM_BINARY; i++) {
            Range[] r = ranges[i % ranges.length];
            out.add(new double[] {r[0].next(rnd), r[1].next(rnd)});
        }
        return out;
    }

    static Range[][] binaryRanges(String f) {
        switch (f) {
            case "pow":
                return new Range[][] {{logu(-10, 10, false), uni(-50, 50)}, {uni(0, 2), uni(-300, 300)},
                        {uni(0.99, 1.01), uni(-1e5, 1e5)}, {uni(0.9999995, 1.0000005), logu(20, 45, true)},
                        {logu(-1074, 1024, false), uni(-2, 2)}, {uni(0, 100), uni(-10, 10)},
                        {negInt(), intRange(-60, 60)}, {bits(false), bits(true)}};
            case "atan2":
                return new Range[][] {{uni(-1, 1), uni(-1, 1)}, {logu(-60, 60, true), logu(-60, 60, true)},
                        {uni(-10, 10), uni(-10, 10)}, {bits(true), bits(true)}};
            case "hypot":
                return new Range[][] {{uni(-10, 10), uni(-10, 10)}, {logu(-60, 60, true), logu(-60, 60, true)},
                        {logu(-1074, 1024, true), logu(-1074, 1024, true)}, {logu(490, 620, true), logu(400, 620, true)},
                        {logu(-1074, -490, true), logu(-1074, -400, true)}, {bits(true), bits(true)}};
            case "IEEEremainder":
                return new Range[][] {{uni(-100, 100), uni(-10, 10)}, {logu(-20, 60, true), logu(-20, 20, true)},
                        {logu(-1074, 1024, true), logu(-1074, 1024, true)}, {bits(true), bits(true)}};
        }
        throw new IllegalArgumentException(f);
    }

    /** Negative bases: -[0.5, 20). */
    static Range negInt() {
        return uni(-20, -0.5);
    }

    /** Integers in [a, b). */
    static Range intRange(final int a, final int b) {
        return new Range() {
            public double next(Random r) {
                return a + r.nextInt(b - a);
            }
        };
    }
}
