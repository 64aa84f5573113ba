package java.util.function;

/** A function from T to double. */
@FunctionalInterface
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
