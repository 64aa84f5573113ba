package java.lang;

/** A throwable with a message; no stack trace in this library. */
public class Throwable {
    private String detailMessage;

    public Throwable() {
    }

    public Throwable(String message) {
        detailMessage = message;
    }

    public String getMessage() {
        return detailMessage;
    }
}
