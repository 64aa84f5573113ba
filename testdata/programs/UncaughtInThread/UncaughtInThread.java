// UncaughtInThread: an exception escapes the run() method of a second thread. Expected: stderr
// `Exception in thread "worker-1" java.lang.IllegalStateException: ...` with the thread's frames,
// the thread dies, main joins it and continues, and the process exits with status 0 (an uncaught
// exception in a non-main thread does not change the exit status). A second thread uses a
// custom uncaught-exception handler instead.
// Covers: Thread subclass run(), uncaught-exception dispatch in non-main threads,
// Thread.setUncaughtExceptionHandler, join, isAlive.

class Worker extends Thread {
    private final int limit;
    int done;

    Worker(String name, int limit) {
        super(name);
        this.limit = limit;
    }

    public void run() {
        for (int i = 0; i < 10; i++) {
            step(i);
        }
    }

    private void step(int i) {
        if (i == limit) throw new IllegalStateException("worker " + getName() + " failed at step " + i);
        done++;
    }
}

class Recorder implements Thread.UncaughtExceptionHandler {
    String seen = "nothing";

    public void uncaughtException(Thread t, Throwable e) {
        seen = t.getName() + " -> " + e.getMessage();
    }
}

public class UncaughtInThread {
    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker("worker-1", 4);
        w.start();
        w.join();
        System.out.println("worker-1 finished " + w.done + " steps, alive " + w.isAlive());
        Worker w2 = new Worker("worker-2", 7);
        Recorder r = new Recorder();
        w2.setUncaughtExceptionHandler(r);
        w2.start();
        w2.join();
        System.out.println("worker-2 finished " + w2.done + " steps, handler saw: " + r.seen);
        System.out.println("main ends normally");
    }
}
