package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class NegativeArraySizeException extends RuntimeException {
    public NegativeArraySizeException() {
    }

    public NegativeArraySizeException(String message) {
        super(message);
    }
}
