package java.util.concurrent;

/** An object to be acted upon after a delay. */
public interface Delayed extends Comparable<Delayed> {
    long getDelay(TimeUnit unit);
}
