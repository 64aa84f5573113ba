// Normal termination as the JDK does it: the program ends when its last non-daemon thread
// ends, although a daemon thread is still runnable; then the shutdown hooks run (after the
// uncaught exception of main is reported), and the exit status is that of the uncaught exception.
public class ShutdownHooks {
    static volatile long spins;
    static final Object lock = new Object();
    static boolean mainDone;

    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook ran, daemon spinning: " + (spins > 0));
            }
        });
        Thread daemon = new Thread() {
            public void run() {
                while (true) {
                    spins++;
                    Thread.yield();
                }
            }
        };
        daemon.setDaemon(true);
        daemon.start();
        Thread worker = new Thread() {
            public void run() {
                synchronized (lock) { // outlives main, whatever the scheduling
                    while (!mainDone) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                }
                System.out.println("worker done");
            }
        };
        worker.start();
        try {
            Runtime.getRuntime().addShutdownHook(worker);
        } catch (IllegalArgumentException e) {
            System.out.println("started thread as hook: " + e.getMessage());
        }
        System.out.println("main done");
        synchronized (lock) {
            mainDone = true;
            lock.notifyAll();
        }
        throw new IllegalStateException("main ends with an uncaught exception");
    }
}
