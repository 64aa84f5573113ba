package java.util;

/**
 * Thrown when a format string (String.format, printf) has illegal syntax or arguments; only the
 * subclasses are thrown.
 */
public class IllegalFormatException extends IllegalArgumentException {
    IllegalFormatException() {
    }
}
