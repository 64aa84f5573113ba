package java.nio.file.attribute;

/** An attribute to set when creating a file (crossprof ignores them). */
public interface FileAttribute<T> {
    String name();

    T value();
}
