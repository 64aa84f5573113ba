package java.util.function;

/** A function from (T, U) to long. */
@FunctionalInterface
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
