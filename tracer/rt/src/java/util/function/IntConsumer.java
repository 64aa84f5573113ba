package java.util.function;

import java.util.Objects;

/** Consumes int values. */
@FunctionalInterface
public interface IntConsumer {
    void accept(int value);

    /** Returns a consumer that runs this one and then {@code after}. */
    default IntConsumer andThen(final IntConsumer after) {
        Objects.requireNonNull(after);
        final IntConsumer first = this;
        return new IntConsumer() {
            public void accept(int value) {
                first.accept(value);
                after.accept(value);
            }
        };
    }
}
