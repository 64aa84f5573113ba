package java.util.concurrent;

/**
 * Lets a fixed number of threads wait for each other; the last to arrive runs the barrier
 * action and releases the others. An interrupted or timed-out waiter, or a failing action,
 * breaks the barrier: the other waiters get BrokenBarrierException.
 */
public class CyclicBarrier {
    /** One use of the barrier; replaced when the barrier trips or is reset. */
    private static final class Generation {
        boolean broken;
    }

    private final Object lock = new Object();
    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public int getParties() {
        return parties;
    }

    private void nextGeneration() {
        lock.notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        lock.notifyAll();
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public int await(long timeout, TimeUnit unit)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        return dowait(true, unit.toNanos(timeout));
    }

    /** Returns the arrival index: parties - 1 for the first thread, 0 for the last. */
    private int dowait(boolean timed, long nanos)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        synchronized (lock) {
            Generation g = generation;
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            int index = --count;
            if (index == 0) {
                boolean ran = false;
                try {
                    if (barrierCommand != null) {
                        barrierCommand.run();
                    }
                    ran = true;
                    nextGeneration();
                    return 0;
                } finally {
                    if (!ran) {
                        breakBarrier();
                    }
                }
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            while (true) {
                try {
                    if (!timed) {
                        lock.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left > 0) {
                            lock.wait(left / 1000000L, (int) (left % 1000000L));
                        }
                    }
                } catch (InterruptedException ie) {
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw ie;
                    }
                    Thread.currentThread().interrupt();
                }
                if (g.broken) {
                    throw new BrokenBarrierException();
                }
                if (g != generation) {
                    return index;
                }
                if (timed && deadline - System.nanoTime() <= 0) {
                    breakBarrier();
                    throw new TimeoutException();
                }
            }
        }
    }

    public boolean isBroken() {
        synchronized (lock) {
            return generation.broken;
        }
    }

    /** Breaks the current generation (its waiters get BrokenBarrierException) and starts anew. */
    public void reset() {
        synchronized (lock) {
            breakBarrier();
            nextGeneration();
        }
    }

    public int getNumberWaiting() {
        synchronized (lock) {
            return parties - count;
        }
    }
}
