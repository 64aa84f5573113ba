package java.util.function;

/** Supplies int values. */
@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
