package java.util.function;

import java.util.Objects;

/** A boolean-valued test of a T. */
@FunctionalInterface
public interface Predicate<T> {
    boolean test(T t);

    /** Short-circuiting logical AND of this predicate and {@code other}. */
    default Predicate<T> and(final Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return self.test(t) && other.test(t);
            }
        };
    }

    /** The logical negation of this predicate. */
    default Predicate<T> negate() {
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return !self.test(t);
            }
        };
    }

    /** Short-circuiting logical OR of this predicate and {@code other}. */
    default Predicate<T> or(final Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return self.test(t) || other.test(t);
            }
        };
    }

    /** A predicate that tests {@code Objects.equals(targetRef, t)}, with targetRef's equals. */
    static <T> Predicate<T> isEqual(final Object targetRef) {
        if (targetRef == null) {
            return new Predicate<T>() {
                public boolean test(T t) {
                    return t == null;
                }
            };
        }
        return new Predicate<T>() {
            public boolean test(T t) {
                return targetRef.equals(t);
            }
        };
    }

    /** The negation of {@code target}. */
    @SuppressWarnings("unchecked")
    static <T> Predicate<T> not(Predicate<? super T> target) {
        Objects.requireNonNull(target);
        return (Predicate<T>) target.negate();
    }
}
