package java.nio;

import java.util.Objects;

/**
 * A buffer of chars over a Java array (or, read-only, over a CharSequence); as a
 * CharSequence it is the remaining characters, which toString returns. Views of byte buffers
 * (ByteBufferAsCharBuffer) have no array (hb null) and override element access.
 */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, CharSequence, Appendable, Readable {
    final char[] hb;
    final int offset;

    CharBuffer(char[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw capacityException(capacity);
        }
        return new HeapCharBuffer(new char[capacity], -1, 0, capacity, capacity, 0);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        try {
            return new HeapCharBuffer(array, -1, offset, offset + length, array.length, 0);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    /** A read-only buffer over csq (its chars are copied; csq must not change meanwhile). */
    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        int n = csq.length();
        if (start < 0 || start > n || end < start || end > n) {
            throw new IndexOutOfBoundsException();
        }
        char[] copy = new char[n];
        for (int i = 0; i < n; i++) {
            copy[i] = csq.charAt(i);
        }
        return new StringCharBuffer(copy, -1, start, end, n, 0);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public final int length() {
        return remaining();
    }

    public final boolean isEmpty() {
        return remaining() == 0;
    }

    /** The char index places after the position. */
    public final char charAt(int index) {
        return get(position() + checkIndex(index, 1));
    }

    /** A buffer over the given window of the remaining chars, sharing this buffer's content. */
    public CharBuffer subSequence(int start, int end) {
        int pos = position();
        int lim = limit();
        if (start < 0 || start > lim - pos || end < start || end > lim - pos) {
            throw new IndexOutOfBoundsException();
        }
        return make(hb, -1, pos + start, pos + end, capacity(), offset);
    }

    public CharBuffer put(String src, int start, int end) {
        Objects.checkFromIndexSize(start, end - start, src.length());
        checkWritable();
        if (end - start > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = start; i < end; i++) {
            put(src.charAt(i));
        }
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public CharBuffer append(CharSequence csq) {
        return put(String.valueOf(csq));
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = csq == null ? "null" : csq;
        return put(cs.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    /** Reads as many chars as fit into target; -1 once this buffer is drained. */
    public int read(CharBuffer target) {
        int n = remaining();
        if (n == 0) {
            return -1;
        }
        int k = Math.min(n, target.remaining());
        for (int i = 0; i < k; i++) {
            target.put(get());
        }
        return k;
    }

    public java.util.stream.IntStream chars() {
        return toString().chars();
    }

    public CharBuffer slice() {
        int rem = remaining();
        return make(hb, -1, 0, rem, rem, position() + offset);
    }

    public CharBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(hb, -1, 0, length, length, index + offset);
    }

    public CharBuffer duplicate() {
        return make(hb, markValue(), position(), limit(), capacity(), offset);
    }

    public CharBuffer asReadOnlyBuffer() {
        return new HeapCharBufferR(hb, markValue(), position(), limit(), capacity(), offset);
    }

    /** A buffer of this one's class (read-only stays read-only) over the given window. */
    abstract CharBuffer make(char[] b, int mark, int pos, int lim, int cap, int off);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public char get() {
        return hb[offset + nextGetIndex(1)];
    }

    public char get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public CharBuffer put(char x) {
        checkWritable();
        hb[offset + nextPutIndex(1)] = x;
        return this;
    }

    public CharBuffer put(int index, char x) {
        checkWritable();
        hb[offset + checkIndex(index, 1)] = x;
        return this;
    }

    public CharBuffer get(char[] dst, int off, int length) {
        Objects.checkFromIndexSize(off, length, dst.length);
        int pos = position();
        if (length > limit() - pos) {
            throw new BufferUnderflowException();
        }
        copyOut(pos, dst, off, length);
        position(pos + length);
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer get(int index, char[] dst, int off, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, dst.length);
        copyOut(index, dst, off, length);
        return this;
    }

    public CharBuffer get(int index, char[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public CharBuffer put(char[] src, int off, int length) {
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

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(int index, char[] src, int off, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(off, length, src.length);
        copyIn(index, src, off, length);
        return this;
    }

    public CharBuffer put(int index, char[] src) {
        return put(index, src, 0, src.length);
    }

    public CharBuffer put(CharBuffer src) {
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
    private void copyOut(int index, char[] dst, int off, int length) {
        if (hb != null) {
            System.arraycopy(hb, offset + index, dst, off, length);
        } else {
            for (int k = 0; k < length; k++) {
                dst[off + k] = get(index + k);
            }
        }
    }

    private void copyIn(int index, char[] src, int off, int length) {
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

    public final char[] array() {
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

    public CharBuffer compact() {
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

    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public CharBuffer mark() {
        super.mark();
        return this;
    }

    public CharBuffer reset() {
        super.reset();
        return this;
    }

    public CharBuffer clear() {
        super.clear();
        return this;
    }

    public CharBuffer flip() {
        super.flip();
        return this;
    }

    public CharBuffer rewind() {
        super.rewind();
        return this;
    }

    /** The remaining characters. */
    public String toString() {
        if (hb != null) {
            return new String(hb, offset + position(), remaining());
        }
        StringBuilder sb = new StringBuilder(remaining());
        for (int i = position(); i < limit(); i++) {
            sb.append(get(i));
        }
        return sb.toString();
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
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        int n = this.limit() - this.position();
        if (n < 0 || n != that.limit() - that.position()) {
            return false;
        }
        return firstMismatch(this, that, n) < 0;
    }

    public int compareTo(CharBuffer that) {
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

    private static int compare(char x, char y) {
        return Character.compare(x, y);
    }

    /** The relative index of the first differing element, or -1 if the buffers agree. */
    public int mismatch(CharBuffer that) {
        int thisRem = this.limit() - this.position();
        int thatRem = that.limit() - that.position();
        int length = Math.min(thisRem, thatRem);
        if (length < 0) {
            return -1;
        }
        int r = firstMismatch(this, that, length);
        return (r == -1 && thisRem != thatRem) ? length : r;
    }

    private static int firstMismatch(CharBuffer a, CharBuffer b, int n) {
        int ap = a.position();
        int bp = b.position();
        for (int k = 0; k < n; k++) {
            char x = a.get(ap + k);
            char y = b.get(bp + k);
            if (!(x == y)) {
                return k;
            }
        }
        return -1;
    }
}
