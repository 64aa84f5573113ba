import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Exceptions on JOP (JopSim oracle): throw and catch across frames, try/finally, and the exceptions JOP's runtime raises (array bounds, division by zero). */
public class SimExcept {
    static class Bad extends RuntimeException {
        int code;

        Bad(int code) {
            this.code = code;
        }
    }

    static int finals;

    static int level3(int k) {
        if ((k & 3) == 0) {
            throw new Bad(k);
        }
        return k * 2;
    }

    static int level2(int k) {
        try {
            return level3(k) + 1;
        } finally {
            finals++;
        }
    }

    static int level1(int k) {
        return level2(k + 1) + level2(k + 2);
    }

    static int bounds(int[] a, int i) {
        try {
            return a[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return -1;
        }
    }

    static int divide(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return 99;
        }
    }

    static int run() {
        int s = 0;
        for (int i = 0; i < 40; i++) {
            try {
                s += level1(i);
            } catch (Bad b) {
                s += b.code * 3;
            }
        }
        int[] a = new int[5];
        for (int i = 0; i < 5; i++) {
            a[i] = i * i;
        }
        for (int i = 0; i < 10; i++) {
            s += bounds(a, i);
        }
        for (int i = -2; i < 3; i++) {
            s += divide(100, i);
        }
        return s + finals;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
