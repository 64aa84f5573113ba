package java.lang;

/** Thrown by the security manager to indicate a security violation. */
public class SecurityException extends RuntimeException {
    public SecurityException() {
        super();
    }

    public SecurityException(String message) {
        super(message);
    }

    public SecurityException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public SecurityException(Throwable cause) {
        super(cause);
    }
}
