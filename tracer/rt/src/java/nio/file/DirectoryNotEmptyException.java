package java.nio.file;

/** The directory to delete is not empty. */
public class DirectoryNotEmptyException extends FileSystemException {
    public DirectoryNotEmptyException(String file) {
        super(file);
    }
}
