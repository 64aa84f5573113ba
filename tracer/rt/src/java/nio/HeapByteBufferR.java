package java.nio;

/** The read-only view of a heap byte buffer: every mutator throws ReadOnlyBufferException. */
class HeapByteBufferR extends HeapByteBuffer {
    HeapByteBufferR(byte[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    ByteBuffer make(byte[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapByteBufferR(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return true;
    }
}
