package java.util;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The comparators behind Comparator.comparing* (named classes: the library cannot use lambdas).
 * Each compares the keys a function extracts from both objects.
 */
final class KeyComparators {
    private KeyComparators() {
    }

    /** Keys compared by a given comparator, or by their natural order when it is null. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class ByKey<T, U> implements Comparator<T>, java.io.Serializable {
        private final Function<? super T, ? extends U> key;
        private final Comparator<? super U> cmp;

        ByKey(Function<? super T, ? extends U> key, Comparator<? super U> cmp) {
            this.key = key;
            this.cmp = cmp;
        }

        public int compare(T c1, T c2) {
            if (cmp == null) {
                return ((Comparable) key.apply(c1)).compareTo(key.apply(c2));
            }
            return cmp.compare(key.apply(c1), key.apply(c2));
        }
    }

    static final class ByInt<T> implements Comparator<T>, java.io.Serializable {
        private final ToIntFunction<? super T> key;

        ByInt(ToIntFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T c1, T c2) {
            return Integer.compare(key.applyAsInt(c1), key.applyAsInt(c2));
        }
    }

    static final class ByLong<T> implements Comparator<T>, java.io.Serializable {
        private final ToLongFunction<? super T> key;

        ByLong(ToLongFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T c1, T c2) {
            return Long.compare(key.applyAsLong(c1), key.applyAsLong(c2));
        }
    }

    static final class ByDouble<T> implements Comparator<T>, java.io.Serializable {
        private final ToDoubleFunction<? super T> key;

        ByDouble(ToDoubleFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T c1, T c2) {
            return Double.compare(key.applyAsDouble(c1), key.applyAsDouble(c2));
        }
    }
}
