package java.util.function;

/** Consumes an object and a long. */
@FunctionalInterface
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
