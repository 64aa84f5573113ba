package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * An ExecutorService for ForkJoinTasks, here a simple work-sharing pool: one shared queue
 * (guarded by this pool's monitor) and up to {@code parallelism} daemon worker threads, started
 * on demand and named {@code ForkJoinPool-N-worker-M} (the common pool's
 * {@code ForkJoinPool.commonPool-worker-M}). Joining threads run queued tasks they wait for
 * themselves. Workers do not time out; being daemons, they do not keep the program alive.
 */
public class ForkJoinPool extends AbstractExecutorService {
    /** Creates the worker threads of a pool. */
    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    /** Makes plain ForkJoinWorkerThreads. */
    private static final class DefaultFactory implements ForkJoinWorkerThreadFactory {
        public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool);
        }
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory =
            new DefaultFactory();

    private static final int MAX_CAP = 0x7fff;
    private static int poolIds;
    private static final ForkJoinPool common = new ForkJoinPool(
            Math.max(1, Runtime.getRuntime().availableProcessors() - 1), true);

    private final int parallelism;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler ueh;
    private final boolean asyncMode;
    private final String workerNamePrefix;
    private final boolean isCommon;
    private final ArrayDeque<ForkJoinTask<?>> queue = new ArrayDeque<ForkJoinTask<?>>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<ForkJoinWorkerThread>();
    private int threadIds;
    private int starting;
    private int idle;
    private int active;
    private boolean shutdown;
    private boolean terminated;

    private static synchronized int nextPoolId() {
        return ++poolIds;
    }

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()),
                defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory,
            Thread.UncaughtExceptionHandler handler, boolean asyncMode) {
        if (parallelism <= 0 || parallelism > MAX_CAP) {
            throw new IllegalArgumentException();
        }
        if (factory == null) {
            throw new NullPointerException();
        }
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.isCommon = false;
        this.workerNamePrefix = "ForkJoinPool-" + nextPoolId() + "-worker-";
    }

    /** The common pool. */
    private ForkJoinPool(int parallelism, boolean common) {
        this.parallelism = parallelism;
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.ueh = null;
        this.asyncMode = false;
        this.isCommon = true;
        this.workerNamePrefix = "ForkJoinPool.commonPool-worker-";
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    /** The next worker's name and index (1-based, in creation order). */
    synchronized String[] nextWorkerName() {
        int id = ++threadIds;
        return new String[] {workerNamePrefix + id, Integer.toString(id - 1)};
    }

    /** Queues a task and makes sure a worker will pick it up. */
    final void push(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        boolean spawn;
        synchronized (this) {
            if (shutdown) {
                throw new RejectedExecutionException();
            }
            task.pool = this;
            queue.addLast(task);
            spawn = queue.size() > idle + starting && workers.size() + starting < parallelism;
            if (spawn) {
                starting++;
            }
            if (idle > 0) {
                notifyAll();
            }
        }
        if (spawn) {
            startWorker();
        }
    }

    private void startWorker() {
        ForkJoinWorkerThread w = null;
        try {
            w = factory.newThread(this);
            if (w != null && ueh != null) {
                w.setUncaughtExceptionHandler(ueh);
            }
        } finally {
            synchronized (this) {
                starting--;
                if (w != null) {
                    workers.add(w);
                }
            }
        }
        if (w != null) {
            w.start();
        }
    }

    /** Removes a task from the queue if no worker took it yet. */
    final synchronized boolean tryRemove(ForkJoinTask<?> task) {
        return queue.removeLastOccurrence(task);
    }

    /** A worker's loop: take tasks until the pool shuts down and the queue is empty. */
    final void runWorker(ForkJoinWorkerThread w) {
        while (true) {
            ForkJoinTask<?> t;
            synchronized (this) {
                while ((t = queue.pollFirst()) == null) {
                    if (shutdown) {
                        return;
                    }
                    idle++;
                    try {
                        wait();
                    } catch (InterruptedException ignore) {
                        // workers are interrupted only by shutdownNow
                    } finally {
                        idle--;
                    }
                }
                active++;
            }
            Thread.interrupted();
            try {
                t.doExec();
                if (t instanceof RunnableExecuteAction) {
                    ((RunnableExecuteAction) t).rethrow();
                }
            } finally {
                synchronized (this) {
                    active--;
                    notifyAll();
                }
            }
        }
    }

    final void deregisterWorker(ForkJoinWorkerThread w) {
        synchronized (this) {
            workers.remove(w);
            if (shutdown && workers.isEmpty() && queue.isEmpty()) {
                terminated = true;
            }
            notifyAll();
        }
    }

    /** A task for execute(Runnable): its exception ends the worker, as in the JDK. */
    static final class RunnableExecuteAction extends ForkJoinTask<Void> {
        private static final long serialVersionUID = 1L;
        final Runnable runnable;
        private Throwable failure;

        RunnableExecuteAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public Void getRawResult() {
            return null;
        }

        public void setRawResult(Void v) {
        }

        public boolean exec() {
            try {
                runnable.run();
            } catch (Throwable t) {
                failure = t;
                throw ForkJoinTask.unchecked(t);
            }
            return true;
        }

        void rethrow() {
            Throwable f = failure;
            if (f != null) {
                failure = null;
                throw ForkJoinTask.unchecked(f);
            }
        }
    }

    /** Runs the task in the pool and waits for its result. */
    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool == this) {
            return task.invoke();
        }
        push(task);
        task.awaitDone();
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = (task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task
                : new RunnableExecuteAction(task);
        push(job);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        push(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> job = ForkJoinTask.adapt(task);
        push(job);
        return job;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> job = ForkJoinTask.adapt(task, result);
        push(job);
        return job;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = (task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task
                : ForkJoinTask.adapt(task);
        push(job);
        return job;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        List<ForkJoinTask<T>> jobs = ForkJoinTask.adaptAll(tasks);
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(jobs.size());
        try {
            for (int i = 0; i < jobs.size(); i++) {
                push(jobs.get(i));
                futures.add(jobs.get(i));
            }
            for (int i = 0; i < jobs.size(); i++) {
                jobs.get(i).quietlyJoin();
            }
            return futures;
        } catch (Throwable t) {
            for (int i = 0; i < futures.size(); i++) {
                futures.get(i).cancel(false);
            }
            throw ForkJoinTask.unchecked(t);
        }
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public int getParallelism() {
        return parallelism;
    }

    public synchronized int getPoolSize() {
        return workers.size();
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public synchronized int getRunningThreadCount() {
        return active;
    }

    public synchronized int getActiveThreadCount() {
        return active;
    }

    public synchronized boolean isQuiescent() {
        return active == 0 && queue.isEmpty();
    }

    public long getStealCount() {
        return 0L;
    }

    public synchronized long getQueuedTaskCount() {
        return queue.size();
    }

    public synchronized int getQueuedSubmissionCount() {
        return queue.size();
    }

    public synchronized boolean hasQueuedSubmissions() {
        return !queue.isEmpty();
    }

    /** Waits until no task is queued or running (at most the timeout); true if quiescent. */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        boolean interrupted = false;
        synchronized (this) {
            try {
                while (active > 0 || !queue.isEmpty()) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return false;
                    }
                    try {
                        wait(left / 1000000L, (int) (left % 1000000L));
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                return true;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /** Stops accepting tasks; queued ones still run. No effect on the common pool. */
    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (this) {
            shutdown = true;
            if (workers.isEmpty() && queue.isEmpty()) {
                terminated = true;
            }
            notifyAll();
        }
    }

    /** Cancels queued tasks and interrupts the workers. No effect on the common pool. */
    public List<Runnable> shutdownNow() {
        if (isCommon) {
            return new ArrayList<Runnable>();
        }
        ArrayList<ForkJoinTask<?>> dropped = new ArrayList<ForkJoinTask<?>>();
        synchronized (this) {
            shutdown = true;
            dropped.addAll(queue);
            queue.clear();
            for (int i = 0; i < workers.size(); i++) {
                workers.get(i).interrupt();
            }
            if (workers.isEmpty()) {
                terminated = true;
            }
            notifyAll();
        }
        for (int i = 0; i < dropped.size(); i++) {
            dropped.get(i).cancel(false);
        }
        return new ArrayList<Runnable>();
    }

    public synchronized boolean isTerminated() {
        return terminated;
    }

    public synchronized boolean isTerminating() {
        return shutdown && !terminated;
    }

    public synchronized boolean isShutdown() {
        return shutdown;
    }

    /** For the common pool this waits for quiescence and returns false, as in the JDK. */
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (!terminated) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public String toString() {
        int size;
        int act;
        int queued;
        String state;
        synchronized (this) {
            size = workers.size();
            act = active;
            queued = queue.size();
            state = terminated ? "Terminated" : shutdown ? "Shutting down" : "Running";
        }
        return super.toString() + "[" + state + ", parallelism = " + parallelism + ", size = "
                + size + ", active = " + act + ", running = " + act + ", steals = 0, tasks = "
                + queued + ", submissions = 0]";
    }
}
