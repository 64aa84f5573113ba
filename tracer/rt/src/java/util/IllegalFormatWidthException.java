package java.util;

/** Thrown when a width is given for a conversion that does not take one. */
public class IllegalFormatWidthException extends IllegalFormatException {
    private final int w;

    public IllegalFormatWidthException(int w) {
        this.w = w;
    }

    public int getWidth() {
        return w;
    }

    public String getMessage() {
        return Integer.toString(w);
    }
}
