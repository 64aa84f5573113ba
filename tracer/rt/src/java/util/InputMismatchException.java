package java.util;

/** A Scanner token is not of the expected type or is out of range. */
public class InputMismatchException extends NoSuchElementException {
    public InputMismatchException() {
        super();
    }

    public InputMismatchException(String s) {
        super(s);
    }
}
