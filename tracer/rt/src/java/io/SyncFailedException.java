package java.io;

/** Signals that FileDescriptor.sync failed. */
public class SyncFailedException extends IOException {
    public SyncFailedException(String desc) {
        super(desc);
    }
}
