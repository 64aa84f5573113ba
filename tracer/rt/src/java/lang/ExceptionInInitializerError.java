package java.lang;

/**
 * Thrown when a static initializer ends with an exception that is not an Error. The VM constructs
 * it with the Throwable constructor (contract); the exception is the cause.
 */
public class ExceptionInInitializerError extends LinkageError {
    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String message) {
        super(message, null);
    }

    /** The exception thrown by the static initializer (same as getCause). */
    public Throwable getException() {
        return getCause();
    }
}
