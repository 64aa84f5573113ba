package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
    }

    public StackOverflowError(String message) {
        super(message);
    }
}
