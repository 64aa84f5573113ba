package java.util.concurrent;

/** A Future that is also the Runnable computing its result. */
public interface RunnableFuture<V> extends Runnable, Future<V> {
    void run();
}
