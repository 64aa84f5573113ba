package java.lang;

/** See the JDK 8 API specification of Appendable. */
public interface Appendable {
    Appendable append(CharSequence csq) throws java.io.IOException;

    Appendable append(CharSequence csq, int start, int end) throws java.io.IOException;

    Appendable append(char c) throws java.io.IOException;
}
