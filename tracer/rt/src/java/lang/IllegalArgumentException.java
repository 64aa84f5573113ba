package java.lang;

/** Thrown to indicate that a method has been passed an illegal or inappropriate argument. */
public class IllegalArgumentException extends RuntimeException {
    public IllegalArgumentException() {
        super();
    }

    public IllegalArgumentException(String message) {
        super(message);
    }

    public IllegalArgumentException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public IllegalArgumentException(Throwable cause) {
        super(cause);
    }
}
