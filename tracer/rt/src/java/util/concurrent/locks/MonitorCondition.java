package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * A Condition of a lock built on a MonitorSync: waiters sleep on the sync's monitor and are
 * signalled in FIFO order by marking their wait node.
 */
class MonitorCondition implements Condition {
    private final MonitorSync sync;
    private final ArrayList<Node> waiters = new ArrayList<Node>();

    /** One waiting thread; signalled is set by signal/signalAll. */
    private static final class Node {
        final Thread thread = Thread.currentThread();
        boolean signalled;
    }

    MonitorCondition(MonitorSync sync) {
        this.sync = sync;
    }

    public void await() throws InterruptedException {
        awaitNanos0(-1L, true);
    }

    public void awaitUninterruptibly() {
        try {
            awaitNanos0(-1L, false);
        } catch (InterruptedException e) {
            throw new InternalError();
        }
    }

    public long awaitNanos(long nanosTimeout) throws InterruptedException {
        return awaitNanos0(nanosTimeout < 0 ? 0L : nanosTimeout, true);
    }

    public boolean await(long time, TimeUnit unit) throws InterruptedException {
        long n = unit.toNanos(time);
        return awaitNanos0(n < 0 ? 0L : n, true) > 0;
    }

    /**
     * Waits for a signal, at most nanos (forever if -1). Returns an estimate of the time left
     * (<= 0 on timeout). Interruption before a signal throws (after re-taking the lock) if
     * interruptible; interruption after a signal only sets the interrupt status again.
     */
    private long awaitNanos0(long nanos, boolean interruptible) throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = (nanos >= 0) ? System.nanoTime() + nanos : 0L;
        boolean interrupted = false;
        synchronized (sync) {
            if (!sync.isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            Node node = new Node();
            waiters.add(node);
            int saved = sync.releaseAll();
            sync.notifyAll();
            long left = nanos;
            while (!node.signalled) {
                try {
                    if (nanos < 0) {
                        sync.wait();
                    } else {
                        left = deadline - System.nanoTime();
                        if (left <= 0) {
                            break;
                        }
                        long ms = left / 1000000L;
                        int ns = (int) (left % 1000000L);
                        sync.wait(ms, ns);
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        interrupted = true;
                        break;
                    }
                    interrupted = true;
                }
            }
            boolean wasSignalled = node.signalled;
            if (!wasSignalled) {
                waiters.remove(node);
            }
            sync.restore(saved);
            if (interrupted) {
                if (interruptible && !wasSignalled) {
                    throw new InterruptedException();
                }
                Thread.currentThread().interrupt();
            }
            if (nanos < 0) {
                return 0L;
            }
            if (!wasSignalled) {
                return (left <= 0) ? left : 0L;
            }
            long rest = deadline - System.nanoTime();
            return (rest > 0) ? rest : 1L;
        }
    }

    public void signal() {
        synchronized (sync) {
            if (!sync.isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            if (!waiters.isEmpty()) {
                waiters.remove(0).signalled = true;
                sync.notifyAll();
            }
        }
    }

    public void signalAll() {
        synchronized (sync) {
            if (!sync.isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            for (int i = 0; i < waiters.size(); i++) {
                waiters.get(i).signalled = true;
            }
            waiters.clear();
            sync.notifyAll();
        }
    }

    boolean hasWaiters() {
        synchronized (sync) {
            if (!sync.isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            return !waiters.isEmpty();
        }
    }

    int getWaitQueueLength() {
        synchronized (sync) {
            if (!sync.isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            return waiters.size();
        }
    }

    Collection<Thread> getWaitingThreads() {
        synchronized (sync) {
            if (!sync.isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            ArrayList<Thread> list = new ArrayList<Thread>();
            for (int i = 0; i < waiters.size(); i++) {
                list.add(waiters.get(i).thread);
            }
            return list;
        }
    }

    boolean belongsTo(MonitorSync s) {
        return sync == s;
    }
}
