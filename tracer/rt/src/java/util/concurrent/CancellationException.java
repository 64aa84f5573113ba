package java.util.concurrent;

/** Thrown when retrieving the result of a cancelled task. */
public class CancellationException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public CancellationException() {
    }

    public CancellationException(String message) {
        super(message);
    }
}
