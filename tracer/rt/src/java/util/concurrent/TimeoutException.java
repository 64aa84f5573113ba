package java.util.concurrent;

/** Thrown when a blocking operation times out. */
public class TimeoutException extends Exception {
    private static final long serialVersionUID = 1L;

    public TimeoutException() {
    }

    public TimeoutException(String message) {
        super(message);
    }
}
