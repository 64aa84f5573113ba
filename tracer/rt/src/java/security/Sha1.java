package java.security;

/** SHA-1 (FIPS 180-4). */
final class Sha1 extends BlockDigest {
    private int[] h = new int[5];
    private final int[] w = new int[80];

    Sha1() {
        super("SHA-1", 20, 64);
        init();
    }

    void init() {
        h[0] = 0x67452301;
        h[1] = 0xefcdab89;
        h[2] = 0x98badcfe;
        h[3] = 0x10325476;
        h[4] = 0xc3d2e1f0;
    }

    void compress(byte[] b, int off) {
        for (int i = 0; i < 16; i++) {
            w[i] = be32(b, off + 4 * i);
        }
        for (int i = 16; i < 80; i++) {
            w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
        }
        int a = h[0];
        int bb = h[1];
        int c = h[2];
        int d = h[3];
        int e = h[4];
        for (int i = 0; i < 80; i++) {
            int f;
            int k;
            if (i < 20) {
                f = (bb & c) | (~bb & d);
                k = 0x5a827999;
            } else if (i < 40) {
                f = bb ^ c ^ d;
                k = 0x6ed9eba1;
            } else if (i < 60) {
                f = (bb & c) | (bb & d) | (c & d);
                k = 0x8f1bbcdc;
            } else {
                f = bb ^ c ^ d;
                k = 0xca62c1d6;
            }
            int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
            e = d;
            d = c;
            c = Integer.rotateLeft(bb, 30);
            bb = a;
            a = t;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
        h[4] += e;
    }

    void output(byte[] out, int off) {
        for (int i = 0; i < 5; i++) {
            putBe32(h[i], out, off + 4 * i);
        }
    }

    void copyState(BlockDigest from) {
        h = ((Sha1) from).h.clone();
    }
}
