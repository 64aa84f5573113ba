// BlockCipher: XTEA (64-bit blocks, 128-bit key, 32 cycles) in CBC mode over a 4 KiB buffer,
// encrypted and decrypted repeatedly; verifies the round trip and prints hex digests. Also
// checks a published XTEA test vector. Heavy workload: roughly 3*10^7 bytecodes.
// Covers: int shifts (ishl/iushr), ixor, iadd wrap-around, array-based key schedule, packing
// bytes into ints and back (big-endian), Integer.toHexString, long-free tight loops.

public class BlockCipher {
    static final int DELTA = 0x9E3779B9;

    static void encrypt(int[] v, int[] k) {
        int v0 = v[0], v1 = v[1], sum = 0;
        for (int i = 0; i < 32; i++) {
            v0 += (((v1 << 4) ^ (v1 >>> 5)) + v1) ^ (sum + k[sum & 3]);
            sum += DELTA;
            v1 += (((v0 << 4) ^ (v0 >>> 5)) + v0) ^ (sum + k[(sum >>> 11) & 3]);
        }
        v[0] = v0;
        v[1] = v1;
    }

    static void decrypt(int[] v, int[] k) {
        int v0 = v[0], v1 = v[1], sum = DELTA * 32;
        for (int i = 0; i < 32; i++) {
            v1 -= (((v0 << 4) ^ (v0 >>> 5)) + v0) ^ (sum + k[(sum >>> 11) & 3]);
            sum -= DELTA;
            v0 -= (((v1 << 4) ^ (v1 >>> 5)) + v1) ^ (sum + k[sum & 3]);
        }
        v[0] = v0;
        v[1] = v1;
    }

    static int getInt(byte[] b, int off) {
        return (b[off] << 24) | ((b[off + 1] & 0xFF) << 16) | ((b[off + 2] & 0xFF) << 8) | (b[off + 3] & 0xFF);
    }

    static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }

    static void cbcEncrypt(byte[] buf, int[] key, int ivHi, int ivLo) {
        int[] v = new int[2];
        int p0 = ivHi, p1 = ivLo;
        for (int off = 0; off < buf.length; off += 8) {
            v[0] = getInt(buf, off) ^ p0;
            v[1] = getInt(buf, off + 4) ^ p1;
            encrypt(v, key);
            p0 = v[0];
            p1 = v[1];
            putInt(buf, off, p0);
            putInt(buf, off + 4, p1);
        }
    }

    static void cbcDecrypt(byte[] buf, int[] key, int ivHi, int ivLo) {
        int[] v = new int[2];
        int p0 = ivHi, p1 = ivLo;
        for (int off = 0; off < buf.length; off += 8) {
            int c0 = getInt(buf, off), c1 = getInt(buf, off + 4);
            v[0] = c0;
            v[1] = c1;
            decrypt(v, key);
            putInt(buf, off, v[0] ^ p0);
            putInt(buf, off + 4, v[1] ^ p1);
            p0 = c0;
            p1 = c1;
        }
    }

    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) {
            int v = b[i] & 0xFF;
            if (v < 16) sb.append('0');
            sb.append(Integer.toHexString(v));
        }
        return sb.toString();
    }

    static int digest(byte[] b) {
        int h = 0x811C9DC5;
        for (int i = 0; i < b.length; i++) {
            h ^= b[i] & 0xFF;
            h *= 0x01000193;
        }
        return h;
    }

    public static void main(String[] args) {
        // Test vector: key 000102030405060708090a0b0c0d0e0f, plaintext 4142434445464748,
        // ciphertext 497df3d072612cb5.
        int[] tvKey = { 0x00010203, 0x04050607, 0x08090a0b, 0x0c0d0e0f };
        int[] tv = { 0x41424344, 0x45464748 };
        encrypt(tv, tvKey);
        System.out.println("test vector: " + Integer.toHexString(tv[0]) + Integer.toHexString(tv[1]) + " (expected 497df3d072612cb5)");
        decrypt(tv, tvKey);
        System.out.println("decrypted back: " + Integer.toHexString(tv[0]) + Integer.toHexString(tv[1]));

        byte[] buf = new byte[4096];
        for (int i = 0; i < buf.length; i++) buf[i] = (byte) (i * 7 + (i >> 8));
        int original = digest(buf);
        int[] key = { 0xDEADBEEF, 0x01234567, 0x89ABCDEF, 0xFEEDFACE };
        int[] digests = new int[6];
        for (int round = 0; round < 6; round++) {
            cbcEncrypt(buf, key, round, ~round);
            digests[round] = digest(buf);
            key[round & 3] ^= digests[round];
        }
        System.out.println("after 6 encryptions: first bytes " + hex(buf, 0, 16) + " last bytes " + hex(buf, buf.length - 16, 16));
        StringBuilder sb = new StringBuilder("digests:");
        for (int i = 0; i < digests.length; i++) sb.append(' ').append(Integer.toHexString(digests[i]));
        System.out.println(sb);
        for (int round = 5; round >= 0; round--) {
            key[round & 3] ^= digests[round];
            cbcDecrypt(buf, key, round, ~round);
        }
        System.out.println("round trip restores plaintext: " + (digest(buf) == original) + " (digest " + Integer.toHexString(original) + ")");
    }
}
