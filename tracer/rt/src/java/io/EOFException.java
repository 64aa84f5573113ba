package java.io;

/** Signals that an end of file or end of stream has been reached unexpectedly. */
public class EOFException extends IOException {
    public EOFException() {
        super();
    }

    public EOFException(String message) {
        super(message);
    }
}
