package java.lang;

/** The superclass of the conditions a reasonable application might want to catch. */
public class Exception extends Throwable {
    public Exception() {
        super();
    }

    public Exception(String message) {
        super(message);
    }

    public Exception(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public Exception(Throwable cause) {
        super(cause);
    }
}
