package java.nio;

/** The read-only view of a heap char buffer: every mutator throws ReadOnlyBufferException. */
class HeapCharBufferR extends HeapCharBuffer {
    HeapCharBufferR(char[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    CharBuffer make(char[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapCharBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
