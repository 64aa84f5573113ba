package java.lang;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Implemented by objects usable in the enhanced for statement.
 */
public interface Iterable<T> {
    Iterator<T> iterator();

    /** Runs action on each element, in iteration order. */
    default void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        for (T t : this) {
            action.accept(t);
        }
    }

    /** A spliterator over iterator(), of unknown size. */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }
}
