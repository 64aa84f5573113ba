package java.lang;

/** Thrown when an application accesses a type by name that cannot be found. */
public class TypeNotPresentException extends RuntimeException {
    private final String typeName;

    /** The message is {@code "Type NAME not present"}, as in the JDK. */
    public TypeNotPresentException(String typeName, Throwable cause) {
        super("Type " + typeName + " not present", cause);
        this.typeName = typeName;
    }

    public String typeName() {
        return typeName;
    }
}
