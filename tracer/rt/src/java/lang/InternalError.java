package java.lang;

/** Thrown to indicate an unexpected internal error in the virtual machine. */
public class InternalError extends VirtualMachineError {
    public InternalError() {
        super();
    }

    public InternalError(String message) {
        super(message);
    }

    public InternalError(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public InternalError(Throwable cause) {
        super(cause);
    }
}
