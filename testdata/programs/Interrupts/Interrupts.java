// Interrupts: Thread.interrupt on sleeping, waiting and joining threads, and the interrupt flag.
// Every outcome is independent of timing: a thread interrupted before it sleeps/waits gets the
// InterruptedException as soon as it blocks. Threads record what happened; main prints after join.
// Covers: Thread.sleep/Object.wait/Thread.join throwing InterruptedException (flag cleared when
// thrown), Thread.interrupted() (static, clears) vs isInterrupted() (does not clear),
// self-interrupt, interrupting a thread that is not blocked, interrupting a finished thread,
// InterruptedException message, wait(timeout) and sleep(0) returning normally, notify of
// a waiting thread, the monitor being re-acquired before the InterruptedException handler runs.

class Sleeper extends Thread {
    String outcome = "none";
    boolean flagAfterCatch = true;

    Sleeper() {
        super("sleeper");
    }

    public void run() {
        try {
            Thread.sleep(60000);
            outcome = "slept fully (wrong)";
        } catch (InterruptedException e) {
            outcome = "sleep interrupted: " + e.getMessage();
            flagAfterCatch = isInterrupted();
        }
    }
}

class Waiter extends Thread {
    static final Object LOCK = new Object();
    String outcome = "none";
    boolean holdsLockInHandler;

    Waiter() {
        super("waiter");
    }

    public void run() {
        synchronized (LOCK) {
            try {
                while (true) LOCK.wait();
            } catch (InterruptedException e) {
                outcome = "wait interrupted";
                LOCK.notifyAll(); // throws IllegalMonitorStateException unless the monitor was re-acquired
                holdsLockInHandler = true;
            }
        }
    }
}

class Spinner extends Thread {
    long spins;
    boolean sawFlag;
    boolean flagStillSet;

    public void run() {
        while (!isInterrupted()) {
            spins++;
            Thread.yield();
        }
        sawFlag = true;
        flagStillSet = isInterrupted();
    }
}

class Joiner extends Thread {
    private final Thread target;
    String outcome = "none";

    Joiner(Thread target) {
        this.target = target;
    }

    public void run() {
        try {
            target.join();
            outcome = "joined (wrong)";
        } catch (InterruptedException e) {
            outcome = "join interrupted";
        }
    }
}

class Notified extends Thread {
    static final Object LOCK = new Object();
    static boolean ready;
    String outcome = "none";

    public void run() {
        synchronized (LOCK) {
            while (!ready) {
                try {
                    LOCK.wait();
                } catch (InterruptedException e) {
                    outcome = "unexpected interrupt";
                    return;
                }
            }
            outcome = "woken by notify with ready=" + ready;
        }
    }
}

public class Interrupts {
    public static void main(String[] args) throws InterruptedException {
        Thread me = Thread.currentThread();
        System.out.println("initially interrupted? " + me.isInterrupted() + " " + Thread.interrupted());
        me.interrupt();
        System.out.println("after self-interrupt: isInterrupted " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("Thread.interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        me.interrupt();
        try {
            Thread.sleep(10);
            System.out.println("sleep with pending interrupt returned (wrong)");
        } catch (InterruptedException e) {
            System.out.println("sleep with pending interrupt threw at once; flag now " + me.isInterrupted());
        }
        me.interrupt();
        Object lock = new Object();
        synchronized (lock) {
            try {
                lock.wait(5);
                System.out.println("wait with pending interrupt returned (wrong)");
            } catch (InterruptedException e) {
                System.out.println("wait with pending interrupt threw; flag now " + me.isInterrupted());
            }
        }
        synchronized (lock) {
            lock.wait(1);
        }
        Thread.sleep(0);
        System.out.println("timed wait and sleep(0) return normally");

        Sleeper s = new Sleeper();
        s.start();
        s.interrupt();
        s.join();
        System.out.println("sleeper: " + s.outcome + ", flag after catch " + s.flagAfterCatch);

        Waiter w = new Waiter();
        w.start();
        w.interrupt();
        w.join();
        System.out.println("waiter: " + w.outcome + ", holds lock in handler " + w.holdsLockInHandler);

        Spinner sp = new Spinner();
        sp.start();
        sp.interrupt();
        sp.join();
        System.out.println("spinner saw flag " + sp.sawFlag + ", flag still set " + sp.flagStillSet);

        Sleeper longSleeper = new Sleeper();
        Joiner j = new Joiner(longSleeper);
        longSleeper.start();
        j.start();
        j.interrupt();
        j.join();
        System.out.println("joiner: " + j.outcome + ", target alive " + longSleeper.isAlive());
        longSleeper.interrupt();
        longSleeper.join();
        System.out.println("long sleeper: " + longSleeper.outcome);
        longSleeper.interrupt();
        System.out.println("interrupting a finished thread is harmless, alive " + longSleeper.isAlive());

        Notified n = new Notified();
        n.start();
        synchronized (Notified.LOCK) {
            Notified.ready = true;
            Notified.LOCK.notify();
        }
        n.join();
        System.out.println("notified: " + n.outcome);
    }
}
