// UncaughtInClinit: a static initializer throws a RuntimeException that nobody catches.
// Expected: exit status 1; stderr starts with
// `Exception in thread "main" java.lang.ExceptionInInitializerError`, then the frames of the
// code that triggered initialization, then `Caused by: java.lang.IllegalArgumentException: ...`
// with the <clinit> frames and "... n more".
// Covers: <clinit> failure wrapped by the VM into ExceptionInInitializerError, uncaught reporting
// of a wrapped cause.

class Config {
    static final int[] TABLE = build(5);

    static int[] build(int n) {
        int[] t = new int[n];
        for (int i = 0; i < n; i++) {
            t[i] = parse("entry" + i, i);
        }
        return t;
    }

    static int parse(String s, int i) {
        if (i == 3) throw new IllegalArgumentException("bad config entry " + s);
        return s.length() * i;
    }
}

public class UncaughtInClinit {
    static int lookup(int i) {
        return Config.TABLE[i];
    }

    public static void main(String[] args) {
        System.out.println("before first use of Config");
        System.out.println("value " + lookup(1));
        System.out.println("not reached");
    }
}
