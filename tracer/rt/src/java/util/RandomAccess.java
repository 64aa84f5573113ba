package java.util;

/** Marker for lists with fast (constant time) indexed access; algorithms pick index loops for them. */
public interface RandomAccess {
}
