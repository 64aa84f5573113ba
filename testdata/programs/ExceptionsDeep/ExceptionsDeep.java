// ExceptionsDeep: exception handling semantics.
// Covers: athrow through several frames, exception table ranges and handler order, catch by
// superclass, nested try/catch, rethrow, finally on normal exit / exception / break / continue /
// return, return in finally overriding a return value and swallowing an exception, an exception
// thrown inside finally replacing the original, custom checked and unchecked exception classes with
// causes (getCause, initCause, "Caused by:" and "... n more" in printStackTrace), multi-catch,
// try-with-resources with a custom AutoCloseable (close order, suppressed exceptions,
// getSuppressed), exceptions from VM operations (NPE, AIOOBE, ArithmeticException, CCE) caught
// in callers, Throwable.toString/getMessage/getLocalizedMessage, fillInStackTrace, and
// printStackTrace(System.out) of exceptions whose frames are all in this program's classes
// (line numbers come from the class file's LineNumberTable).

class AppException extends Exception {
    private final int code;

    AppException(String message, int code) {
        super(message);
        this.code = code;
    }

    AppException(String message, Throwable cause) {
        super(message, cause);
        this.code = -1;
    }

    int code() {
        return code;
    }
}

class ValidationError extends RuntimeException {
    ValidationError(String message) {
        super(message);
    }

    public String getMessage() {
        return "[validation] " + super.getMessage();
    }
}

class QuietException extends RuntimeException {
    QuietException() {
        super();
    }

    public String toString() {
        return "QuietException!";
    }
}

class Resource implements AutoCloseable {
    private final String name;
    private final boolean failOnClose;

    Resource(String name, boolean failOnClose) {
        this.name = name;
        this.failOnClose = failOnClose;
        System.out.println("  open " + name);
    }

    void use(boolean fail) {
        System.out.println("  use " + name);
        if (fail) throw new IllegalStateException("use of " + name + " failed");
    }

    public void close() {
        System.out.println("  close " + name);
        if (failOnClose) throw new IllegalArgumentException("close of " + name + " failed");
    }
}

public class ExceptionsDeep {
    static int depth3(int x) throws AppException {
        if (x < 0) throw new AppException("negative input " + x, 400);
        if (x == 0) {
            int[] a = new int[1];
            return a[x + 1];
        }
        return 100 / (x - 1);
    }

    static int depth2(int x) throws AppException {
        try {
            return depth3(x) + 1;
        } finally {
            System.out.println("  depth2 finally for " + x);
        }
    }

    static int depth1(int x) {
        try {
            return depth2(x);
        } catch (AppException e) {
            System.out.println("  depth1 caught AppException code " + e.code() + ": " + e.getMessage());
            return -1;
        } catch (ArithmeticException e) {
            System.out.println("  depth1 caught ArithmeticException: " + e.getMessage());
            return -2;
        }
    }

    @SuppressWarnings("finally")
    static int returnInFinally() {
        try {
            throw new RuntimeException("swallowed");
        } finally {
            return 7;
        }
    }

    @SuppressWarnings("finally")
    static String overrideReturn() {
        String s = "try";
        try {
            return s;
        } finally {
            s = "finally-modified"; // does not change the value already on the way out
        }
    }

    @SuppressWarnings("finally")
    static int overrideReturn2() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    static void throwInFinally() {
        try {
            throw new IllegalStateException("original");
        } finally {
            throw new UnsupportedOperationException("from finally");
        }
    }

    static int loopWithFinally() {
        int finallies = 0;
        int i = 0;
        while (true) {
            try {
                i++;
                if (i == 2) continue;
                if (i == 5) break;
            } finally {
                finallies++;
            }
        }
        return finallies * 100 + i;
    }

    static void rethrow(int kind) throws AppException {
        try {
            if (kind == 0) throw new AppException("checked", 1);
            if (kind == 1) throw new ValidationError("bad value");
            Object o = "x";
            Integer bad = (Integer) o;
            System.out.println(bad);
        } catch (AppException | ValidationError e) {
            System.out.println("  multi-catch got " + e.getClass().getName() + ", rethrowing");
            throw e;
        } catch (RuntimeException e) {
            System.out.println("  wrapping " + e.getClass().getName());
            throw new AppException("wrapped", e);
        }
    }

    static void level3() {
        throw new ValidationError("deep failure");
    }

    static void level2() {
        level3();
    }

    static void level1() throws AppException {
        try {
            level2();
        } catch (ValidationError e) {
            throw new AppException("level1 failed", e);
        }
    }

    static void tryWithResources(boolean failUse, boolean failClose1, boolean failClose2) {
        System.out.println("twr(" + failUse + ", " + failClose1 + ", " + failClose2 + "):");
        try (Resource r1 = new Resource("r1", failClose1); Resource r2 = new Resource("r2", failClose2)) {
            r1.use(false);
            r2.use(failUse);
        } catch (RuntimeException e) {
            System.out.println("  caught " + e);
            Throwable[] sup = e.getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                System.out.println("  suppressed[" + i + "] " + sup[i]);
            }
        } finally {
            System.out.println("  twr finally");
        }
    }

    static int nestedCatches(int mode) {
        int result = 0;
        try {
            try {
                try {
                    if (mode == 0) throw new ArithmeticException("inner");
                    if (mode == 1) throw new NullPointerException("middle");
                    if (mode == 2) throw new ArrayIndexOutOfBoundsException("outer");
                    result = 1;
                } catch (ArithmeticException e) {
                    result = 10;
                    throw new IllegalStateException("from inner handler", e);
                } finally {
                    result += 1000;
                }
            } catch (NullPointerException e) {
                result += 20;
            }
        } catch (IndexOutOfBoundsException e) {
            result += 30;
        } catch (IllegalStateException e) {
            result += 40 + (e.getCause() instanceof ArithmeticException ? 5 : 0);
        }
        return result;
    }

    public static void main(String[] args) {
        System.out.println("depth1(-3) = " + depth1(-3));
        try {
            System.out.println("depth1(0) = " + depth1(0));
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("main caught AIOOBE from depth3: " + e.getMessage());
        }
        System.out.println("depth1(1) = " + depth1(1));
        System.out.println("depth1(5) = " + depth1(5));
        System.out.println("returnInFinally = " + returnInFinally());
        System.out.println("overrideReturn = " + overrideReturn() + ", overrideReturn2 = " + overrideReturn2());
        try {
            throwInFinally();
        } catch (RuntimeException e) {
            System.out.println("throwInFinally: " + e + ", suppressed " + e.getSuppressed().length);
        }
        System.out.println("loopWithFinally = " + loopWithFinally());
        for (int k = 0; k < 3; k++) {
            try {
                rethrow(k);
            } catch (AppException e) {
                System.out.println("main: AppException " + e.getMessage() + " cause " + e.getCause());
            } catch (ValidationError e) {
                System.out.println("main: " + e + " / " + e.getLocalizedMessage());
            }
        }
        for (int mode = 0; mode < 4; mode++) {
            System.out.println("nestedCatches(" + mode + ") = " + nestedCatches(mode));
        }
        tryWithResources(false, false, false);
        tryWithResources(true, false, false);
        tryWithResources(true, true, true);
        tryWithResources(false, true, false);

        System.out.println("printStackTrace with cause:");
        try {
            level1();
        } catch (AppException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("printStackTrace with suppressed:");
        try {
            Resource r = new Resource("rs", true);
            try {
                r.use(true);
            } catch (IllegalStateException e) {
                try {
                    r.close();
                } catch (IllegalArgumentException e2) {
                    e.addSuppressed(e2);
                }
                throw e;
            }
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("custom toString and null message:");
        try {
            throw new QuietException();
        } catch (QuietException e) {
            System.out.println(e + " message " + e.getMessage());
            e.printStackTrace(System.out);
        }
        Throwable t = new Throwable("plain throwable");
        System.out.println(t + " / " + new Exception() + " / " + new Error("err", t).getCause());
        RuntimeException withInit = new RuntimeException("late cause");
        withInit.initCause(new ArithmeticException("the cause"));
        System.out.println("initCause: " + withInit.getCause().getMessage());
        try {
            withInit.initCause(null);
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        RuntimeException wrapped = new RuntimeException(new ArithmeticException("inner msg"));
        System.out.println("cause-only constructor message: " + wrapped.getMessage());
        StackTraceElement[] st = new ExceptionsDeep().makeTrace();
        System.out.println("stack trace top: " + st[0].getClassName() + "." + st[0].getMethodName() + " line>0 " + (st[0].getLineNumber() > 0)
                + " file " + st[0].getFileName() + "; frames here: " + st.length);
    }

    StackTraceElement[] makeTrace() {
        return new Exception().getStackTrace();
    }
}
