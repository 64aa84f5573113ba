// JopRoutines: the bytecodes that JOP implements in Java instead of microcode, written the way
// such a runtime writes them, so that tracing them and costing the trace with the jop model gives
// each routine's cycles from JOP's own timing table (cost/routines_test.go does that and checks
// the figures of queries/costmodels/jop.sql against the measurement).
//
// Every routine is a static method whose parameters are the bytecode's operands and whose result
// is the bytecode's result: floats travel as their int bits and doubles as their long bits, as
// they lie on JOP's stack. The routines use only bytecodes that JOP runs in microcode: int
// arithmetic (imul included), shifts and logic, the long adds, shifts and logic, conversions
// between int and long, loads, stores, branches and invokes of the private helpers below. None
// uses a bytecode that is itself in JOP's software list: no lmul, idiv, irem, ldiv, lrem, lcmp,
// i2b, i2s, no float or double instruction, no switch. Long comparisons test the sign of the
// high word instead of using lcmp. The only exception is the throw of ArithmeticException on a
// division by zero (new, athrow), a path the measurement never takes.
//
// The float routines follow Berkeley SoftFloat (round to nearest even, subnormals, infinities and
// NaN as in Java; a NaN result is the canonical quiet NaN): an operand is unpacked into a
// significand with guard bits, the operation runs on ints (floats) or longs (doubles), and
// fround/dround (SoftFloat's roundAndPackFloat32/64) round and pack the result. Multiplication
// builds the significand product from imul of 12-bit (float) or 14-bit (double) pieces, division
// is a restoring shift-and-subtract loop, remainder is musl's fmod.
//
// Long data is kept in longs and computed with long arithmetic, as plain Java does (lmul, ldiv,
// lrem, the double routines), which is most of their cost on JOP: lshl/lushr 28 cycles, ladd 26,
// lsub 38, lload and lstore 11 beyond the first locals. Only the comparisons (dcmpl, dcmpg, and
// the sign tests instead of lcmp) work on the int words. A routine written on int pairs
// throughout would be faster, and one that used lcmp (as javac compiles a long comparison)
// slower.
//
//   java JopRoutines          calls each routine from its own call site in main on a few
//                             representative operands and checks every result against the
//                             JVM's own bytecode (exit status 1 on a difference);
//   java JopRoutines check N  compares every routine with the JVM on N random operand pairs
//                             and on special values (zeros, subnormals, infinities, NaN, limits).
//
// Compile with: javac --release 8 -d testdata/jop-routines testdata/jop-routines/JopRoutines.java
public class JopRoutines {
    static final int NAN_F = 0x7FC00000;
    static final int INF_F = 0x7F800000;
    static final long NAN_D = 0x7FF8000000000000L;
    static final long INF_D = 0x7FF0000000000000L;
    static final long SIGN_D = 0x8000000000000000L;
    static final long ABS_D = 0x7FFFFFFFFFFFFFFFL;
    static final long FRAC_D = 0xFFFFFFFFFFFFFL;
    static final long HIDDEN_D = 0x10000000000000L;

    // ---- int and long arithmetic ----

    // idiv: 32-step shift-and-subtract on the magnitudes (-2^31 taken as the unsigned 2^31).
    static int idiv(int a, int b) {
        if (b == 0) throw new ArithmeticException("/ by zero");
        int s = a ^ b;
        if (a < 0) a = -a;
        if (b < 0) {
            b = -b;
            if (b < 0) return a == b ? 1 : 0; // the divisor is -2^31
        }
        int q = 0, r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (a >>> 31);
            a <<= 1;
            q <<= 1;
            if (r < 0 || r >= b) { // r >= b unsigned: r < 2b <= 2^32
                r -= b;
                q |= 1;
            }
        }
        return s < 0 ? -q : q;
    }

    // irem: the idiv loop, keeping the remainder (with the dividend's sign).
    static int irem(int a, int b) {
        if (b == 0) throw new ArithmeticException("/ by zero");
        int s = a;
        if (a < 0) a = -a;
        if (b < 0) {
            b = -b;
            if (b < 0) return a == b ? 0 : s;
        }
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (a >>> 31);
            a <<= 1;
            if (r < 0 || r >= b) r -= b;
        }
        return s < 0 ? -r : r;
    }

    // ldiv: 64-step shift-and-subtract on longs; r >= b is the sign of r's or (r - b)'s high word.
    static long ldiv(long a, long b) {
        if (((int) b | (int) (b >>> 32)) == 0) throw new ArithmeticException("/ by zero");
        int s = (int) ((a ^ b) >>> 32);
        if ((int) (a >>> 32) < 0) a = -a;
        if ((int) (b >>> 32) < 0) {
            b = -b;
            if ((int) (b >>> 32) < 0) // the divisor is -2^63
                return (int) (a >>> 32) == 0x80000000 && (int) a == 0 ? 1L : 0L;
        }
        long q = 0, r = 0;
        for (int i = 0; i < 64; i++) {
            r = (r << 1) | (a >>> 63);
            a <<= 1;
            q <<= 1;
            long t = r - b;
            if ((int) (r >>> 32) < 0 || (int) (t >>> 32) >= 0) {
                r = t;
                q |= 1;
            }
        }
        return s < 0 ? -q : q;
    }

    // lrem: the ldiv loop, keeping the remainder.
    static long lrem(long a, long b) {
        if (((int) b | (int) (b >>> 32)) == 0) throw new ArithmeticException("/ by zero");
        int s = (int) (a >>> 32);
        if (s < 0) a = -a;
        if ((int) (b >>> 32) < 0) {
            b = -b;
            if ((int) (b >>> 32) < 0)
                return (int) (a >>> 32) == 0x80000000 && (int) a == 0 ? 0L : (s < 0 ? -a : a);
        }
        long r = 0;
        for (int i = 0; i < 64; i++) {
            r = (r << 1) | (a >>> 63);
            a <<= 1;
            long t = r - b;
            if ((int) (r >>> 32) < 0 || (int) (t >>> 32) >= 0) r = t;
        }
        return s < 0 ? -r : r;
    }

    // lmul: byte by byte. Of the 8 x 8 partial products (imul of two bytes), the 36 that land
    // below bit 64 are shifted into place and added as longs; the other 28 only touch bits
    // 64 and up. Two's complement makes the signs come out right.
    static long lmul(long a, long b) {
        long z = 0;
        for (int i = 0; i < 8; i++) {
            int ai = (int) a & 0xFF;
            a >>>= 8;
            long bb = b;
            for (int j = 0; j < 8 - i; j++) {
                z += (long) (ai * ((int) bb & 0xFF)) << ((i + j) << 3);
                bb >>>= 8;
            }
        }
        return z;
    }

    // lcmp: high words signed, then low words unsigned.
    static int lcmp(long a, long b) {
        int ah = (int) (a >>> 32), bh = (int) (b >>> 32);
        if (ah < bh) return -1;
        if (ah > bh) return 1;
        int al = (int) a ^ 0x80000000, bl = (int) b ^ 0x80000000;
        if (al < bl) return -1;
        if (al > bl) return 1;
        return 0;
    }

    static int i2b(int a) {
        return (a << 24) >> 24;
    }

    static int i2s(int a) {
        return (a << 16) >> 16;
    }

    // ---- helpers ----

    // The number of leading zeros of x != 0, by binary search.
    private static int clz32(int x) {
        int n = 0;
        if ((x & 0xFFFF0000) == 0) {
            n = 16;
            x <<= 16;
        }
        if ((x & 0xFF000000) == 0) {
            n += 8;
            x <<= 8;
        }
        if ((x & 0xF0000000) == 0) {
            n += 4;
            x <<= 4;
        }
        if ((x & 0xC0000000) == 0) {
            n += 2;
            x <<= 2;
        }
        if (x >= 0) n++;
        return n;
    }

    // The number of leading zeros of x != 0.
    private static int clz64(long x) {
        int n = 0;
        int h = (int) (x >>> 32);
        if (h == 0) {
            n = 32;
            h = (int) x;
        }
        if ((h & 0xFFFF0000) == 0) {
            n += 16;
            h <<= 16;
        }
        if ((h & 0xFF000000) == 0) {
            n += 8;
            h <<= 8;
        }
        if ((h & 0xF0000000) == 0) {
            n += 4;
            h <<= 4;
        }
        if ((h & 0xC0000000) == 0) {
            n += 2;
            h <<= 2;
        }
        if (h >= 0) n++;
        return n;
    }

    // SoftFloat's roundAndPackFloat32: z has its leading one at bit 30 (or lower when e is 0)
    // and 7 bits below the result's last; e is the biased exponent minus one. Rounds to nearest
    // even, to infinity on overflow, and to a subnormal or zero when e < 0.
    private static int fround(int sign, int e, int z) {
        int rb = z & 0x7F;
        if (e >= 0xFD || e < 0) {
            if (e > 0xFD || (e == 0xFD && z + 0x40 < 0)) return sign | INF_F;
            if (e < 0) {
                int c = -e;
                z = c < 31 ? (z >>> c) | (z << -c != 0 ? 1 : 0) : (z != 0 ? 1 : 0);
                e = 0;
                rb = z & 0x7F;
            }
        }
        z = (z + 0x40) >>> 7;
        if (rb == 0x40) z &= ~1;
        if (z == 0) e = 0;
        return sign | ((e << 23) + z);
    }

    // SoftFloat's roundAndPackFloat64: z has its leading one at bit 62 and 10 bits below the
    // result's last.
    private static long dround(long sign, int e, long z) {
        int rb = (int) z & 0x3FF;
        if (e >= 0x7FD || e < 0) {
            if (e > 0x7FD || (e == 0x7FD && (int) ((z + 0x200) >>> 32) < 0)) return sign | INF_D;
            if (e < 0) {
                int c = -e;
                if (c < 63) {
                    long t = z << -c;
                    z = (z >>> c) | (((int) t | (int) (t >>> 32)) != 0 ? 1 : 0);
                } else {
                    z = 1;
                }
                e = 0;
                rb = (int) z & 0x3FF;
            }
        }
        z = (z + 0x200) >>> 10;
        if (rb == 0x200) z &= ~1L;
        if (((int) z | (int) (z >>> 32)) == 0) e = 0;
        return sign | (((long) e << 52) + z);
    }

    // ---- float ----

    static int fconst_0() {
        return 0;
    }

    static int fconst_1() {
        return 0x3F800000;
    }

    static int fconst_2() {
        return 0x40000000;
    }

    static int fneg(int a) {
        return a ^ 0x80000000;
    }

    // fadd: a is made the operand of larger magnitude; the smaller is aligned to it with a
    // sticky bit, the significands (6 guard bits) are added or subtracted, the result normalized.
    static int fadd(int a, int b) {
        int ma = a & 0x7FFFFFFF, mb = b & 0x7FFFFFFF;
        if (ma < mb) {
            int t = a;
            a = b;
            b = t;
            t = ma;
            ma = mb;
            mb = t;
        }
        int ea = ma >>> 23, eb = mb >>> 23;
        if (ea == 0xFF) {
            if (ma != INF_F || (mb == INF_F && (a ^ b) < 0)) return NAN_F;
            return a;
        }
        if (mb == 0) return ma == 0 ? a & b : a;
        int sa = ma & 0x7FFFFF, sb = mb & 0x7FFFFF;
        if (ea == 0) ea = 1;
        else sa |= 0x800000;
        if (eb == 0) eb = 1;
        else sb |= 0x800000;
        sa <<= 6;
        sb <<= 6;
        int d = ea - eb;
        if (d > 0) sb = d < 31 ? (sb >>> d) | (sb << -d != 0 ? 1 : 0) : 1;
        int sign = a & 0x80000000;
        if ((a ^ b) >= 0) {
            int z = sa + sb;
            if (z < 0x40000000) return fround(sign, ea - 1, z << 1);
            return fround(sign, ea, z);
        }
        int z = sa - sb;
        if (z == 0) return 0;
        int n = clz32(z) - 1;
        return fround(sign, ea - n, z << n);
    }

    // fsub: negate, then fadd.
    static int fsub(int a, int b) {
        return fadd(a, b ^ 0x80000000);
    }

    // fmul: the 48-bit product of the 24-bit significands from four imul of 12-bit pieces.
    static int fmul(int a, int b) {
        int sign = (a ^ b) & 0x80000000;
        int ma = a & 0x7FFFFFFF, mb = b & 0x7FFFFFFF;
        int ea = ma >>> 23, eb = mb >>> 23;
        if (ea == 0xFF || eb == 0xFF) {
            if (ma > INF_F || mb > INF_F || ma == 0 || mb == 0) return NAN_F;
            return sign | INF_F;
        }
        if (ma == 0 || mb == 0) return sign;
        int sa = ma & 0x7FFFFF, sb = mb & 0x7FFFFF;
        if (ea == 0) {
            int n = clz32(sa) - 8;
            sa <<= n;
            ea = 1 - n;
        } else {
            sa |= 0x800000;
        }
        if (eb == 0) {
            int n = clz32(sb) - 8;
            sb <<= n;
            eb = 1 - n;
        } else {
            sb |= 0x800000;
        }
        int ah = sa >>> 12, al = sa & 0xFFF, bh = sb >>> 12, bl = sb & 0xFFF;
        int mid = ah * bl + al * bh;
        int lo = al * bl + ((mid & 0xFFF) << 12);
        int hi = ah * bh + (mid >>> 12) + (lo >>> 24);
        int z = (hi << 7) | ((lo & 0xFFFFFF) >>> 17) | ((lo & 0x1FFFF) != 0 ? 1 : 0);
        int e = ea + eb - 0x7F;
        if (z < 0x40000000) return fround(sign, e - 1, z << 1);
        return fround(sign, e, z);
    }

    // fdiv: a 26-step restoring division of the significands, the remainder as sticky bit.
    static int fdiv(int a, int b) {
        int sign = (a ^ b) & 0x80000000;
        int ma = a & 0x7FFFFFFF, mb = b & 0x7FFFFFFF;
        if (ma > INF_F || mb > INF_F) return NAN_F;
        if (ma == INF_F) return mb == INF_F ? NAN_F : sign | INF_F;
        if (mb == INF_F) return sign;
        if (mb == 0) return ma == 0 ? NAN_F : sign | INF_F;
        if (ma == 0) return sign;
        int ea = ma >>> 23, eb = mb >>> 23;
        int sa = ma & 0x7FFFFF, sb = mb & 0x7FFFFF;
        if (ea == 0) {
            int n = clz32(sa) - 8;
            sa <<= n;
            ea = 1 - n;
        } else {
            sa |= 0x800000;
        }
        if (eb == 0) {
            int n = clz32(sb) - 8;
            sb <<= n;
            eb = 1 - n;
        } else {
            sb |= 0x800000;
        }
        int e = ea - eb + 126;
        if (sa < sb) {
            sa <<= 1;
            e--;
        }
        int q = 0;
        for (int i = 0; i < 26; i++) {
            q <<= 1;
            if (sa >= sb) {
                sa -= sb;
                q |= 1;
            }
            sa <<= 1;
        }
        return fround(sign, e, (q << 5) | (sa != 0 ? 1 : 0));
    }

    // frem: musl's fmodf, one shift-and-subtract step per unit of exponent difference.
    static int frem(int a, int b) {
        int sx = a & 0x80000000;
        int mx = a & 0x7FFFFFFF, my = b & 0x7FFFFFFF;
        if (my == 0 || my > INF_F || mx >= INF_F) return NAN_F;
        if (mx <= my) return mx == my ? sx : a;
        int ex = mx >>> 23, ey = my >>> 23;
        if (ex == 0) {
            int n = clz32(mx) - 8;
            mx <<= n;
            ex = 1 - n;
        } else {
            mx = (mx & 0x7FFFFF) | 0x800000;
        }
        if (ey == 0) {
            int n = clz32(my) - 8;
            my <<= n;
            ey = 1 - n;
        } else {
            my = (my & 0x7FFFFF) | 0x800000;
        }
        for (; ex > ey; ex--) {
            int t = mx - my;
            if (t >= 0) {
                if (t == 0) return sx;
                mx = t;
            }
            mx <<= 1;
        }
        int t = mx - my;
        if (t >= 0) {
            if (t == 0) return sx;
            mx = t;
        }
        int n = clz32(mx) - 8;
        mx <<= n;
        ex -= n;
        if (ex > 0) return sx | (((ex - 1) << 23) + mx);
        return sx | (mx >>> (1 - ex));
    }

    // fcmpl, fcmpg: sign and magnitude turned into two's complement, then compared.
    static int fcmpl(int a, int b) {
        int ma = a & 0x7FFFFFFF, mb = b & 0x7FFFFFFF;
        if (ma > INF_F || mb > INF_F) return -1;
        if (a < 0) ma = -ma;
        if (b < 0) mb = -mb;
        return ma < mb ? -1 : ma == mb ? 0 : 1;
    }

    static int fcmpg(int a, int b) {
        int ma = a & 0x7FFFFFFF, mb = b & 0x7FFFFFFF;
        if (ma > INF_F || mb > INF_F) return 1;
        if (a < 0) ma = -ma;
        if (b < 0) mb = -mb;
        return ma < mb ? -1 : ma == mb ? 0 : 1;
    }

    static int i2f(int a) {
        if (a == 0) return 0;
        int sign = a & 0x80000000;
        if (a < 0) {
            a = -a;
            if (a < 0) return 0xCF000000; // -2^31
        }
        int n = clz32(a) - 1;
        return fround(sign, 156 - n, a << n);
    }

    static int l2f(long a) {
        int hi = (int) (a >>> 32), lo = (int) a;
        if ((hi | lo) == 0) return 0;
        int sign = hi & 0x80000000;
        if (hi < 0) {
            a = -a;
            hi = (int) (a >>> 32);
            lo = (int) a;
            if (hi < 0) return 0xDF000000; // -2^63
        }
        if (hi == 0) {
            if (lo < 0) return fround(sign, 157, (lo >>> 1) | (lo & 1));
            int n = clz32(lo) - 1;
            return fround(sign, 156 - n, lo << n);
        }
        int n = clz32(hi) - 1;
        int z = (hi << n) | ((lo >>> 1) >>> (31 - n)) | (lo << n != 0 ? 1 : 0);
        return fround(sign, 188 - n, z);
    }

    // f2i, f2l: truncate toward zero; NaN gives 0, out of range saturates.
    static int f2i(int a) {
        int m = a & 0x7FFFFFFF;
        int e = m >>> 23;
        if (e < 127) return 0;
        if (m > INF_F) return 0;
        if (e > 157) return a < 0 ? 0x80000000 : 0x7FFFFFFF;
        int s = (m & 0x7FFFFF) | 0x800000;
        int v = e >= 150 ? s << (e - 150) : s >>> (150 - e);
        return a < 0 ? -v : v;
    }

    static long f2l(int a) {
        int m = a & 0x7FFFFFFF;
        int e = m >>> 23;
        if (e < 127) return 0;
        if (m > INF_F) return 0;
        if (e > 189) return a < 0 ? 0x8000000000000000L : 0x7FFFFFFFFFFFFFFFL;
        int s = (m & 0x7FFFFF) | 0x800000;
        long v = e >= 150 ? (long) s << (e - 150) : (long) (s >>> (150 - e));
        return a < 0 ? -v : v;
    }

    static long f2d(int a) {
        long sign = (long) (a & 0x80000000) << 32;
        int m = a & 0x7FFFFFFF;
        int e = m >>> 23;
        int f = m & 0x7FFFFF;
        if (e == 0xFF) return f != 0 ? NAN_D : sign | INF_D;
        if (e == 0) {
            if (f == 0) return sign;
            int n = clz32(f) - 8;
            f = (f << n) & 0x7FFFFF;
            e = 1 - n;
        }
        return sign | ((long) (e + 896) << 52) | ((long) f << 29);
    }

    // ---- double ----

    static long dconst_0() {
        return 0L;
    }

    static long dconst_1() {
        return 0x3FF0000000000000L;
    }

    static long dneg(long a) {
        return a ^ SIGN_D;
    }

    // dadd: fadd on longs, 9 guard bits.
    static long dadd(long a, long b) {
        long ma = a & ABS_D, mb = b & ABS_D;
        if ((int) ((ma - mb) >>> 32) < 0) {
            long t = a;
            a = b;
            b = t;
            t = ma;
            ma = mb;
            mb = t;
        }
        int ea = (int) (ma >>> 52), eb = (int) (mb >>> 52);
        if (ea == 0x7FF) {
            if (((int) ma | ((int) (ma >>> 32) & 0xFFFFF)) != 0) return NAN_D;
            if (eb == 0x7FF && (int) ((a ^ b) >>> 32) < 0) return NAN_D;
            return a;
        }
        if (((int) mb | (int) (mb >>> 32)) == 0) return ((int) ma | (int) (ma >>> 32)) == 0 ? a & b : a;
        long sa = ma & FRAC_D, sb = mb & FRAC_D;
        if (ea == 0) ea = 1;
        else sa |= HIDDEN_D;
        if (eb == 0) eb = 1;
        else sb |= HIDDEN_D;
        sa <<= 9;
        sb <<= 9;
        int d = ea - eb;
        if (d > 0) {
            if (d < 63) {
                long t = sb << -d;
                sb = (sb >>> d) | (((int) t | (int) (t >>> 32)) != 0 ? 1 : 0);
            } else {
                sb = 1;
            }
        }
        long sign = a & SIGN_D;
        if ((int) ((a ^ b) >>> 32) >= 0) {
            long z = sa + sb;
            if ((int) (z >>> 32) < 0x40000000) return dround(sign, ea - 1, z << 1);
            return dround(sign, ea, z);
        }
        long z = sa - sb;
        if (((int) z | (int) (z >>> 32)) == 0) return 0;
        int n = clz64(z) - 1;
        return dround(sign, ea - n, z << n);
    }

    static long dsub(long a, long b) {
        return dadd(a, b ^ SIGN_D);
    }

    // dmul: the 106-bit product of the 53-bit significands in base 2^14: 16 imul of 14-bit
    // pieces summed by columns in ints, carries propagated, the top 63 bits with a sticky bit.
    static long dmul(long a, long b) {
        long sign = (a ^ b) & SIGN_D;
        long ma = a & ABS_D, mb = b & ABS_D;
        int ea = (int) (ma >>> 52), eb = (int) (mb >>> 52);
        boolean za = ((int) ma | (int) (ma >>> 32)) == 0, zb = ((int) mb | (int) (mb >>> 32)) == 0;
        if (ea == 0x7FF || eb == 0x7FF) {
            if ((ea == 0x7FF && ((int) ma | ((int) (ma >>> 32) & 0xFFFFF)) != 0)
                    || (eb == 0x7FF && ((int) mb | ((int) (mb >>> 32) & 0xFFFFF)) != 0) || za || zb) return NAN_D;
            return sign | INF_D;
        }
        if (za || zb) return sign;
        long sa = ma & FRAC_D, sb = mb & FRAC_D;
        if (ea == 0) {
            int n = clz64(sa) - 11;
            sa <<= n;
            ea = 1 - n;
        } else {
            sa |= HIDDEN_D;
        }
        if (eb == 0) {
            int n = clz64(sb) - 11;
            sb <<= n;
            eb = 1 - n;
        } else {
            sb |= HIDDEN_D;
        }
        int a0 = (int) sa & 0x3FFF, a1 = (int) (sa >>> 14) & 0x3FFF, a2 = (int) (sa >>> 28) & 0x3FFF, a3 = (int) (sa >>> 42);
        int b0 = (int) sb & 0x3FFF, b1 = (int) (sb >>> 14) & 0x3FFF, b2 = (int) (sb >>> 28) & 0x3FFF, b3 = (int) (sb >>> 42);
        int c0 = a0 * b0;
        int c1 = a0 * b1 + a1 * b0 + (c0 >>> 14);
        int c2 = a0 * b2 + a1 * b1 + a2 * b0 + (c1 >>> 14);
        int c3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0 + (c2 >>> 14);
        int c4 = a1 * b3 + a2 * b2 + a3 * b1 + (c3 >>> 14);
        int c5 = a2 * b3 + a3 * b2 + (c4 >>> 14);
        int c6 = a3 * b3 + (c5 >>> 14);
        int sticky = (c0 & 0x3FFF) | (c1 & 0x3FFF) | (c2 & 0x3FFF) | (c3 & 1);
        long z = ((long) c6 << 41) | ((long) (c5 & 0x3FFF) << 27) | ((long) (c4 & 0x3FFF) << 13)
                | (((c3 & 0x3FFF) >>> 1) | (sticky != 0 ? 1 : 0));
        int e = ea + eb - 0x3FF;
        if ((int) (z >>> 32) < 0x40000000) return dround(sign, e - 1, z << 1);
        return dround(sign, e, z);
    }

    // ddiv: a 55-step restoring division of the significands on longs.
    static long ddiv(long a, long b) {
        long sign = (a ^ b) & SIGN_D;
        long ma = a & ABS_D, mb = b & ABS_D;
        int ea = (int) (ma >>> 52), eb = (int) (mb >>> 52);
        if ((ea == 0x7FF && ((int) ma | ((int) (ma >>> 32) & 0xFFFFF)) != 0)
                || (eb == 0x7FF && ((int) mb | ((int) (mb >>> 32) & 0xFFFFF)) != 0)) return NAN_D;
        boolean za = ((int) ma | (int) (ma >>> 32)) == 0, zb = ((int) mb | (int) (mb >>> 32)) == 0;
        if (ea == 0x7FF) return eb == 0x7FF ? NAN_D : sign | INF_D;
        if (eb == 0x7FF) return sign;
        if (zb) return za ? NAN_D : sign | INF_D;
        if (za) return sign;
        long sa = ma & FRAC_D, sb = mb & FRAC_D;
        if (ea == 0) {
            int n = clz64(sa) - 11;
            sa <<= n;
            ea = 1 - n;
        } else {
            sa |= HIDDEN_D;
        }
        if (eb == 0) {
            int n = clz64(sb) - 11;
            sb <<= n;
            eb = 1 - n;
        } else {
            sb |= HIDDEN_D;
        }
        int e = ea - eb + 1022;
        if ((int) ((sa - sb) >>> 32) < 0) {
            sa <<= 1;
            e--;
        }
        long q = 0;
        for (int i = 0; i < 55; i++) {
            q <<= 1;
            long t = sa - sb;
            if ((int) (t >>> 32) >= 0) {
                sa = t;
                q |= 1;
            }
            sa <<= 1;
        }
        return dround(sign, e, (q << 8) | (((int) sa | (int) (sa >>> 32)) != 0 ? 1 : 0));
    }

    // drem: musl's fmod on longs.
    static long drem(long a, long b) {
        long sx = a & SIGN_D;
        long mx = a & ABS_D, my = b & ABS_D;
        if (((int) my | (int) (my >>> 32)) == 0 || (int) ((INF_D - my) >>> 32) < 0 || (int) ((mx - INF_D) >>> 32) >= 0)
            return NAN_D;
        long t = mx - my;
        if ((int) (t >>> 32) < 0) return a;
        if (((int) t | (int) (t >>> 32)) == 0) return sx;
        int ex = (int) (mx >>> 52), ey = (int) (my >>> 52);
        if (ex == 0) {
            int n = clz64(mx) - 11;
            mx <<= n;
            ex = 1 - n;
        } else {
            mx = (mx & FRAC_D) | HIDDEN_D;
        }
        if (ey == 0) {
            int n = clz64(my) - 11;
            my <<= n;
            ey = 1 - n;
        } else {
            my = (my & FRAC_D) | HIDDEN_D;
        }
        for (; ex > ey; ex--) {
            t = mx - my;
            if ((int) (t >>> 32) >= 0) {
                if (((int) t | (int) (t >>> 32)) == 0) return sx;
                mx = t;
            }
            mx <<= 1;
        }
        t = mx - my;
        if ((int) (t >>> 32) >= 0) {
            if (((int) t | (int) (t >>> 32)) == 0) return sx;
            mx = t;
        }
        int n = clz64(mx) - 11;
        mx <<= n;
        ex -= n;
        if (ex > 0) return sx | (((long) (ex - 1) << 52) + mx);
        return sx | (mx >>> (1 - ex));
    }

    // dcmpl, dcmpg: on the int words: NaN and zero tests on the high words, then the signs,
    // then the magnitudes (high words, then low words unsigned, as lcmp).
    static int dcmpl(long a, long b) {
        int ah = (int) (a >>> 32), al = (int) a, bh = (int) (b >>> 32), bl = (int) b;
        int ma = ah & 0x7FFFFFFF, mb = bh & 0x7FFFFFFF;
        if (ma > 0x7FF00000 || (ma == 0x7FF00000 && al != 0) || mb > 0x7FF00000 || (mb == 0x7FF00000 && bl != 0)) return -1;
        if ((ma | al | mb | bl) == 0) return 0; // +0 and -0
        if ((ah ^ bh) < 0) return ah < 0 ? -1 : 1;
        int c;
        if (ma != mb) c = ma < mb ? -1 : 1;
        else if (al == bl) return 0;
        else c = (al ^ 0x80000000) < (bl ^ 0x80000000) ? -1 : 1;
        return ah < 0 ? -c : c;
    }

    static int dcmpg(long a, long b) {
        int ah = (int) (a >>> 32), al = (int) a, bh = (int) (b >>> 32), bl = (int) b;
        int ma = ah & 0x7FFFFFFF, mb = bh & 0x7FFFFFFF;
        if (ma > 0x7FF00000 || (ma == 0x7FF00000 && al != 0) || mb > 0x7FF00000 || (mb == 0x7FF00000 && bl != 0)) return 1;
        if ((ma | al | mb | bl) == 0) return 0; // +0 and -0
        if ((ah ^ bh) < 0) return ah < 0 ? -1 : 1;
        int c;
        if (ma != mb) c = ma < mb ? -1 : 1;
        else if (al == bl) return 0;
        else c = (al ^ 0x80000000) < (bl ^ 0x80000000) ? -1 : 1;
        return ah < 0 ? -c : c;
    }

    static long i2d(int a) {
        if (a == 0) return 0;
        long sign = 0;
        if (a < 0) {
            sign = SIGN_D;
            a = -a; // -2^31 stays 0x80000000, its magnitude unsigned
        }
        int n = clz32(a);
        return sign | (((long) (1053 - n) << 52) + (((long) (a << n) & 0xFFFFFFFFL) << 21));
    }

    static long l2d(long a) {
        if (((int) a | (int) (a >>> 32)) == 0) return 0;
        long sign = a & SIGN_D;
        if ((int) (a >>> 32) < 0) {
            a = -a;
            if ((int) (a >>> 32) < 0) return 0xC3E0000000000000L; // -2^63
        }
        int n = clz64(a) - 1;
        return dround(sign, 0x43C - n, a << n);
    }

    static int d2i(long a) {
        int hi = (int) (a >>> 32);
        int e = (hi >>> 20) & 0x7FF;
        if (e < 1023) return 0;
        if (e == 0x7FF && ((hi & 0xFFFFF) | (int) a) != 0) return 0;
        if (e > 1053) return hi < 0 ? 0x80000000 : 0x7FFFFFFF;
        long m = (a & FRAC_D) | HIDDEN_D;
        int v = (int) (m >>> (1075 - e));
        return hi < 0 ? -v : v;
    }

    static long d2l(long a) {
        int hi = (int) (a >>> 32);
        int e = (hi >>> 20) & 0x7FF;
        if (e < 1023) return 0;
        if (e == 0x7FF && ((hi & 0xFFFFF) | (int) a) != 0) return 0;
        if (e > 1085) return hi < 0 ? 0x8000000000000000L : 0x7FFFFFFFFFFFFFFFL;
        long m = (a & FRAC_D) | HIDDEN_D;
        long v = e >= 1075 ? m << (e - 1075) : m >>> (1075 - e);
        return hi < 0 ? -v : v;
    }

    // d2f: SoftFloat's float64_to_float32: the fraction shifted right 22 with a sticky bit.
    static int d2f(long a) {
        int hi = (int) (a >>> 32);
        int sign = hi & 0x80000000;
        int e = (hi >>> 20) & 0x7FF;
        if (e == 0x7FF) return ((hi & 0xFFFFF) | (int) a) != 0 ? NAN_F : sign | INF_F;
        int z = (int) ((a & FRAC_D) >>> 22) | (((int) a & 0x3FFFFF) != 0 ? 1 : 0);
        if ((e | z) == 0) return sign;
        return fround(sign, e - 0x381, z | 0x40000000);
    }

    // ---- the measurement: every routine from its own call site ----

    static final int[] IA = {2000000000, -1234567890, 987654321, -2147483648, 1717986918, -999999999, 123456789, -2000000001};
    static final int[] IB = {7, 12345, -98765, 3, 1000003, -1999, 123, 65537};
    static final long[] LA = {0x123456789ABCDEF0L, -9000000000000000000L, 8765432109876543210L, -1234567890123456789L,
        Long.MAX_VALUE, 0x7EDCBA9876543210L, -0x0FEDCBA987654321L, 4611686018427387904L};
    static final long[] LB = {0x12345L, 7L, -123456789012L, -987654321L, 1000000007L, 0x1234567890ABCL, 3L, -65536L};
    static final long[] MA = {0x123456789ABCDEF0L, -0x5555555555555555L, 0x7FFFFFFFFFFFFFFFL, -0x0123456789ABCDEFL,
        0x0F0F0F0F0F0F0F0FL, -8L, 0x6A09E667F3BCC908L, -0x428A2F98D728AE22L};
    static final long[] MB = {0x0FEDCBA987654321L, 0x3333333333333333L, -0x7FFFFFFFFFFFFFFFL, 0x1122334455667788L,
        -0x7070707070707070L, 0x5DEECE66DL, -0x3C6EF372FE94F82BL, 0x510E527FADE682D1L};
    static final long[] CA = {1L << 40, -5L, 0x100000000L, 123456789012345L, Long.MIN_VALUE, 0xFFFFFFFFL, -1L, 42L};
    static final long[] CB = {1L << 41, 5L, 0x100000001L, 123456789012345L, Long.MAX_VALUE, 0x80000000L, -2L, -42L};
    static final int[] XI = {0, 127, 128, -129, 0x12345678, -1, 255, 0xABCD};
    static final int[] NI = {0x12345678, -987654321, 1, 1000, -65536, 16777217, 2147483647, -123};
    static final long[] NL = {0x123456789ABCDEF0L, -1234567890123L, 1L, (1L << 53) + 1, -0x7EDCBA9876543210L, 1000000L,
        0x00FFFFFFFFFFFFFFL, -42L};
    static final float[] FA = {1.5f, -0.1f, 1e10f, 3.14159265f, -7f, 2.5e-3f, 6.02e23f, 100f};
    static final float[] FB = {3.25f, 0.3f, -123.456f, 2.71828183f, -0.5f, 1e-3f, -6.0e23f, -99.99f};
    static final float[] RA = {10.5f, -123.456f, 3.14159265f, 1e6f, 100f, 2.5e-3f, -7f, 65536.5f};
    static final float[] RB = {3f, 10f, 0.5f, 7.3f, -99.99f, 1e-3f, -0.75f, 1.1f};
    static final float[] CFA = {1.5f, -0.1f, 1e10f, -7f, 2.5e-3f, 0f, 100f, -3f};
    static final float[] CFB = {3.25f, -0.1f, -123.456f, -0.5f, 2.5e-3f, -0f, -99.99f, -3.5f};
    static final float[] FI = {1.5f, -123.456f, 1e9f, -2.5e9f, 0.75f, 65535.9f, -1e-3f, 2.1e9f};
    static final float[] FL = {1.5f, -123.456f, 1e18f, -3.3e9f, 0.75f, 6.5e12f, -1e-3f, 7.7e15f};
    static final double[] DA = {1.5, -0.1, 1e100, Math.PI, -7, 2.5e-3, 6.02e23, 100};
    static final double[] DB = {3.25, 0.3, -123.456, Math.E, -0.5, 1e-3, -6.0e23, -99.99};
    static final double[] QA = {10.5, -123.456, Math.PI, 1e6, 100, 2.5e-3, -7, 65536.5};
    static final double[] QB = {3, 10, 0.5, 7.3, -99.99, 1e-3, -0.75, 1.1};
    static final double[] CDA = {1.5, -0.1, 1e100, -7, 2.5e-3, 0.0, 100, -3};
    static final double[] CDB = {3.25, -0.1, -123.456, -0.5, 2.5e-3, -0.0, -99.99, -3.5};
    static final double[] DI = {1.5, -123.456, 1e9, -2.5e9, 0.75, 65535.9, -1e-3, 2.1e9};
    static final double[] DL = {1.5, -123.456, 1e18, -3.3e9, 0.75, 6.5e12, -1e-3, 1e19};

    static int failures;

    static void expect(String what, int i, long got, long want) {
        if (got != want) {
            failures++;
            System.out.println(what + " #" + i + ": got " + Long.toHexString(got) + ", want " + Long.toHexString(want));
        }
    }

    static int fb(float f) {
        return Float.floatToRawIntBits(f);
    }

    static long db(double d) {
        return Double.doubleToRawLongBits(d);
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            check(args.length > 1 ? Integer.parseInt(args[1]) : 1000000);
            return;
        }
        int n = 8;
        for (int i = 0; i < n; i++) expect("idiv", i, idiv(IA[i], IB[i]), IA[i] / IB[i]);
        for (int i = 0; i < n; i++) expect("irem", i, irem(IA[i], IB[i]), IA[i] % IB[i]);
        for (int i = 0; i < n; i++) expect("ldiv", i, ldiv(LA[i], LB[i]), LA[i] / LB[i]);
        for (int i = 0; i < n; i++) expect("lrem", i, lrem(LA[i], LB[i]), LA[i] % LB[i]);
        for (int i = 0; i < n; i++) expect("lmul", i, lmul(MA[i], MB[i]), MA[i] * MB[i]);
        for (int i = 0; i < n; i++) expect("lcmp", i, lcmp(CA[i], CB[i]), CA[i] < CB[i] ? -1 : CA[i] == CB[i] ? 0 : 1);
        for (int i = 0; i < n; i++) expect("i2b", i, i2b(XI[i]), (byte) XI[i]);
        for (int i = 0; i < n; i++) expect("i2s", i, i2s(XI[i]), (short) XI[i]);
        expect("fconst_0", 0, fconst_0(), fb(0f));
        expect("fconst_1", 0, fconst_1(), fb(1f));
        expect("fconst_2", 0, fconst_2(), fb(2f));
        for (int i = 0; i < n; i++) expect("fneg", i, fneg(fb(FA[i])), fb(-FA[i]));
        for (int i = 0; i < n; i++) expect("fadd", i, fadd(fb(FA[i]), fb(FB[i])), fb(FA[i] + FB[i]));
        for (int i = 0; i < n; i++) expect("fsub", i, fsub(fb(FA[i]), fb(FB[i])), fb(FA[i] - FB[i]));
        for (int i = 0; i < n; i++) expect("fmul", i, fmul(fb(FA[i]), fb(FB[i])), fb(FA[i] * FB[i]));
        for (int i = 0; i < n; i++) expect("fdiv", i, fdiv(fb(FA[i]), fb(FB[i])), fb(FA[i] / FB[i]));
        for (int i = 0; i < n; i++) expect("frem", i, frem(fb(RA[i]), fb(RB[i])), fb(RA[i] % RB[i]));
        for (int i = 0; i < n; i++) expect("fcmpl", i, fcmpl(fb(CFA[i]), fb(CFB[i])), CFA[i] < CFB[i] ? -1 : CFA[i] == CFB[i] ? 0 : 1);
        for (int i = 0; i < n; i++) expect("fcmpg", i, fcmpg(fb(CFA[i]), fb(CFB[i])), CFA[i] < CFB[i] ? -1 : CFA[i] == CFB[i] ? 0 : 1);
        for (int i = 0; i < n; i++) expect("i2f", i, i2f(NI[i]), fb((float) NI[i]));
        for (int i = 0; i < n; i++) expect("l2f", i, l2f(NL[i]), fb((float) NL[i]));
        for (int i = 0; i < n; i++) expect("f2i", i, f2i(fb(FI[i])), (int) FI[i]);
        for (int i = 0; i < n; i++) expect("f2l", i, f2l(fb(FL[i])), (long) FL[i]);
        for (int i = 0; i < n; i++) expect("f2d", i, f2d(fb(FA[i])), db((double) FA[i]));
        expect("dconst_0", 0, dconst_0(), db(0.0));
        expect("dconst_1", 0, dconst_1(), db(1.0));
        for (int i = 0; i < n; i++) expect("dneg", i, dneg(db(DA[i])), db(-DA[i]));
        for (int i = 0; i < n; i++) expect("dadd", i, dadd(db(DA[i]), db(DB[i])), db(DA[i] + DB[i]));
        for (int i = 0; i < n; i++) expect("dsub", i, dsub(db(DA[i]), db(DB[i])), db(DA[i] - DB[i]));
        for (int i = 0; i < n; i++) expect("dmul", i, dmul(db(DA[i]), db(DB[i])), db(DA[i] * DB[i]));
        for (int i = 0; i < n; i++) expect("ddiv", i, ddiv(db(DA[i]), db(DB[i])), db(DA[i] / DB[i]));
        for (int i = 0; i < n; i++) expect("drem", i, drem(db(QA[i]), db(QB[i])), db(QA[i] % QB[i]));
        for (int i = 0; i < n; i++) expect("dcmpl", i, dcmpl(db(CDA[i]), db(CDB[i])), CDA[i] < CDB[i] ? -1 : CDA[i] == CDB[i] ? 0 : 1);
        for (int i = 0; i < n; i++) expect("dcmpg", i, dcmpg(db(CDA[i]), db(CDB[i])), CDA[i] < CDB[i] ? -1 : CDA[i] == CDB[i] ? 0 : 1);
        for (int i = 0; i < n; i++) expect("i2d", i, i2d(NI[i]), db((double) NI[i]));
        for (int i = 0; i < n; i++) expect("l2d", i, l2d(NL[i]), db((double) NL[i]));
        for (int i = 0; i < n; i++) expect("d2i", i, d2i(db(DI[i])), (int) DI[i]);
        for (int i = 0; i < n; i++) expect("d2l", i, d2l(db(DL[i])), (long) DL[i]);
        for (int i = 0; i < n; i++) expect("d2f", i, d2f(db(DA[i])), fb((float) DA[i]));
        if (failures > 0) System.exit(1);
        System.out.println("ok");
    }

    // ---- the check against the JVM (not part of the measurement) ----

    static final int[] SPECIAL_F = {0, 0x80000000, 0x3F800000, 0xBF800000, INF_F, 0xFF800000, NAN_F, 0x7F800001, 0xFFC00000,
        1, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x4B000000, 0x4B7FFFFF,
        0x4EFFFFFF, 0x4F000000, 0xCF000000, 0xCF000001, 0x5EFFFFFF, 0x5F000000, 0xDF000000, 0xDF000001, 0x3F000000,
        0x3F7FFFFF, 0x33800000, 0x00400000, 0x0D000000};
    static final long[] SPECIAL_D = {0L, SIGN_D, 0x3FF0000000000000L, 0xBFF0000000000000L, INF_D, 0xFFF0000000000000L, NAN_D,
        0x7FF0000000000001L, 1L, 0x8000000000000001L, 0x000FFFFFFFFFFFFFL, 0x0010000000000000L, 0x7FEFFFFFFFFFFFFFL,
        0xFFEFFFFFFFFFFFFFL, 0x41DFFFFFFFC00000L, 0x41E0000000000000L, 0xC1E0000000000000L, 0xC1E0000000200000L,
        0x43DFFFFFFFFFFFFFL, 0x43E0000000000000L, 0xC3E0000000000000L, 0xC3E0000000000001L, 0x3FE0000000000000L,
        0x36A0000000000000L, 0x3690000000000000L, 0x47EFFFFFE0000000L, 0x47EFFFFFF0000000L, 0x3810000000000000L,
        0x380FFFFFF0000000L, 0x4330000000000000L};
    static final int[] SPECIAL_I = {0, 1, -1, 2, -2, 3, 7, -7, 0x7FFFFFFF, 0x80000000, 0x80000001, 0x40000000, 0xFFFF, 0x10000,
        0x1000001, 0xFFFFFF, 0x12345678};
    static final long[] SPECIAL_L = {0L, 1L, -1L, 2L, -2L, 3L, 7L, -7L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1,
        0xFFFFFFFFL, 0x80000000L, 0x100000000L, -0x100000000L, 0x7FFFFFFFL, 0x20000000000001L, 0x1FFFFFFFFFFFFFL,
        0x4000000000000000L, 0xFFFFFFFFFFFFFFL, 0x8000000080000000L};

    static java.util.Random rnd;

    static int randomInt() {
        int k = rnd.nextInt(8);
        if (k == 0) return SPECIAL_I[rnd.nextInt(SPECIAL_I.length)];
        return rnd.nextInt() >> rnd.nextInt(32);
    }

    static long randomLong() {
        int k = rnd.nextInt(8);
        if (k == 0) return SPECIAL_L[rnd.nextInt(SPECIAL_L.length)];
        return rnd.nextLong() >> rnd.nextInt(64);
    }

    // Floats: specials, random bits, and values of nearby exponents (cancellation, rounding).
    static int randomFloat(int other) {
        int k = rnd.nextInt(8);
        if (k == 0) return SPECIAL_F[rnd.nextInt(SPECIAL_F.length)];
        if (k < 3) return rnd.nextInt();
        if (k == 3) return other ^ 0x80000000 ^ (rnd.nextInt() >>> (9 + rnd.nextInt(23)));
        int e = 127 + rnd.nextInt(61) - 30;
        return (rnd.nextInt() & 0x807FFFFF) | (e << 23);
    }

    static long randomDouble(long other) {
        int k = rnd.nextInt(8);
        if (k == 0) return SPECIAL_D[rnd.nextInt(SPECIAL_D.length)];
        if (k < 3) return rnd.nextLong();
        if (k == 3) return other ^ SIGN_D ^ (rnd.nextLong() >>> (12 + rnd.nextInt(52)));
        long e = 1023 + rnd.nextInt(121) - 60;
        return (rnd.nextLong() & 0x800FFFFFFFFFFFFFL) | (e << 52);
    }

    static boolean sameF(int got, int want) {
        return got == want || (Float.isNaN(Float.intBitsToFloat(got)) && Float.isNaN(Float.intBitsToFloat(want)));
    }

    static boolean sameD(long got, long want) {
        return got == want || (Double.isNaN(Double.longBitsToDouble(got)) && Double.isNaN(Double.longBitsToDouble(want)));
    }

    static void fail(String what, long x, long y, long got, long want) {
        failures++;
        if (failures <= 50)
            System.out.println(what + "(" + Long.toHexString(x) + ", " + Long.toHexString(y) + "): got " + Long.toHexString(got)
                    + ", want " + Long.toHexString(want));
    }

    static int cmp(float x, float y, int nan) {
        return x < y ? -1 : x == y ? 0 : x > y ? 1 : nan;
    }

    static int cmp(double x, double y, int nan) {
        return x < y ? -1 : x == y ? 0 : x > y ? 1 : nan;
    }

    static void checkFloat(int fa, int fbits) {
        float x = Float.intBitsToFloat(fa), y = Float.intBitsToFloat(fbits);
        if (!sameF(fadd(fa, fbits), fb(x + y))) fail("fadd", fa, fbits, fadd(fa, fbits), fb(x + y));
        if (!sameF(fsub(fa, fbits), fb(x - y))) fail("fsub", fa, fbits, fsub(fa, fbits), fb(x - y));
        if (!sameF(fmul(fa, fbits), fb(x * y))) fail("fmul", fa, fbits, fmul(fa, fbits), fb(x * y));
        if (!sameF(fdiv(fa, fbits), fb(x / y))) fail("fdiv", fa, fbits, fdiv(fa, fbits), fb(x / y));
        if (!sameF(frem(fa, fbits), fb(x % y))) fail("frem", fa, fbits, frem(fa, fbits), fb(x % y));
        if (!sameF(fneg(fa), fb(-x))) fail("fneg", fa, 0, fneg(fa), fb(-x));
        if (fcmpl(fa, fbits) != cmp(x, y, -1)) fail("fcmpl", fa, fbits, fcmpl(fa, fbits), cmp(x, y, -1));
        if (fcmpg(fa, fbits) != cmp(x, y, 1)) fail("fcmpg", fa, fbits, fcmpg(fa, fbits), cmp(x, y, 1));
        if (f2i(fa) != (int) x) fail("f2i", fa, 0, f2i(fa), (int) x);
        if (f2l(fa) != (long) x) fail("f2l", fa, 0, f2l(fa), (long) x);
        if (!sameD(f2d(fa), db((double) x))) fail("f2d", fa, 0, f2d(fa), db((double) x));
    }

    static void checkDouble(long da, long dbits) {
        double u = Double.longBitsToDouble(da), v = Double.longBitsToDouble(dbits);
        if (!sameD(dadd(da, dbits), db(u + v))) fail("dadd", da, dbits, dadd(da, dbits), db(u + v));
        if (!sameD(dsub(da, dbits), db(u - v))) fail("dsub", da, dbits, dsub(da, dbits), db(u - v));
        if (!sameD(dmul(da, dbits), db(u * v))) fail("dmul", da, dbits, dmul(da, dbits), db(u * v));
        if (!sameD(ddiv(da, dbits), db(u / v))) fail("ddiv", da, dbits, ddiv(da, dbits), db(u / v));
        if (!sameD(drem(da, dbits), db(u % v))) fail("drem", da, dbits, drem(da, dbits), db(u % v));
        if (!sameD(dneg(da), db(-u))) fail("dneg", da, 0, dneg(da), db(-u));
        if (dcmpl(da, dbits) != cmp(u, v, -1)) fail("dcmpl", da, dbits, dcmpl(da, dbits), cmp(u, v, -1));
        if (dcmpg(da, dbits) != cmp(u, v, 1)) fail("dcmpg", da, dbits, dcmpg(da, dbits), cmp(u, v, 1));
        if (d2i(da) != (int) u) fail("d2i", da, 0, d2i(da), (int) u);
        if (d2l(da) != (long) u) fail("d2l", da, 0, d2l(da), (long) u);
        if (!sameF(d2f(da), fb((float) u))) fail("d2f", da, 0, d2f(da), fb((float) u));
    }

    static void check(int count) {
        rnd = new java.util.Random(1);
        for (int k = 0; k < count; k++) {
            int a = randomInt(), b = randomInt();
            if (b != 0) {
                if (idiv(a, b) != a / b) fail("idiv", a, b, idiv(a, b), a / b);
                if (irem(a, b) != a % b) fail("irem", a, b, irem(a, b), a % b);
            }
            if (i2b(a) != (byte) a) fail("i2b", a, 0, i2b(a), (byte) a);
            if (i2s(a) != (short) a) fail("i2s", a, 0, i2s(a), (short) a);
            if (!sameF(i2f(a), Float.floatToRawIntBits((float) a))) fail("i2f", a, 0, i2f(a), Float.floatToRawIntBits((float) a));
            if (i2d(a) != Double.doubleToRawLongBits((double) a)) fail("i2d", a, 0, i2d(a), Double.doubleToRawLongBits((double) a));
            long la = randomLong(), lb = randomLong();
            if (lb != 0) {
                if (ldiv(la, lb) != la / lb) fail("ldiv", la, lb, ldiv(la, lb), la / lb);
                if (lrem(la, lb) != la % lb) fail("lrem", la, lb, lrem(la, lb), la % lb);
            }
            if (lmul(la, lb) != la * lb) fail("lmul", la, lb, lmul(la, lb), la * lb);
            int c = la < lb ? -1 : la == lb ? 0 : 1;
            if (lcmp(la, lb) != c) fail("lcmp", la, lb, lcmp(la, lb), c);
            if (lcmp(la, la) != 0) fail("lcmp", la, la, lcmp(la, la), 0);
            if (l2f(la) != Float.floatToRawIntBits((float) la)) fail("l2f", la, 0, l2f(la), Float.floatToRawIntBits((float) la));
            if (l2d(la) != Double.doubleToRawLongBits((double) la)) fail("l2d", la, 0, l2d(la), Double.doubleToRawLongBits((double) la));
            int fa = randomFloat(0);
            checkFloat(fa, randomFloat(fa));
            long da = randomDouble(0);
            checkDouble(da, randomDouble(da));
        }
        for (int i = 0; i < SPECIAL_F.length; i++)
            for (int j = 0; j < SPECIAL_F.length; j++) checkFloat(SPECIAL_F[i], SPECIAL_F[j]);
        for (int i = 0; i < SPECIAL_D.length; i++)
            for (int j = 0; j < SPECIAL_D.length; j++) checkDouble(SPECIAL_D[i], SPECIAL_D[j]);
        System.out.println(failures == 0 ? "ok: " + count + " operand sets" : failures + " failures");
        if (failures > 0) System.exit(1);
    }
}
