package java.lang;

/**
 * A variable with an independent value per thread. The values live in a small open-addressing
 * map on each Thread ({@link Thread#threadLocals}), keyed by ThreadLocal identity. Unlike the
 * JDK the keys are strong references: values live as long as their thread.
 */
public class ThreadLocal<T> {
    /** Spreads consecutive ThreadLocals over the table (the golden-ratio increment). */
    private static final int HASH_INCREMENT = 0x61c88647;
    private static int nextHashCode;

    private final int threadLocalHashCode = nextHashCode();

    private static synchronized int nextHashCode() {
        int h = nextHashCode;
        nextHashCode += HASH_INCREMENT;
        return h;
    }

    public ThreadLocal() {
    }

    /** The value a thread sees before its first set; null unless overridden. */
    protected T initialValue() {
        return null;
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Map map = getMap(Thread.currentThread());
        if (map != null) {
            int i = map.find(this);
            if (i >= 0) {
                return (T) map.values[i];
            }
        }
        return setInitialValue();
    }

    private T setInitialValue() {
        T value = initialValue();
        set(value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        Map map = getMap(t);
        if (map == null) {
            map = new Map();
            setMap(t, map);
        }
        map.put(this, value);
    }

    public void remove() {
        Map map = getMap(Thread.currentThread());
        if (map != null) {
            map.remove(this);
        }
    }

    Map getMap(Thread t) {
        return t.threadLocals;
    }

    void setMap(Thread t, Map map) {
        t.threadLocals = map;
    }

    /** For InheritableThreadLocal: the child's value computed from the parent's. */
    T childValue(T parentValue) {
        throw new UnsupportedOperationException();
    }

    /** Copies a parent's inheritable map for a new thread, applying childValue. */
    @SuppressWarnings("unchecked")
    static Map createInheritedMap(Map parentMap) {
        Map map = new Map();
        for (int i = 0; i < parentMap.keys.length; i++) {
            ThreadLocal<Object> key = (ThreadLocal<Object>) parentMap.keys[i];
            if (key != null) {
                map.put(key, key.childValue(parentMap.values[i]));
            }
        }
        return map;
    }

    /** Linear-probing hash map from ThreadLocal (by identity) to value. */
    static final class Map {
        ThreadLocal<?>[] keys = new ThreadLocal<?>[16];
        Object[] values = new Object[16];
        int size;

        private int indexFor(ThreadLocal<?> key) {
            return key.threadLocalHashCode & (keys.length - 1);
        }

        int find(ThreadLocal<?> key) {
            int mask = keys.length - 1;
            for (int i = indexFor(key);; i = (i + 1) & mask) {
                ThreadLocal<?> k = keys[i];
                if (k == key) {
                    return i;
                }
                if (k == null) {
                    return -1;
                }
            }
        }

        void put(ThreadLocal<?> key, Object value) {
            int mask = keys.length - 1;
            int i = indexFor(key);
            for (; keys[i] != null; i = (i + 1) & mask) {
                if (keys[i] == key) {
                    values[i] = value;
                    return;
                }
            }
            keys[i] = key;
            values[i] = value;
            if (++size * 3 > keys.length * 2) {
                rehash();
            }
        }

        /** Removes the key and moves later entries of its probe run back (no tombstones). */
        void remove(ThreadLocal<?> key) {
            int i = find(key);
            if (i < 0) {
                return;
            }
            int mask = keys.length - 1;
            keys[i] = null;
            values[i] = null;
            size--;
            for (int j = (i + 1) & mask; keys[j] != null; j = (j + 1) & mask) {
                ThreadLocal<?> k = keys[j];
                Object v = values[j];
                keys[j] = null;
                values[j] = null;
                int h = indexFor(k);
                while (keys[h] != null) {
                    h = (h + 1) & mask;
                }
                keys[h] = k;
                values[h] = v;
            }
        }

        private void rehash() {
            ThreadLocal<?>[] oldKeys = keys;
            Object[] oldValues = values;
            keys = new ThreadLocal<?>[oldKeys.length * 2];
            values = new Object[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }
    }
}
