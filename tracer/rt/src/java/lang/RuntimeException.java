package java.lang;

/** The superclass of the unchecked exceptions. */
public class RuntimeException extends Exception {
    public RuntimeException() {
        super();
    }

    public RuntimeException(String message) {
        super(message);
    }

    public RuntimeException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public RuntimeException(Throwable cause) {
        super(cause);
    }
}
