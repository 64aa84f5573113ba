package java.util.function;

/** Supplies values of type T. */
@FunctionalInterface
public interface Supplier<T> {
    T get();
}
