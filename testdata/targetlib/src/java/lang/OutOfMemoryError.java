package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() {
    }

    public OutOfMemoryError(String message) {
        super(message);
    }
}
