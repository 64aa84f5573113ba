package java.util.concurrent;

/** A point where two threads swap objects. */
public class Exchanger<V> {
    /** A thread waiting for a partner: its item, and the partner's once matched. */
    private static final class Node {
        Object item;
        Object reply;
        boolean matched;
    }

    private final Object lock = new Object();
    private Node waiting;

    public Exchanger() {
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return exchange0(x, false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        return exchange0(x, true, unit.toNanos(timeout));
    }

    @SuppressWarnings("unchecked")
    private V exchange0(V x, boolean timed, long nanos)
            throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            Node n = waiting;
            if (n != null) {
                waiting = null;
                n.reply = x;
                n.matched = true;
                lock.notifyAll();
                return (V) n.item;
            }
            Node me = new Node();
            me.item = x;
            waiting = me;
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            try {
                while (!me.matched) {
                    if (!timed) {
                        lock.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            throw new TimeoutException();
                        }
                        lock.wait(left / 1000000L, (int) (left % 1000000L));
                    }
                }
            } catch (InterruptedException e) {
                if (!me.matched) {
                    throw e;
                }
                Thread.currentThread().interrupt();
            } finally {
                if (!me.matched && waiting == me) {
                    waiting = null;
                }
            }
            return (V) me.reply;
        }
    }
}
