package java.lang;

/** Thrown when a class with the given name cannot be found (Class.forName). */
public class ClassNotFoundException extends ReflectiveOperationException {
    public ClassNotFoundException() {
        super((Throwable) null); // the cause is fixed (null), as in the JDK
    }

    public ClassNotFoundException(String message) {
        super(message, null);
    }

    public ClassNotFoundException(String message, Throwable ex) {
        super(message, ex);
    }

    /** The exception raised while loading the class, if any (same as getCause). */
    public Throwable getException() {
        return getCause();
    }
}
