package java.util.concurrent;

/** A daemon thread running the tasks of a ForkJoinPool. */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    private final int index;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(pool, pool.nextWorkerName());
    }

    private ForkJoinWorkerThread(ForkJoinPool pool, String[] nameAndIndex) {
        super(nameAndIndex[0]);
        this.pool = pool;
        this.index = Integer.parseInt(nameAndIndex[1]);
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return index;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable failure = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            failure = ex;
            throw ForkJoinTask.unchecked(ex);
        } finally {
            try {
                onTermination(failure);
            } finally {
                pool.deregisterWorker(this);
            }
        }
    }
}
