package java.lang;

/** Indicates serious problems that a reasonable application should not try to catch. */
public class Error extends Throwable {
    public Error() {
        super();
    }

    public Error(String message) {
        super(message);
    }

    public Error(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public Error(Throwable cause) {
        super(cause);
    }
}
