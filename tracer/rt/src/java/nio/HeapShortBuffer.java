package java.nio;

/** The writable heap short buffer; its name is what toString prints. */
class HeapShortBuffer extends ShortBuffer {
    HeapShortBuffer(short[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    ShortBuffer make(short[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapShortBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
