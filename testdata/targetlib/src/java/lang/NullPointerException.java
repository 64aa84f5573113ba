package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class NullPointerException extends RuntimeException {
    public NullPointerException() {
    }

    public NullPointerException(String message) {
        super(message);
    }
}
