package java.nio;

/** The writable heap float buffer; its name is what toString prints. */
class HeapFloatBuffer extends FloatBuffer {
    HeapFloatBuffer(float[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    FloatBuffer make(float[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapFloatBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
