package java.nio;

/** The writable heap long buffer; its name is what toString prints. */
class HeapLongBuffer extends LongBuffer {
    HeapLongBuffer(long[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    LongBuffer make(long[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapLongBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
