package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class ClassCastException extends RuntimeException {
    public ClassCastException() {
    }

    public ClassCastException(String message) {
        super(message);
    }
}
