package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Adapters that box primitive values for an object consumer (used by the primitive spliterators
 * and iterators when they are handed a plain Consumer). Not public API.
 */
final class Boxing {
    private Boxing() {
    }

    static IntConsumer ofInt(final Consumer<? super Integer> action) {
        Objects.requireNonNull(action);
        return new IntConsumer() {
            public void accept(int value) {
                action.accept(Integer.valueOf(value));
            }
        };
    }

    static LongConsumer ofLong(final Consumer<? super Long> action) {
        Objects.requireNonNull(action);
        return new LongConsumer() {
            public void accept(long value) {
                action.accept(Long.valueOf(value));
            }
        };
    }

    static DoubleConsumer ofDouble(final Consumer<? super Double> action) {
        Objects.requireNonNull(action);
        return new DoubleConsumer() {
            public void accept(double value) {
                action.accept(Double.valueOf(value));
            }
        };
    }
}
