package java.lang;

/** Thrown when a waiting, sleeping or otherwise occupied thread is interrupted. */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
