package java.nio.file;

/** How to open a file (StandardOpenOption, LinkOption). */
public interface OpenOption {
}
