package java.nio;

/** Thrown by buffer operations as the JDK throws it: without a detail message. */
public class InvalidMarkException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public InvalidMarkException() {
    }
}
