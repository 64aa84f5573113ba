package java.nio;

/** The writable heap byte buffer; its name is what ByteBuffer.toString prints. */
class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    ByteBuffer make(byte[] b, int mark, int pos, int lim, int cap, int off) {
        return new HeapByteBuffer(b, mark, pos, lim, cap, off);
    }

    public boolean isReadOnly() {
        return false;
    }
}
