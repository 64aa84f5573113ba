package java.nio;

/** The writable heap char buffer. */
class HeapCharBuffer extends CharBuffer {
    HeapCharBuffer(char[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    CharBuffer make(char[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapCharBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
