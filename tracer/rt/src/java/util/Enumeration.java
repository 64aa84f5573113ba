package java.util;

/** The legacy iteration protocol of Vector and Hashtable. */
public interface Enumeration<E> {
    boolean hasMoreElements();

    E nextElement();
}
