package java.security;

/**
 * The Merkle-Damgard skeleton shared by MD5, SHA-1 and SHA-2: buffers input into blocks, pads
 * the last block with the message length, and lets the subclass compress blocks.
 */
abstract class BlockDigest implements Cloneable {
    /** The canonical algorithm name, as the JDK reports it in messages. */
    final String name;
    /** The digest length in bytes. */
    final int length;
    private byte[] buffer;
    private int buffered;
    private long bytes;

    BlockDigest(String name, int length, int blockSize) {
        this.name = name;
        this.length = length;
        this.buffer = new byte[blockSize];
    }

    /** The algorithm for an upper-case name or alias, or null. */
    static BlockDigest create(String n) {
        if (n.equals("MD5")) {
            return new Md5();
        }
        if (n.equals("SHA-1") || n.equals("SHA") || n.equals("SHA1")) {
            return new Sha1();
        }
        if (n.equals("SHA-224") || n.equals("SHA224")) {
            return new Sha256("SHA-224", 28);
        }
        if (n.equals("SHA-256") || n.equals("SHA256")) {
            return new Sha256("SHA-256", 32);
        }
        if (n.equals("SHA-384") || n.equals("SHA384")) {
            return new Sha512("SHA-384", 48);
        }
        if (n.equals("SHA-512") || n.equals("SHA512")) {
            return new Sha512("SHA-512", 64);
        }
        if (n.equals("SHA-512/224") || n.equals("SHA512/224")) {
            return new Sha512("SHA-512/224", 28);
        }
        if (n.equals("SHA-512/256") || n.equals("SHA512/256")) {
            return new Sha512("SHA-512/256", 32);
        }
        return null;
    }

    abstract void init();

    abstract void compress(byte[] block, int off);

    /** Writes the state as the digest; only {@code length} bytes are used. */
    abstract void output(byte[] out, int off);

    /** Little-endian length field (MD5) instead of big-endian (SHA). */
    boolean littleEndianLength() {
        return false;
    }

    void update(byte b) {
        buffer[buffered++] = b;
        bytes++;
        if (buffered == buffer.length) {
            compress(buffer, 0);
            buffered = 0;
        }
    }

    void update(byte[] in, int off, int len) {
        bytes += len;
        if (buffered > 0) {
            int n = Math.min(len, buffer.length - buffered);
            System.arraycopy(in, off, buffer, buffered, n);
            buffered += n;
            off += n;
            len -= n;
            if (buffered < buffer.length) {
                return;
            }
            compress(buffer, 0);
            buffered = 0;
        }
        while (len >= buffer.length) {
            compress(in, off);
            off += buffer.length;
            len -= buffer.length;
        }
        System.arraycopy(in, off, buffer, 0, len);
        buffered = len;
    }

    /** Pads, writes the digest to out at off and resets. */
    void finish(byte[] out, int off) {
        long bits = bytes << 3;
        int lengthBytes = buffer.length == 128 ? 16 : 8;
        buffer[buffered++] = (byte) 0x80;
        if (buffered > buffer.length - lengthBytes) {
            while (buffered < buffer.length) {
                buffer[buffered++] = 0;
            }
            compress(buffer, 0);
            buffered = 0;
        }
        while (buffered < buffer.length) {
            buffer[buffered++] = 0;
        }
        for (int i = 0; i < 8; i++) {
            int pos = littleEndianLength() ? buffer.length - 8 + i : buffer.length - 1 - i;
            buffer[pos] = (byte) (bits >>> (8 * i));
        }
        compress(buffer, 0);
        byte[] full = new byte[buffer.length == 128 ? 64 : 32];
        output(full, 0);
        System.arraycopy(full, 0, out, off, length);
        reset();
    }

    void reset() {
        buffered = 0;
        bytes = 0;
        init();
    }

    BlockDigest copy() {
        try {
            BlockDigest c = (BlockDigest) super.clone();
            c.buffer = buffer.clone();
            c.copyState(this);
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** Gives this clone its own copies of the arrays of {@code from}. */
    void copyState(BlockDigest from) {
    }

    static int be32(byte[] b, int off) {
        return (b[off] << 24) | ((b[off + 1] & 0xff) << 16) | ((b[off + 2] & 0xff) << 8)
                | (b[off + 3] & 0xff);
    }

    static void putBe32(int v, byte[] b, int off) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }
}
