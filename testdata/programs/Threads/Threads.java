// Threads: several threads updating shared state under synchronized blocks; deterministic output
// because every value printed is computed after join().
// Covers: Thread subclasses and Runnables, start/join, default names "Thread-0", "Thread-1", ...
// (numbered in creation order), custom names via constructor and setName, currentThread().getName()
// inside run (recorded, printed by main), monitorenter/monitorexit on a shared lock,
// synchronized methods, volatile-free handoff via join, ThreadLocal (per-thread values and
// initialValue), Thread.yield, isAlive before/after, getId-free identity checks, priority and
// daemon defaults, IllegalThreadStateException on a second start().

class SharedCounter {
    private int value;

    synchronized void increment() {
        value++;
    }

    synchronized int get() {
        return value;
    }
}

class Adder extends Thread {
    static final Object LOCK = new Object();
    static long total;
    private final int n;
    String seenName;

    Adder(int n) {
        this.n = n;
    }

    public void run() {
        seenName = Thread.currentThread().getName();
        for (int i = 1; i <= n; i++) {
            synchronized (LOCK) {
                total += i;
            }
            if (i % 1000 == 0) Thread.yield();
        }
    }
}

class Incrementer implements Runnable {
    private final SharedCounter counter;
    private final int times;
    volatile String name;

    Incrementer(SharedCounter counter, int times) {
        this.counter = counter;
        this.times = times;
    }

    public void run() {
        name = Thread.currentThread().getName();
        for (int i = 0; i < times; i++) counter.increment();
    }
}

class PerThread {
    static int created;

    static final ThreadLocal<StringBuilder> LOG = new ThreadLocal<StringBuilder>() {
        protected StringBuilder initialValue() {
            synchronized (PerThread.class) {
                created++;
            }
            return new StringBuilder();
        }
    };
}

class LocalUser extends Thread {
    String result;
    private final String tag;

    LocalUser(String name, String tag) {
        super(name);
        this.tag = tag;
    }

    public void run() {
        for (int i = 0; i < 3; i++) PerThread.LOG.get().append(tag).append(i);
        result = getName() + ":" + PerThread.LOG.get();
    }
}

public class Threads {
    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println("main thread: " + main.getName() + " priority " + main.getPriority() + " daemon " + main.isDaemon() + " alive " + main.isAlive());

        Adder[] adders = new Adder[3];
        for (int i = 0; i < adders.length; i++) adders[i] = new Adder(10000 * (i + 1));
        System.out.println("names before start: " + adders[0].getName() + " " + adders[1].getName() + " " + adders[2].getName());
        System.out.println("alive before start: " + adders[0].isAlive());
        for (int i = 0; i < adders.length; i++) adders[i].start();
        for (int i = 0; i < adders.length; i++) adders[i].join();
        System.out.println("total = " + Adder.total + " (expected " + (10000L * 10001 / 2 + 20000L * 20001 / 2 + 30000L * 30001 / 2) + ")");
        for (int i = 0; i < adders.length; i++) System.out.println("adder " + i + " ran as " + adders[i].seenName + ", alive after join " + adders[i].isAlive());

        SharedCounter counter = new SharedCounter();
        Incrementer[] tasks = new Incrementer[4];
        Thread[] threads = new Thread[4];
        for (int i = 0; i < 4; i++) {
            tasks[i] = new Incrementer(counter, 5000);
            threads[i] = i % 2 == 0 ? new Thread(tasks[i]) : new Thread(tasks[i], "worker-" + i);
        }
        threads[0].setName("renamed-zero");
        for (int i = 0; i < 4; i++) threads[i].start();
        for (int i = 0; i < 4; i++) threads[i].join();
        System.out.println("counter = " + counter.get());
        for (int i = 0; i < 4; i++) System.out.println("task " + i + " ran in " + tasks[i].name);

        Thread anonymous = new Thread() {
            public void run() {
                PerThread.LOG.get().append("anon");
            }
        };
        System.out.println("anonymous subclass name: " + anonymous.getName());
        anonymous.start();
        anonymous.join();
        try {
            anonymous.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("second start: IllegalThreadStateException");
        }

        PerThread.LOG.get().append("main-value");
        LocalUser u1 = new LocalUser("local-A", "a");
        LocalUser u2 = new LocalUser("local-B", "b");
        u1.start();
        u2.start();
        u1.join();
        u2.join();
        System.out.println(u1.result + " " + u2.result + " main:" + PerThread.LOG.get() + " initialValue calls " + PerThread.created);
        PerThread.LOG.remove();
        System.out.println("after remove: [" + PerThread.LOG.get() + "] initialValue calls " + PerThread.created);
        System.out.println("main still " + Thread.currentThread().getName());
    }
}
