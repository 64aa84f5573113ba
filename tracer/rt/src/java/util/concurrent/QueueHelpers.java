package java.util.concurrent;

import java.util.Iterator;

/** Small helpers shared by the queue classes. */
final class QueueHelpers {
    private QueueHelpers() {
    }

    /** Removes the first element that equals o (or is o, if exact) through the iterator. */
    static boolean removeFrom(Iterator<?> it, Object o, boolean exact) {
        while (it.hasNext()) {
            Object x = it.next();
            if (exact ? x == o : o.equals(x)) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    /** Collection.toArray(T[]) over a snapshot s: into a if it fits (null after the end). */
    @SuppressWarnings("unchecked")
    static <T> T[] fill(Object[] s, T[] a) {
        if (a.length < s.length) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(),
                    s.length);
        }
        System.arraycopy(s, 0, a, 0, s.length);
        if (a.length > s.length) {
            a[s.length] = null;
        }
        return a;
    }
}
