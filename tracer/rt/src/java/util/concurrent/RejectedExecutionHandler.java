package java.util.concurrent;

/** Handles tasks that a ThreadPoolExecutor cannot execute. */
public interface RejectedExecutionHandler {
    void rejectedExecution(Runnable r, ThreadPoolExecutor executor);
}
