package java.nio.file;

/** A Path of another file system provider (crossprof has only one). */
public class ProviderMismatchException extends IllegalArgumentException {
    public ProviderMismatchException() {
    }

    public ProviderMismatchException(String msg) {
        super(msg);
    }
}
