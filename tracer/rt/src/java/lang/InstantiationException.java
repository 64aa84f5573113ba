package java.lang;

/** Thrown when a class cannot be instantiated reflectively (interface, abstract class, ...). */
public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
