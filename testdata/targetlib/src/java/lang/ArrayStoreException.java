package java.lang;

/** An array copy between arrays of different element types. */
public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() {
    }
}
