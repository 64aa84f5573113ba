package java.util;

/** Thrown when a precision is given for a conversion that does not take one. */
public class IllegalFormatPrecisionException extends IllegalFormatException {
    private final int p;

    public IllegalFormatPrecisionException(int p) {
        this.p = p;
    }

    public int getPrecision() {
        return p;
    }

    public String getMessage() {
        return Integer.toString(p);
    }
}
