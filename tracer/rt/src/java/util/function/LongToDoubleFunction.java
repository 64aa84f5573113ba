package java.util.function;

/** A function from long to double. */
@FunctionalInterface
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
