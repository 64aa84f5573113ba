package java.nio.file;

/** A directory operation on a file that is not a directory. */
public class NotDirectoryException extends FileSystemException {
    public NotDirectoryException(String file) {
        super(file);
    }
}
