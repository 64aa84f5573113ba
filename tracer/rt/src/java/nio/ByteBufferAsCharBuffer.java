package java.nio;

/**
 * A char view of a byte buffer's content (ByteBuffer.asCharBuffer): element i is the 2 bytes at
 * offset + 2*i of the byte array, in the byte order the view was created with.
 */
final class ByteBufferAsCharBuffer extends CharBuffer {
    private final byte[] bytes;
    private final boolean readOnly;
    private final boolean bigEndian;

    ByteBufferAsCharBuffer(byte[] bytes, int mark, int pos, int lim, int cap, int byteOffset, boolean readOnly,
            boolean bigEndian) {
        super(null, mark, pos, lim, cap, byteOffset);
        this.bytes = bytes;
        this.readOnly = readOnly;
        this.bigEndian = bigEndian;
    }

    /** Windows of a view are views: the element offset becomes a byte offset. */
    CharBuffer make(char[] ignored, int mark, int pos, int lim, int cap, int elementOffset) {
        return new ByteBufferAsCharBuffer(bytes, mark, pos, lim, cap, elementOffset == offset ? offset
                : offset + (elementOffset - offset) * 2, readOnly, bigEndian);
    }

    public CharBuffer slice() {
        int rem = remaining();
        return new ByteBufferAsCharBuffer(bytes, -1, 0, rem, rem, offset + position() * 2, readOnly, bigEndian);
    }

    public CharBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return new ByteBufferAsCharBuffer(bytes, -1, 0, length, length, offset + index * 2, readOnly, bigEndian);
    }

    public CharBuffer asReadOnlyBuffer() {
        return new ByteBufferAsCharBuffer(bytes, markValue(), position(), limit(), capacity(), offset, true, bigEndian);
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public char get() {
        return (char) ByteBuffer.load(bytes, offset + nextGetIndex(1) * 2, 2, bigEndian);
    }

    public char get(int index) {
        return (char) ByteBuffer.load(bytes, offset + checkIndex(index, 1) * 2, 2, bigEndian);
    }

    public CharBuffer put(char x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + nextPutIndex(1) * 2, 2, bigEndian, x);
        return this;
    }

    public CharBuffer put(int index, char x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + checkIndex(index, 1) * 2, 2, bigEndian, x);
        return this;
    }
}
