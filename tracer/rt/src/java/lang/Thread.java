package java.lang;

/**
 * A thread of execution. The VM creates the main thread object itself, without running a
 * constructor (only name, priority and daemon are set), so every other field must have a useful
 * default: a null group means the main group, a zero id means the main thread's id 1.
 *
 * <p>Thread ids of new threads start at 2; HotSpot's depend on its internal threads, so they
 * differ. getStackTrace works for the current thread only (other threads report an empty
 * trace).
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static final StackTraceElement[] EMPTY_STACK_TRACE = new StackTraceElement[0];

    /** Contract fields (read and written by the VM). */
    private volatile String name;
    private int priority;
    private boolean daemon;

    private Runnable target;
    private ThreadGroup group;
    private long tid;
    private boolean started;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;

    /** Per-thread values of ThreadLocals, created on first use. */
    ThreadLocal.Map threadLocals;
    ThreadLocal.Map inheritableThreadLocals;

    private static int threadInitNumber;
    private static long threadSeqNumber = 1; // the main thread has id 1
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadId() {
        return ++threadSeqNumber;
    }

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(String name) {
        this(null, null, name, 0, true);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0, true);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    /**
     * The new thread inherits the group, daemon status and priority of the creating thread (the
     * priority capped by the group's maximum), and its inheritable thread-local values.
     */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
            boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        if (group == null) {
            group = parent.getThreadGroup();
        }
        this.name = name;
        this.group = group;
        this.daemon = parent.isDaemon();
        int p = parent.getPriority();
        this.priority = Math.min(p, group.getMaxPriority());
        this.target = target;
        if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals =
                    ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
        this.tid = nextThreadId();
    }

    public static native Thread currentThread();

    public static native void yield();

    public static native void sleep(long millis) throws InterruptedException;

    /** Like the JDK, rounds to the nearest millisecond (at least 1 if nanos > 0 and millis 0). */
    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos >= 500000 || (nanos != 0 && millis == 0)) {
            millis++;
        }
        sleep(millis);
    }

    /** JDK 9 hint for busy-wait loops; nothing to do here. */
    public static void onSpinWait() {
    }

    /** Starts the thread; a thread can be started only once. */
    public synchronized void start() {
        if (started || isAlive()) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
    }

    private native void start0();

    /** Runs the target, if any; subclasses override this. */
    public void run() {
        Runnable t = target;
        if (t != null) {
            t.run();
        }
    }

    public void interrupt() {
        interrupt0();
    }

    private native void interrupt0();

    /** Tests and clears the interrupt status of the current thread. */
    public static boolean interrupted() {
        return currentThread().isInterrupted(true);
    }

    public boolean isInterrupted() {
        return isInterrupted(false);
    }

    private native boolean isInterrupted(boolean clearInterrupted);

    public final native boolean isAlive();

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    /** The group; null once the thread has terminated, as in the JDK. */
    public final ThreadGroup getThreadGroup() {
        if (started && !isAlive()) {
            return null;
        }
        return (group != null) ? group : ThreadGroup.MAIN;
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public long getId() {
        return (tid == 0) ? 1 : tid;
    }

    /** Waits at most millis milliseconds (0: forever) for this thread to die. */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long base = System.currentTimeMillis();
            long now = 0;
            while (isAlive()) {
                long delay = millis - now;
                if (delay <= 0) {
                    break;
                }
                wait(delay);
                now = System.currentTimeMillis() - base;
            }
        }
    }

    public final synchronized void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos >= 500000 || (nanos != 0 && millis == 0)) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    /** The stack of the current thread (starting with this method), empty for other threads. */
    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return EMPTY_STACK_TRACE;
        }
        return new Throwable().getStackTrace();
    }

    /** NEW, RUNNABLE or TERMINATED (blocked and waiting states are not tracked). */
    public State getState() {
        if (!started) {
            return State.NEW;
        }
        switch (getState0()) {
            case 1:
                return State.RUNNABLE;
            case 2:
                return State.BLOCKED;
            case 3:
                return State.WAITING;
            case 4:
                return State.TIMED_WAITING;
            default:
                return State.TERMINATED;
        }
    }

    /** The VM's view of this started thread: 1 runnable, 2 blocked, 3 waiting, 4 timed waiting, 5 ended. */
    private native int getState0();

    /** True if the current thread holds the monitor of obj. */
    public static native boolean holdsLock(Object obj);

    /** For example {@code Thread[main,5,main]}; the group is empty once terminated. */
    public String toString() {
        ThreadGroup g = getThreadGroup();
        return "Thread[" + getName() + "," + getPriority() + "," + (g != null ? g.getName() : "")
                + "]";
    }

    /** The states a thread can be in, as in the JDK. */
    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED
    }

    /** Handles exceptions that end a thread. */
    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /** This thread's handler, or else its group (which applies the default handler). */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h != null) {
            return h;
        }
        ThreadGroup g = getThreadGroup();
        return (g != null) ? g : ThreadGroup.MAIN;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /**
     * Called by the VM when an exception escapes run (or main). By default the main group prints
     * {@code Exception in thread "NAME" } and the stack trace to System.err. An exception thrown
     * by the handler is reported as HotSpot does.
     */
    private void dispatchUncaughtException(Throwable e) {
        try {
            getUncaughtExceptionHandler().uncaughtException(this, e);
        } catch (Throwable x) {
            System.err.print("\nException: " + x.getClass().getName()
                    + " thrown from the UncaughtExceptionHandler in thread \"" + getName()
                    + "\"\n");
        }
    }
}
