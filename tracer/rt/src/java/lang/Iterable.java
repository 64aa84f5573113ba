package java.lang;

import java.util.Iterator;

/**
 * Implemented by objects usable in the enhanced for statement. forEach/spliterator are omitted:
 * the library has no java.util.function.
 */
public interface Iterable<T> {
    Iterator<T> iterator();
}
