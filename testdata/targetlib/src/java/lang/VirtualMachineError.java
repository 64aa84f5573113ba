package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class VirtualMachineError extends Error {
    public VirtualMachineError() {
    }

    public VirtualMachineError(String message) {
        super(message);
    }
}
