package java.nio;

/**
 * A float view of a byte buffer's content (ByteBuffer.asFloatBuffer): element i is the 4 bytes at
 * offset + 4*i of the byte array, in the byte order the view was created with.
 */
final class ByteBufferAsFloatBuffer extends FloatBuffer {
    private final byte[] bytes;
    private final boolean readOnly;
    private final boolean bigEndian;

    ByteBufferAsFloatBuffer(byte[] bytes, int mark, int pos, int lim, int cap, int byteOffset, boolean readOnly,
            boolean bigEndian) {
        super(null, mark, pos, lim, cap, byteOffset);
        this.bytes = bytes;
        this.readOnly = readOnly;
        this.bigEndian = bigEndian;
    }

    /** Windows of a view are views: the element offset becomes a byte offset. */
    FloatBuffer make(float[] ignored, int mark, int pos, int lim, int cap, int elementOffset) {
        return new ByteBufferAsFloatBuffer(bytes, mark, pos, lim, cap, elementOffset == offset ? offset
                : offset + (elementOffset - offset) * 4, readOnly, bigEndian);
    }

    public FloatBuffer slice() {
        int rem = remaining();
        return new ByteBufferAsFloatBuffer(bytes, -1, 0, rem, rem, offset + position() * 4, readOnly, bigEndian);
    }

    public FloatBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return new ByteBufferAsFloatBuffer(bytes, -1, 0, length, length, offset + index * 4, readOnly, bigEndian);
    }

    public FloatBuffer asReadOnlyBuffer() {
        return new ByteBufferAsFloatBuffer(bytes, markValue(), position(), limit(), capacity(), offset, true, bigEndian);
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public float get() {
        return Float.intBitsToFloat((int) ByteBuffer.load(bytes, offset + nextGetIndex(1) * 4, 4, bigEndian));
    }

    public float get(int index) {
        return Float.intBitsToFloat((int) ByteBuffer.load(bytes, offset + checkIndex(index, 1) * 4, 4, bigEndian));
    }

    public FloatBuffer put(float x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + nextPutIndex(1) * 4, 4, bigEndian, Float.floatToRawIntBits(x));
        return this;
    }

    public FloatBuffer put(int index, float x) {
        checkWritable();
        ByteBuffer.store(bytes, offset + checkIndex(index, 1) * 4, 4, bigEndian, Float.floatToRawIntBits(x));
        return this;
    }

    /** Names the class the JDK would use (e.g. ByteBufferAsIntBufferRL). */
    public String toString() {
        return "java.nio.ByteBufferAsFloatBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L") + "[pos=" + position()
                + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
