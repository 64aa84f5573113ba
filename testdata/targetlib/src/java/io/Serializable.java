package java.io;

/** Marker interface every array implements. */
public interface Serializable {
}
