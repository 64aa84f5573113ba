// Long, double, float and string constants, including non-ASCII text and a NUL.
public class Constants {
    public static final long BIG = 0x123456789ABCDEFL;
    public static final double PI = 3.141592653589793;
    public static final float F = 1.5f;
    public static final int I = 100000;
    public static final String S = "h\u00e9llo \u4e16\u754c \0 end \ud83d\ude00";
    static long counter;

    static double compute(long a, double b) {
        counter += 987654321987L;
        return a * b + 2.718281828459045 + BIG;
    }

    public static void main(String[] args) {
        System.out.println(S + compute(3L, PI) + F + I);
    }
}
