package java.util.function;

/** Supplies long values. */
@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
