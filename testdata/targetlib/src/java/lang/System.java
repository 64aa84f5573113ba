package java.lang;

import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Standard output goes to the UART, as on JOP; the clock is the cycle counter. */
public final class System {
    public static final java.io.PrintStream out = new java.io.PrintStream();

    private System() {
    }

    /**
     * Copies array elements word by word through the arrays' handles, as a JOP library does:
     * a handle's word 0 points at the data, word 1 is the length, word 3 the element type (0
     * for an object), and long elements take two words.
     */
    public static void arraycopy(Object src, int srcPos, Object dst, int dstPos, int n) {
        int s = Native.toInt(src);
        int d = Native.toInt(dst);
        int type = Native.rdMem(s + 3);
        if (type == 0 || type != Native.rdMem(d + 3)) {
            throw new ArrayStoreException();
        }
        if (srcPos < 0 || dstPos < 0 || n < 0 || srcPos + n > Native.rdMem(s + 1) || dstPos + n > Native.rdMem(d + 1)) {
            throw new IndexOutOfBoundsException();
        }
        int w = type == 7 || type == 11 ? 2 : 1;
        int from = Native.rdMem(s) + srcPos * w;
        int to = Native.rdMem(d) + dstPos * w;
        if (src == dst && srcPos < dstPos) {
            for (int i = n * w - 1; i >= 0; i--) {
                Native.wrMem(Native.rdMem(from + i), to + i);
            }
        } else {
            for (int i = 0; i < n * w; i++) {
                Native.wrMem(Native.rdMem(from + i), to + i);
            }
        }
    }

    /** Microseconds, from the microsecond counter. */
    public static long nanoTime() {
        return Native.rd(Const.IO_US_CNT) * 1000L;
    }
}
