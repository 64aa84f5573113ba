// InfiniteLoop: prints one line and then loops forever without allocating, calling or printing.
// HotSpot never ends it (so there are no expected.* files); it exists to test crossprof's
// --max-instructions and --timeout limits. The loop updates a static field so that it cannot be
// treated as dead code.
// Covers: a backward goto that never exits, iinc, putstatic/getstatic in a hot loop.

public class InfiniteLoop {
    static int sink;

    public static void main(String[] args) {
        System.out.println("entering an infinite loop");
        int i = 0;
        while (true) {
            i++;
            sink ^= i * 31;
        }
    }
}
