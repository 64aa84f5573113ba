package java.util.function;

import java.util.Objects;

/** Consumes double values. */
@FunctionalInterface
public interface DoubleConsumer {
    void accept(double value);

    /** Returns a consumer that runs this one and then {@code after}. */
    default DoubleConsumer andThen(final DoubleConsumer after) {
        Objects.requireNonNull(after);
        final DoubleConsumer first = this;
        return new DoubleConsumer() {
            public void accept(double value) {
                first.accept(value);
                after.accept(value);
            }
        };
    }
}
