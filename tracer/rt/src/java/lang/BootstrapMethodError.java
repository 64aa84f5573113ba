package java.lang;

/** Thrown when an invokedynamic bootstrap method fails (crossprof does not run invokedynamic). */
public class BootstrapMethodError extends LinkageError {
    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String message) {
        super(message);
    }

    public BootstrapMethodError(String message, Throwable cause) {
        super(message, cause);
    }

    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString(), cause);
    }
}
