package java.io;

/** Signals that an I/O exception of some sort has occurred. */
public class IOException extends Exception {
    public IOException() {
        super();
    }

    public IOException(String message) {
        super(message);
    }

    public IOException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public IOException(Throwable cause) {
        super(cause);
    }
}
