package java.nio;

/**
 * An int view of a byte buffer's content (ByteBuffer.asIntBuffer): element i is the 4 bytes at
 * offset + 4*i of the byte array, in the byte order the view was created with.
 */
final class ByteBufferAsIntBuffer extends IntBuffer {
    private final byte[] bytes;
    private final boolean readOnly;
    private final boolean bigEndian;

    ByteBufferAsIntBuffer(byte[] bytes, int mark, int pos, int lim, int cap, int byteOffset, boolean readOnly,
            boolean bigEndian) {
        super(null, mark, pos, lim, cap, byteOffset);
        this.bytes = bytes;
        this.readOnly = readOnly;
        this.bigEndian = bigEndian;
    }

    /** Windows of a view are views: the element offset becomes a byte offset. */
    IntBuffer make(int[] ignored, int mark, int pos, int lim, int cap, int elementOffset) {
        return new ByteBufferAsIntBuffer(bytes, mark, pos, lim, cap, elementOffset == offset ? offset
                : offset + (elementOffset - offset) * 4, readOnly, bigEndian);
    }

    public IntBuffer slice() {
        int rem = remaining();
        return new ByteBufferAsIntBuffer(bytes, -1, 0, rem, rem, offset + position() * 4, readOnly, bigEndian);
    }

    public IntBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return new ByteBufferAsIntBuffer(bytes, -1, 0, length, length, offset + index * 4, readOnly, bigEndian);
    }

    public IntBuffer asReadOnlyBuffer() {
        return new ByteBufferAsIntBuffer(bytes, markValue(), position(), limit(), capacity(), offset, true, bigEndian);
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public int get() {
        return (int) ByteBuffer.load(bytes, offset + nextGetIndex(1) * 4, 4, bigEndian);
    }

    public int get(int index) {
        return (int) ByteBuffer.load(bytes, offset + checkIndex(index, 1) * 4, 4, bigEndian);
    }

    public IntBuffer put(int x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + nextPutIndex(1) * 4, 4, bigEndian, x);
        return this;
    }

    public IntBuffer put(int index, int x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + checkIndex(index, 1) * 4, 4, bigEndian, x);
        return this;
    }

    /** Names the class the JDK would use (e.g. ByteBufferAsIntBufferRL). */
    public String toString() {
        return "java.nio.ByteBufferAsIntBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L") + "[pos=" + position()
                + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
