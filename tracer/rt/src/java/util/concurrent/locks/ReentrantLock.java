package java.util.concurrent.locks;

import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock. A fair lock grants itself in arrival order; a nonfair one
 * lets an arriving thread take a free lock ahead of the waiting ones (tryLock() always barges,
 * as in the JDK).
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final Sync sync;

    /** Owner and hold count, guarded by the Sync's monitor. */
    static final class Sync extends MonitorSync {
        final boolean fair;
        Thread owner;
        int holds;

        Sync(boolean fair) {
            this.fair = fair;
        }

        boolean isHeldExclusively() {
            return owner == Thread.currentThread();
        }

        /** Takes the lock if free (respecting the queue if fair and asked to); monitor held. */
        boolean tryAcquire(boolean honourQueue) {
            Thread me = Thread.currentThread();
            if (owner == me) {
                if (holds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            if (owner != null) {
                return false;
            }
            if (honourQueue && fair && !queue.isEmpty() && queue.get(0) != me) {
                return false;
            }
            owner = me;
            holds = 1;
            return true;
        }

        int releaseAll() {
            int h = holds;
            owner = null;
            holds = 0;
            return h;
        }

        boolean tryRestore(int saved) {
            if (owner != null || (fair && queue.get(0) != Thread.currentThread())) {
                return false;
            }
            owner = Thread.currentThread();
            holds = saved;
            return true;
        }

        /**
         * Waits for the lock at most nanos (forever if -1). Returns false on timeout; throws
         * InterruptedException if interruptible and interrupted while waiting.
         */
        synchronized boolean acquire(long nanos, boolean interruptible)
                throws InterruptedException {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (tryAcquire(true)) {
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
                while (true) {
                    if (tryAcquire(true)) {
                        return true;
                    }
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
            } finally {
                queue.remove(me);
                notifyAll();
                if (interrupted) {
                    me.interrupt();
                }
            }
        }

        synchronized void release() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                notifyAll();
            }
        }

        synchronized Thread owner() {
            return owner;
        }

        synchronized int holdCount() {
            return (owner == Thread.currentThread()) ? holds : 0;
        }
    }

    public ReentrantLock() {
        sync = new Sync(false);
    }

    public ReentrantLock(boolean fair) {
        sync = new Sync(fair);
    }

    public void lock() {
        try {
            sync.acquire(-1L, false);
        } catch (InterruptedException e) {
            throw new InternalError();
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        sync.acquire(-1L, true);
    }

    /** Takes the lock if it is free right now, even if other threads wait for a fair lock. */
    public boolean tryLock() {
        synchronized (sync) {
            return sync.tryAcquire(false);
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        long n = unit.toNanos(timeout);
        return sync.acquire(n < 0 ? 0L : n, true);
    }

    public void unlock() {
        sync.release();
    }

    public Condition newCondition() {
        return new MonitorCondition(sync);
    }

    public int getHoldCount() {
        return sync.holdCount();
    }

    public boolean isHeldByCurrentThread() {
        return sync.owner() == Thread.currentThread();
    }

    public boolean isLocked() {
        return sync.owner() != null;
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        return sync.owner();
    }

    public final boolean hasQueuedThreads() {
        return sync.hasQueuedThreads();
    }

    public final boolean hasQueuedThread(Thread thread) {
        return sync.hasQueuedThread(thread);
    }

    public final int getQueueLength() {
        return sync.getQueueLength();
    }

    protected Collection<Thread> getQueuedThreads() {
        return sync.getQueuedThreads();
    }

    public boolean hasWaiters(Condition condition) {
        return check(condition).hasWaiters();
    }

    public int getWaitQueueLength(Condition condition) {
        return check(condition).getWaitQueueLength();
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        return check(condition).getWaitingThreads();
    }

    private MonitorCondition check(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof MonitorCondition)
                || !((MonitorCondition) condition).belongsTo(sync)) {
            throw new IllegalArgumentException("not owner");
        }
        return (MonitorCondition) condition;
    }

    /** For example {@code ...ReentrantLock@1b6d3586[Locked by thread main]}. */
    public String toString() {
        Thread o = sync.owner();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
