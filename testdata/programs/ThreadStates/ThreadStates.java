// ThreadStates: Thread.getState through a thread's life (NEW, WAITING in Object.wait, TERMINATED,
// TIMED_WAITING in sleep) and Thread.holdsLock inside and outside a synchronized block.
// Covers: the getState0 and holdsLock natives, wait/notifyAll, sleep, join.

public class ThreadStates {
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        Thread t = new Thread() { public void run() { synchronized (lock) { try { lock.wait(); } catch (InterruptedException e) { System.out.println("interrupted"); } } } };
        System.out.println(t.getState());
        t.start();
        // Poll rather than sleep, so that a slow start cannot change the output.
        while (t.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        System.out.println(t.getState());
        synchronized (lock) { System.out.println(Thread.holdsLock(lock)); lock.notifyAll(); }
        System.out.println(Thread.holdsLock(lock));
        t.join();
        System.out.println(t.getState());
        Thread s = new Thread() { public void run() { try { Thread.sleep(500); } catch (InterruptedException e) {} } };
        s.start();
        while (s.getState() != Thread.State.TIMED_WAITING) {
            Thread.yield();
        }
        System.out.println(s.getState());
        s.join();
    }
}
