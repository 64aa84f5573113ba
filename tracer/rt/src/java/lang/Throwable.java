package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * The superclass of all errors and exceptions.
 *
 * <p>The VM records the stack in {@link #fillInStackTrace0()} and materializes the
 * {@link StackTraceElement}s lazily in {@link #getStackTrace0()}, as HotSpot does. Unlike the JDK,
 * which marks an unset cause with {@code cause == this}, an unset cause is {@code null} plus a
 * flag, so that the VM's diagnostics can follow {@code cause} without special cases.
 */
public class Throwable implements java.io.Serializable {
    private static final StackTraceElement[] EMPTY_STACK = new StackTraceElement[0];
    private static final Throwable[] EMPTY_THROWABLES = new Throwable[0];

    /** Read by the VM (contract). */
    private String detailMessage;

    /** Read by the VM (contract); null when there is no cause. */
    private Throwable cause;

    /** True once the cause was set by a constructor or initCause (even to null). */
    private boolean causeSet;

    /** The materialized stack trace; null until first requested after fillInStackTrace. */
    private StackTraceElement[] stackTrace;

    /** False for throwables created with writableStackTrace == false. */
    private boolean stackTraceWritable = true;

    /** Suppressed exceptions (try-with-resources), or null when suppression is disabled. */
    private Throwable[] suppressed = EMPTY_THROWABLES;
    private int suppressedCount;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
        causeSet = true;
    }

    /** The detail message is {@code cause.toString()}, or null for a null cause. */
    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null) ? null : cause.toString();
        this.cause = cause;
        causeSet = true;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTraceWritable = false;
            stackTrace = EMPTY_STACK;
        }
        detailMessage = message;
        this.cause = cause;
        causeSet = true;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return cause;
    }

    /** Sets the cause once; a second call, or a cause set by a constructor, is an error. */
    public synchronized Throwable initCause(Throwable cause) {
        if (causeSet) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        causeSet = true;
        return this;
    }

    /** The class name, followed by ": " and the localized message if there is one. */
    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    /** Prints in the JDK's format, including suppressed exceptions and the cause chain. */
    public void printStackTrace(PrintStream s) {
        printStackTrace(new StackTracePrinter(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new StackTracePrinter(s));
    }

    private void printStackTrace(StackTracePrinter s) {
        // Identity set of the throwables already printed, to detect cause/suppression cycles.
        s.seen = new Throwable[4];
        s.seen[0] = this;
        s.seenCount = 1;
        synchronized (s.lock()) {
            s.println(toString());
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", "\t");
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "");
            }
        }
    }

    /**
     * Prints this throwable as the cause or a suppressed exception of another one: frames shared
     * with the enclosing trace (at its outer end) are replaced by "... N more".
     */
    private void printEnclosedStackTrace(StackTracePrinter s, StackTraceElement[] enclosingTrace,
            String caption, String prefix) {
        if (s.seen(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        s.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", prefix + "\t");
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix);
        }
    }

    /** Records the current stack; the elements are built lazily by getStackTrace. */
    public synchronized Throwable fillInStackTrace() {
        if (stackTraceWritable) {
            fillInStackTrace0();
            stackTrace = null;
        }
        return this;
    }

    private native void fillInStackTrace0();

    private native StackTraceElement[] getStackTrace0();

    /** Returns a copy of the stack trace, innermost frame first. */
    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == null) {
            StackTraceElement[] t = getStackTrace0();
            stackTrace = (t == null) ? EMPTY_STACK : t;
        }
        return stackTrace;
    }

    /** Replaces the stack trace (ignored when the stack trace is not writable). */
    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (!stackTraceWritable) {
                return;
            }
            this.stackTrace = defensiveCopy;
        }
    }

    /** Adds an exception suppressed in order to deliver this one (try-with-resources). */
    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return; // suppression disabled
        }
        if (suppressedCount == suppressed.length) {
            Throwable[] bigger = new Throwable[suppressedCount == 0 ? 1 : suppressedCount * 2];
            System.arraycopy(suppressed, 0, bigger, 0, suppressedCount);
            suppressed = bigger;
        }
        suppressed[suppressedCount++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || suppressedCount == 0) {
            return EMPTY_THROWABLES;
        }
        Throwable[] result = new Throwable[suppressedCount];
        System.arraycopy(suppressed, 0, result, 0, suppressedCount);
        return result;
    }

    /**
     * Adapts PrintStream and PrintWriter for the trace printer and carries the identity set of
     * throwables already printed.
     */
    private static final class StackTracePrinter {
        private final PrintStream stream;
        private final PrintWriter writer;
        Throwable[] seen;
        int seenCount;

        StackTracePrinter(PrintStream stream) {
            this.stream = stream;
            this.writer = null;
        }

        StackTracePrinter(PrintWriter writer) {
            this.stream = null;
            this.writer = writer;
        }

        Object lock() {
            return stream != null ? (Object) stream : (Object) writer;
        }

        void println(String line) {
            if (stream != null) {
                stream.println(line);
            } else {
                writer.println(line);
            }
        }

        boolean seen(Throwable t) {
            for (int i = 0; i < seenCount; i++) {
                if (seen[i] == t) {
                    return true;
                }
            }
            return false;
        }

        void add(Throwable t) {
            if (seenCount == seen.length) {
                Throwable[] bigger = new Throwable[seenCount * 2];
                System.arraycopy(seen, 0, bigger, 0, seenCount);
                seen = bigger;
            }
            seen[seenCount++] = t;
        }
    }
}
