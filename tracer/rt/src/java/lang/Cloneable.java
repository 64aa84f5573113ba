package java.lang;

/** See the JDK 8 API specification of Cloneable. */
public interface Cloneable {
}
