package java.lang;

/** Common superclass of exceptions thrown by reflective operations. */
public class ReflectiveOperationException extends Exception {
    public ReflectiveOperationException() {
        super();
    }

    public ReflectiveOperationException(String message) {
        super(message);
    }

    public ReflectiveOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public ReflectiveOperationException(Throwable cause) {
        super(cause);
    }
}
