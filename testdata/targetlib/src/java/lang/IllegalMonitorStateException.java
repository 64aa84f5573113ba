package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() {
    }

    public IllegalMonitorStateException(String message) {
        super(message);
    }
}
