package java.lang;

/**
 * A readable sequence of chars.
 */
public interface CharSequence {
    int length();

    char charAt(int index);

    /** JDK 15: true if length() is 0. */
    default boolean isEmpty() {
        return length() == 0;
    }

    CharSequence subSequence(int start, int end);

    /** The chars as a stream of ints (zero-extended). */
    default java.util.stream.IntStream chars() {
        return CharStreams.chars(this);
    }

    /** The code points as a stream (an unpaired surrogate stands for itself). */
    default java.util.stream.IntStream codePoints() {
        return CharStreams.codePoints(this);
    }

    String toString();
}
