// ProducerConsumer: a bounded buffer with wait/notifyAll between a producer and a consumer thread.
// Only the consumer prints while running (items arrive in FIFO order, so its output is
// deterministic whatever the interleaving); main prints the totals after join().
// Covers: synchronized methods, Object.wait() in a while loop, notifyAll, a blocked producer and
// consumer, a poison-pill end marker, two producers feeding one consumer in a second round (the
// consumer prints only order-independent aggregates), monitor re-acquisition after wait.

class BoundedBuffer {
    private final int[] items;
    private int head, tail, count;
    int producerWaits, consumerWaits; // counted but not printed (scheduling dependent)

    BoundedBuffer(int capacity) {
        items = new int[capacity];
    }

    synchronized void put(int v) throws InterruptedException {
        while (count == items.length) {
            producerWaits++;
            wait();
        }
        items[tail] = v;
        tail = (tail + 1) % items.length;
        count++;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        while (count == 0) {
            consumerWaits++;
            wait();
        }
        int v = items[head];
        head = (head + 1) % items.length;
        count--;
        notifyAll();
        return v;
    }
}

class Producer extends Thread {
    private final BoundedBuffer buf;
    private final int from, to;
    private final boolean sendPill;

    Producer(BoundedBuffer buf, int from, int to, boolean sendPill) {
        this.buf = buf;
        this.from = from;
        this.to = to;
        this.sendPill = sendPill;
    }

    public void run() {
        try {
            for (int i = from; i <= to; i++) buf.put(i * i % 1000);
            if (sendPill) buf.put(-1);
        } catch (InterruptedException e) {
            System.out.println("producer interrupted");
        }
    }
}

class Consumer extends Thread {
    private final BoundedBuffer buf;
    private final boolean verbose;
    private final int expected;
    long sum;
    int received;
    long checksum;

    Consumer(BoundedBuffer buf, boolean verbose, int expected) {
        this.buf = buf;
        this.verbose = verbose;
        this.expected = expected;
    }

    public void run() {
        try {
            while (true) {
                if (expected >= 0 && received == expected) break;
                int v = buf.take();
                if (v < 0) break;
                received++;
                sum += v;
                checksum = checksum * 31 + v;
                if (verbose && received % 50 == 0) System.out.println("consumed " + received + " items, last " + v + ", running sum " + sum);
            }
        } catch (InterruptedException e) {
            System.out.println("consumer interrupted");
        }
    }
}

public class ProducerConsumer {
    public static void main(String[] args) throws InterruptedException {
        BoundedBuffer buf = new BoundedBuffer(4);
        Consumer c = new Consumer(buf, true, -1);
        Producer p = new Producer(buf, 1, 500, true);
        c.start();
        p.start();
        p.join();
        c.join();
        System.out.println("round 1: received " + c.received + " sum " + c.sum + " ordered checksum " + c.checksum);

        BoundedBuffer buf2 = new BoundedBuffer(3);
        Consumer c2 = new Consumer(buf2, false, 600);
        Producer p1 = new Producer(buf2, 1, 300, false);
        Producer p2 = new Producer(buf2, 301, 600, false);
        c2.start();
        p1.start();
        p2.start();
        p1.join();
        p2.join();
        c2.join();
        System.out.println("round 2: received " + c2.received + " sum " + c2.sum);
        long expected = 0;
        for (int i = 1; i <= 600; i++) expected += i * i % 1000;
        System.out.println("expected sum " + expected);
    }
}
