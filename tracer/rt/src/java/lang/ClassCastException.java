package java.lang;

/** Thrown on an attempt to cast an object to a class of which it is not an instance. */
public class ClassCastException extends RuntimeException {
    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
