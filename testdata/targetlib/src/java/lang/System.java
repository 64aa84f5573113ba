package java.lang;

import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Standard output goes to the UART, as on JOP; the clock is the cycle counter. */
public final class System {
    public static final java.io.PrintStream out = new java.io.PrintStream();

    private System() {
    }

    /** Microseconds, from the microsecond counter. */
    public static long nanoTime() {
        return Native.rd(Const.IO_US_CNT) * 1000L;
    }
}
