package java.lang;

/** A task. */
public interface Runnable {
    void run();
}
