package java.io;

/** A source or destination of data that can be closed; closing twice has no effect. */
public interface Closeable extends AutoCloseable {
    void close() throws IOException;
}
