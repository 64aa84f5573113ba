package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * An array of reference elements updated atomically. Indexes are checked as by an array access, so a
 * bad index throws ArrayIndexOutOfBoundsException with the VM's message.
 */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final E[] array;

    @SuppressWarnings("unchecked")
    public AtomicReferenceArray(int length) {
        array = (E[]) new Object[length];
    }

    @SuppressWarnings("unchecked")
    public AtomicReferenceArray(E[] array) {
        this.array = (E[]) array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final synchronized E get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        set(i, newValue);
    }

    public final synchronized E getAndSet(int i, E newValue) {
        E old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, E expectedValue, E newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized E compareAndExchange(int i, E expectedValue, E newValue) {
        E old = array[i];
        if (old == expectedValue) {
            array[i] = newValue;
        }
        return old;
    }

    /** The function may run more than once when threads contend, as in the JDK. */
    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        while (true) {
            E prev = get(i);
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        while (true) {
            E prev = get(i);
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        while (true) {
            E prev = get(i);
            E next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        while (true) {
            E prev = get(i);
            E next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    /** For example {@code [1, 2, 3]}. */
    public String toString() {
        int last = array.length - 1;
        if (last == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == last) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        set(i, newValue);
    }

    public final E getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        set(i, newValue);
    }
}
