package java.nio;

/** The read-only buffer CharBuffer.wrap(CharSequence) returns (over a copy of the chars). */
final class StringCharBuffer extends HeapCharBufferR {
    StringCharBuffer(char[] b, int mark, int pos, int lim, int cap, int off) {
        super(b, mark, pos, lim, cap, off);
    }

    CharBuffer make(char[] b, int mark, int pos, int lim, int cap, int off) {
        return new StringCharBuffer(b, mark, pos, lim, cap, off);
    }
}
