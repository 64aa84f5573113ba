package java.nio.file;

/** How to copy or move a file (StandardCopyOption, LinkOption). */
public interface CopyOption {
}
