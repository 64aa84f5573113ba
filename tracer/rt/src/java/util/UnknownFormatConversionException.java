package java.util;

/** Thrown for an unknown conversion in a format string. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private final String s;

    public UnknownFormatConversionException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    public String getConversion() {
        return s;
    }

    public String getMessage() {
        return "Conversion = '" + s + "'";
    }
}
