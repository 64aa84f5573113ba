/** JOP's own software bytecodes (com.jopdesign.sys.JVM.f_*) on the operands of JopRoutines: run with --target-lib at a JOP library, each op from its own method. */
public class JopLibOps {
    static final int[] IA = {2000000000, -1234567890, 987654321, -2147483648, 1717986918, -999999999, 123456789, -2000000001};
    static final int[] IB = {7, 12345, -98765, 3, 1000003, -1999, 123, 65537};
    static final long[] LA = {0x123456789ABCDEF0L, -9000000000000000000L, 8765432109876543210L, -1234567890123456789L, Long.MAX_VALUE, 0x7EDCBA9876543210L, -0x0FEDCBA987654321L, 4611686018427387904L};
    static final long[] LB = {0x12345L, 7L, -123456789012L, -987654321L, 1000000007L, 0x1234567890ABCL, 3L, -65536L};
    static final long[] MA = {0x123456789ABCDEF0L, -0x5555555555555555L, 0x7FFFFFFFFFFFFFFFL, -0x0123456789ABCDEFL, 0x0F0F0F0F0F0F0F0FL, -8L, 0x6A09E667F3BCC908L, -0x428A2F98D728AE22L};
    static final long[] MB = {0x0FEDCBA987654321L, 0x3333333333333333L, -0x7FFFFFFFFFFFFFFFL, 0x1122334455667788L, -0x7070707070707070L, 0x5DEECE66DL, -0x3C6EF372FE94F82BL, 0x510E527FADE682D1L};
    static final int[] XI = {0, 127, 128, -129, 0x12345678, -1, 255, 0xABCD};
    static final int[] NI = {0x12345678, -987654321, 1, 1000, -65536, 16777217, 2147483647, -123};
    static final long[] NL = {0x123456789ABCDEF0L, -1234567890123L, 1L, (1L << 53) + 1, -0x7EDCBA9876543210L, 1000000L, 0x00FFFFFFFFFFFFFFL, -42L};
    static final float[] FA = {1.5f, -0.1f, 1e10f, 3.14159265f, -7f, 2.5e-3f, 6.02e23f, 100f};
    static final float[] FB = {3.25f, 0.3f, -123.456f, 2.71828183f, -0.5f, 1e-3f, -6.0e23f, -99.99f};
    static final float[] RA = {10.5f, -123.456f, 3.14159265f, 1e6f, 100f, 2.5e-3f, -7f, 65536.5f};
    static final float[] RB = {3f, 10f, 0.5f, 7.3f, -99.99f, 1e-3f, -0.75f, 1.1f};
    static final float[] CFA = {1.5f, -0.1f, 1e10f, -7f, 2.5e-3f, 0f, 100f, -3f};
    static final float[] CFB = {3.25f, -0.1f, -123.456f, -0.5f, 2.5e-3f, -0f, -99.99f, -3.5f};
    static final float[] FI = {1.5f, -123.456f, 1e9f, -2.5e9f, 0.75f, 65535.9f, -1e-3f, 2.1e9f};
    static final float[] FL = {1.5f, -123.456f, 1e18f, -3.3e9f, 0.75f, 6.5e12f, -1e-3f, 7.7e15f};
    static final double[] DA = {1.5, -0.1, 1e100, 3.141592653589793, -7, 2.5e-3, 6.02e23, 100};
    static final double[] DB = {3.25, 0.3, -123.456, 2.718281828459045, -0.5, 1e-3, -6.0e23, -99.99};
    static final double[] QA = {10.5, -123.456, 3.141592653589793, 1e6, 100, 2.5e-3, -7, 65536.5};
    static final double[] QB = {3, 10, 0.5, 7.3, -99.99, 1e-3, -0.75, 1.1};
    static final double[] CDA = {1.5, -0.1, 1e100, -7, 2.5e-3, 0.0, 100, -3};
    static final double[] CDB = {3.25, -0.1, -123.456, -0.5, 2.5e-3, -0.0, -99.99, -3.5};
    static final double[] DI = {1.5, -123.456, 1e9, -2.5e9, 0.75, 65535.9, -1e-3, 2.1e9};
    static final double[] DL = {1.5, -123.456, 1e18, -3.3e9, 0.75, 6.5e12, -1e-3, 1e19};
    static int sink;
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }
    static long lmul(long a, long b) { return a * b; }
    static int i2b(int a) { return (byte) a; }
    static int i2s(int a) { return (short) a; }
    static float fneg(float a) { return -a; }
    static float fadd(float a, float b) { return a + b; }
    static float fsub(float a, float b) { return a - b; }
    static float fmul(float a, float b) { return a * b; }
    static float fdiv(float a, float b) { return a / b; }
    static float frem(float a, float b) { return a % b; }
    static float i2f(int a) { return (float) a; }
    static float l2f(long a) { return (float) a; }
    static int f2i(float a) { return (int) a; }
    static long f2l(float a) { return (long) a; }
    static double f2d(float a) { return (double) a; }
    static double dneg(double a) { return -a; }
    static double dadd(double a, double b) { return a + b; }
    static double dsub(double a, double b) { return a - b; }
    static double dmul(double a, double b) { return a * b; }
    static double ddiv(double a, double b) { return a / b; }
    static double drem(double a, double b) { return a % b; }
    static double i2d(int a) { return (double) a; }
    static double l2d(long a) { return (double) a; }
    static int d2i(double a) { return (int) a; }
    static long d2l(double a) { return (long) a; }
    static float d2f(double a) { return (float) a; }
    public static void main(String[] args) {
        for (int i = 0; i < 8; i++) sink += (int) idiv(IA[i], IB[i]);
        for (int i = 0; i < 8; i++) sink += (int) irem(IA[i], IB[i]);
        for (int i = 0; i < 8; i++) sink += (int) ldiv(LA[i], LB[i]);
        for (int i = 0; i < 8; i++) sink += (int) lrem(LA[i], LB[i]);
        for (int i = 0; i < 8; i++) sink += (int) lmul(MA[i], MB[i]);
        for (int i = 0; i < 8; i++) sink += (int) i2b(XI[i]);
        for (int i = 0; i < 8; i++) sink += (int) i2s(XI[i]);
        for (int i = 0; i < 8; i++) sink += (int) fneg(FA[i]);
        for (int i = 0; i < 8; i++) sink += (int) fadd(FA[i], FB[i]);
        for (int i = 0; i < 8; i++) sink += (int) fsub(FA[i], FB[i]);
        for (int i = 0; i < 8; i++) sink += (int) fmul(FA[i], FB[i]);
        for (int i = 0; i < 8; i++) sink += (int) fdiv(FA[i], FB[i]);
        for (int i = 0; i < 8; i++) sink += (int) frem(RA[i], RB[i]);
        for (int i = 0; i < 8; i++) sink += (int) i2f(NI[i]);
        for (int i = 0; i < 8; i++) sink += (int) l2f(NL[i]);
        for (int i = 0; i < 8; i++) sink += (int) f2i(FI[i]);
        for (int i = 0; i < 8; i++) sink += (int) f2l(FL[i]);
        for (int i = 0; i < 8; i++) sink += (int) f2d(FA[i]);
        for (int i = 0; i < 8; i++) sink += (int) dneg(DA[i]);
        for (int i = 0; i < 8; i++) sink += (int) dadd(DA[i], DB[i]);
        for (int i = 0; i < 8; i++) sink += (int) dsub(DA[i], DB[i]);
        for (int i = 0; i < 8; i++) sink += (int) dmul(DA[i], DB[i]);
        for (int i = 0; i < 8; i++) sink += (int) ddiv(DA[i], DB[i]);
        for (int i = 0; i < 8; i++) sink += (int) drem(QA[i], QB[i]);
        for (int i = 0; i < 8; i++) sink += (int) i2d(NI[i]);
        for (int i = 0; i < 8; i++) sink += (int) l2d(NL[i]);
        for (int i = 0; i < 8; i++) sink += (int) d2i(DI[i]);
        for (int i = 0; i < 8; i++) sink += (int) d2l(DL[i]);
        for (int i = 0; i < 8; i++) sink += (int) d2f(DA[i]);
    }
}
