package java.nio.file;

import java.io.File;
import java.util.Iterator;

/** A path in the (Unix) file system. Path.of and Paths.get make them. */
public interface Path extends Comparable<Path>, Iterable<Path> {
    static Path of(String first, String... more) {
        return UnixPath.of(first, more);
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    boolean startsWith(String other);

    boolean endsWith(Path other);

    boolean endsWith(String other);

    Path normalize();

    Path resolve(Path other);

    Path resolve(String other);

    Path resolveSibling(Path other);

    Path resolveSibling(String other);

    Path relativize(Path other);

    Path toAbsolutePath();

    Path toRealPath(LinkOption... options) throws java.io.IOException;

    File toFile();

    Iterator<Path> iterator();

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
