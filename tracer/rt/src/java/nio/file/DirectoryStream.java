package java.nio.file;

import java.io.Closeable;

/** The entries of a directory, iterated once (crossprof: sorted by name). */
public interface DirectoryStream<T> extends Closeable, Iterable<T> {
    /** Selects entries. */
    interface Filter<T> {
        boolean accept(T entry) throws java.io.IOException;
    }
}
