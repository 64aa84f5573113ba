import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Methods whose size and cycles change under JOP's build (see TestTargetLibJOPLayout). */
public class Layout {
    int n;

    static int steps(int k) {
        int a = 0, b = 0, c = 0, d = 0, e = 0;
        for (int i = 0; i < k; i++) {
            e += 100;
            e += 1000;
        }
        return e;
    }

    synchronized void add(int k) {
        n = n + k;
    }

    static int pick(int k) {
        Native.wr(k, Const.IO_UART);
        switch (k) {
            case 0: return 5;
            case 1: return 7;
            default: return 9;
        }
    }

    public static void main(String[] args) {
        Layout l = new Layout();
        l.add(steps(2));
        pick(l.n > 0 ? 44 : 45);
    }
}
