package java.io;

/** Marker interface of serializable classes (serialization itself is not provided). */
public interface Serializable {
}
