package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;

/**
 * An ExecutorService running tasks on a pool of worker threads: up to corePoolSize workers are
 * started for new tasks, then tasks are queued, and when the queue refuses a task up to
 * maximumPoolSize workers are started; beyond that the task is rejected. Workers above the
 * core size (or all, if allowCoreThreadTimeOut) end after keepAliveTime without work.
 * All pool state is guarded by the monitor of {@code mainLock}.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    private final Object mainLock = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final ArrayList<Worker> workers = new ArrayList<Worker>();
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;
    private int runState;
    private int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /** A worker thread's body and bookkeeping. */
    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        long completedTasks;
        boolean busy;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
            TimeUnit unit, BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
                Executors.defaultThreadFactory(), defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
            TimeUnit unit, BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory,
                defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
            TimeUnit unit, BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
                Executors.defaultThreadFactory(), handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
            TimeUnit unit, BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
            RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize
                || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    /** Starts a worker (with a first task) unless the pool state or size forbids it. */
    private boolean addWorker(Runnable firstTask, boolean core) {
        synchronized (mainLock) {
            if (runState >= SHUTDOWN
                    && (runState >= STOP || firstTask != null || workQueue.isEmpty())) {
                return false;
            }
            if (workerCount >= (core ? corePoolSize : maximumPoolSize)) {
                return false;
            }
            workerCount++;
        }
        boolean started = false;
        Worker w = null;
        try {
            w = new Worker(firstTask);
            if (w.thread != null) {
                synchronized (mainLock) {
                    workers.add(w);
                    if (workers.size() > largestPoolSize) {
                        largestPoolSize = workers.size();
                    }
                }
                w.thread.start();
                started = true;
            }
        } finally {
            if (!started) {
                synchronized (mainLock) {
                    if (w != null) {
                        workers.remove(w);
                    }
                    workerCount--;
                }
                tryTerminate();
            }
        }
        return started;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (getWorkerCount() < corePoolSize) {
            if (addWorker(command, true)) {
                return;
            }
        }
        if (isRunning() && workQueue.offer(command)) {
            if (!isRunning() && remove(command)) {
                reject(command);
            } else if (getWorkerCount() == 0) {
                addWorker(null, false);
            }
        } else if (!addWorker(command, false)) {
            reject(command);
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    private int getWorkerCount() {
        synchronized (mainLock) {
            return workerCount;
        }
    }

    private boolean isRunning() {
        synchronized (mainLock) {
            return runState == RUNNING;
        }
    }

    /** The next task for a worker, or null if the worker should end (count already lowered). */
    private Runnable getTask() {
        boolean timedOut = false;
        while (true) {
            boolean timed;
            synchronized (mainLock) {
                if (runState >= SHUTDOWN && (runState >= STOP || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                if ((workerCount > maximumPoolSize || (timed && timedOut))
                        && (workerCount > 1 || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS)
                        : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    private void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean abrupt = true;
        try {
            while (task != null || (task = getTask()) != null) {
                boolean stopping;
                synchronized (mainLock) {
                    w.busy = true;
                    stopping = runState >= STOP;
                }
                // A stopping pool keeps its workers interrupted; otherwise clear stale interrupts
                // (from shutdown's idle-worker interrupts) before running the task.
                if (stopping) {
                    if (!wt.isInterrupted()) {
                        wt.interrupt();
                    }
                } else {
                    Thread.interrupted();
                    synchronized (mainLock) {
                        stopping = runState >= STOP;
                    }
                    if (stopping) {
                        wt.interrupt();
                    }
                }
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    synchronized (mainLock) {
                        w.completedTasks++;
                        w.busy = false;
                    }
                }
            }
            abrupt = false;
        } finally {
            processWorkerExit(w, abrupt);
        }
    }

    /** Removes an ending worker and starts a replacement if the pool still needs one. */
    private void processWorkerExit(Worker w, boolean abrupt) {
        synchronized (mainLock) {
            if (abrupt) {
                workerCount--;
            }
            completedTaskCount += w.completedTasks;
            workers.remove(w);
        }
        tryTerminate();
        int min;
        synchronized (mainLock) {
            if (runState >= STOP) {
                return;
            }
            if (!abrupt) {
                min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty()) {
                    min = 1;
                }
                if (workerCount >= min) {
                    return;
                }
            }
        }
        addWorker(null, false);
    }

    /** Moves to TERMINATED once shut down with no workers and (unless stopped) no queued tasks. */
    final void tryTerminate() {
        synchronized (mainLock) {
            if (runState == RUNNING || runState >= TIDYING
                    || (runState == SHUTDOWN && !workQueue.isEmpty())) {
                return;
            }
            if (workerCount != 0) {
                interruptIdleWorkers(true);
                return;
            }
            runState = TIDYING;
        }
        try {
            terminated();
        } finally {
            synchronized (mainLock) {
                runState = TERMINATED;
                mainLock.notifyAll();
            }
        }
    }

    /** Interrupts workers waiting for tasks (only the first one if onlyOne); lock held. */
    private void interruptIdleWorkers(boolean onlyOne) {
        for (int i = 0; i < workers.size(); i++) {
            Worker w = workers.get(i);
            if (!w.busy && !w.thread.isInterrupted()) {
                w.thread.interrupt();
            }
            if (onlyOne) {
                break;
            }
        }
    }

    /** Previously submitted tasks are executed, but no new tasks will be accepted. */
    public void shutdown() {
        synchronized (mainLock) {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptIdleWorkers(false);
        }
        onShutdown();
        tryTerminate();
    }

    /** Hook for ScheduledThreadPoolExecutor. */
    void onShutdown() {
    }

    /** Interrupts all workers and returns the tasks that never started. */
    public List<Runnable> shutdownNow() {
        List<Runnable> tasks = new ArrayList<Runnable>();
        synchronized (mainLock) {
            if (runState < STOP) {
                runState = STOP;
            }
            for (int i = 0; i < workers.size(); i++) {
                Thread t = workers.get(i).thread;
                if (t.isAlive() && !t.isInterrupted()) {
                    t.interrupt();
                }
            }
        }
        workQueue.drainTo(tasks);
        if (!workQueue.isEmpty()) {
            Object[] rest = workQueue.toArray(new Runnable[0]);
            for (int i = 0; i < rest.length; i++) {
                if (workQueue.remove(rest[i])) {
                    tasks.add((Runnable) rest[i]);
                }
            }
        }
        tryTerminate();
        return tasks;
    }

    public boolean isShutdown() {
        synchronized (mainLock) {
            return runState >= SHUTDOWN;
        }
    }

    boolean isStopped() {
        synchronized (mainLock) {
            return runState >= STOP;
        }
    }

    public boolean isTerminating() {
        synchronized (mainLock) {
            return runState >= SHUTDOWN && runState < TERMINATED;
        }
    }

    public boolean isTerminated() {
        synchronized (mainLock) {
            return runState == TERMINATED;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mainLock) {
            while (runState != TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                mainLock.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        int delta = corePoolSize - this.corePoolSize;
        this.corePoolSize = corePoolSize;
        if (getWorkerCount() > corePoolSize) {
            synchronized (mainLock) {
                interruptIdleWorkers(false);
            }
        } else if (delta > 0) {
            int k = Math.min(delta, workQueue.size());
            while (k-- > 0 && addWorker(null, true)) {
                if (workQueue.isEmpty()) {
                    break;
                }
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        return getWorkerCount() < corePoolSize && addWorker(null, true);
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true)) {
            ++n;
        }
        return n;
    }

    /** Makes sure at least one (core) worker runs; used by ScheduledThreadPoolExecutor. */
    void ensurePrestart() {
        int wc = getWorkerCount();
        if (wc < corePoolSize) {
            addWorker(null, true);
        } else if (wc == 0) {
            addWorker(null, false);
        }
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        if (value != allowCoreThreadTimeOut) {
            allowCoreThreadTimeOut = value;
            if (value) {
                synchronized (mainLock) {
                    interruptIdleWorkers(false);
                }
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.maximumPoolSize = maximumPoolSize;
        synchronized (mainLock) {
            if (workerCount > maximumPoolSize) {
                interruptIdleWorkers(false);
            }
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long nanos = unit.toNanos(time);
        long delta = nanos - this.keepAliveTime;
        this.keepAliveTime = nanos;
        if (delta < 0) {
            synchronized (mainLock) {
                interruptIdleWorkers(false);
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    /** Removes cancelled Futures from the queue. */
    public void purge() {
        Object[] q = workQueue.toArray();
        for (int i = 0; i < q.length; i++) {
            Object r = q[i];
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        tryTerminate();
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return (runState >= TIDYING) ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (int i = 0; i < workers.size(); i++) {
                if (workers.get(i).busy) {
                    n++;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                n += w.completedTasks;
                if (w.busy) {
                    n++;
                }
            }
            return n + workQueue.size();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (int i = 0; i < workers.size(); i++) {
                n += workers.get(i).completedTasks;
            }
            return n;
        }
    }

    /** For example {@code ...[Running, pool size = 2, active threads = 0, queued tasks = 0, completed tasks = 5]}. */
    public String toString() {
        long completed;
        int nworkers;
        int nactive = 0;
        String state;
        synchronized (mainLock) {
            completed = completedTaskCount;
            nworkers = workers.size();
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                completed += w.completedTasks;
                if (w.busy) {
                    nactive++;
                }
            }
            state = (runState == RUNNING) ? "Running"
                    : (runState == TERMINATED) ? "Terminated" : "Shutting down";
        }
        return super.toString() + "[" + state + ", pool size = " + nworkers
                + ", active threads = " + nactive + ", queued tasks = " + workQueue.size()
                + ", completed tasks = " + completed + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    /** Runs a rejected task in the submitting thread, unless the pool is shut down. */
    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    /** Throws RejectedExecutionException (the default). */
    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from "
                    + e.toString());
        }
    }

    /** Silently drops a rejected task. */
    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    /** Drops the oldest queued task and retries, unless the pool is shut down. */
    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
