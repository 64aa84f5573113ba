package java.io;

/**
 * crossprof's file access, for java.io and java.nio.file: natives over small integer descriptors
 * (0 is the standard input) implemented by the VM (tracer/vm/natives_io.go). Failures come back
 * as negative errno values, which this class turns into the JDK's messages. A path outside the
 * --allow-read/--allow-write permissions never returns: the VM stops the run.
 *
 * <p>Not part of the JDK API; public only so that java.nio.file can use it.
 */
public final class FileIO {
    public static final int READ = 0;
    public static final int WRITE = 1;
    public static final int APPEND = 2;
    public static final int READ_WRITE = 3;
    public static final int CREATE_NEW = 4;

    public static final int ENOENT = 2;
    public static final int EACCES = 13;
    public static final int EEXIST = 17;
    public static final int ENOTDIR = 20;
    public static final int EISDIR = 21;
    public static final int ENOTEMPTY = 39;

    /** stat results. */
    public static final int REGULAR = 1;
    public static final int DIRECTORY = 2;

    private FileIO() {
    }

    /** Opens path in one of the modes above: a descriptor (>= 3) or -errno. */
    public static native int open(String path, int mode);

    /** Reads up to len bytes: the count, -1 at end of file, -2 if closed, -(1000+errno). */
    public static native int read(int fd, byte[] b, int off, int len);

    public static native void write(int fd, byte[] b, int off, int len);

    public static native int available(int fd);

    public static native void close(int fd);

    public static native long seek(int fd, long pos);

    public static native long position(int fd);

    public static native long length(int fd);

    public static native void setLength(int fd, long length);

    /** REGULAR, DIRECTORY, 3 for other kinds, or -errno. */
    public static native int stat(String path);

    /** The size in bytes, or -errno. */
    public static native long size(String path);

    /** The names in a directory, sorted; null if it is not a readable directory. */
    public static native String[] list(String path);

    /** Deletes a file or empty directory: 0 or -errno. */
    public static native int remove(String path);

    /** Creates a directory (and its missing parents if parents): 0 or -errno. */
    public static native int mkdir(String path, boolean parents);

    /** The C library's text for an errno, as the JDK shows it in FileNotFoundException. */
    public static String reason(int errno) {
        if (errno < 0) {
            errno = -errno;
        }
        switch (errno) {
            case ENOENT:
                return "No such file or directory";
            case EACCES:
                return "Permission denied";
            case EEXIST:
                return "File exists";
            case ENOTDIR:
                return "Not a directory";
            case EISDIR:
                return "Is a directory";
            case ENOTEMPTY:
                return "Directory not empty";
            case 5:
                return "Input/output error";
            case 22:
                return "Invalid argument";
            case 28:
                return "No space left on device";
            default:
                return "error " + errno;
        }
    }

    /** CharEncoder's constant for one of the supported charsets. */
    static int charsetCode(java.nio.charset.Charset cs) {
        try {
            return CharEncoder.lookup(cs.name());
        } catch (UnsupportedEncodingException e) {
            throw new java.nio.charset.UnsupportedCharsetException(cs.name());
        }
    }

    /** Opens for java.io: FileNotFoundException "path (reason)" on failure, as HotSpot. */
    static int openOrThrow(String path, int mode) throws FileNotFoundException {
        if (path == null) {
            throw new NullPointerException();
        }
        int fd = open(path, mode);
        if (fd < 0) {
            throw new FileNotFoundException(path + " (" + reason(fd) + ")");
        }
        return fd;
    }

    /** A stream over a descriptor opened by open(); closing it closes the descriptor. */
    public static InputStream inputStream(int fd) {
        return new FileInputStream(new FileDescriptor(fd));
    }

    /** A stream over a descriptor opened by open(); closing it closes the descriptor. */
    public static OutputStream outputStream(int fd) {
        return new FileOutputStream(new FileDescriptor(fd));
    }

    /** read() with the failures as IOExceptions. */
    public static int readChecked(int fd, byte[] b, int off, int len) throws IOException {
        int n = read(fd, b, off, len);
        if (n >= -1) {
            return n;
        }
        if (n == -2) {
            throw new IOException("Stream Closed");
        }
        throw new IOException(reason(-n - 1000));
    }
}
