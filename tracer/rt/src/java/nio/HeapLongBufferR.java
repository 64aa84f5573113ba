package java.nio;

/** The read-only view of a heap long buffer: every mutator throws ReadOnlyBufferException. */
class HeapLongBufferR extends HeapLongBuffer {
    HeapLongBufferR(long[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    LongBuffer make(long[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapLongBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
