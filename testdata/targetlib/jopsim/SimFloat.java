import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Floating point on JOP (JopSim oracle): JOP's software float and double arithmetic, comparisons and conversions. */
public class SimFloat {
    static float poly(float x) {
        return ((0.5f * x - 1.25f) * x + 3.0f) * x - 0.75f;
    }

    static double mean(double[] v) {
        double s = 0.0;
        for (int i = 0; i < v.length; i++) {
            s += v[i];
        }
        return s / v.length;
    }

    static int run() {
        int acc = 0;
        float f = 0.1f;
        for (int i = 0; i < 12; i++) {
            float y = poly(f);
            if (y > 2.0f) {
                acc += 3;
            } else if (y < -1.0f) {
                acc -= 1;
            }
            acc += (int) (y * 100.0f);
            f += 0.37f;
        }
        double[] v = new double[8];
        for (int i = 0; i < v.length; i++) {
            v[i] = i * 1.5 - 2.25;
        }
        double m = mean(v);
        acc += (int) (m * 1000.0);
        double d = 1.0;
        for (int i = 1; i < 6; i++) {
            d = d * 1.1 + (double) i / 3.0;
            if (d >= 4.0) {
                acc += 7;
            }
        }
        acc += (int) (long) (d * 10000.0);
        float g = (float) d;
        acc += (int) (g - (float) (int) g) * 10;
        acc += (int) ((float) acc / 7.0f);
        long l = (long) (f * 1000.0f);
        acc += (int) (l % 1000);
        return acc;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
