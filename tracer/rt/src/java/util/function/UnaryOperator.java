package java.util.function;

/** A function from T to T. */
@FunctionalInterface
public interface UnaryOperator<T> extends Function<T, T> {

    /** The operator that returns its operand. */
    static <T> UnaryOperator<T> identity() {
        return new UnaryOperator<T>() {
            public T apply(T t) {
                return t;
            }
        };
    }
}
