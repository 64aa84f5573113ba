package java.util.concurrent;

/** Thrown when completing a result or task fails; the cause is the real failure. */
public class CompletionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected CompletionException() {
    }

    public CompletionException(String message) {
        super(message);
    }

    public CompletionException(String message, Throwable cause) {
        super(message, cause);
    }

    public CompletionException(Throwable cause) {
        super(cause);
    }
}
