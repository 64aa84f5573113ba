package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;

/**
 * The state of an exclusive lock built on this object's monitor: every state change happens
 * while holding the monitor and ends with notifyAll, so waiters simply re-check their condition.
 * Threads switch deterministically in the VM, so which waiter wins is reproducible.
 */
abstract class MonitorSync {
    /** Threads waiting to acquire, in arrival order (used for fairness and the queue queries). */
    final ArrayList<Thread> queue = new ArrayList<Thread>();

    /** True if the current thread holds the lock exclusively. */
    abstract boolean isHeldExclusively();

    /** Releases all holds of the current thread (the monitor is held); returns them. */
    abstract int releaseAll();

    /** Tries to take saved holds for the current thread without waiting (the monitor is held). */
    abstract boolean tryRestore(int saved);

    /** Waits, uninterruptibly, until saved holds could be re-taken (the monitor is held). */
    final void restore(int saved) {
        boolean interrupted = false;
        queue.add(Thread.currentThread());
        try {
            while (!tryRestore(saved)) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            queue.remove(Thread.currentThread());
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    final synchronized boolean hasQueuedThreads() {
        return !queue.isEmpty();
    }

    final synchronized boolean hasQueuedThread(Thread t) {
        return queue.contains(t);
    }

    final synchronized int getQueueLength() {
        return queue.size();
    }

    final synchronized Collection<Thread> getQueuedThreads() {
        return new ArrayList<Thread>(queue);
    }
}
