package java.lang.ref;

/** A soft reference; never cleared by crossprof's VM (see Reference). */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent, null);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
