package com.jopdesign.sys;

/**
 * The stand-in library's software bytecodes, with the signatures of JOP's routines of these
 * names (floats as int bits, a long compared as two ints). The routines use no software
 * bytecode themselves: that would call them again.
 */
class JVM {
    /** Unsigned division of n by d, shifting one bit of n in per step; rem selects the result. */
    private static int udiv(int n, int d, boolean rem) {
        int q = 0;
        int r = 0;
        for (int bit = 31; bit >= 0; bit--) {
            r = (r << 1) | ((n >>> bit) & 1);
            if ((r ^ 0x80000000) >= (d ^ 0x80000000)) {
                r = r - d;
                q = q | (1 << bit);
            }
        }
        return rem ? r : q;
    }

    private static int f_idiv(int a, int b) {
        if (b == 0) {
            Native.wr(Const.EXC_DIVZ, Const.IO_EXCPT);
            return 0;
        }
        int q = udiv(a < 0 ? -a : a, b < 0 ? -b : b, false);
        return (a < 0) != (b < 0) ? -q : q;
    }

    private static int f_irem(int a, int b) {
        if (b == 0) {
            Native.wr(Const.EXC_DIVZ, Const.IO_EXCPT);
            return 0;
        }
        int r = udiv(a < 0 ? -a : a, b < 0 ? -b : b, true);
        return a < 0 ? -r : r;
    }

    /** Shift and add over the bits of b. */
    private static long f_lmul(long a, long b) {
        long p = 0;
        for (int bit = 0; bit < 64; bit++) {
            if (((int) (b >>> bit) & 1) != 0) {
                p += a << bit;
            }
        }
        return p;
    }

    private static int f_lcmp(int ah, int al, int bh, int bl) {
        if (ah != bh) {
            return ah < bh ? -1 : 1;
        }
        if (al == bl) {
            return 0;
        }
        return (al ^ 0x80000000) < (bl ^ 0x80000000) ? -1 : 1;
    }

    private static int f_i2b(int a) {
        return (a << 24) >> 24;
    }

    private static int f_fconst_1() {
        return 0x3f800000;
    }

    /** Microcoded on the processor: a stub, as in JOP's JVM, that the VM must not call. */
    private static void f_fconst_0() {
    }
}
