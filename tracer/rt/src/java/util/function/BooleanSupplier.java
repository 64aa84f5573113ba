package java.util.function;

/** Supplies boolean values. */
@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
