package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class RuntimeException extends Exception {
    public RuntimeException() {
    }

    public RuntimeException(String message) {
        super(message);
    }
}
