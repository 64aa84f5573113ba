package java.io;

/**
 * An input stream from a file or a file descriptor (0 = the program's standard input, which is
 * crossprof's). Named files are opened through FileIO, inside the --allow-read permissions.
 */
public class FileInputStream extends InputStream {
    private final FileDescriptor fdObj;
    private final int fd;
    private final String path;
    private volatile boolean closed;
    private byte[] one;

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.fd = fdObj.fd;
        this.path = null;
    }

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : (File) null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.fd = FileIO.openOrThrow(name, FileIO.READ);
        this.fdObj = new FileDescriptor(fd);
        this.path = name;
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }

    public int read() throws IOException {
        byte[] a = one;
        if (a == null) {
            a = new byte[1];
            one = a;
        }
        int n = read(a, 0, 1);
        return (n <= 0) ? -1 : (a[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return FileIO.readChecked(fd, b, off, len);
    }

    public long skip(long n) throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        if (fd >= 3 && n > 0) {
            long pos = FileIO.position(fd);
            long to = pos + n;
            FileIO.seek(fd, to);
            return to - pos;
        }
        return super.skip(n);
    }

    public int available() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return FileIO.available(fd);
    }

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
