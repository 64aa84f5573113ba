import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Embedded kernels on JOP (JopSim oracle): a table-driven CRC-32 over a buffer and a fixed-point (Q15) FIR filter. */
public class SimCrc {
    static int[] table = new int[256];

    static void init() {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            table[n] = c;
        }
    }

    static int crc(byte[] buf, int len) {
        int c = 0xFFFFFFFF;
        for (int i = 0; i < len; i++) {
            c = table[(c ^ buf[i]) & 0xFF] ^ (c >>> 8);
        }
        return c ^ 0xFFFFFFFF;
    }

    static final short[] TAPS = {1024, 3072, 6144, 8192, 6144, 3072, 1024, -512};

    static int fir(short[] x, short[] y) {
        int peak = 0;
        for (int n = TAPS.length; n < x.length; n++) {
            int acc = 0;
            for (int k = 0; k < TAPS.length; k++) {
                acc += TAPS[k] * x[n - k];
            }
            y[n] = (short) (acc >> 15);
            if (y[n] > peak) {
                peak = y[n];
            }
        }
        return peak;
    }

    static int run() {
        init();
        byte[] buf = new byte[200];
        for (int i = 0; i < buf.length; i++) {
            buf[i] = (byte) (i * 13 + 7);
        }
        int s = crc(buf, buf.length);
        short[] x = new short[64];
        short[] y = new short[64];
        for (int i = 0; i < x.length; i++) {
            x[i] = (short) (((i * 2731) & 0x3FFF) - 8192);
        }
        s += fir(x, y);
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
