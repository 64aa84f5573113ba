package java.lang;

/** Thrown when a stack overflow occurs because an application recurses too deeply. */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String message) {
        super(message);
    }
}
