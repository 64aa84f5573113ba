package java.lang;

/**
 * Thrown when a pattern match or a switch over an enum or sealed type finds no case that
 * matches, although the compiler knew every case when it compiled the code (Java 21).
 */
public final class MatchException extends RuntimeException {
    private static final long serialVersionUID = 0L;

    public MatchException(String message, Throwable cause) {
        super(message, cause);
    }
}
