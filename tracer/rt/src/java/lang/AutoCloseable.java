package java.lang;

/** See the JDK 8 API specification of AutoCloseable. */
public interface AutoCloseable {
    void close() throws Exception;
}
