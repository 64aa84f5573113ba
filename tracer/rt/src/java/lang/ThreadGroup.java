package java.lang;

/**
 * A group of threads. Only the JDK's default structure is modelled: a "system" group whose child
 * "main" holds the main thread and, by default, every thread it creates. Groups do not track
 * their members (activeCount and enumerate are not provided). uncaughtException implements the
 * JDK's default reporting of uncaught exceptions.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    static final ThreadGroup SYSTEM = new ThreadGroup();
    static final ThreadGroup MAIN = new ThreadGroup(SYSTEM, "main");

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;

    /** The root "system" group. */
    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    /** Sets the maximum priority, capped by the parent's; values out of range are ignored. */
    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = (parent != null) ? Math.min(pri, parent.maxPriority) : pri;
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    /**
     * Delegates to the parent group; at the root, uses the default handler if set, or prints
     * {@code Exception in thread "NAME" } and the stack trace to System.err.
     */
    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
        if (ueh != null) {
            ueh.uncaughtException(t, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + maxPriority + "]";
    }
}
