package java.util.concurrent;

/** A delayed result-bearing action that can be cancelled. */
public interface ScheduledFuture<V> extends Delayed, Future<V> {
}
