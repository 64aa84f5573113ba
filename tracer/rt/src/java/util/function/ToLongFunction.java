package java.util.function;

/** A function from T to long. */
@FunctionalInterface
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
