// Gen prints the JDK's own float/double <-> text conversions as the golden corpus for the javafmt Go tests.
//
// Usage (from tracer/javafmt/testdata, run on JDK 17):
//   javac --release 8 -d . Gen.java && java -cp . Gen | gzip -9n > golden.txt.gz
//
// Output: one record per line, fields separated by a tab.
//   D <16 hex digits: raw double bits> <Double.toString>
//   F <8 hex digits: raw float bits>   <Float.toString>
//   P <escaped input> <Double.parseDouble result> <Float.parseFloat result>
//   R D <seed> <n>  followed by n lines "d <Double.toString>" for the bits of successive
//                   new java.util.Random(seed).nextLong() calls (bits left out to keep the file small)
//   R F <seed> <n>  likewise "f <Float.toString>" for successive nextInt() calls
//   H D|F <seed> <block> <size> <sha256>  digest of a block of random toString outputs (see hashes)
// A parse result is the raw bits in hex, or '!' followed by the escaped NumberFormatException message.
// Escaping keeps every record on one line: characters 0x21..0x7e other than '\' stand for themselves,
// every other UTF-16 unit is written as \\uXXXX.
//
// Every value set is deterministic (fixed java.util.Random seeds), so the corpus only changes with the JDK.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Random;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

public class Gen {
    static BufferedWriter out;
    static final int RANDOM_COUNT = 200000;
    static final int HASH_BLOCKS = 100, HASH_BLOCK = 10000;

    public static void main(String[] args) throws IOException {
        out = new BufferedWriter(new OutputStreamWriter(System.out, "US-ASCII"), 1 << 16);
        doubles();
        floats();
        parses();
        hashes();
        out.flush();
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c > 0x20 && c < 0x7f && c != '\\') {
                b.append(c);
            } else {
                b.append(String.format("\\u%04x", (int) c));
            }
        }
        return b.toString();
    }

    // ---------------------------------------------------------------- doubles

    static void doubles() throws IOException {
        LinkedHashSet<Long> set = new LinkedHashSet<Long>();
        double[] specials = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 1.0, 0.1, 0.5, 2.0E-3, 1.0E23, 2.0E23,
            8.41E21, 5.0E-324, 9007199254740993.0, 0.001, 1.0E7, 9999999.0, 1.0E-3, 100.0, 123456789.0,
            3.141592653589793, 2.718281828459045, 1.0E-5, 4.35E-5};
        for (double d : specials) {
            addD(set, d);
            addD(set, Math.nextUp(d));
            addD(set, Math.nextDown(d));
            addD(set, -d);
            addD(set, -Math.nextUp(d));
            addD(set, -Math.nextDown(d));
        }
        set.add(0x7ff0000000000001L); // NaN payloads print as NaN too
        set.add(0xfff8000000000000L);
        // Powers of two across the whole range, and their neighbours.
        for (int e = -1074; e <= 1023; e++) {
            double d = Math.scalb(1.0, e);
            addD(set, d);
            addD(set, Math.nextUp(d));
            addD(set, Math.nextDown(d));
            addD(set, 3 * d);
            addD(set, 5 * d);
            addD(set, 7 * d);
        }
        // Powers of ten (as the nearest double) and small multiples, with neighbours.
        for (int k = -325; k <= 309; k++) {
            for (int m = 1; m <= 9; m += 3) {
                double d = Double.parseDouble(m + "e" + k);
                addD(set, d);
                addD(set, Math.nextUp(d));
                addD(set, Math.nextDown(d));
            }
        }
        // Short decimals, where the old algorithm's stopping rule shows most.
        for (int k = -8; k <= 8; k++) {
            for (int n = 1; n <= 999; n++) {
                set.add(Double.doubleToRawLongBits(Double.parseDouble(n + "e" + k)));
            }
        }
        Random r = new Random(1);
        for (int i = 0; i < 10000; i++) {
            long n = 1 + r.nextInt(999999);
            int k = -330 + r.nextInt(641);
            set.add(Double.doubleToRawLongBits(Double.parseDouble(n + "e" + k)));
        }
        // The 1e-3 and 1e7 layout boundaries.
        for (double b : new double[] {0.001, 1.0E7, 0.01, 1.0E6, 1.0E8}) {
            double up = b, down = b;
            for (int i = 0; i < 60; i++) {
                addD(set, up);
                addD(set, down);
                up = Math.nextUp(up);
                down = Math.nextDown(down);
            }
        }
        // Integers: small ones, around powers of two, random longs.
        for (int i = 0; i <= 2000; i++) {
            set.add(Double.doubleToRawLongBits(i));
        }
        for (int e = 0; e <= 64; e++) {
            for (int j = -5; j <= 5; j++) {
                addD(set, (double) ((1L << e) + j));
                addD(set, Math.scalb(1.0, e) + j);
            }
        }
        r = new Random(2);
        for (int i = 0; i < 5000; i++) {
            long v = r.nextLong() >>> r.nextInt(64);
            set.add(Double.doubleToRawLongBits((double) v));
        }
        // Subnormals.
        for (int i = 1; i <= 2000; i++) {
            set.add((long) i);
        }
        for (int e = 0; e < 52; e++) {
            set.add((1L << e) - 1);
            set.add((1L << e) + 1);
        }
        r = new Random(3);
        for (int i = 0; i < 3000; i++) {
            set.add(r.nextLong() & 0x000fffffffffffffL);
        }
        // Uniform values over a few decades.
        r = new Random(4);
        for (int i = 0; i < 4000; i++) {
            set.add(Double.doubleToRawLongBits(r.nextDouble() * Math.pow(10, r.nextInt(21) - 10)));
        }
        for (long bits : set) {
            double d = Double.longBitsToDouble(bits);
            out.write("D\t" + hex16(bits) + "\t" + Double.toString(d) + "\n");
        }
        // Random bit patterns: the bits are not written, the reader replays new Random(seed).nextLong().
        out.write("R\tD\t5\t" + RANDOM_COUNT + "\n");
        r = new Random(5);
        for (int i = 0; i < RANDOM_COUNT; i++) {
            out.write("d\t" + Double.toString(Double.longBitsToDouble(r.nextLong())) + "\n");
        }
    }

    static void addD(LinkedHashSet<Long> set, double d) {
        set.add(Double.doubleToRawLongBits(d));
    }

    static String hex16(long v) {
        String s = Long.toHexString(v);
        while (s.length() < 16) {
            s = "0" + s;
        }
        return s;
    }

    static String hex8(int v) {
        String s = Integer.toHexString(v);
        while (s.length() < 8) {
            s = "0" + s;
        }
        return s;
    }

    // ---------------------------------------------------------------- floats

    static void floats() throws IOException {
        LinkedHashSet<Integer> set = new LinkedHashSet<Integer>();
        float[] specials = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, 1f, 0.1f, 0.5f, 2.0E-3f, 1.0E10f, 1.0E7f,
            0.001f, 9999999f, 16777216f, 16777217f, 3.4028235E38f, 1.17549435E-38f, 3.1415927f};
        for (float f : specials) {
            addF(set, f);
            addF(set, Math.nextUp(f));
            addF(set, Math.nextDown(f));
            addF(set, -f);
            addF(set, -Math.nextUp(f));
            addF(set, -Math.nextDown(f));
        }
        set.add(0x7f800001);
        set.add(0xffc00000);
        for (int e = -149; e <= 127; e++) {
            float f = Math.scalb(1f, e);
            addF(set, f);
            addF(set, Math.nextUp(f));
            addF(set, Math.nextDown(f));
            addF(set, 3 * f);
            addF(set, 5 * f);
            addF(set, 7 * f);
        }
        for (int k = -46; k <= 39; k++) {
            for (int m = 1; m <= 9; m++) {
                float f = Float.parseFloat(m + "e" + k);
                addF(set, f);
                addF(set, Math.nextUp(f));
                addF(set, Math.nextDown(f));
            }
        }
        for (int k = -8; k <= 8; k++) {
            for (int n = 1; n <= 999; n++) {
                set.add(Float.floatToRawIntBits(Float.parseFloat(n + "e" + k)));
            }
        }
        Random r = new Random(11);
        for (int i = 0; i < 20000; i++) {
            int n = 1 + r.nextInt(9999);
            int k = -50 + r.nextInt(91);
            set.add(Float.floatToRawIntBits(Float.parseFloat(n + "e" + k)));
        }
        for (float b : new float[] {0.001f, 1.0E7f, 0.01f, 1.0E6f, 1.0E8f}) {
            float up = b, down = b;
            for (int i = 0; i < 60; i++) {
                addF(set, up);
                addF(set, down);
                up = Math.nextUp(up);
                down = Math.nextDown(down);
            }
        }
        for (int i = 0; i <= 2000; i++) {
            set.add(Float.floatToRawIntBits(i));
        }
        for (int e = 0; e <= 64; e++) {
            for (int j = -5; j <= 5; j++) {
                addF(set, (float) ((1L << e) + j));
                addF(set, Math.scalb(1f, e) + j);
            }
        }
        r = new Random(12);
        for (int i = 0; i < 10000; i++) {
            long v = r.nextLong() >>> r.nextInt(64);
            set.add(Float.floatToRawIntBits((float) v));
        }
        for (int i = 1; i <= 2000; i++) {
            set.add(i);
        }
        r = new Random(13);
        for (int i = 0; i < 5000; i++) {
            set.add(r.nextInt() & 0x007fffff);
        }
        r = new Random(14);
        for (int i = 0; i < 10000; i++) {
            set.add(Float.floatToRawIntBits((float) (r.nextDouble() * Math.pow(10, r.nextInt(21) - 10))));
        }
        for (int bits : set) {
            float f = Float.intBitsToFloat(bits);
            out.write("F\t" + hex8(bits) + "\t" + Float.toString(f) + "\n");
        }
        // Random bit patterns: the bits are not written, the reader replays new Random(seed).nextInt().
        out.write("R\tF\t15\t" + RANDOM_COUNT + "\n");
        r = new Random(15);
        for (int i = 0; i < RANDOM_COUNT; i++) {
            out.write("f\t" + Float.toString(Float.intBitsToFloat(r.nextInt())) + "\n");
        }
    }

    static void addF(LinkedHashSet<Integer> set, float f) {
        set.add(Float.floatToRawIntBits(f));
    }

    // ---------------------------------------------------------------- hashed random blocks

    // hashes covers far more random values than the file could hold: for each block of HASH_BLOCK
    // successive values of new Random(seed) it writes the SHA-256 of their toString outputs, each
    // followed by '\n' (UTF-8), as "H D <seed> <block index> <block size> <hex digest>" (F for floats).
    static void hashes() throws IOException {
        try {
            Random r = new Random(6);
            for (int b = 0; b < HASH_BLOCKS; b++) {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                for (int i = 0; i < HASH_BLOCK; i++) {
                    md.update((Double.toString(Double.longBitsToDouble(r.nextLong())) + "\n").getBytes("UTF-8"));
                }
                out.write("H\tD\t6\t" + b + "\t" + HASH_BLOCK + "\t" + hexBytes(md.digest()) + "\n");
            }
            r = new Random(16);
            for (int b = 0; b < HASH_BLOCKS; b++) {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                for (int i = 0; i < HASH_BLOCK; i++) {
                    md.update((Float.toString(Float.intBitsToFloat(r.nextInt())) + "\n").getBytes("UTF-8"));
                }
                out.write("H\tF\t16\t" + b + "\t" + HASH_BLOCK + "\t" + hexBytes(md.digest()) + "\n");
            }
        } catch (NoSuchAlgorithmException e) {
            throw new RuntimeException(e);
        }
    }

    static String hexBytes(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) {
            s.append(String.format("%02x", x & 0xff));
        }
        return s.toString();
    }

    // ---------------------------------------------------------------- parsing

    static void parses() throws IOException {
        LinkedHashSet<String> set = new LinkedHashSet<String>();
        String[] fixed = {
            "", " ", "\t\n ", "0", "-0", "+0", "0.0", "-0.0", "00", "0.", ".0", ".", "-", "+", "+-1", "-+1", "--1",
            "1", "-1", "+1", "1.5", " 1.5 ", "\t1.5\n", "\u000b1.5\u000c", "\u00001.5\u0000", "\u00a01.5",
            "1.5\u00a0", "1 .5", "1. 5", "1.5 f", "1.5f", "1.5F", "1.5d", "1.5D", "1.5ff", "1.5fd", "1.5e",
            "1.5e+", "1.5e-", "1.5e+3", "1.5E-3", "1.5e3f", "1.5e3.0", "1.5e3e3", "e3", ".e3", "1.e3", "1.E3",
            ".5", "-.5", "+.5", "-.5e-3", "5.", "1..2", "1.2.3", "..", "..1", ".1.", "0..", "1e1.", "1f.",
            "NaN", "-NaN", "+NaN", "nan", "NAN", "NaNf", "NaN ", " NaN", "NaNx", "Infinity", "-Infinity",
            "+Infinity", "infinity", "INFINITY", "Inf", "-Inf", "Infinityf", "Infinity1", "Infinit", "I", "N",
            "0x1p3", "0X1P3", "0x1.8p3", "-0x1.8p3", "+0x1.8p3", "0x1.8p-3d", "0x1.8P+3F", "0x.8p1", "0x1.p1",
            "0x1", "0x1p", "0xp1", "0x.p1", "0x", "0x1.8", "0x1p1.5", "0x1p1ff", "0x1g", "0xgp1", " 0x1p1 ",
            "0x1p1 f", "0x0p0", "-0x0p0", "0x0.0p99999999999", "0x1p2147483647", "0x1p2147483648",
            "0x1p-2147483648", "-0x1p99999999999", "-0x1p-99999999999", "0x1p-1074", "0x1p-1075",
            "0x1.0000000000001p-1075", "0x1.8p-1075", "0x1p-1076", "0x1.fffffffffffffp1023",
            "0x1.fffffffffffff7ffffp1023", "0x1.fffffffffffff8p1023", "0x1.0000000000000800000000001p0",
            "0x1.00000000000008p0", "0x1.00000000000018p0", "0x1.00000000000007ffffffffffffffp0",
            "0x1.000001p0", "0x1.0000010000000001p0", "0x1.000003p0", "0x1p-149", "0x1p-150", "0x1.8p-150",
            "0x1.000001p-150", "0x1.fffffep127", "0x1.ffffffp127", "0x1.fffffefffffffffp127",
            "0x000000000000000000001p0", "0x0.000000000000000000001p0", "0xabcdef.123456789ABCDEFp-12",
            "0x123456789abcdef0123456789p-100", "0x.0000000000000000000000000000000000000001p-900",
            "0x1p-1022", "0x0.fffffffffffffp-1022", "0x0.fffffffffffff8p-1022", "0x1P+0D", "0x1p00000000000000000001",
            "0x 1p1", "0 x1p1", "0x1 p1", "0x1p 1", "0x1p+-1", "00x1p1", "-00x1p1",
            "1e308", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "1e309", "-1e309", "1e400", "1e-400", "4.9e-324", "2.4703282292062327e-324",
            "2.4703282292062328e-324", "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
            "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125001e-324",
            "1e2147483647", "1e2147483648", "1e-2147483648", "1e-2147483649", "1e99999999999999999999",
            "1e-99999999999999999999", "0e99999999999", "0.0e-99999999999", "1e214748364", "1e214748364f",
            "1e2147483640", "1e-214748364f", "0.000000000000000000000000000001e330", "1000000000000000000000e-330",
            "123456789012345678901234567890e-350", "1e0", "1e-0", "1e+0", "1e00000000000000000000000001",
            "9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000001", "9007199254740995",
            "1.00000005960464477539062499", "1.0000000596046447753906250", "1.00000005960464477539062501",
            "1.0000001788139343261718750", "3.4028235e38", "3.4028236e38", "3.40282356779733661637539395458142568448e38",
            "3.40282356779733661637539395458142568447e38", "3.40282356779733661637539395458142568449e38",
            "1.4e-45", "7.0e-46", "7.006492321624085354618647916449580656401309709382578858785341419448955413429303e-46",
            "7.006492321624085354618647916449580656401309709382578858785341419448955413429304e-46",
            "1.17549435e-38", "1.1754942e-38", "2.2250738585072014E-308", "2.2250738585072011e-308",
            "2.2250738585072012e-308", "0.1", "0.2", "0.3", "100", "1E7", "1.0E-3", "9999999.999999999",
            "1_000", "1,5", "\uff11", "\u0661", "1\u0000", "1\u00001", "0xA", "1e5x", "1x", "x1", "e", "E", "f", "d",
            "1d1", "1f1", "+.e1", "-.", "+.", ".f", "0f", "0d", "-0f", "0e", "0e+", "00.00e00d",
            "0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            "12345678901234567890123456789012345678901234567890", "1234567890123456789", "12345678901234567890",
            "1.23456789012345678901234567890123456789e-300", "8.41e21", "2e23", "1e23", "5e-324", "2e-3",
            "2.82879384806159E17", "4.35E-5", "2.2250738585072012e-308f", "3.4e38f", "3.5e38d", "1e39f",
            "1e-46f", "1e-45f"
        };
        for (String s : fixed) {
            set.add(s);
        }
        // Long zero runs and long digit strings around the 1100-digit limit of the JDK parser.
        StringBuilder zeros = new StringBuilder();
        for (int i = 0; i < 1200; i++) {
            zeros.append('0');
        }
        set.add("0." + zeros + "1e1201");
        set.add("0." + zeros + "1e1200");
        set.add("0." + zeros + "1e800");
        set.add("1" + zeros + "e-1200");
        set.add("1" + zeros + "e-1300");
        set.add("1" + zeros + "1e-1300");
        set.add(zeros + "1");
        set.add(zeros + "." + zeros + "5");
        set.add("." + zeros + "1e1000");
        Random r = new Random(21);
        for (int i = 0; i < 100; i++) {
            int n = 1 + r.nextInt(1300);
            StringBuilder b = new StringBuilder();
            for (int j = 0; j < n; j++) {
                b.append((char) ('0' + r.nextInt(10)));
            }
            int point = r.nextInt(n + 1);
            b.insert(point, '.');
            if (r.nextBoolean()) {
                b.append('e').append(r.nextInt(1400) - 1000);
            }
            set.add(b.toString());
        }
        // Halfway points between adjacent doubles / floats, exactly, and just off them.
        r = new Random(22);
        for (int i = 0; i < 800; i++) {
            double d;
            switch (i % 4) {
                case 0: d = Double.longBitsToDouble(r.nextLong() & 0x7fffffffffffffffL); break;
                case 1: d = Double.longBitsToDouble(r.nextLong() & 0x000fffffffffffffL); break;
                case 2: d = Math.scalb(1.0, r.nextInt(2098) - 1074); break;
                default: d = (double) (r.nextLong() >>> r.nextInt(40)); break;
            }
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                continue;
            }
            halfway(set, new BigDecimal(d), new BigDecimal(Math.nextUp(d)), r);
        }
        r = new Random(23);
        for (int i = 0; i < 2000; i++) {
            float f;
            switch (i % 3) {
                case 0: f = Float.intBitsToFloat(r.nextInt() & 0x7fffffff); break;
                case 1: f = Float.intBitsToFloat(r.nextInt() & 0x007fffff); break;
                default: f = Math.scalb(1f, r.nextInt(277) - 149); break;
            }
            if (Float.isNaN(f) || Float.isInfinite(f)) {
                continue;
            }
            halfway(set, new BigDecimal(f), new BigDecimal(Math.nextUp(f)), r);
        }
        halfway(set, new BigDecimal(Double.MAX_VALUE), new BigDecimal(Double.MAX_VALUE).add(new BigDecimal(Math.ulp(Double.MAX_VALUE))), r);
        halfway(set, new BigDecimal(Float.MAX_VALUE), new BigDecimal(Float.MAX_VALUE).add(new BigDecimal(Math.ulp(Float.MAX_VALUE))), r);
        // Round trips of printed values and perturbed printed values.
        r = new Random(24);
        for (int i = 0; i < 1500; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            String s = Double.toString(d);
            set.add(s);
            set.add(perturb(s, r));
            float f = Float.intBitsToFloat(r.nextInt());
            set.add(Float.toString(f));
            set.add(perturb(Float.toString(f), r));
        }
        // Random decimal strings of moderate length.
        r = new Random(25);
        for (int i = 0; i < 5000; i++) {
            int n = 1 + r.nextInt(30);
            StringBuilder b = new StringBuilder();
            if (r.nextInt(4) == 0) {
                b.append(r.nextBoolean() ? '-' : '+');
            }
            for (int j = 0; j < n; j++) {
                b.append((char) ('0' + r.nextInt(10)));
            }
            if (r.nextBoolean()) {
                b.insert(b.length() - r.nextInt(n + 1), '.');
            }
            if (r.nextInt(3) != 0) {
                b.append(r.nextBoolean() ? 'e' : 'E').append(r.nextInt(800) - 400);
            }
            if (r.nextInt(8) == 0) {
                b.append("fFdD".charAt(r.nextInt(4)));
            }
            set.add(b.toString());
        }
        // Random hexadecimal literals.
        r = new Random(26);
        String hx = "0123456789abcdefABCDEF";
        for (int i = 0; i < 3000; i++) {
            StringBuilder b = new StringBuilder();
            if (r.nextInt(4) == 0) {
                b.append(r.nextBoolean() ? '-' : '+');
            }
            b.append(r.nextBoolean() ? "0x" : "0X");
            int n1 = r.nextInt(18), n2 = r.nextInt(18);
            for (int j = 0; j < n1; j++) {
                b.append(r.nextInt(3) == 0 ? '0' : hx.charAt(r.nextInt(hx.length())));
            }
            if (n2 > 0 || r.nextBoolean()) {
                b.append('.');
            }
            for (int j = 0; j < n2; j++) {
                b.append(r.nextInt(3) == 0 ? '0' : hx.charAt(r.nextInt(hx.length())));
            }
            b.append(r.nextBoolean() ? 'p' : 'P');
            int e = r.nextInt(2400) - 1200;
            if (e >= 0 && r.nextBoolean()) {
                b.append('+');
            }
            b.append(e);
            if (r.nextInt(8) == 0) {
                b.append("fFdD".charAt(r.nextInt(4)));
            }
            set.add(b.toString());
        }
        // Random junk over the alphabet of the grammar, for the syntax checks and messages.
        r = new Random(27);
        String alpha = "0123456789..eE+-xXpPfFdDaAbN I\t\n";
        for (int i = 0; i < 6000; i++) {
            int n = r.nextInt(10);
            StringBuilder b = new StringBuilder();
            for (int j = 0; j < n; j++) {
                b.append(alpha.charAt(r.nextInt(alpha.length())));
            }
            set.add(b.toString());
        }
        for (String s : set) {
            out.write("P\t" + esc(s) + "\t" + parseD(s) + "\t" + parseF(s) + "\n");
        }
    }

    // halfway adds the midpoint of lo and hi, and points just below and above it, in several spellings.
    static void halfway(LinkedHashSet<String> set, BigDecimal lo, BigDecimal hi, Random r) {
        BigDecimal mid = lo.add(hi).divide(BigDecimal.valueOf(2));
        BigDecimal eps = BigDecimal.ONE.scaleByPowerOfTen(-(mid.scale() + 3));
        set.add(mid.toString());
        set.add(r.nextBoolean() ? mid.add(eps).toString() : mid.add(eps).toPlainString());
        set.add(r.nextBoolean() ? mid.subtract(eps).toString() : mid.subtract(eps).toPlainString());
        // Truncated to 17..25 significant digits: near-halfway inputs that are not exact.
        int p = 17 + r.nextInt(9);
        if (mid.precision() > p) {
            set.add(mid.round(new java.math.MathContext(p, java.math.RoundingMode.DOWN)).toString());
            set.add(mid.round(new java.math.MathContext(p, java.math.RoundingMode.UP)).toString());
        }
    }

    // perturb changes one digit of a printed number, to land between neighbouring values.
    static String perturb(String s, Random r) {
        char[] c = s.toCharArray();
        int tries = 0;
        while (tries++ < 10) {
            int i = r.nextInt(c.length);
            if (c[i] >= '0' && c[i] <= '9') {
                c[i] = (char) ('0' + r.nextInt(10));
                break;
            }
        }
        String t = new String(c);
        if (r.nextInt(4) == 0) {
            int e = t.indexOf('E');
            String digits = "" + r.nextInt(1000000);
            t = e < 0 ? t + digits : t.substring(0, e) + digits + t.substring(e);
        }
        return t;
    }

    static String parseD(String s) {
        try {
            return hex16(Double.doubleToRawLongBits(Double.parseDouble(s)));
        } catch (NumberFormatException e) {
            return "!" + esc(e.getMessage());
        }
    }

    static String parseF(String s) {
        try {
            return hex8(Float.floatToRawIntBits(Float.parseFloat(s)));
        } catch (NumberFormatException e) {
            return "!" + esc(e.getMessage());
        }
    }
}
