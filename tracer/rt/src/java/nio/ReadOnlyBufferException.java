package java.nio;

/** Thrown by buffer operations as the JDK throws it: without a detail message. */
public class ReadOnlyBufferException extends UnsupportedOperationException {
    private static final long serialVersionUID = 1L;

    public ReadOnlyBufferException() {
    }
}
