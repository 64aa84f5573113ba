package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * An unbounded blocking FIFO queue in which a producer may wait until a consumer has received
 * its element (transfer). Elements are queued as nodes that remember whether they were taken,
 * which is what a waiting transferer watches.
 */
public class LinkedTransferQueue<E> extends MonitorBlockingQueue<E>
        implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    /** A queued element; done once a consumer took it or it was removed. */
    private static final class Node {
        final Object item;
        boolean done;

        Node(Object item) {
            this.item = item;
        }
    }

    private final ArrayDeque<Node> items = new ArrayDeque<Node>();

    public LinkedTransferQueue() {
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            items.addLast(new Node(e));
        }
    }

    int count() {
        return items.size();
    }

    int capacity() {
        return Integer.MAX_VALUE;
    }

    boolean insert(E e) {
        items.addLast(new Node(e));
        return true;
    }

    @SuppressWarnings("unchecked")
    E extract() {
        Node n = items.pollFirst();
        if (n == null) {
            return null;
        }
        n.done = true;
        return (E) n.item;
    }

    @SuppressWarnings("unchecked")
    E head() {
        Node n = items.peekFirst();
        return n == null ? null : (E) n.item;
    }

    Object[] snapshot() {
        Object[] a = new Object[items.size()];
        int i = 0;
        for (Node n : items) {
            a[i++] = n.item;
        }
        return a;
    }

    boolean removeItem(Object o, boolean exact) {
        for (Iterator<Node> it = items.iterator(); it.hasNext();) {
            Node n = it.next();
            if (exact ? n.item == o : o.equals(n.item)) {
                it.remove();
                n.done = true;
                return true;
            }
        }
        return false;
    }

    void clearAll() {
        for (Node n : items) {
            n.done = true;
        }
        items.clear();
    }

    /** Never blocks: the queue is unbounded. */
    public boolean add(E e) {
        return offer(e);
    }

    /**
     * Queues e and waits (at most nanos; forever if negative) until a consumer takes it;
     * withdraws it on timeout or interrupt.
     */
    private boolean await(E e, long nanos) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (lock) {
            Node n = new Node(e);
            items.addLast(n);
            lock.notifyAll();
            try {
                while (!n.done) {
                    if (nanos < 0) {
                        lock.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            items.remove(n);
                            return false;
                        }
                        waitLock(left);
                    }
                }
                return true;
            } catch (InterruptedException ie) {
                if (n.done) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                items.remove(n);
                throw ie;
            }
        }
    }

    public void transfer(E e) throws InterruptedException {
        await(e, -1L);
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        return await(e, nanos < 0 ? 0 : nanos);
    }

    /** Hands e over only if a consumer is already waiting for an element. */
    public boolean tryTransfer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (waitingTakers <= items.size()) {
                return false;
            }
            items.addLast(new Node(e));
            lock.notifyAll();
            return true;
        }
    }

    public boolean hasWaitingConsumer() {
        return getWaitingConsumerCount() > 0;
    }

    public int getWaitingConsumerCount() {
        synchronized (lock) {
            int n = waitingTakers - items.size();
            return n > 0 ? n : 0;
        }
    }
}
