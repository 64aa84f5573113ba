package java.nio;

/** The writable heap double buffer; its name is what toString prints. */
class HeapDoubleBuffer extends DoubleBuffer {
    HeapDoubleBuffer(double[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    DoubleBuffer make(double[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapDoubleBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
