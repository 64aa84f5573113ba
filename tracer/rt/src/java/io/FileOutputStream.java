package java.io;

/**
 * An output stream to a file descriptor: the standard output (1) and error (2) streams, or a file
 * opened through FileIO inside the --allow-write permissions.
 */
public class FileOutputStream extends OutputStream {
    private final int fd;
    private final FileDescriptor fdObj;
    private volatile boolean closed;
    /** Scratch array for write(int). */
    private byte[] one;

    /** The constructor the library uses for the standard streams (fd 1 = stdout, 2 = stderr). */
    public FileOutputStream(int fd) {
        this.fd = fd;
        this.fdObj = (fd == 1) ? FileDescriptor.out : (fd == 2) ? FileDescriptor.err : null;
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj.fd;
        this.fdObj = fdObj;
    }

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    /** Creates or truncates the file, or appends to it. */
    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.fd = FileIO.openOrThrow(name, append ? FileIO.APPEND : FileIO.WRITE);
        this.fdObj = new FileDescriptor(fd);
    }

    public final FileDescriptor getFD() throws IOException {
        if (fdObj != null) {
            return fdObj;
        }
        throw new IOException();
    }

    public void write(int b) throws IOException {
        byte[] a = one;
        if (a == null) {
            a = new byte[1];
            one = a;
        }
        a[0] = (byte) b;
        ensureOpen();
        writeBytes(fd, a, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        ensureOpen();
        writeBytes(fd, b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        ensureOpen();
        writeBytes(fd, b, off, len);
    }

    /** Writing after close fails with the JDK's message. */
    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    private native void writeBytes(int fd, byte[] b, int off, int len);

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (fd >= 3) {
            FileIO.close(fd);
        }
    }
}
