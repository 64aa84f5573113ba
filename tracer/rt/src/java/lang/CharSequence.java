package java.lang;

/**
 * A readable sequence of chars. The JDK's chars() and codePoints() are omitted (there is no
 * java.util.stream).
 */
public interface CharSequence {
    int length();

    char charAt(int index);

    /** JDK 15: true if length() is 0. */
    default boolean isEmpty() {
        return length() == 0;
    }

    CharSequence subSequence(int start, int end);

    String toString();
}
