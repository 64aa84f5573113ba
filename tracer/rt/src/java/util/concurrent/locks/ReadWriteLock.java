package java.util.concurrent.locks;

/** A pair of locks: a shared one for reading and an exclusive one for writing. */
public interface ReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
