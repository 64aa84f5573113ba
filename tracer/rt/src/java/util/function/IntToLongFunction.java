package java.util.function;

/** A function from int to long. */
@FunctionalInterface
public interface IntToLongFunction {
    long applyAsLong(int value);
}
