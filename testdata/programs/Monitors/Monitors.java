// Monitors: synchronized methods and blocks, reentrancy, and IllegalMonitorStateException.
// Covers: ACC_SYNCHRONIZED instance and static methods (the static ones lock the Class object:
// a static synchronized method called by another thread blocks while main holds Account.class),
// reentrant locking (a synchronized method calling another synchronized method on the same
// object, nested synchronized blocks on the same object, recursion while holding the lock),
// monitorexit on exceptional exit (the locks are released when an exception leaves a
// synchronized block or method: other threads can acquire them afterwards),
// wait/notify/notifyAll without owning the monitor -> IllegalMonitorStateException (JDK 17
// message "current thread is not owner"), wait with a negative timeout ->
// IllegalArgumentException, synchronized on a null reference -> NPE, and three threads
// contending on static and instance locks with deterministic results.

class Account {
    private int balance;
    private int depth;
    int maxDepth;

    synchronized void deposit(int amount) {
        enter();
        balance += amount;
        if (amount > 10) deposit(amount / 2); // recursive reentry
        leave();
    }

    synchronized void transferIn(Account from, int amount) {
        enter();
        synchronized (this) {
            synchronized (this) {
                balance += from.withdraw(amount);
            }
        }
        leave();
    }

    synchronized int withdraw(int amount) {
        if (amount > balance) throw new IllegalStateException("insufficient funds: " + balance + " < " + amount);
        balance -= amount;
        return amount;
    }

    synchronized int balance() {
        return balance;
    }

    private void enter() {
        depth++;
        if (depth > maxDepth) maxDepth = depth;
    }

    private void leave() {
        depth--;
    }

    static int audits;

    static synchronized void audit() {
        audits++;
    }

}

// Sets done after acquiring the given lock; used to prove a lock is free (or held by main).
class LockProbe extends Thread {
    private final Object lock;
    private final boolean useStaticMethod;
    volatile boolean done;

    LockProbe(Object lock, boolean useStaticMethod) {
        this.lock = lock;
        this.useStaticMethod = useStaticMethod;
    }

    public void run() {
        if (useStaticMethod) {
            Account.audit(); // static synchronized: locks Account.class
        } else {
            synchronized (lock) {
                lock.hashCode();
            }
        }
        done = true;
    }
}

class Contender extends Thread {
    private final Account account;

    Contender(Account account) {
        this.account = account;
    }

    public void run() {
        for (int i = 0; i < 2000; i++) {
            account.deposit(1);
            Account.audit();
        }
    }
}

public class Monitors {
    public static void main(String[] args) throws InterruptedException {
        Account a = new Account();
        a.deposit(100);
        System.out.println("balance after recursive deposit " + a.balance() + ", max reentry depth " + a.maxDepth);
        Account b = new Account();
        b.deposit(5);
        a.transferIn(b, 5);
        System.out.println("after transfer: a " + a.balance() + " b " + b.balance());
        try {
            a.transferIn(b, 1);
        } catch (IllegalStateException e) {
            System.out.println("exception out of nested synchronized: " + e.getMessage());
        }
        LockProbe pa = new LockProbe(a, false);
        LockProbe pb = new LockProbe(b, false);
        pa.start();
        pb.start();
        pa.join();
        pb.join();
        System.out.println("locks released after exception: another thread acquired a " + pa.done + " and b " + pb.done);
        synchronized (a) {
            synchronized (b) {
                synchronized (a) {
                    System.out.println("inside nested blocks a, b, a");
                }
            }
        }
        LockProbe ps = new LockProbe(null, true);
        synchronized (Account.class) {
            Account.audit(); // reentrant: main already holds Account.class
            ps.start();
            Thread.sleep(20);
            System.out.println("static synchronized method blocked while main holds Account.class: " + !ps.done);
        }
        ps.join();
        System.out.println("after release it ran: " + ps.done + ", audits " + Account.audits);
        Account.audits = 0;

        Object o = new Object();
        try {
            o.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: IllegalMonitorStateException: " + e.getMessage());
        }
        try {
            o.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getMessage());
        }
        try {
            o.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll without lock: " + e);
        }
        try {
            synchronized (a) {
                o.notify();
            }
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify holding a different lock: " + e.getMessage());
        }
        synchronized (o) {
            o.notify();
            o.notifyAll();
            System.out.println("notify while holding the lock is fine");
            try {
                o.wait(-1);
            } catch (IllegalArgumentException e) {
                System.out.println("wait(-1): " + e.getMessage());
            }
        }
        Object nothing = null;
        try {
            synchronized (nothing) {
                System.out.println("not reached");
            }
        } catch (NullPointerException e) {
            System.out.println("synchronized(null): NullPointerException");
        }

        Account shared = new Account();
        Contender c1 = new Contender(shared);
        Contender c2 = new Contender(shared);
        Contender c3 = new Contender(shared);
        c1.start();
        c2.start();
        c3.start();
        c1.join();
        c2.join();
        c3.join();
        System.out.println("contended balance " + shared.balance() + ", audits " + Account.audits);
    }
}
