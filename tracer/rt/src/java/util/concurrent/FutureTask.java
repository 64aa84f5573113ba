package java.util.concurrent;

/**
 * A cancellable computation whose result is available through the Future methods once run has
 * completed. The state and outcome are guarded by this object's monitor.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    private int state;
    private Callable<V> callable;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
    }

    public synchronized boolean isCancelled() {
        return state >= CANCELLED;
    }

    public synchronized boolean isDone() {
        return state != NEW;
    }

    /** Cancels if not yet completed, interrupting the running thread if asked. */
    public boolean cancel(boolean mayInterruptIfRunning) {
        Thread r;
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            r = runner;
            notifyAll();
        }
        if (mayInterruptIfRunning && r != null) {
            r.interrupt();
        }
        done();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        synchronized (this) {
            while (state == NEW) {
                wait();
            }
        }
        return report();
    }

    public V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (state == NEW) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return report();
    }

    @SuppressWarnings("unchecked")
    private V report() throws ExecutionException {
        int s;
        Object x;
        synchronized (this) {
            s = state;
            x = outcome;
        }
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    /** Called once the task completed in any way (also when cancelled); does nothing here. */
    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
            notifyAll();
        }
        done();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
            notifyAll();
        }
        done();
    }

    /** Claims the task for the current thread; false if it already ran, runs or was cancelled. */
    private synchronized boolean claim() {
        if (state != NEW || runner != null) {
            return false;
        }
        runner = Thread.currentThread();
        return true;
    }

    public void run() {
        if (!claim()) {
            return;
        }
        try {
            Callable<V> c = callable;
            if (c != null && !isDone()) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            synchronized (this) {
                runner = null;
            }
            clearCancelInterrupt();
        }
    }

    /**
     * Runs the computation without setting the result, leaving the task reusable (periodic
     * tasks); returns true if it ran and is still not done.
     */
    protected boolean runAndReset() {
        if (!claim()) {
            return false;
        }
        boolean ran = false;
        try {
            Callable<V> c = callable;
            if (c != null && !isDone()) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            synchronized (this) {
                runner = null;
            }
            clearCancelInterrupt();
        }
        synchronized (this) {
            return ran && state == NEW;
        }
    }

    /**
     * A cancel(true) delivers its interrupt synchronously here, so there is nothing to wait for;
     * like the JDK, the interrupt status is left for the caller (pools clear it).
     */
    private void clearCancelInterrupt() {
    }

    public String toString() {
        String status;
        synchronized (this) {
            switch (state) {
                case NORMAL:
                    status = "[Completed normally]";
                    break;
                case EXCEPTIONAL:
                    status = "[Completed exceptionally: " + outcome + "]";
                    break;
                case CANCELLED:
                case INTERRUPTED:
                    status = "[Cancelled]";
                    break;
                default:
                    status = (callable == null) ? "[Not completed]"
                            : "[Not completed, task = " + callable + "]";
            }
        }
        return super.toString() + status;
    }
}
