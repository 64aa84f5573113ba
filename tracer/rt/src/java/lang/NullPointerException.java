package java.lang;

/**
 * Thrown when an application uses null where an object is required. JDK 17's computed "helpful"
 * messages are not produced by the library; the VM may pass a message to the String constructor.
 */
public class NullPointerException extends RuntimeException {
    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }
}
