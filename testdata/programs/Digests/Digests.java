import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Checksum;

/** MessageDigest, Base64, CRC32 and Adler32 over a variety of inputs and error cases. */
public class Digests {
    static final char[] HEX = "0123456789abcdef".toCharArray();

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(HEX[(x >> 4) & 15]).append(HEX[x & 15]);
        }
        return sb.toString();
    }

    static byte[] bytes(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        return b;
    }

    static byte[] pattern(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + (i >> 3));
        }
        return b;
    }

    public static void main(String[] args) throws Exception {
        digests();
        base64();
        checksums();
        throw new DigestException("done");
    }

    static void digests() throws Exception {
        String[] algs = {"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512",
            "SHA-512/224", "SHA-512/256"};
        byte[][] inputs = {new byte[0], bytes("abc"), bytes("The quick brown fox jumps over the lazy dog"),
            pattern(55), pattern(56), pattern(63), pattern(64), pattern(111), pattern(112),
            pattern(127), pattern(128), pattern(1000), pattern(20000)};
        for (String alg : algs) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(md.getAlgorithm() + " length " + md.getDigestLength());
            for (byte[] in : inputs) {
                System.out.println("  " + in.length + ": " + hex(md.digest(in)));
            }
            // piecewise updates agree with one-shot
            byte[] data = pattern(300);
            md.update(data[0]);
            md.update(data, 1, 99);
            md.update(Arrays.copyOfRange(data, 100, 300));
            byte[] a = md.digest();
            System.out.println("  pieces equal: " + MessageDigest.isEqual(a, md.digest(data)));
            md.update(bytes("garbage"));
            md.reset();
            System.out.println("  after reset: " + hex(md.digest()).substring(0, 16));
            byte[] out = new byte[md.getDigestLength() + 4];
            int n = md.digest(out, 2, md.getDigestLength() + 2);
            System.out.println("  into buffer " + n + ": " + hex(out));
        }
        String[] aliases = {"md5", "sha", "SHA1", "sha-256", "SHA256", "Sha-512", "SHA384", "SHA224"};
        for (String s : aliases) {
            MessageDigest md = MessageDigest.getInstance(s);
            System.out.println(s + " -> " + md.getAlgorithm() + " " + md.getDigestLength() + " "
                    + hex(md.digest(bytes("x"))).substring(0, 8));
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        System.out.print(md.toString());
        md.update((byte) 1);
        System.out.print(md.toString());
        MessageDigest copy = (MessageDigest) md.clone();
        md.update((byte) 2);
        System.out.println("clone: " + hex(copy.digest()).substring(0, 16) + " "
                + hex(md.digest()).substring(0, 16));
        try {
            MessageDigest.getInstance("XYZ");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e);
        }
        try {
            MessageDigest.getInstance(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        try {
            md.digest(new byte[40], 0, 10);
        } catch (DigestException e) {
            System.out.println(e);
        }
        try {
            md.digest(new byte[40], 30, 32);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            md.digest(null, 0, 32);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            md.update(new byte[4], 2, 3);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            md.update(null, 2, 3);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(MessageDigest.isEqual(null, null) + " " + MessageDigest.isEqual(new byte[0], null)
                + " " + MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1, 2})
                + " " + MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1})
                + " " + MessageDigest.isEqual(new byte[] {1}, new byte[0]));
    }

    static void base64() {
        Base64.Encoder[] encs = {Base64.getEncoder(), Base64.getUrlEncoder(), Base64.getMimeEncoder(),
            Base64.getEncoder().withoutPadding(), Base64.getUrlEncoder().withoutPadding(),
            Base64.getMimeEncoder(12, new byte[] {'!', '\n'})};
        String[] names = {"basic", "url", "mime", "basic-nopad", "url-nopad", "mime12"};
        byte[][] inputs = {new byte[0], bytes("f"), bytes("fo"), bytes("foo"), bytes("foob"),
            bytes("fooba"), bytes("foobar"), new byte[] {(byte) 0xfb, (byte) 0xff, (byte) 0xfe},
            pattern(100)};
        for (int k = 0; k < encs.length; k++) {
            System.out.println(names[k] + ":");
            for (byte[] in : inputs) {
                String s = encs[k].encodeToString(in);
                System.out.println("  [" + s.replace("\r", "\\r").replace("\n", "\\n") + "]");
                byte[] enc = encs[k].encode(in);
                Base64.Decoder dec = k == 1 || k == 4 ? Base64.getUrlDecoder()
                        : k == 2 || k == 5 ? Base64.getMimeDecoder() : Base64.getDecoder();
                if (k == 5) {
                    s = s.replace("!", "");
                }
                byte[] back = dec.decode(s);
                System.out.println("  round trip " + Arrays.equals(in, back) + " " + enc.length);
            }
        }
        byte[] dst = new byte[10];
        System.out.println(Base64.getEncoder().encode(bytes("abcd"), dst) + " " + new String(dst, 0, 8));
        System.out.println(Base64.getDecoder().decode(bytes("YWJjZA=="), dst) + " " + new String(dst, 0, 4));
        System.out.println(Arrays.toString(Base64.getMimeDecoder().decode("YW\r\nJj*ZA==")));
        System.out.println(Arrays.toString(Base64.getMimeDecoder().decode("")));
        System.out.println(Arrays.toString(Base64.getMimeDecoder().decode("*")));
        System.out.println(Arrays.toString(Base64.getDecoder().decode("YWJjZA")));
        System.out.println(Arrays.toString(Base64.getMimeEncoder(3, new byte[] {'\n'}).encode(bytes("ab"))));
        String[] bad = {"Y", "YWJjZ", "YWJjZA=", "=", "YW=j", "YWJj=", "YWJjZA==x", "YW Jj",
            "YWJ-", "YWJ+", "YWJ\u00e9"};
        for (String s : bad) {
            try {
                System.out.println(Arrays.toString(Base64.getDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println("basic '" + s + "': " + e.getMessage());
            }
            try {
                System.out.println(Arrays.toString(Base64.getUrlDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println("url '" + s + "': " + e.getMessage());
            }
            try {
                System.out.println(Arrays.toString(Base64.getMimeDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println("mime '" + s + "': " + e.getMessage());
            }
        }
        try {
            Base64.getMimeEncoder(10, new byte[] {'a'});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Base64.getMimeEncoder(10, new byte[] {'='});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Base64.getEncoder().encode(bytes("abcd"), new byte[7]);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Base64.getDecoder().decode(bytes("YWJjZA=="), new byte[3]);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }

    static void checksums() {
        Checksum[] sums = {new CRC32(), new Adler32()};
        byte[][] inputs = {new byte[0], bytes("a"), bytes("abc"), bytes("123456789"),
            pattern(6000), pattern(20000)};
        for (Checksum c : sums) {
            System.out.println(c.getClass().getName() + " initial " + c.getValue());
            for (byte[] in : inputs) {
                c.reset();
                c.update(in, 0, in.length);
                long whole = c.getValue();
                c.reset();
                for (int i = 0; i < Math.min(in.length, 10); i++) {
                    c.update(in[i]);
                }
                if (in.length > 10) {
                    byte[] rest = Arrays.copyOfRange(in, 10, in.length);
                    if (c instanceof CRC32) {
                        ((CRC32) c).update(rest);
                    } else {
                        ((Adler32) c).update(rest);
                    }
                }
                System.out.println("  " + in.length + ": " + whole + " " + Long.toHexString(whole)
                        + " " + (whole == c.getValue()));
            }
            c.update(0x1234);
            System.out.println("  update(int) " + c.getValue());
            try {
                c.update(new byte[3], 2, 2);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("  " + e);
            }
            try {
                c.update(null, 0, 0);
            } catch (NullPointerException e) {
                System.out.println("  " + e);
            }
        }
    }
}
