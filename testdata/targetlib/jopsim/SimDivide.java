import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Integer division and remainder on JOP (JopSim oracle, JVM.f_idiv and f_irem): digit sums and a gcd. */
public class SimDivide {
    static int digits(int n) {
        int s = 0;
        while (n != 0) {
            s += n % 10;
            n /= 10;
        }
        return s;
    }

    static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    static int run() {
        int s = 0;
        int x = 12345;
        for (int i = 0; i < 60; i++) {
            x = x * 69069 + 1;
            s += digits(x);
            s += gcd(x & 0xfffff, (x >>> 7) & 0x3fff | 1);
            s += x / -37 + x % 1000;
        }
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
