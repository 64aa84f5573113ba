package java.io;

/** A handle to an open file: the standard streams (0, 1, 2) or a file opened by FileIO. */
public final class FileDescriptor {
    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    final int fd;

    /** An invalid descriptor, as in the JDK. */
    public FileDescriptor() {
        fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    public boolean valid() {
        return fd >= 0;
    }

    /** Nothing to do: the VM owns the buffering of the standard streams. */
    public void sync() throws SyncFailedException {
    }
}
