package java.lang;

/** Thrown when new is used on an interface or abstract class at run time. */
public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
