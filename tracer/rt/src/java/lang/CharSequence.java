package java.lang;

/** See the JDK 8 API specification of CharSequence. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();
}
