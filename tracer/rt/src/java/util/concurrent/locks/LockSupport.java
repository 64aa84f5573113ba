package java.util.concurrent.locks;

import java.util.HashMap;

/**
 * Parking of threads with a per-thread permit, built on wait/notify: park consumes the permit
 * or waits until unpark makes one available, the thread is interrupted or the time is up.
 * Spurious returns are allowed by the specification but do not happen here.
 */
public class LockSupport {
    /** The permits, one per thread that parked or was unparked (keyed by identity). */
    private static final HashMap<Thread, Parker> PARKERS = new HashMap<Thread, Parker>();

    private LockSupport() {
    }

    /** A thread's permit and blocker; its monitor is what the thread waits on. */
    private static final class Parker {
        boolean permit;
        volatile Object blocker;
    }

    private static Parker parkerOf(Thread t) {
        synchronized (PARKERS) {
            Parker p = PARKERS.get(t);
            if (p == null) {
                p = new Parker();
                PARKERS.put(t, p);
            }
            return p;
        }
    }

    public static void unpark(Thread thread) {
        if (thread == null) {
            return;
        }
        Parker p = parkerOf(thread);
        synchronized (p) {
            p.permit = true;
            p.notifyAll();
        }
    }

    /** Waits for the permit at most nanos (forever if 0 and untimed). */
    private static void park0(Object blocker, long nanos, boolean timed) {
        Thread me = Thread.currentThread();
        Parker p = parkerOf(me);
        p.blocker = blocker;
        try {
            synchronized (p) {
                if (p.permit) {
                    p.permit = false;
                    return;
                }
                if (me.isInterrupted() || (timed && nanos <= 0)) {
                    return;
                }
                try {
                    if (timed) {
                        p.wait(nanos / 1000000L, (int) (nanos % 1000000L));
                    } else {
                        p.wait();
                    }
                } catch (InterruptedException e) {
                    me.interrupt(); // park returns with the interrupt status set
                }
                p.permit = false;
            }
        } finally {
            p.blocker = null;
        }
    }

    public static void park() {
        park0(null, 0L, false);
    }

    public static void park(Object blocker) {
        park0(blocker, 0L, false);
    }

    public static void parkNanos(long nanos) {
        park0(null, nanos, true);
    }

    public static void parkNanos(Object blocker, long nanos) {
        park0(blocker, nanos, true);
    }

    /** Parks until the absolute time deadline (milliseconds since the epoch). */
    public static void parkUntil(long deadline) {
        parkUntil(null, deadline);
    }

    public static void parkUntil(Object blocker, long deadline) {
        long ms = deadline - System.currentTimeMillis();
        park0(blocker, ms <= 0 ? 0L : ms * 1000000L, true);
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        synchronized (PARKERS) {
            Parker p = PARKERS.get(t);
            return (p == null) ? null : p.blocker;
        }
    }

    public static void setCurrentBlocker(Object blocker) {
        parkerOf(Thread.currentThread()).blocker = blocker;
    }
}
