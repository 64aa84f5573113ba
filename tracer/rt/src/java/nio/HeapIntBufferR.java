package java.nio;

/** The read-only view of a heap int buffer: every mutator throws ReadOnlyBufferException. */
class HeapIntBufferR extends HeapIntBuffer {
    HeapIntBufferR(int[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    IntBuffer make(int[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapIntBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
