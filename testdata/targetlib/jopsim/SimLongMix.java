import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Long arithmetic mix on JOP (JopSim oracle): long division and remainder by small and large divisors, multiplication, shifts, negation and comparisons. */
public class SimLongMix {
    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    static int digits(long v) {
        int n = 0;
        do {
            v /= 10;
            n++;
        } while (v != 0);
        return n;
    }

    static int run() {
        long acc = 0;
        long x = 123456789012L;
        for (int i = 1; i < 12; i++) {
            long d = (long) i * 1000003L - 17;
            acc += x / d;
            acc ^= x % (i + 2);
            x = x * 3 + (acc >> 7) - (-d);
            if (x < 0 || x > 0x7FFFFFFFFFFFL) {
                x = (x >>> 20) + i;
            }
        }
        int s = (int) acc + (int) (acc >>> 32);
        s += (int) gcd(1071L * 1000000007L, 462L * 1000000007L) & 0xFFFF;
        s += digits(x) + digits(acc);
        return s;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
