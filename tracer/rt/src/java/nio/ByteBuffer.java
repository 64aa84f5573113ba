package java.nio;

import java.util.Objects;

/**
 * A byte buffer over a Java array (direct buffers are heap buffers here). Multi-byte values are
 * read and written in the buffer's order, big-endian unless order(...) says otherwise; slices,
 * duplicates and read-only views start big-endian, as in the JDK. The concrete classes are
 * HeapByteBuffer and HeapByteBufferR, whose names toString prints.
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw capacityException(capacity);
        }
        return new HeapByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }

    /** Like allocate: crossprof has no off-heap memory. */
    public static ByteBuffer allocateDirect(int capacity) {
        return allocate(capacity);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        try {
            return new HeapByteBuffer(array, -1, offset, offset + length, array.length, 0);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    public ByteBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(hb, -1, 0, rem, rem, pos + offset);
    }

    public ByteBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(hb, -1, 0, length, length, index + offset);
    }

    public ByteBuffer duplicate() {
        return make(hb, markValue(), position(), limit(), capacity(), offset);
    }

    public ByteBuffer asReadOnlyBuffer() {
        return new HeapByteBufferR(hb, markValue(), position(), limit(), capacity(), offset);
    }

    /** A buffer of this one's class (read-only stays read-only) over the given window. */
    abstract ByteBuffer make(byte[] b, int mark, int pos, int lim, int cap, int off);

    private void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    // ---- single bytes ----

    public byte get() {
        return hb[offset + nextGetIndex(1)];
    }

    public byte get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public ByteBuffer put(byte b) {
        checkWritable();
        hb[offset + nextPutIndex(1)] = b;
        return this;
    }

    public ByteBuffer put(int index, byte b) {
        checkWritable();
        hb[offset + checkIndex(index, 1)] = b;
        return this;
    }

    // ---- bulk ----

    public ByteBuffer get(byte[] dst, int off, int length) {
        Objects.checkFromIndexSize(off, length, dst.length);
        int pos = position();
        if (length > limit() - pos) {
            throw new BufferUnderflowException();
        }
        System.arraycopy(hb, offset + pos, dst, off, length);
        position(pos + length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst, int off, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, dst.length);
        System.arraycopy(hb, offset + index, dst, off, length);
        return this;
    }

    public ByteBuffer get(int index, byte[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ByteBuffer put(byte[] src, int off, int length) {
        checkWritable();
        Objects.checkFromIndexSize(off, length, src.length);
        int pos = position();
        if (length > limit() - pos) {
            throw new BufferOverflowException();
        }
        System.arraycopy(src, off, hb, offset + pos, length);
        position(pos + length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(int index, byte[] src, int off, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, src.length);
        System.arraycopy(src, off, hb, offset + index, length);
        return this;
    }

    public ByteBuffer put(int index, byte[] src) {
        return put(index, src, 0, src.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        int pos = position();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        System.arraycopy(src.hb, src.offset + src.position(), hb, offset + pos, n);
        position(pos + n);
        src.position(src.position() + n);
        return this;
    }

    public ByteBuffer put(int index, ByteBuffer src, int off, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, src.limit());
        checkWritable();
        System.arraycopy(src.hb, src.offset + off, hb, offset + index, length);
        return this;
    }

    // ---- array access ----

    public final boolean hasArray() {
        return !isReadOnly();
    }

    public final byte[] array() {
        checkWritable();
        return hb;
    }

    public final int arrayOffset() {
        checkWritable();
        return offset;
    }

    public boolean isDirect() {
        return false;
    }

    public ByteBuffer compact() {
        checkWritable();
        int rem = remaining();
        System.arraycopy(hb, offset + position(), hb, offset, rem);
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    // ---- covariant returns (JDK 9+), so code compiled against JDK 17 links ----

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    // ---- order ----

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    /** The n-byte value at index i of hb in the given order (also used by the views). */
    static long load(byte[] hb, int i, int n, boolean bigEndian) {
        long v = 0;
        if (bigEndian) {
            for (int k = 0; k < n; k++) {
                v = (v << 8) | (hb[i + k] & 0xff);
            }
        } else {
            for (int k = n - 1; k >= 0; k--) {
                v = (v << 8) | (hb[i + k] & 0xff);
            }
        }
        return v;
    }

    static void store(byte[] hb, int i, int n, boolean bigEndian, long v) {
        if (bigEndian) {
            for (int k = n - 1; k >= 0; k--) {
                hb[i + k] = (byte) v;
                v >>>= 8;
            }
        } else {
            for (int k = 0; k < n; k++) {
                hb[i + k] = (byte) v;
                v >>>= 8;
            }
        }
    }

    private long load(int i, int n) {
        return load(hb, i, n, bigEndian);
    }

    private void store(int i, int n, long v) {
        store(hb, i, n, bigEndian, v);
    }

    // ---- views: the remaining bytes seen as other element types, in the current order ----

    private int viewSize(int elementBytes) {
        return remaining() / elementBytes;
    }

    public CharBuffer asCharBuffer() {
        int n = viewSize(2);
        return new ByteBufferAsCharBuffer(hb, -1, 0, n, n, offset + position(), isReadOnly(), bigEndian);
    }

    public ShortBuffer asShortBuffer() {
        int n = viewSize(2);
        return new ByteBufferAsShortBuffer(hb, -1, 0, n, n, offset + position(), isReadOnly(), bigEndian);
    }

    public IntBuffer asIntBuffer() {
        int n = viewSize(4);
        return new ByteBufferAsIntBuffer(hb, -1, 0, n, n, offset + position(), isReadOnly(), bigEndian);
    }

    public LongBuffer asLongBuffer() {
        int n = viewSize(8);
        return new ByteBufferAsLongBuffer(hb, -1, 0, n, n, offset + position(), isReadOnly(), bigEndian);
    }

    public FloatBuffer asFloatBuffer() {
        int n = viewSize(4);
        return new ByteBufferAsFloatBuffer(hb, -1, 0, n, n, offset + position(), isReadOnly(), bigEndian);
    }

    public DoubleBuffer asDoubleBuffer() {
        int n = viewSize(8);
        return new ByteBufferAsDoubleBuffer(hb, -1, 0, n, n, offset + position(), isReadOnly(), bigEndian);
    }

    private long getRel(int n) {
        return load(offset + nextGetIndex(n), n);
    }

    private long getAbs(int index, int n) {
        return load(offset + checkIndex(index, n), n);
    }

    private ByteBuffer putRel(int n, long v) {
        checkWritable();
        store(offset + nextPutIndex(n), n, v);
        return this;
    }

    private ByteBuffer putAbs(int index, int n, long v) {
        checkWritable();
        store(offset + checkIndex(index, n), n, v);
        return this;
    }

    // ---- typed accessors ----

    public char getChar() {
        return (char) getRel(2);
    }

    public char getChar(int index) {
        return (char) getAbs(index, 2);
    }

    public ByteBuffer putChar(char value) {
        return putRel(2, value);
    }

    public ByteBuffer putChar(int index, char value) {
        return putAbs(index, 2, value);
    }

    public short getShort() {
        return (short) getRel(2);
    }

    public short getShort(int index) {
        return (short) getAbs(index, 2);
    }

    public ByteBuffer putShort(short value) {
        return putRel(2, value);
    }

    public ByteBuffer putShort(int index, short value) {
        return putAbs(index, 2, value);
    }

    public int getInt() {
        return (int) getRel(4);
    }

    public int getInt(int index) {
        return (int) getAbs(index, 4);
    }

    public ByteBuffer putInt(int value) {
        return putRel(4, value);
    }

    public ByteBuffer putInt(int index, int value) {
        return putAbs(index, 4, value);
    }

    public long getLong() {
        return getRel(8);
    }

    public long getLong(int index) {
        return getAbs(index, 8);
    }

    public ByteBuffer putLong(long value) {
        return putRel(8, value);
    }

    public ByteBuffer putLong(int index, long value) {
        return putAbs(index, 8, value);
    }

    public float getFloat() {
        return Float.intBitsToFloat((int) getRel(4));
    }

    public float getFloat(int index) {
        return Float.intBitsToFloat((int) getAbs(index, 4));
    }

    public ByteBuffer putFloat(float value) {
        return putRel(4, Float.floatToRawIntBits(value));
    }

    public ByteBuffer putFloat(int index, float value) {
        return putAbs(index, 4, Float.floatToRawIntBits(value));
    }

    public double getDouble() {
        return Double.longBitsToDouble(getRel(8));
    }

    public double getDouble(int index) {
        return Double.longBitsToDouble(getAbs(index, 8));
    }

    public ByteBuffer putDouble(double value) {
        return putRel(8, Double.doubleToRawLongBits(value));
    }

    public ByteBuffer putDouble(int index, double value) {
        return putAbs(index, 8, Double.doubleToRawLongBits(value));
    }

    // ---- comparison ----

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap="
                + capacity() + "]";
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
        int n = this.limit() - this.position();
        if (n < 0 || n != that.limit() - that.position()) {
            return false;
        }
        return firstMismatch(this, that, n) < 0;
    }

    public int compareTo(ByteBuffer that) {
        int thisRem = this.limit() - this.position();
        int thatRem = that.limit() - that.position();
        int length = Math.min(thisRem, thatRem);
        if (length < 0) {
            return -1;
        }
        int i = firstMismatch(this, that, length);
        if (i >= 0) {
            return Byte.compare(this.get(this.position() + i), that.get(that.position() + i));
        }
        return thisRem - thatRem;
    }

    /** The relative index of the first differing byte, or -1 if the buffers agree (JDK 11). */
    public int mismatch(ByteBuffer that) {
        int thisRem = this.limit() - this.position();
        int thatRem = that.limit() - that.position();
        int length = Math.min(thisRem, thatRem);
        if (length < 0) {
            return -1;
        }
        int r = firstMismatch(this, that, length);
        return (r == -1 && thisRem != thatRem) ? length : r;
    }

    private static int firstMismatch(ByteBuffer a, ByteBuffer b, int n) {
        int ap = a.position();
        int bp = b.position();
        for (int k = 0; k < n; k++) {
            if (a.get(ap + k) != b.get(bp + k)) {
                return k;
            }
        }
        return -1;
    }
}
