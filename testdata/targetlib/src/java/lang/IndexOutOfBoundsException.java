package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class IndexOutOfBoundsException extends RuntimeException {
    public IndexOutOfBoundsException() {
    }

    public IndexOutOfBoundsException(String message) {
        super(message);
    }
}
