package java.lang;

/**
 * The root of the class hierarchy. Identity hash codes, cloning and monitors are provided by the
 * VM.
 */
public class Object {
    public Object() {
    }

    /** Returns the runtime class of this object. */
    public final native Class<?> getClass();

    /** Returns the identity hash code (deterministic in crossprof). */
    public native int hashCode();

    /** Identity comparison, as specified by the JDK. */
    public boolean equals(Object obj) {
        return this == obj;
    }

    /** Shallow copy of arrays and of objects whose class implements Cloneable. */
    protected native Object clone() throws CloneNotSupportedException;

    /** Class name, '@', and the identity hash in hexadecimal. */
    public String toString() {
        return getClass().getName() + "@" + Integer.toHexString(hashCode());
    }

    public final native void notify();

    public final native void notifyAll();

    public final native void wait(long timeoutMillis) throws InterruptedException;

    /**
     * Waits with a nanosecond component; like the JDK, any positive nanosecond value rounds the
     * timeout up by one millisecond.
     */
    public final void wait(long timeoutMillis, int nanos) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeoutMillis value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && timeoutMillis < Long.MAX_VALUE) {
            timeoutMillis++;
        }
        wait(timeoutMillis);
    }

    public final void wait() throws InterruptedException {
        wait(0L);
    }

    /** Never called by crossprof (there is no finalization), kept for API compatibility. */
    protected void finalize() throws Throwable {
    }
}
