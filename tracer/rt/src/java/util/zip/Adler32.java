package java.util.zip;

/** The Adler-32 checksum of zlib: two running sums modulo 65521. */
public class Adler32 implements Checksum {
    private static final int BASE = 65521;
    /** Sums may grow this many bytes before a modulo keeps them below 2^32 (zlib's NMAX). */
    private static final int NMAX = 5552;

    private int a = 1;
    private int b;

    public Adler32() {
    }

    @Override
    public void update(int x) {
        a = (a + (x & 0xff)) % BASE;
        b = (b + a) % BASE;
    }

    @Override
    public void update(byte[] buf, int off, int len) {
        if (buf == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        long s1 = a;
        long s2 = b;
        int end = off + len;
        while (off < end) {
            int chunk = Math.min(NMAX, end - off);
            for (int i = 0; i < chunk; i++) {
                s1 += buf[off++] & 0xff;
                s2 += s1;
            }
            s1 %= BASE;
            s2 %= BASE;
        }
        a = (int) s1;
        b = (int) s2;
    }

    @Override
    public void update(byte[] buf) {
        update(buf, 0, buf.length);
    }

    @Override
    public void reset() {
        a = 1;
        b = 0;
    }

    @Override
    public long getValue() {
        return ((long) b << 16) | a;
    }
}
