package java.nio;

/** The writable heap int buffer; its name is what toString prints. */
class HeapIntBuffer extends IntBuffer {
    HeapIntBuffer(int[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    IntBuffer make(int[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapIntBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
