package java.lang;

/** Thrown in a thread stopped by Thread.stop (not supported here); not reported when uncaught. */
public class ThreadDeath extends Error {
    public ThreadDeath() {
    }
}
