package java.nio;

/** The read-only view of a heap float buffer: every mutator throws ReadOnlyBufferException. */
class HeapFloatBufferR extends HeapFloatBuffer {
    HeapFloatBufferR(float[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    FloatBuffer make(float[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapFloatBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
