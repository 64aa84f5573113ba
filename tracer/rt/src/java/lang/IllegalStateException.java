package java.lang;

/** Signals that a method has been invoked at an illegal or inappropriate time. */
public class IllegalStateException extends RuntimeException {
    public IllegalStateException() {
        super();
    }

    public IllegalStateException(String message) {
        super(message);
    }

    public IllegalStateException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public IllegalStateException(Throwable cause) {
        super(cause);
    }
}
