package java.lang;

/** Thrown by String and the string builders for an index or range outside the string. */
public class StringIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public StringIndexOutOfBoundsException() {
        super();
    }

    public StringIndexOutOfBoundsException(String message) {
        super(message);
    }

    /** The message is "String index out of range: INDEX", as in the JDK. */
    public StringIndexOutOfBoundsException(int index) {
        super("String index out of range: " + index);
    }
}
