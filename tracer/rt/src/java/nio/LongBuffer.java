package java.nio;

import java.util.Objects;

/**
 * A buffer of longs over a Java array (hb), in native order as the JDK's heap LongBuffers report, or
 * over a byte buffer's bytes (ByteBufferAsLongBuffer, hb null: element access is overridden).
 */
public abstract class LongBuffer extends Buffer implements Comparable<LongBuffer> {
    final long[] hb;
    final int offset;

    LongBuffer(long[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static LongBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw capacityException(capacity);
        }
        return new HeapLongBuffer(new long[capacity], -1, 0, capacity, capacity, 0);
    }

    public static LongBuffer wrap(long[] array, int offset, int length) {
        try {
            return new HeapLongBuffer(array, -1, offset, offset + length, array.length, 0);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static LongBuffer wrap(long[] array) {
        return wrap(array, 0, array.length);
    }

    public LongBuffer slice() {
        int rem = remaining();
        return make(hb, -1, 0, rem, rem, position() + offset);
    }

    public LongBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(hb, -1, 0, length, length, index + offset);
    }

    public LongBuffer duplicate() {
        return make(hb, markValue(), position(), limit(), capacity(), offset);
    }

    public LongBuffer asReadOnlyBuffer() {
        return new HeapLongBufferR(hb, markValue(), position(), limit(), capacity(), offset);
    }

    /** A buffer of this one's class (read-only stays read-only) over the given window. */
    abstract LongBuffer make(long[] b, int mark, int pos, int lim, int cap, int off);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public long get() {
        return hb[offset + nextGetIndex(1)];
    }

    public long get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public LongBuffer put(long x) {
        checkWritable();
        hb[offset + nextPutIndex(1)] = x;
        return this;
    }

    public LongBuffer put(int index, long x) {
        checkWritable();
        hb[offset + checkIndex(index, 1)] = x;
        return this;
    }

    public LongBuffer get(long[] dst, int off, int length) {
        Objects.checkFromIndexSize(off, length, dst.length);
        int pos = position();
        if (length > limit() - pos) {
            throw new BufferUnderflowException();
        }
        copyOut(pos, dst, off, length);
        position(pos + length);
        return this;
    }

    public LongBuffer get(long[] dst) {
        return get(dst, 0, dst.length);
    }

    public LongBuffer get(int index, long[] dst, int off, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, dst.length);
        copyOut(index, dst, off, length);
        return this;
    }

    public LongBuffer get(int index, long[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public LongBuffer put(long[] src, int off, int length) {
        checkWritable();
        Objects.checkFromIndexSize(off, length, src.length);
        int pos = position();
        if (length > limit() - pos) {
            throw new BufferOverflowException();
        }
        copyIn(pos, src, off, length);
        position(pos + length);
        return this;
    }

    public final LongBuffer put(long[] src) {
        return put(src, 0, src.length);
    }

    public LongBuffer put(int index, long[] src, int off, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, src.length);
        copyIn(index, src, off, length);
        return this;
    }

    public LongBuffer put(int index, long[] src) {
        return put(index, src, 0, src.length);
    }

    public LongBuffer put(LongBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        int pos = position();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        if (hb != null && src.hb != null) {
            System.arraycopy(src.hb, src.offset + src.position(), hb, offset + pos, n);
        } else {
            int sp = src.position();
            for (int k = 0; k < n; k++) {
                put(pos + k, src.get(sp + k));
            }
        }
        position(pos + n);
        src.position(src.position() + n);
        return this;
    }

    /** Array-backed element copies; views of byte buffers (hb null) go element by element. */
    private void copyOut(int index, long[] dst, int off, int length) {
        if (hb != null) {
            System.arraycopy(hb, offset + index, dst, off, length);
        } else {
            for (int k = 0; k < length; k++) {
                dst[off + k] = get(index + k);
            }
        }
    }

    private void copyIn(int index, long[] src, int off, int length) {
        if (hb != null) {
            System.arraycopy(src, off, hb, offset + index, length);
        } else {
            for (int k = 0; k < length; k++) {
                put(index + k, src[off + k]);
            }
        }
    }

    public final boolean hasArray() {
        return hb != null && !isReadOnly();
    }

    public final long[] array() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return hb;
    }

    public final int arrayOffset() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return offset;
    }

    public boolean isDirect() {
        return false;
    }

    /** Heap buffers other than byte buffers use the platform's order. */
    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }

    public LongBuffer compact() {
        checkWritable();
        int rem = remaining();
        if (hb != null) {
            System.arraycopy(hb, offset + position(), hb, offset, rem);
        } else {
            int pos = position();
            for (int k = 0; k < rem; k++) {
                put(k, get(pos + k));
            }
        }
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    // ---- covariant returns (JDK 9+), so code compiled against JDK 17 links ----

    public LongBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public LongBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public LongBuffer mark() {
        super.mark();
        return this;
    }

    public LongBuffer reset() {
        super.reset();
        return this;
    }

    public LongBuffer clear() {
        super.clear();
        return this;
    }

    public LongBuffer flip() {
        super.flip();
        return this;
    }

    public LongBuffer rewind() {
        super.rewind();
        return this;
    }

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap="
                + capacity() + "]";
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof LongBuffer)) {
            return false;
        }
        LongBuffer that = (LongBuffer) ob;
        int n = this.limit() - this.position();
        if (n < 0 || n != that.limit() - that.position()) {
            return false;
        }
        return firstMismatch(this, that, n) < 0;
    }

    public int compareTo(LongBuffer that) {
        int thisRem = this.limit() - this.position();
        int thatRem = that.limit() - that.position();
        int length = Math.min(thisRem, thatRem);
        if (length < 0) {
            return -1;
        }
        int i = firstMismatch(this, that, length);
        if (i >= 0) {
            return compare(this.get(this.position() + i), that.get(that.position() + i));
        }
        return thisRem - thatRem;
    }

    private static int compare(long x, long y) {
        return Long.compare(x, y);
    }

    /** The relative index of the first differing element, or -1 if the buffers agree. */
    public int mismatch(LongBuffer that) {
        int thisRem = this.limit() - this.position();
        int thatRem = that.limit() - that.position();
        int length = Math.min(thisRem, thatRem);
        if (length < 0) {
            return -1;
        }
        int r = firstMismatch(this, that, length);
        return (r == -1 && thisRem != thatRem) ? length : r;
    }

    private static int firstMismatch(LongBuffer a, LongBuffer b, int n) {
        int ap = a.position();
        int bp = b.position();
        for (int k = 0; k < n; k++) {
            long x = a.get(ap + k);
            long y = b.get(bp + k);
            if (!(x == y)) {
                return k;
            }
        }
        return -1;
    }
}
