package java.time;

/** A date or time calculation failed (out of range, unsupported unit, ...). */
public class DateTimeException extends RuntimeException {
    public DateTimeException(String message) {
        super(message);
    }

    public DateTimeException(String message, Throwable cause) {
        super(message, cause);
    }
}
