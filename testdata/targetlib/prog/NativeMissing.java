/** Declares a native method crossprof does not implement. */
public class NativeMissing {
    static native void absent();

    public static void main(String[] args) {
        absent();
    }
}
