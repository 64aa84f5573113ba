package java.io;

/**
 * An input stream from a file descriptor. The guest has no input: the standard input is always at
 * end of file, and opening a named file throws FileNotFoundException.
 */
public class FileInputStream extends InputStream {
    private final FileDescriptor fdObj;

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
    }

    /** There is no file system: always throws FileNotFoundException. */
    public FileInputStream(String name) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        throw new FileNotFoundException(name + " (file access is not available in crossprof)");
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }

    public int read() throws IOException {
        return -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        return (len == 0) ? 0 : -1;
    }

    public int available() throws IOException {
        return 0;
    }
}
