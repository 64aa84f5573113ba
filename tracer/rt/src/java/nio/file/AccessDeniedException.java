package java.nio.file;

/** The file system denied the access. */
public class AccessDeniedException extends FileSystemException {
    public AccessDeniedException(String file) {
        super(file);
    }

    public AccessDeniedException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
