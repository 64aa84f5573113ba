package java.lang;

/** Thrown to indicate that an index of some sort (array, string, list) is out of range. */
public class IndexOutOfBoundsException extends RuntimeException {
    public IndexOutOfBoundsException() {
        super();
    }

    public IndexOutOfBoundsException(String message) {
        super(message);
    }

    /** The message is "Index out of range: INDEX", as in the JDK. */
    public IndexOutOfBoundsException(int index) {
        super("Index out of range: " + index);
    }

    /** JDK 16+ constructor; same message format as the int variant. */
    public IndexOutOfBoundsException(long index) {
        super("Index out of range: " + index);
    }
}
