package java.lang.invoke;

/** Thrown when a method handle is invoked with a type it does not have. */
public class WrongMethodTypeException extends RuntimeException {
    private static final long serialVersionUID = 292L;

    public WrongMethodTypeException() {}

    public WrongMethodTypeException(String s) { super(s); }
}
