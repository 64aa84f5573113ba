package java.lang;

/** A ThreadLocal whose values are copied to threads created by the owning thread. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    /** The child's initial value, given the parent's; the same value by default. */
    protected T childValue(T parentValue) {
        return parentValue;
    }

    ThreadLocal.Map getMap(Thread t) {
        return t.inheritableThreadLocals;
    }

    void setMap(Thread t, ThreadLocal.Map map) {
        t.inheritableThreadLocals = map;
    }
}
