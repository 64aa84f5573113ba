import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** A program small enough to cost by hand (see TestTargetLibCyclesByHand). */
public class Cycles {
    public static void main(String[] args) {
        int x = 300;
        int y = (byte) x;
        Native.wr(y, Const.IO_UART);
    }
}
