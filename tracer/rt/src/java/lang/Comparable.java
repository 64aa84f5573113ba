package java.lang;

/** See the JDK 8 API specification of Comparable. */
public interface Comparable<T> {
    int compareTo(T o);
}
