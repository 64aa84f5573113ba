package java.nio;

/** The read-only view of a heap double buffer: every mutator throws ReadOnlyBufferException. */
class HeapDoubleBufferR extends HeapDoubleBuffer {
    HeapDoubleBufferR(double[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    DoubleBuffer make(double[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapDoubleBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
