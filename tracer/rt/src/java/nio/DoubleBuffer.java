package java.nio;

import java.util.Objects;

/**
 * A buffer of doubles over a Java array (hb), in native order as the JDK's heap DoubleBuffers report, or
 * over a byte buffer's bytes (ByteBufferAsDoubleBuffer, hb null: element access is overridden).
 */
public abstract class DoubleBuffer extends Buffer implements Comparable<DoubleBuffer> {
    final double[] hb;
    final int offset;

    DoubleBuffer(double[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static DoubleBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw capacityException(capacity);
        }
        return new HeapDoubleBuffer(new double[capacity], -1, 0, capacity, capacity, 0);
    }

    public static DoubleBuffer wrap(double[] array, int offset, int length) {
        try {
            return new HeapDoubleBuffer(array, -1, offset, offset + length, array.length, 0);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static DoubleBuffer wrap(double[] array) {
        return wrap(array, 0, array.length);
    }

    public DoubleBuffer slice() {
        int rem = remaining();
        return make(hb, -1, 0, rem, rem, position() + offset);
    }

    public DoubleBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(hb, -1, 0, length, length, index + offset);
    }

    public DoubleBuffer duplicate() {
        return make(hb, markValue(), position(), limit(), capacity(), offset);
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return new HeapDoubleBufferR(hb, markValue(), position(), limit(), capacity(), offset);
    }

    /** A buffer of this one's class (read-only stays read-only) over the given window. */
    abstract DoubleBuffer make(double[] b, int mark, int pos, int lim, int cap, int off);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public double get() {
        return hb[offset + nextGetIndex(1)];
    }

    public double get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public DoubleBuffer put(double x) {
        checkWritable();
        hb[offset + nextPutIndex(1)] = x;
        return this;
    }

    public DoubleBuffer put(int index, double x) {
        checkWritable();
        hb[offset + checkIndex(index, 1)] = x;
        return this;
    }

    public DoubleBuffer get(double[] dst, int off, int length) {
        Objects.checkFromIndexSize(off, length, dst.length);
        int pos = position();
        if (length > limit() - pos) {
            throw new BufferUnderflowException();
        }
        copyOut(pos, dst, off, length);
        position(pos + length);
        return this;
    }

    public DoubleBuffer get(double[] dst) {
        return get(dst, 0, dst.length);
    }

    public DoubleBuffer get(int index, double[] dst, int off, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, dst.length);
        copyOut(index, dst, off, length);
        return this;
    }

    public DoubleBuffer get(int index, double[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public DoubleBuffer put(double[] src, int off, int length) {
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

    public final DoubleBuffer put(double[] src) {
        return put(src, 0, src.length);
    }

    public DoubleBuffer put(int index, double[] src, int off, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, src.length);
        copyIn(index, src, off, length);
        return this;
    }

    public DoubleBuffer put(int index, double[] src) {
        return put(index, src, 0, src.length);
    }

    public DoubleBuffer put(DoubleBuffer src) {
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
    private void copyOut(int index, double[] dst, int off, int length) {
        if (hb != null) {
            System.arraycopy(hb, offset + index, dst, off, length);
        } else {
            for (int k = 0; k < length; k++) {
                dst[off + k] = get(index + k);
            }
        }
    }

    private void copyIn(int index, double[] src, int off, int length) {
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

    public final double[] array() {
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

    public DoubleBuffer compact() {
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

    public DoubleBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public DoubleBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public DoubleBuffer mark() {
        super.mark();
        return this;
    }

    public DoubleBuffer reset() {
        super.reset();
        return this;
    }

    public DoubleBuffer clear() {
        super.clear();
        return this;
    }

    public DoubleBuffer flip() {
        super.flip();
        return this;
    }

    public DoubleBuffer rewind() {
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
        if (!(ob instanceof DoubleBuffer)) {
            return false;
        }
        DoubleBuffer that = (DoubleBuffer) ob;
        int n = this.limit() - this.position();
        if (n < 0 || n != that.limit() - that.position()) {
            return false;
        }
        return firstMismatch(this, that, n) < 0;
    }

    public int compareTo(DoubleBuffer that) {
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

    private static int compare(double x, double y) {
        return (x < y) ? -1 : (x > y) ? 1 : (x == y) ? 0 : Double.isNaN(x) ? (Double.isNaN(y) ? 0 : 1) : -1;
    }

    /** The relative index of the first differing element, or -1 if the buffers agree. */
    public int mismatch(DoubleBuffer that) {
        int thisRem = this.limit() - this.position();
        int thatRem = that.limit() - that.position();
        int length = Math.min(thisRem, thatRem);
        if (length < 0) {
            return -1;
        }
        int r = firstMismatch(this, that, length);
        return (r == -1 && thisRem != thatRem) ? length : r;
    }

    private static int firstMismatch(DoubleBuffer a, DoubleBuffer b, int n) {
        int ap = a.position();
        int bp = b.position();
        for (int k = 0; k < n; k++) {
            double x = a.get(ap + k);
            double y = b.get(bp + k);
            if (!((x == y || (Double.isNaN(x) && Double.isNaN(y))))) {
                return k;
            }
        }
        return -1;
    }
}
