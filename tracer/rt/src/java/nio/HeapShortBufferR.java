package java.nio;

/** The read-only view of a heap short buffer: every mutator throws ReadOnlyBufferException. */
class HeapShortBufferR extends HeapShortBuffer {
    HeapShortBufferR(short[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    ShortBuffer make(short[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapShortBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
