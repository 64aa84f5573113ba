package java.io;

import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Prints characters through JOP's UART, waiting for the transmitter as JOP's own code does. */
public class PrintStream {
    public void print(char c) {
        while ((Native.rd(Const.IO_STATUS) & Const.MSK_UA_TDRE) == 0) {
            // the transmitter is busy
        }
        Native.wr(c, Const.IO_UART);
    }

    public void print(String s) {
        for (int i = 0; i < s.length(); i++) {
            print(s.charAt(i));
        }
    }

    /** Decimal digits by division: on JOP each one is a software idiv and irem. */
    public void print(int v) {
        if (v < 0) {
            print('-');
        } else {
            v = -v; // work on the negative value, which also holds Integer.MIN_VALUE
        }
        char[] digits = new char[10];
        int n = 0;
        do {
            digits[n++] = (char) ('0' - v % 10);
            v = v / 10;
        } while (v != 0);
        while (n > 0) {
            print(digits[--n]);
        }
    }

    public void println(String s) {
        print(s);
        print('\n');
    }

    public void println(int v) {
        print(v);
        print('\n');
    }
}
