package java.lang;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * Access to the standard streams, time, properties and a few VM services.
 *
 * <p>out and err are PrintStreams over file descriptors 1 and 2 that encode chars as UTF-8; the VM
 * buffers what they write. in is a BufferedInputStream over file descriptor 0, crossprof's
 * standard input (console() is null: there is no terminal to talk to). The fields are
 * not final (unlike the JDK) so that setOut/setErr/setIn can be plain Java. Properties come from
 * the VM (getProperty0), overlaid with the values set by setProperty/clearProperty. There is no
 * environment: getenv returns null.
 */
public final class System {
    public static InputStream in;
    public static PrintStream out;
    public static PrintStream err;

    /** Set by setProperty/clearProperty; a key mapped to REMOVED hides the VM's value. */
    private static String[] propertyKeys = new String[0];
    private static String[] propertyValues = new String[0];
    private static int propertyCount;
    private static final String REMOVED = new String("<removed>");

    private static String lineSeparator;

    static {
        in = new java.io.BufferedInputStream(new FileInputStream(FileDescriptor.in));
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
        String ls = getProperty0("line.separator");
        lineSeparator = (ls == null) ? "\n" : ls;
    }

    private System() {
    }

    /** crossprof's programs have no console. */
    public static java.io.Console console() {
        return null;
    }

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos,
            int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    private static native String getProperty0(String key);

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static synchronized int findProperty(String key) {
        for (int i = 0; i < propertyCount; i++) {
            if (propertyKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    public static String getProperty(String key) {
        checkKey(key);
        synchronized (System.class) {
            int i = findProperty(key);
            if (i >= 0) {
                String v = propertyValues[i];
                return (v == REMOVED) ? null : v;
            }
        }
        return getProperty0(key);
    }

    public static String getProperty(String key, String def) {
        String v = getProperty(key);
        return (v == null) ? def : v;
    }

    /** Sets a property; returns the previous value. */
    public static synchronized String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        return putProperty(key, value);
    }

    public static synchronized String clearProperty(String key) {
        checkKey(key);
        return putProperty(key, REMOVED);
    }

    private static String putProperty(String key, String value) {
        String previous = getProperty(key);
        int i = findProperty(key);
        if (i < 0) {
            if (propertyCount == propertyKeys.length) {
                int n = propertyCount * 2 + 4;
                String[] k = new String[n];
                String[] v = new String[n];
                System.arraycopy(propertyKeys, 0, k, 0, propertyCount);
                System.arraycopy(propertyValues, 0, v, 0, propertyCount);
                propertyKeys = k;
                propertyValues = v;
            }
            i = propertyCount++;
            propertyKeys[i] = key;
        }
        propertyValues[i] = value;
        return previous;
    }

    /** The value of the line.separator property at startup ("\n" on the platforms we emulate). */
    public static String lineSeparator() {
        return lineSeparator;
    }

    /** There is no environment in crossprof. */
    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return null;
    }

    public static java.util.Map<String, String> getenv() {
        return java.util.Collections.emptyMap();
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    /** There is no finalization in crossprof. */
    public static void runFinalization() {
    }
}
