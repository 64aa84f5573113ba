package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A task run by a ForkJoinPool. fork() queues the task in the current worker's pool (or the
 * common pool); join() runs it in the joining thread if it is still queued ("helping"),
 * otherwise waits for the thread running it. An exception recorded by another thread is
 * reported as a copy with the original as cause, as HotSpot does (see ThrowableCopies for the
 * limits: a program's own exception classes are rethrown as they are).
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final int NEW = 0;
    private static final int NORMAL = 1;
    private static final int EXCEPTIONAL = 2;
    private static final int CANCELLED = 3;

    private int status;
    private Throwable exception;
    /** The thread that recorded exception. */
    private transient Thread thrower;
    /** The pool whose queue holds (or held) this task; null if never queued. */
    transient ForkJoinPool pool;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    /** Runs the task; returns true if it completed normally. */
    protected abstract boolean exec();

    /** Runs the task in the current thread unless it is already done; records the outcome. */
    final void doExec() {
        if (isDone()) {
            return;
        }
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable t) {
            setExceptional(t);
            return;
        }
        if (completed) {
            setDone(NORMAL, null);
        }
    }

    private boolean setDone(int s, Throwable ex) {
        synchronized (this) {
            if (status != NEW) {
                return false;
            }
            status = s;
            exception = ex;
            if (ex != null) {
                thrower = Thread.currentThread();
            }
            notifyAll();
        }
        return true;
    }

    final void setExceptional(Throwable t) {
        setDone(EXCEPTIONAL, t);
    }

    /** Waits until done, ignoring interrupts (re-asserted afterwards). */
    final void awaitDone() {
        boolean interrupted = false;
        synchronized (this) {
            while (status == NEW) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs the task here if it is still queued, else waits for it. */
    final void helpOrAwait() {
        if (isDone()) {
            return;
        }
        ForkJoinPool p = pool;
        if (p != null && p.tryRemove(this)) {
            doExec();
        }
        awaitDone();
    }

    /** The recorded exception, copied if another thread recorded it (lock held). */
    private Throwable thrown() {
        Throwable ex = exception;
        if (ex != null && thrower != Thread.currentThread()) {
            ex = ThrowableCopies.copyOf(ex);
        }
        return ex;
    }

    /** Throws the recorded exception (unchecked as is, checked wrapped) or returns the result. */
    private V report() {
        int s;
        Throwable ex;
        synchronized (this) {
            s = status;
            ex = thrown();
        }
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw unchecked(ex);
        }
        return getRawResult();
    }

    static RuntimeException unchecked(Throwable ex) {
        if (ex instanceof RuntimeException) {
            throw (RuntimeException) ex;
        }
        if (ex instanceof Error) {
            throw (Error) ex;
        }
        throw new RuntimeException(ex);
    }

    /** Queues the task in the current worker's pool, or the common pool. */
    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ((ForkJoinWorkerThread) t).pool.push(this);
        } else {
            ForkJoinPool.commonPool().push(this);
        }
        return this;
    }

    public final V join() {
        helpOrAwait();
        return report();
    }

    public final V invoke() {
        doExec();
        awaitDone();
        return report();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.doExec();
        t1.awaitDone();
        if (t1.isCompletedAbnormally()) {
            t2.cancel(false);
            t1.report();
        }
        t2.helpOrAwait();
        t2.report();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i > 0; i--) {
            tasks[i].fork();
        }
        RuntimeException failure = null;
        for (int i = 0; i < tasks.length; i++) {
            ForkJoinTask<?> t = tasks[i];
            if (failure != null) {
                t.cancel(false);
                continue;
            }
            if (i == 0) {
                t.doExec();
                t.awaitDone();
            } else {
                t.helpOrAwait();
            }
            if (t.isCompletedAbnormally()) {
                try {
                    t.report();
                } catch (RuntimeException e) {
                    failure = e;
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        ForkJoinTask<?>[] a = tasks.toArray(new ForkJoinTask<?>[0]);
        invokeAll(a);
        return tasks;
    }

    /** Cancels the task if it has not completed; it is then never run. */
    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = setDone(CANCELLED, null);
        ForkJoinPool p = pool;
        if (cancelled && p != null) {
            p.tryRemove(this);
        }
        return isCancelled();
    }

    public final synchronized boolean isDone() {
        return status != NEW;
    }

    public final synchronized boolean isCancelled() {
        return status == CANCELLED;
    }

    public final synchronized boolean isCompletedAbnormally() {
        return status == EXCEPTIONAL || status == CANCELLED;
    }

    public final synchronized boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final synchronized Throwable getException() {
        if (status == CANCELLED) {
            return new CancellationException();
        }
        return (status == EXCEPTIONAL) ? thrown() : null;
    }

    /** Completes abnormally with ex (a checked exception is wrapped in RuntimeException). */
    public void completeExceptionally(Throwable ex) {
        setExceptional((ex instanceof RuntimeException || ex instanceof Error) ? ex
                : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable rex) {
            setExceptional(rex);
            return;
        }
        setDone(NORMAL, null);
    }

    public final void quietlyComplete() {
        setDone(NORMAL, null);
    }

    public final V get() throws InterruptedException, ExecutionException {
        if (Thread.currentThread() instanceof ForkJoinWorkerThread) {
            helpOrAwait();
        } else {
            synchronized (this) {
                while (status == NEW) {
                    wait();
                }
            }
        }
        return reportGet();
    }

    public final V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (status == NEW) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return reportGet();
    }

    private V reportGet() throws ExecutionException {
        int s;
        Throwable ex;
        synchronized (this) {
            s = status;
            ex = thrown();
        }
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(ex);
        }
        return getRawResult();
    }

    public final void quietlyJoin() {
        helpOrAwait();
    }

    public final void quietlyInvoke() {
        doExec();
        awaitDone();
    }

    /** Resets the completion state so the task can be forked again. */
    public void reinitialize() {
        synchronized (this) {
            status = NEW;
            exception = null;
        }
        pool = null;
    }

    /** Takes the task back out of its pool's queue if no thread started it yet. */
    public boolean tryUnfork() {
        ForkJoinPool p = pool;
        return p != null && p.tryRemove(this);
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static void helpQuiesce() {
        ForkJoinPool p = getPool();
        if (p == null) {
            p = ForkJoinPool.commonPool();
        }
        p.awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
    }

    public static int getQueuedTaskCount() {
        ForkJoinPool p = getPool();
        return (p == null) ? 0 : (int) p.getQueuedTaskCount();
    }

    public static int getSurplusQueuedTaskCount() {
        return getQueuedTaskCount();
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnable<Void>(runnable, null);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    /** A Runnable as a task with a fixed result. */
    static class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
            this.result = result;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    /** A Callable as a task; a checked exception is wrapped in RuntimeException. */
    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }

    static <T> List<ForkJoinTask<T>> adaptAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<ForkJoinTask<T>> list = new ArrayList<ForkJoinTask<T>>(tasks.size());
        for (Callable<T> c : tasks) {
            list.add(new AdaptedCallable<T>(c));
        }
        return list;
    }
}
