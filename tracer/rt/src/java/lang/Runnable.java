package java.lang;

/** See the JDK 8 API specification of Runnable. */
@FunctionalInterface
public interface Runnable {
    void run();
}
