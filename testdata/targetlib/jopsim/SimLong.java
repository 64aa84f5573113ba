import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Long arithmetic on JOP (JopSim oracle): a 64-bit linear congruential generator, shifts, comparisons and a long division. */
public class SimLong {
    static long seed = 0x5DEECE66DL;

    static int next(int bits) {
        seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (seed >>> (48 - bits));
    }

    static int run() {
        long sum = 0;
        int hi = 0;
        for (int i = 0; i < 40; i++) {
            int v = next(31);
            sum += v;
            if (((long) v << 3) > sum) {
                hi++;
            }
        }
        return (int) (sum / 1000003L) + hi + (int) (sum % 977L);
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
