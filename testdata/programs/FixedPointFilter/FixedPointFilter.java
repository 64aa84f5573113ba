// FixedPointFilter: digital signal processing in Q15 fixed point, as on a DSP without an FPU.
// Generates a test signal (sum of two tones from a Q15 sine table built with integer-only
// recurrences, plus LCG noise), runs it through a 31-tap low-pass FIR filter (symmetric
// windowed-sinc coefficients computed once in double and quantized) and a cascade of two biquad
// IIR sections in Q14 with saturation, and prints energy statistics and checksums.
// Heavy workload: roughly 3*10^7 bytecodes.
// Covers: short[] arrays (saload/sastore, i2s), long accumulators (lmul, lshr, l2i),
// saturation with comparisons, rounding shifts, circular buffers with index masking, and a
// little double math (Math.sin used only to build coefficients, which are then quantized, so the
// printed results do not depend on the last bit of sin).

public class FixedPointFilter {
    static final int N = 40000;
    static final int TAPS = 31;

    static short sat16(long v) {
        if (v > 32767) return 32767;
        if (v < -32768) return -32768;
        return (short) v;
    }

    // Integer-only sine table: a rotation by a fixed angle using the Goertzel-style recurrence.
    static short[] sineTable(int len) {
        short[] t = new short[len];
        // 2*cos(2*pi/len) in Q30 for len = 1024: 2147443222 / 2^30.
        long k = 2147443222L;
        long y1 = 0, y2 = -(long) (32767 * 0.006135884649154475 * (1 << 16)); // -sin(2*pi/len) in Q31
        for (int i = 0; i < len; i++) {
            long y = ((k * y1) >> 30) - y2;
            y2 = y1;
            y1 = y;
            t[i] = sat16(y >> 16);
        }
        return t;
    }

    static short[] firCoefficients() {
        short[] h = new short[TAPS];
        double fc = 0.1; // cutoff as a fraction of the sample rate
        double sum = 0;
        double[] tmp = new double[TAPS];
        for (int i = 0; i < TAPS; i++) {
            int m = i - TAPS / 2;
            double sinc = m == 0 ? 2 * fc : Math.sin(2 * Math.PI * fc * m) / (Math.PI * m);
            double window = 0.54 - 0.46 * Math.cos(2 * Math.PI * i / (TAPS - 1));
            tmp[i] = sinc * window;
            sum += tmp[i];
        }
        for (int i = 0; i < TAPS; i++) h[i] = (short) Math.round(tmp[i] / sum * 32767 * 0.999);
        return h;
    }

    public static void main(String[] args) {
        short[] sine = sineTable(1024);
        System.out.println("sine table: t[0]=" + sine[0] + " t[128]=" + sine[128] + " t[256]=" + sine[256] + " t[512]=" + sine[512] + " t[768]=" + sine[768]);
        short[] x = new short[N];
        int lcg = 987654321;
        int p1 = 0, p2 = 0;
        for (int i = 0; i < N; i++) {
            lcg = lcg * 1664525 + 1013904223;
            int noise = (lcg >> 20); // about +-2048
            int v = (sine[p1] >> 1) + (sine[p2] >> 2) + noise;
            p1 = (p1 + 7) & 1023;   // low tone
            p2 = (p2 + 301) & 1023; // high tone, mostly removed by the low-pass filter
            x[i] = sat16(v);
        }
        short[] h = firCoefficients();
        StringBuilder sb = new StringBuilder("fir coefficients:");
        int hsum = 0;
        for (int i = 0; i < TAPS; i++) {
            sb.append(' ').append(h[i]);
            hsum += h[i];
        }
        System.out.println(sb + " (sum " + hsum + ")");

        // FIR with a circular delay line of 32 entries.
        short[] delay = new short[32];
        short[] y = new short[N];
        int pos = 0;
        for (int n = 0; n < N; n++) {
            delay[pos] = x[n];
            long acc = 1 << 14; // rounding
            int idx = pos;
            for (int k = 0; k < TAPS; k++) {
                acc += h[k] * delay[idx];
                idx = (idx - 1) & 31;
            }
            y[n] = sat16(acc >> 15);
            pos = (pos + 1) & 31;
        }

        // Two biquad sections (Q14 coefficients): direct form I with saturation.
        int[][] bq = { { 1034, 2068, 1034, 25165, -13107 }, { 1229, 2458, 1229, 19661, -8192 } };
        short[] z = y.clone();
        int saturations = 0;
        for (int s = 0; s < bq.length; s++) {
            int b0 = bq[s][0], b1 = bq[s][1], b2 = bq[s][2], a1 = bq[s][3], a2 = bq[s][4];
            int x1 = 0, x2 = 0, y1 = 0, y2 = 0;
            for (int n = 0; n < N; n++) {
                int in = z[n];
                long acc = (long) b0 * in + (long) b1 * x1 + (long) b2 * x2 + (long) a1 * y1 + (long) a2 * y2;
                long out = (acc + (1 << 13)) >> 14;
                if (out > 32767 || out < -32768) saturations++;
                short o = sat16(out);
                x2 = x1;
                x1 = in;
                y2 = y1;
                y1 = o;
                z[n] = o;
            }
        }
        long ex = 0, ey = 0, ez = 0;
        int peakY = 0, crossings = 0;
        long ck = 0;
        for (int n = 0; n < N; n++) {
            ex += (long) x[n] * x[n];
            ey += (long) y[n] * y[n];
            ez += (long) z[n] * z[n];
            if (Math.abs(y[n]) > peakY) peakY = Math.abs(y[n]);
            if (n > 0 && (y[n - 1] < 0) != (y[n] < 0)) crossings++;
            ck = ck * 1000003 + (z[n] & 0xFFFF);
        }
        System.out.println("energy in " + ex + ", after FIR " + ey + ", after IIR " + ez);
        System.out.println("FIR peak " + peakY + ", zero crossings " + crossings + ", IIR saturations " + saturations);
        System.out.println("samples y[1000..1004] " + y[1000] + " " + y[1001] + " " + y[1002] + " " + y[1003] + " " + y[1004] + ", z[N-1] " + z[N - 1]);
        System.out.println("checksum " + Long.toHexString(ck));
    }
}
