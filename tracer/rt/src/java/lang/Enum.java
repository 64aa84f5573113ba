package java.lang;

/**
 * The common base class of all enum types. Equality and hashing are by identity, as in the JDK
 * (JDK 17's hashCode is the identity hash).
 */
public abstract class Enum<E extends Enum<E>> implements Comparable<E>, java.io.Serializable {
    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final int hashCode() {
        return super.hashCode();
    }

    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /** Orders constants of the same enum type by ordinal. */
    public final int compareTo(E o) {
        Enum<?> other = o;
        Enum<E> self = this;
        if (self.getClass() != other.getClass()
                && self.getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return self.ordinal - other.ordinal;
    }

    /** The enum class, also for constants with a class body (whose class is a subclass). */
    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> clazz = getClass();
        Class<?> zuper = clazz.getSuperclass();
        return (zuper == Enum.class) ? (Class<E>) clazz : (Class<E>) zuper;
    }

    /** Looks up a constant by name; used by the valueOf(String) that javac generates. */
    public static <T extends Enum<T>> T valueOf(Class<T> enumType, String name) {
        T[] constants = enumType.getEnumConstantsShared();
        if (constants == null) {
            throw new IllegalArgumentException(enumType.getName() + " is not an enum type");
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        for (int i = 0; i < constants.length; i++) {
            if (constants[i].name().equals(name)) {
                return constants[i];
            }
        }
        throw new IllegalArgumentException("No enum constant " + enumType.getCanonicalName()
                + "." + name);
    }

    @SuppressWarnings("deprecation")
    protected final void finalize() {
    }
}
