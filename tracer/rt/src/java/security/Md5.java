package java.security;

/** MD5 (RFC 1321). */
final class Md5 extends BlockDigest {
    private static final int[] S = {
        7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21
    };
    private static final int[] K = new int[64];

    static {
        for (int i = 0; i < 64; i++) {
            K[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
        }
    }

    private int[] h = new int[4];
    private final int[] x = new int[16];

    Md5() {
        super("MD5", 16, 64);
        init();
    }

    void init() {
        h[0] = 0x67452301;
        h[1] = 0xefcdab89;
        h[2] = 0x98badcfe;
        h[3] = 0x10325476;
    }

    void compress(byte[] b, int off) {
        int[] w = x;
        for (int i = 0; i < 16; i++) {
            int p = off + 4 * i;
            w[i] = (b[p] & 0xff) | ((b[p + 1] & 0xff) << 8) | ((b[p + 2] & 0xff) << 16)
                    | (b[p + 3] << 24);
        }
        int a = h[0];
        int bb = h[1];
        int c = h[2];
        int d = h[3];
        for (int i = 0; i < 64; i++) {
            int f;
            int g;
            if (i < 16) {
                f = (bb & c) | (~bb & d);
                g = i;
            } else if (i < 32) {
                f = (d & bb) | (~d & c);
                g = (5 * i + 1) & 15;
            } else if (i < 48) {
                f = bb ^ c ^ d;
                g = (3 * i + 5) & 15;
            } else {
                f = c ^ (bb | ~d);
                g = (7 * i) & 15;
            }
            int s = S[(i >> 4) * 4 + (i & 3)];
            int t = d;
            d = c;
            c = bb;
            bb = bb + Integer.rotateLeft(a + f + K[i] + w[g], s);
            a = t;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
    }

    boolean littleEndianLength() {
        return true;
    }

    void output(byte[] out, int off) {
        for (int i = 0; i < 4; i++) {
            for (int k = 0; k < 4; k++) {
                out[off + 4 * i + k] = (byte) (h[i] >>> (8 * k));
            }
        }
    }

    void copyState(BlockDigest from) {
        h = ((Md5) from).h.clone();
    }
}
