/** Exceptions on a small library: throw and catch across frames, finally, nesting, the VM's own. */
public class JopExceptions {
    static class Fault extends Exception {
        final int code;

        Fault(String msg, int code) {
            super(msg);
            this.code = code;
        }
    }

    static int trail;

    static int deep(int n) throws Fault {
        if (n == 0) {
            throw new Fault("bottom", 42);
        }
        try {
            return deep(n - 1) + 1;
        } finally {
            trail = trail * 3 + n;
        }
    }

    static int divide(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    static int index(int[] a, int i) {
        try {
            return a[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return -2;
        }
    }

    static String describe(Object o) {
        try {
            return "len " + ((String) o).length();
        } catch (ClassCastException e) {
            return "not a string";
        } catch (NullPointerException e) {
            return "null";
        }
    }

    public static void main(String[] args) {
        try {
            deep(8);
        } catch (Fault f) {
            System.out.println("caught " + f.getMessage() + " code " + f.code + " trail " + trail);
        }
        System.out.println(divide(17, 5) + " " + divide(17, 0) + " " + index(new int[] {4, 5}, 1) + " " + index(new int[] {4, 5}, 2));
        System.out.println(describe("abc") + ", " + describe(new Integer(3)) + ", " + describe(null));
        int caught = 0;
        for (int i = 0; i < 50; i++) {
            try {
                if (i % 3 == 0) {
                    throw new IllegalStateException("s" + i);
                }
                if (i % 5 == 0) {
                    throw new Fault("f" + i, i);
                }
            } catch (IllegalStateException e) {
                caught += 1;
            } catch (Fault e) {
                caught += e.code;
            } finally {
                caught += 1000;
            }
        }
        System.out.println("loop " + caught);
        try {
            try {
                throw new RuntimeException("inner");
            } finally {
                System.out.println("inner finally");
            }
        } catch (RuntimeException e) {
            System.out.println("outer caught " + e.getMessage());
        }
    }
}
