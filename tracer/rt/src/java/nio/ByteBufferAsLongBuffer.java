package java.nio;

/**
 * A long view of a byte buffer's content (ByteBuffer.asLongBuffer): element i is the 8 bytes at
 * offset + 8*i of the byte array, in the byte order the view was created with.
 */
final class ByteBufferAsLongBuffer extends LongBuffer {
    private final byte[] bytes;
    private final boolean readOnly;
    private final boolean bigEndian;

    ByteBufferAsLongBuffer(byte[] bytes, int mark, int pos, int lim, int cap, int byteOffset, boolean readOnly,
            boolean bigEndian) {
        super(null, mark, pos, lim, cap, byteOffset);
        this.bytes = bytes;
        this.readOnly = readOnly;
        this.bigEndian = bigEndian;
    }

    /** Windows of a view are views: the element offset becomes a byte offset. */
    LongBuffer make(long[] ignored, int mark, int pos, int lim, int cap, int elementOffset) {
        return new ByteBufferAsLongBuffer(bytes, mark, pos, lim, cap, elementOffset == offset ? offset
                : offset + (elementOffset - offset) * 8, readOnly, bigEndian);
    }

    public LongBuffer slice() {
        int rem = remaining();
        return new ByteBufferAsLongBuffer(bytes, -1, 0, rem, rem, offset + position() * 8, readOnly, bigEndian);
    }

    public LongBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return new ByteBufferAsLongBuffer(bytes, -1, 0, length, length, offset + index * 8, readOnly, bigEndian);
    }

    public LongBuffer asReadOnlyBuffer() {
        return new ByteBufferAsLongBuffer(bytes, markValue(), position(), limit(), capacity(), offset, true, bigEndian);
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public long get() {
        return ByteBuffer.load(bytes, offset + nextGetIndex(1) * 8, 8, bigEndian);
    }

    public long get(int index) {
        return ByteBuffer.load(bytes, offset + checkIndex(index, 1) * 8, 8, bigEndian);
    }

    public LongBuffer put(long x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + nextPutIndex(1) * 8, 8, bigEndian, x);
        return this;
    }

    public LongBuffer put(int index, long x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + checkIndex(index, 1) * 8, 8, bigEndian, x);
        return this;
    }

    /** Names the class the JDK would use (e.g. ByteBufferAsIntBufferRL). */
    public String toString() {
        return "java.nio.ByteBufferAsLongBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L") + "[pos=" + position()
                + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
