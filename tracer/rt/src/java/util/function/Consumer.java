package java.util.function;

import java.util.Objects;

/** Consumes values of type T. */
@FunctionalInterface
public interface Consumer<T> {
    void accept(T t);

    /** Returns a consumer that runs this one and then {@code after}. */
    default Consumer<T> andThen(final Consumer<? super T> after) {
        Objects.requireNonNull(after);
        final Consumer<T> self = this;
        return new Consumer<T>() {
            public void accept(T t) {
                self.accept(t);
                after.accept(t);
            }
        };
    }
}
