// StackOverflow: unbounded recursion raises StackOverflowError, which is caught; the program then
// keeps working (the stack has unwound). The recursion depth is NOT printed: it depends on the
// VM's stack size. Also a StackOverflowError inside a method with a finally block and a mutual
// recursion. Covers: deep invokestatic/invokevirtual chains, the VM's stack limit, catching an
// Error, recovery after the overflow.

public class StackOverflow {
    static int depth;

    static int recurse(int n) {
        depth++;
        return recurse(n + 1) + 1;
    }

    static int finallyDepth;
    static int finallyRuns;

    static void recurseWithFinally(int n) {
        try {
            finallyDepth++;
            recurseWithFinally(n + 1);
        } finally {
            finallyRuns++;
        }
    }

    static boolean isEven(long n) {
        return n == 0 ? true : isOdd(n - 1);
    }

    static boolean isOdd(long n) {
        return n == 0 ? false : isEven(n - 1);
    }

    double local(double x) {
        return local(x * 1.0000001) + 1;
    }

    public static void main(String[] args) {
        try {
            recurse(0);
            System.out.println("not reached");
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError");
            System.out.println("depth > 1000: " + (depth > 1000));
        }
        try {
            recurseWithFinally(0);
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError through finally blocks");
            System.out.println("every frame ran its finally: " + (finallyRuns == finallyDepth));
        }
        System.out.println("isEven(10000) = " + isEven(10000));
        try {
            System.out.println(isEven(100000000L));
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError in mutual recursion, message null: " + (e.getMessage() == null));
        }
        try {
            new StackOverflow().local(1.0);
        } catch (Error e) {
            System.out.println("caught " + e.getClass().getName() + " in an instance method");
        }
        int sum = 0;
        for (int i = 0; i < 1000; i++) sum += i;
        System.out.println("still working: " + sum);
    }
}
