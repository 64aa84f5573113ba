package java.nio;

/**
 * A double view of a byte buffer's content (ByteBuffer.asDoubleBuffer): element i is the 8 bytes at
 * offset + 8*i of the byte array, in the byte order the view was created with.
 */
final class ByteBufferAsDoubleBuffer extends DoubleBuffer {
    private final byte[] bytes;
    private final boolean readOnly;
    private final boolean bigEndian;

    ByteBufferAsDoubleBuffer(byte[] bytes, int mark, int pos, int lim, int cap, int byteOffset, boolean readOnly,
            boolean bigEndian) {
        super(null, mark, pos, lim, cap, byteOffset);
        this.bytes = bytes;
        this.readOnly = readOnly;
        this.bigEndian = bigEndian;
    }

    /** Windows of a view are views: the element offset becomes a byte offset. */
    DoubleBuffer make(double[] ignored, int mark, int pos, int lim, int cap, int elementOffset) {
        return new ByteBufferAsDoubleBuffer(bytes, mark, pos, lim, cap, elementOffset == offset ? offset
                : offset + (elementOffset - offset) * 8, readOnly, bigEndian);
    }

    public DoubleBuffer slice() {
        int rem = remaining();
        return new ByteBufferAsDoubleBuffer(bytes, -1, 0, rem, rem, offset + position() * 8, readOnly, bigEndian);
    }

    public DoubleBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return new ByteBufferAsDoubleBuffer(bytes, -1, 0, length, length, offset + index * 8, readOnly, bigEndian);
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return new ByteBufferAsDoubleBuffer(bytes, markValue(), position(), limit(), capacity(), offset, true, bigEndian);
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public double get() {
        return Double.longBitsToDouble(ByteBuffer.load(bytes, offset + nextGetIndex(1) * 8, 8, bigEndian));
    }

    public double get(int index) {
        return Double.longBitsToDouble(ByteBuffer.load(bytes, offset + checkIndex(index, 1) * 8, 8, bigEndian));
    }

    public DoubleBuffer put(double x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + nextPutIndex(1) * 8, 8, bigEndian, Double.doubleToRawLongBits(x));
        return this;
    }

    public DoubleBuffer put(int index, double x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + checkIndex(index, 1) * 8, 8, bigEndian, Double.doubleToRawLongBits(x));
        return this;
    }

    /** Names the class the JDK would use (e.g. ByteBufferAsIntBufferRL). */
    public String toString() {
        return "java.nio.ByteBufferAsDoubleBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L") + "[pos=" + position()
                + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
