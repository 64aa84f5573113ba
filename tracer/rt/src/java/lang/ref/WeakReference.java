package java.lang.ref;

/** A weak reference; never cleared by crossprof's VM (see Reference). */
public class WeakReference<T> extends Reference<T> {
    public WeakReference(T referent) {
        super(referent, null);
    }

    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
