package java.security;

/**
 * Message digests. The built-in algorithms are those of the JDK's SUN provider that crossprof
 * implements: MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (names
 * are case-insensitive, with the JDK's aliases SHA, SHA1, SHA224, ...). There are no providers.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private static final int INITIAL = 0;
    private static final int IN_PROGRESS = 1;

    private final String algorithm;
    private int state = INITIAL;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    /** A digest for the algorithm; the name is kept as given, as the JDK does. */
    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        BlockDigest d = BlockDigest.create(algorithm.toUpperCase());
        if (d == null) {
            throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
        return new Impl(algorithm, d);
    }

    public void update(byte input) {
        engineUpdate(input);
        state = IN_PROGRESS;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
        state = IN_PROGRESS;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        state = IN_PROGRESS;
    }

    /** Completes the digest and resets this object. */
    public byte[] digest() {
        byte[] result = engineDigest();
        state = INITIAL;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (buf.length - offset < len) {
            throw new IllegalArgumentException(
                    "Output buffer too small for specified offset and length");
        }
        int n = engineDigest(buf, offset, len);
        state = INITIAL;
        return n;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    /** The JDK's text, including its line separator at the end. */
    public String toString() {
        return algorithm + " Message Digest from " + providerName() + ", "
                + (state == INITIAL ? "<initialized>" : "<in progress>")
                + System.lineSeparator();
    }

    String providerName() {
        return "(no provider)";
    }

    /** Compares two digests (in time independent of where they differ, as the JDK does). */
    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        if (digestb.length == 0) {
            return digesta.length == 0;
        }
        int diff = digesta.length - digestb.length;
        for (int i = 0; i < digesta.length; i++) {
            diff |= digesta[i] ^ digestb[i < digestb.length ? i : 0];
        }
        return diff == 0;
    }

    public void reset() {
        engineReset();
        state = INITIAL;
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) {
            return super.clone();
        }
        throw new CloneNotSupportedException();
    }

    /** A built-in algorithm behind the MessageDigest API. */
    private static final class Impl extends MessageDigest implements Cloneable {
        private BlockDigest d;

        Impl(String algorithm, BlockDigest d) {
            super(algorithm);
            this.d = d;
        }

        String providerName() {
            return "SUN";
        }

        protected int engineGetDigestLength() {
            return d.length;
        }

        protected void engineUpdate(byte input) {
            d.update(input);
        }

        protected void engineUpdate(byte[] input, int offset, int len) {
            if (len == 0) {
                return;
            }
            if (offset < 0 || len < 0 || offset > input.length - len) {
                throw new ArrayIndexOutOfBoundsException();
            }
            d.update(input, offset, len);
        }

        protected byte[] engineDigest() {
            byte[] out = new byte[d.length];
            d.finish(out, 0);
            return out;
        }

        protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
            if (len < d.length) {
                throw new DigestException("Length must be at least " + d.length + " for "
                        + d.name + "digests");
            }
            if (offset < 0 || len < 0 || offset > buf.length - len) {
                throw new DigestException("Buffer too short to store digest");
            }
            d.finish(buf, offset);
            return d.length;
        }

        protected void engineReset() {
            d.reset();
        }

        public Object clone() throws CloneNotSupportedException {
            Impl copy = (Impl) super.clone();
            copy.d = d.copy();
            return copy;
        }
    }
}
