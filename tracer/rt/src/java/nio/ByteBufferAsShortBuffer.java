package java.nio;

/**
 * A short view of a byte buffer's content (ByteBuffer.asShortBuffer): element i is the 2 bytes at
 * offset + 2*i of the byte array, in the byte order the view was created with.
 */
final class ByteBufferAsShortBuffer extends ShortBuffer {
    private final byte[] bytes;
    private final boolean readOnly;
    private final boolean bigEndian;

    ByteBufferAsShortBuffer(byte[] bytes, int mark, int pos, int lim, int cap, int byteOffset, boolean readOnly,
            boolean bigEndian) {
        super(null, mark, pos, lim, cap, byteOffset);
        this.bytes = bytes;
        this.readOnly = readOnly;
        this.bigEndian = bigEndian;
    }

    /** Windows of a view are views: the element offset becomes a byte offset. */
    ShortBuffer make(short[] ignored, int mark, int pos, int lim, int cap, int elementOffset) {
        return new ByteBufferAsShortBuffer(bytes, mark, pos, lim, cap, elementOffset == offset ? offset
                : offset + (elementOffset - offset) * 2, readOnly, bigEndian);
    }

    public ShortBuffer slice() {
        int rem = remaining();
        return new ByteBufferAsShortBuffer(bytes, -1, 0, rem, rem, offset + position() * 2, readOnly, bigEndian);
    }

    public ShortBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return new ByteBufferAsShortBuffer(bytes, -1, 0, length, length, offset + index * 2, readOnly, bigEndian);
    }

    public ShortBuffer asReadOnlyBuffer() {
        return new ByteBufferAsShortBuffer(bytes, markValue(), position(), limit(), capacity(), offset, true, bigEndian);
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public short get() {
        return (short) ByteBuffer.load(bytes, offset + nextGetIndex(1) * 2, 2, bigEndian);
    }

    public short get(int index) {
        return (short) ByteBuffer.load(bytes, offset + checkIndex(index, 1) * 2, 2, bigEndian);
    }

    public ShortBuffer put(short x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + nextPutIndex(1) * 2, 2, bigEndian, x);
        return this;
    }

    public ShortBuffer put(int index, short x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + checkIndex(index, 1) * 2, 2, bigEndian, x);
        return this;
    }

    /** Names the class the JDK would use (e.g. ByteBufferAsIntBufferRL). */
    public String toString() {
        return "java.nio.ByteBufferAsShortBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L") + "[pos=" + position()
                + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
