package java.util.function;

/** Consumes an object and a double. */
@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
