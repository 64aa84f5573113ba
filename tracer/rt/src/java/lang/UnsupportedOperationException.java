package java.lang;

/** Thrown to indicate that the requested operation is not supported. */
public class UnsupportedOperationException extends RuntimeException {
    public UnsupportedOperationException() {
        super();
    }

    public UnsupportedOperationException(String message) {
        super(message);
    }

    public UnsupportedOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public UnsupportedOperationException(Throwable cause) {
        super(cause);
    }
}
