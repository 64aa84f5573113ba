package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;

/**
 * A counting semaphore. A fair one serves waiting threads in arrival order; a nonfair one lets
 * an arriving thread take free permits ahead of waiting ones.
 */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final boolean fair;
    private final ArrayList<Thread> queue = new ArrayList<Thread>();
    private int permits;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    /** Takes n permits if available now (and, if fair and honourQueue, no one is ahead). */
    private boolean tryTake(int n, boolean honourQueue) {
        if (honourQueue && fair && !queue.isEmpty() && queue.get(0) != Thread.currentThread()) {
            return false;
        }
        if (permits - n < 0) {
            return false;
        }
        permits -= n;
        return true;
    }

    /** Waits for n permits, at most nanos (forever if -1). */
    private synchronized boolean acquire0(int n, long nanos, boolean interruptible)
            throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (queue.isEmpty() && tryTake(n, true)) {
            return true;
        }
        if (!fair && tryTake(n, false)) {
            return true;
        }
        if (nanos == 0) {
            return false;
        }
        long deadline = System.nanoTime() + nanos;
        Thread me = Thread.currentThread();
        boolean interrupted = false;
        queue.add(me);
        try {
            while (!tryTake(n, true)) {
                try {
                    if (nanos < 0) {
                        wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            return false;
                        }
                        wait(left / 1000000L, (int) (left % 1000000L));
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
            return true;
        } finally {
            queue.remove(me);
            notifyAll();
            if (interrupted) {
                me.interrupt();
            }
        }
    }

    public void acquire() throws InterruptedException {
        acquire0(1, -1L, true);
    }

    public void acquire(int permits) throws InterruptedException {
        acquire0(permits, -1L, true);
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public void acquireUninterruptibly(int permits) {
        try {
            acquire0(permits, -1L, false);
        } catch (InterruptedException e) {
            throw new InternalError();
        }
    }

    /** Takes a permit if one is free now, even ahead of waiting threads of a fair semaphore. */
    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public synchronized boolean tryAcquire(int permits) {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        return tryTake(permits, false);
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public boolean tryAcquire(int permits, long timeout, TimeUnit unit)
            throws InterruptedException {
        long n = unit.toNanos(timeout);
        return acquire0(permits, n < 0 ? 0L : n, true);
    }

    public void release() {
        release(1);
    }

    public synchronized void release(int permits) {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        if (this.permits + permits < this.permits) {
            throw new Error("Maximum permit count exceeded");
        }
        this.permits += permits;
        notifyAll();
    }

    public synchronized int availablePermits() {
        return permits;
    }

    public synchronized int drainPermits() {
        int p = permits;
        if (p > 0) {
            permits = 0;
        }
        return (p > 0) ? p : 0;
    }

    protected synchronized void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        if (permits - reduction > permits) {
            throw new Error("Permit count underflow");
        }
        permits -= reduction;
    }

    public boolean isFair() {
        return fair;
    }

    public final synchronized boolean hasQueuedThreads() {
        return !queue.isEmpty();
    }

    public final synchronized int getQueueLength() {
        return queue.size();
    }

    protected synchronized Collection<Thread> getQueuedThreads() {
        return new ArrayList<Thread>(queue);
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
