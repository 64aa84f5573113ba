package java.lang;

/** Thrown when a string cannot be converted to a number. */
public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String message) {
        super(message);
    }

    /** The JDK's message for an unparsable string: {@code For input string: "s"}. */
    static NumberFormatException forInputString(String s) {
        return new NumberFormatException("For input string: \"" + s + "\"");
    }

    /** As above, with {@code " under radix N"} appended when the radix is not 10 (JDK 17). */
    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }
}
