package java.lang.reflect;

/** The common superinterface of all types; Class is the only implementation here. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
