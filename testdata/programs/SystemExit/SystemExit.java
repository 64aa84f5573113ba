// SystemExit: System.exit(3) called from inside nested calls within try/finally blocks.
// Expected: exit status 3; the finally blocks do NOT run; output printed before the exit
// (including a final print without a newline, on stdout and stderr) is not lost.
// Covers: Runtime.exit/halt, flushing of System.out/System.err at exit.

public class SystemExit {
    static void inner(int n) {
        try {
            if (n == 0) {
                System.out.println("calling System.exit(3)");
                System.out.print("no newline before exit");
                System.err.print("stderr without newline");
                System.exit(3);
                System.out.println("not reached after exit");
            }
            inner(n - 1);
        } finally {
            System.out.println("finally at level " + n + " must not run");
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        System.err.println("a line on stderr");
        try {
            inner(3);
        } catch (Throwable t) {
            System.out.println("not reached: " + t);
        } finally {
            System.out.println("main finally must not run");
        }
    }
}
