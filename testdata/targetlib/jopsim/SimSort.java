import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Sorting on JOP (JopSim oracle): insertion sort and a shell sort of pseudo-random ints; main prints the cycles of run. */
public class SimSort {
    static int[] data = new int[200];

    static void fill(int seed) {
        for (int i = 0; i < data.length; i++) {
            seed = seed * 1103515245 + 12345;
            data[i] = (seed >>> 12) & 1023;
        }
    }

    static void insertion() {
        int[] a = data;
        for (int i = 1; i < a.length; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    static void shell() {
        int[] a = data;
        for (int gap = a.length >> 1; gap > 0; gap >>= 1) {
            for (int i = gap; i < a.length; i += gap > 100 ? 200 : 1) {
                int v = a[i];
                int j = i;
                while (j >= gap && a[j - gap] > v) {
                    a[j] = a[j - gap];
                    j -= gap;
                }
                a[j] = v;
            }
        }
    }

    static int check() {
        int s = 0;
        for (int i = 1; i < data.length; i++) {
            if (data[i - 1] > data[i]) {
                return -1;
            }
            s += data[i];
        }
        return s;
    }

    static int run() {
        fill(7);
        insertion();
        int a = check();
        fill(11);
        shell();
        return a + check();
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
