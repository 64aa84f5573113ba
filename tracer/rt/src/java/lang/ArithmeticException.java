package java.lang;

/** Thrown for an exceptional arithmetic condition, such as an integer division by zero. */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
