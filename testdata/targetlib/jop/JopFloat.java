/** Float and double arithmetic on a small library (JOP's is software), printed as scaled ints. */
public class JopFloat {
    static float poly(float x) {
        return ((0.5f * x - 1.25f) * x + 3.0f) * x - 0.75f;
    }

    static double integrate(int steps) {
        double h = 1.0 / steps;
        double s = 0;
        for (int i = 0; i < steps; i++) {
            double x = (i + 0.5) * h;
            s += 4.0 / (1.0 + x * x);
        }
        return s * h;
    }

    static float sqrt(float v) {
        float g = v / 2;
        for (int i = 0; i < 12; i++) {
            g = (g + v / g) / 2;
        }
        return g;
    }

    public static void main(String[] args) {
        int acc = 0;
        for (int i = -20; i <= 20; i++) {
            acc += (int) (poly(i / 4.0f) * 1000);
        }
        System.out.println("poly " + acc);
        System.out.println("pi " + (long) (integrate(400) * 1e9));
        System.out.println("sqrt2 " + (int) (sqrt(2.0f) * 1e6f) + " sqrt10 " + (int) (sqrt(10.0f) * 1e5f));
        float f = 1.0f;
        int n = 0;
        while (f + 1.0f != 1.0f) {
            f /= 2;
            n++;
        }
        System.out.println("float epsilon steps " + n);
        double d = 1e300;
        System.out.println((d * 1e10 > 1e308) + " " + (0.1 + 0.2 == 0.3) + " " + (0.1f + 0.2f == 0.3f) + " " + ((float) 0.1 == 0.1f));
        int cmp = 0;
        float[] vs = {3.5f, -2.25f, 0.0f, 7.125f, -0.5f};
        for (int i = 0; i < vs.length; i++) {
            for (int j = 0; j < vs.length; j++) {
                if (vs[i] < vs[j]) {
                    cmp += i * 5 + j;
                }
            }
        }
        System.out.println("cmp " + cmp + " " + (int) -7.9f + " " + (long) 1e12 + " " + (int) 3.99 + " " + (float) 16777217);
    }
}
