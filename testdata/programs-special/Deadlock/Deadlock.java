// Deadlock: two threads lock two objects in opposite order with a sleep in between, so each ends
// up waiting forever for the monitor the other holds. HotSpot hangs forever here (so there are no
// expected.* files); crossprof is expected to detect that every live thread is blocked and
// report a deadlock instead of hanging. main joins both threads, so main is blocked too.
// Covers: monitorenter contention, Thread.sleep while holding a monitor, join on blocked threads.

public class Deadlock {
    static final Object A = new Object();
    static final Object B = new Object();

    static class Locker extends Thread {
        private final Object first, second;

        Locker(String name, Object first, Object second) {
            super(name);
            this.first = first;
            this.second = second;
        }

        public void run() {
            synchronized (first) {
                System.out.println(getName() + " holds its first lock");
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
                synchronized (second) {
                    System.out.println(getName() + " got both locks (not expected)");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Locker t1 = new Locker("locker-1", A, B);
        Locker t2 = new Locker("locker-2", B, A);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("not reached");
    }
}
