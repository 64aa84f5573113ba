package java.lang;

/** Marker interface every array implements. */
public interface Cloneable {
}
