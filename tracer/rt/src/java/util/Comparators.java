package java.util;

/** The comparator classes behind Comparator's default and static methods. */
class Comparators {
    private Comparators() {
    }

    /** Natural ordering of Comparable objects; a singleton like the JDK's. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    static final class NaturalOrder implements Comparator<Comparable<Object>>, java.io.Serializable {
        static final NaturalOrder INSTANCE = new NaturalOrder();

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        public Comparator<Comparable<Object>> reversed() {
            return (Comparator) Collections.reverseOrder();
        }
    }

    /** Orders null before or after every other value, and the rest with an optional comparator. */
    static final class NullComparator<T> implements Comparator<T>, java.io.Serializable {
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }

    /** First compares with one comparator and breaks ties with a second. */
    static final class Chained<T> implements Comparator<T>, java.io.Serializable {
        private final Comparator<? super T> first;
        private final Comparator<? super T> second;

        Chained(Comparator<? super T> first, Comparator<? super T> second) {
            this.first = first;
            this.second = second;
        }

        public int compare(T c1, T c2) {
            int res = first.compare(c1, c2);
            return (res != 0) ? res : second.compare(c1, c2);
        }
    }

    /** The comparators of Map.Entry.comparingByKey/comparingByValue. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class EntryComparator implements Comparator<Map.Entry<?, ?>>, java.io.Serializable {
        private final boolean byKey;
        private final Comparator cmp;

        EntryComparator(boolean byKey, Comparator<?> cmp) {
            this.byKey = byKey;
            this.cmp = cmp;
        }

        public int compare(Map.Entry<?, ?> c1, Map.Entry<?, ?> c2) {
            Object a = byKey ? c1.getKey() : c1.getValue();
            Object b = byKey ? c2.getKey() : c2.getValue();
            return cmp == null ? ((Comparable) a).compareTo(b) : cmp.compare(a, b);
        }
    }
}
