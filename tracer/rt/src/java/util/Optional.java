package java.util;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A container that holds one non-null value or nothing. The empty Optional is a single shared
 * instance, as in the JDK, so {@code Optional.empty() == Optional.empty()}.
 */
public final class Optional<T> {
    private static final Optional<?> EMPTY = new Optional<Object>(null);

    private final T value;

    private Optional(T value) {
        this.value = value;
    }

    /** The empty Optional. */
    @SuppressWarnings("unchecked")
    public static <T> Optional<T> empty() {
        return (Optional<T>) EMPTY;
    }

    /** An Optional holding {@code value}; NullPointerException if it is null. */
    public static <T> Optional<T> of(T value) {
        return new Optional<T>(Objects.requireNonNull(value));
    }

    /** An Optional holding {@code value}, or the empty one if it is null. */
    public static <T> Optional<T> ofNullable(T value) {
        if (value == null) {
            return empty();
        }
        return new Optional<T>(value);
    }

    /** The value; NoSuchElementException if there is none. */
    public T get() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return value != null;
    }

    public boolean isEmpty() {
        return value == null;
    }

    public void ifPresent(Consumer<? super T> action) {
        if (value != null) {
            action.accept(value);
        }
    }

    public void ifPresentOrElse(Consumer<? super T> action, Runnable emptyAction) {
        if (value != null) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** This Optional if its value passes {@code predicate}, otherwise the empty one. */
    public Optional<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        if (value == null || predicate.test(value)) {
            return this;
        }
        return empty();
    }

    public <U> Optional<U> map(Function<? super T, ? extends U> mapper) {
        Objects.requireNonNull(mapper);
        if (value == null) {
            return empty();
        }
        return Optional.<U>ofNullable(mapper.apply(value));
    }

    /** Like map, but the mapper returns an Optional itself, which must not be null. */
    @SuppressWarnings("unchecked")
    public <U> Optional<U> flatMap(Function<? super T, ? extends Optional<? extends U>> mapper) {
        Objects.requireNonNull(mapper);
        if (value == null) {
            return empty();
        }
        Optional<U> result = (Optional<U>) mapper.apply(value);
        return Objects.requireNonNull(result);
    }

    /** This Optional if a value is present, otherwise the (non-null) one the supplier gives. */
    @SuppressWarnings("unchecked")
    public Optional<T> or(Supplier<? extends Optional<? extends T>> supplier) {
        Objects.requireNonNull(supplier);
        if (value != null) {
            return this;
        }
        Optional<T> result = (Optional<T>) supplier.get();
        return Objects.requireNonNull(result);
    }

    /** A stream of the value, or an empty stream. */
    public java.util.stream.Stream<T> stream() {
        if (value == null) {
            return java.util.stream.Stream.empty();
        }
        return java.util.stream.Stream.of(value);
    }

    public T orElse(T other) {
        return value != null ? value : other;
    }

    public T orElseGet(Supplier<? extends T> supplier) {
        return value != null ? value : supplier.get();
    }

    /** The value; NoSuchElementException "No value present" if there is none. */
    public T orElseThrow() {
        if (value == null) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception the supplier makes. */
    public <X extends Throwable> T orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (value != null) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Optional)) {
            return false;
        }
        return Objects.equals(value, ((Optional<?>) obj).value);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(value);
    }

    @Override
    public String toString() {
        if (value == null) {
            return "Optional.empty";
        }
        return "Optional[" + value + "]";
    }
}
