import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Allocation on JOP (JopSim oracle): objects of 1, 4 and 8 fields and int, char, byte, long and reference arrays of several sizes, in a loop. */
public class SimAlloc {
    static class P1 {
        int a;
    }

    static class P4 {
        int a, b, c, d;
    }

    static class P8 {
        int a, b, c, d, e, f, g, h;
        P1 link;
    }

    static int run() {
        int s = 0;
        Object keep = null;
        for (int i = 0; i < 30; i++) {
            P1 p = new P1();
            p.a = i;
            P4 q = new P4();
            q.d = i + 1;
            P8 r = new P8();
            r.h = i + 2;
            r.link = p;
            int[] ia = new int[4 + (i & 7) * 8];
            char[] ca = new char[10 + i];
            byte[] ba = new byte[64];
            long[] la = new long[3];
            Object[] oa = new Object[6];
            oa[i % 6] = r;
            ia[ia.length - 1] = i;
            ca[0] = 'x';
            ba[63] = 7;
            la[2] = i;
            s += p.a + q.d + r.h + r.link.a + ia.length + ca.length + ba[63] + (int) la[2] + oa.length;
            keep = oa;
        }
        int[][] grid = new int[4][5];
        s += grid.length * grid[3].length;
        return s + (keep != null ? 1 : 0);
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
