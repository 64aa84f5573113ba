package java.util;

/** Thrown when a format specifier has no corresponding argument. */
public class MissingFormatArgumentException extends IllegalFormatException {
    private final String s;

    public MissingFormatArgumentException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    public String getFormatSpecifier() {
        return s;
    }

    public String getMessage() {
        return "Format specifier '" + s + "'";
    }
}
