package java.lang;

/** Thrown when the virtual machine is broken or has run out of resources. */
public class VirtualMachineError extends Error {
    public VirtualMachineError() {
        super();
    }

    public VirtualMachineError(String message) {
        super(message);
    }

    public VirtualMachineError(String message, Throwable cause) {
        super(message, cause);
    }

    /** The detail message becomes {@code cause.toString()} (or null), as in the JDK. */
    public VirtualMachineError(Throwable cause) {
        super(cause);
    }
}
