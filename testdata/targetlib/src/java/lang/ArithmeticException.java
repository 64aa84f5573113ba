package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
