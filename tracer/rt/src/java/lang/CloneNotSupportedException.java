package java.lang;

/** Thrown when clone is called on an object whose class does not implement Cloneable. */
public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
