package java.util.function;

/** Consumes an object and an int. */
@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
