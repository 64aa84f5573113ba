package java.util.function;

/** Supplies double values. */
@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
