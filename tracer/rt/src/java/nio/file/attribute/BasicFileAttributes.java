package java.nio.file.attribute;

/**
 * The basic attributes of a file, as Files.find passes them to its matcher. crossprof has no
 * FileTime, so lastModifiedTime, lastAccessTime and creationTime are missing.
 */
public interface BasicFileAttributes {
    boolean isRegularFile();

    boolean isDirectory();

    boolean isSymbolicLink();

    boolean isOther();

    long size();

    Object fileKey();
}
