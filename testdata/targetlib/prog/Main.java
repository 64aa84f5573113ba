import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** A JOP-style program: output through the UART, software bytecodes, the cycle counter. */
public class Main {
    /** The idiv whose routine the test looks for at this call site. */
    static int quotient(int a, int b) {
        return a / b;
    }

    static void uart(char c) {
        Native.wr(c, Const.IO_UART);
    }

    public static void main(String[] args) {
        uart('H');
        uart('i');
        uart('\n');
        System.out.println("stand-in library");
        int q = quotient(-100, 7);
        System.out.println(q);
        System.out.println(Integer_MIN() % 10);
        long p = (long) q * 3000000000L;
        if (p < 0) {
            System.out.println("negative product");
        }
        int x = 300 + q;
        System.out.println((byte) x);
        System.out.println(Native.toInt(1.0f));
        int t0 = Native.rd(Const.IO_CNT);
        int t1 = Native.rd(Const.IO_CNT);
        if (t1 > t0) {
            System.out.println("clock runs");
        }
        Object o = new Object();
        if (Native.toObject(Native.toInt(o)) == o) {
            System.out.println("handles round-trip");
        }
        System.out.println(Native.condMove(1, 2, t1 > t0));
        try {
            quotient(1, 0);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }

    static int Integer_MIN() {
        return 0x80000000;
    }
}
