package java.lang;

/**
 * The interface to the VM's runtime services: exit, memory figures and shutdown hooks.
 *
 * <p>Shutdown hooks run when System.exit or Runtime.exit is called: they are started together
 * and joined, then the VM halts. When the last non-daemon thread has ended, the VM runs the
 * private static {@code shutdown()} on a thread of its own, as the JDK does.
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Thread[] hooks = new Thread[0];
    private int hookCount;
    private boolean shuttingDown;

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /** Runs the shutdown hooks (once), then ends the program with the status. */
    public void exit(int status) {
        runShutdownHooks();
        halt0(status);
    }

    public void halt(int status) {
        halt0(status);
    }

    private static native void halt0(int status);

    /**
     * For the VM, when the last non-daemon thread has ended and hooks were added: runs the
     * shutdown hooks (once), as the JDK does at normal termination (VM contract).
     */
    private static void shutdown() {
        currentRuntime.runShutdownHooks();
    }

    private void runShutdownHooks() {
        Thread[] toRun;
        synchronized (this) {
            if (shuttingDown) {
                toRun = null;
            } else {
                shuttingDown = true;
                toRun = new Thread[hookCount];
                System.arraycopy(hooks, 0, toRun, 0, hookCount);
            }
        }
        if (toRun == null) {
            return;
        }
        for (int i = 0; i < toRun.length; i++) {
            toRun[i].start();
        }
        for (int i = 0; i < toRun.length; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting, as the JDK does
                }
            }
        }
    }

    public synchronized void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (shuttingDown) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isAlive()) {
            throw new IllegalArgumentException("Hook already running");
        }
        for (int i = 0; i < hookCount; i++) {
            if (hooks[i] == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        if (hookCount == hooks.length) {
            Thread[] bigger = new Thread[hookCount * 2 + 2];
            System.arraycopy(hooks, 0, bigger, 0, hookCount);
            hooks = bigger;
        }
        hooks[hookCount++] = hook;
    }

    public synchronized boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (shuttingDown) {
            throw new IllegalStateException("Shutdown in progress");
        }
        for (int i = 0; i < hookCount; i++) {
            if (hooks[i] == hook) {
                System.arraycopy(hooks, i + 1, hooks, i, hookCount - i - 1);
                hooks[--hookCount] = null;
                return true;
            }
        }
        return false;
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /** There is no finalization in crossprof. */
    public void runFinalization() {
    }
}
