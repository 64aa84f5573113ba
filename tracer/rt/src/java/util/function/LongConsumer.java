package java.util.function;

import java.util.Objects;

/** Consumes long values. */
@FunctionalInterface
public interface LongConsumer {
    void accept(long value);

    /** Returns a consumer that runs this one and then {@code after}. */
    default LongConsumer andThen(final LongConsumer after) {
        Objects.requireNonNull(after);
        final LongConsumer first = this;
        return new LongConsumer() {
            public void accept(long value) {
                first.accept(value);
                after.accept(value);
            }
        };
    }
}
