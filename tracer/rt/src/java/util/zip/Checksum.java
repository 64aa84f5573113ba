package java.util.zip;

/** A running checksum over a sequence of bytes. */
public interface Checksum {
    /** Adds the low eight bits of b. */
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    long getValue();

    void reset();
}
