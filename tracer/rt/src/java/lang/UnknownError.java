package java.lang;

/** Thrown when an unknown but serious exception has occurred in the virtual machine. */
public class UnknownError extends VirtualMachineError {
    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
