package java.util.concurrent.locks;

import java.util.HashMap;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant read-write lock: many readers or one writer. A writer may also take the read lock
 * (downgrading); a reader asking for the write lock waits forever, as in the JDK. New readers
 * wait while a writer is queued, so writers are not starved.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final ReadLock readerLock;
    private final WriteLock writerLock;
    final Sync sync;

    /** Writer, write holds and read holds per thread, guarded by this object's monitor. */
    static final class Sync extends MonitorSync {
        final boolean fair;
        Thread writer;
        int writeHolds;
        int readHolds;
        int waitingWriters;
        final HashMap<Thread, int[]> readers = new HashMap<Thread, int[]>();

        Sync(boolean fair) {
            this.fair = fair;
        }

        boolean isHeldExclusively() {
            return writer == Thread.currentThread();
        }

        int releaseAll() {
            int h = writeHolds;
            writer = null;
            writeHolds = 0;
            return h;
        }

        boolean tryRestore(int saved) {
            if (writer != null || readHolds > 0) {
                return false;
            }
            writer = Thread.currentThread();
            writeHolds = saved;
            return true;
        }

        boolean tryWrite() {
            Thread me = Thread.currentThread();
            if (writer == me) {
                writeHolds++;
                return true;
            }
            if (writer != null || readHolds > 0) {
                return false;
            }
            writer = me;
            writeHolds = 1;
            return true;
        }

        boolean tryRead(boolean yieldToWriters) {
            Thread me = Thread.currentThread();
            if (writer != null && writer != me) {
                return false;
            }
            int[] mine = readers.get(me);
            if (yieldToWriters && waitingWriters > 0 && writer != me && mine == null) {
                return false;
            }
            if (mine == null) {
                mine = new int[1];
                readers.put(me, mine);
            }
            mine[0]++;
            readHolds++;
            return true;
        }

        /** Waits (at most nanos, or forever if -1) until try succeeds. */
        synchronized boolean acquire(boolean write, long nanos, boolean interruptible)
                throws InterruptedException {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (write ? tryWrite() : tryRead(true)) {
                return true;
            }
            if (nanos == 0) {
                return false;
            }
            long deadline = System.nanoTime() + nanos;
            Thread me = Thread.currentThread();
            boolean interrupted = false;
            queue.add(me);
            if (write) {
                waitingWriters++;
            }
            try {
                while (true) {
                    if (write) {
                        waitingWriters--;
                        boolean ok = tryWrite();
                        waitingWriters++;
                        if (ok) {
                            return true;
                        }
                    } else if (tryRead(true)) {
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
                if (write) {
                    waitingWriters--;
                }
                notifyAll();
                if (interrupted) {
                    me.interrupt();
                }
            }
        }

        synchronized void releaseWrite() {
            if (writer != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--writeHolds == 0) {
                writer = null;
                notifyAll();
            }
        }

        synchronized void releaseRead() {
            Thread me = Thread.currentThread();
            int[] mine = readers.get(me);
            if (mine == null) {
                throw new IllegalMonitorStateException(
                        "attempt to unlock read lock, not locked by current thread");
            }
            if (--mine[0] == 0) {
                readers.remove(me);
            }
            if (--readHolds == 0) {
                notifyAll();
            }
        }

        synchronized int readHoldCount() {
            int[] mine = readers.get(Thread.currentThread());
            return (mine == null) ? 0 : mine[0];
        }

        synchronized Thread writer() {
            return writer;
        }

        synchronized int writeHoldCount() {
            return (writer == Thread.currentThread()) ? writeHolds : 0;
        }

        synchronized int readCount() {
            return readHolds;
        }

        synchronized int writeCount() {
            return writeHolds;
        }
    }

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        sync = new Sync(fair);
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    /** The shared half of the lock. */
    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final Sync sync;

        protected ReadLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            try {
                sync.acquire(false, -1L, false);
            } catch (InterruptedException e) {
                throw new InternalError();
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            sync.acquire(false, -1L, true);
        }

        public boolean tryLock() {
            synchronized (sync) {
                return sync.tryRead(false);
            }
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            long n = unit.toNanos(timeout);
            return sync.acquire(false, n < 0 ? 0L : n, true);
        }

        public void unlock() {
            sync.releaseRead();
        }

        /** Read locks have no conditions. */
        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return super.toString() + "[Read locks = " + sync.readCount() + "]";
        }
    }

    /** The exclusive half of the lock. */
    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final Sync sync;

        protected WriteLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            try {
                sync.acquire(true, -1L, false);
            } catch (InterruptedException e) {
                throw new InternalError();
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            sync.acquire(true, -1L, true);
        }

        public boolean tryLock() {
            synchronized (sync) {
                return sync.tryWrite();
            }
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            long n = unit.toNanos(timeout);
            return sync.acquire(true, n < 0 ? 0L : n, true);
        }

        public void unlock() {
            sync.releaseWrite();
        }

        public Condition newCondition() {
            return new MonitorCondition(sync);
        }

        public boolean isHeldByCurrentThread() {
            return sync.writer() == Thread.currentThread();
        }

        public int getHoldCount() {
            return sync.writeHoldCount();
        }

        public String toString() {
            Thread o = sync.writer();
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        return sync.writer();
    }

    public int getReadLockCount() {
        return sync.readCount();
    }

    public boolean isWriteLocked() {
        return sync.writer() != null;
    }

    public boolean isWriteLockedByCurrentThread() {
        return sync.writer() == Thread.currentThread();
    }

    public int getWriteHoldCount() {
        return sync.writeHoldCount();
    }

    public int getReadHoldCount() {
        return sync.readHoldCount();
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

    public String toString() {
        return super.toString() + "[Write locks = " + sync.writeCount() + ", Read locks = "
                + sync.readCount() + "]";
    }
}
