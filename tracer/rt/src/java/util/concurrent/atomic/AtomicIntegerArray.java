package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * An array of int elements updated atomically. Indexes are checked as by an array access, so a
 * bad index throws ArrayIndexOutOfBoundsException with the VM's message.
 */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final int[] array;

    @SuppressWarnings("unchecked")
    public AtomicIntegerArray(int length) {
        array = (int[]) new int[length];
    }

    @SuppressWarnings("unchecked")
    public AtomicIntegerArray(int[] array) {
        this.array = (int[]) array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final synchronized int get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final synchronized int getAndSet(int i, int newValue) {
        int old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, int expectedValue, int newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized int compareAndExchange(int i, int expectedValue, int newValue) {
        int old = array[i];
        if (old == expectedValue) {
            array[i] = newValue;
        }
        return old;
    }

    public final synchronized int getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized int getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized int getAndAdd(int i, int delta) {
        int old = array[i];
        array[i] = old + delta;
        return old;
    }

    public final synchronized int incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized int decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized int addAndGet(int i, int delta) {
        array[i] += delta;
        return array[i];
    }

    /** The function may run more than once when threads contend, as in the JDK. */
    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        while (true) {
            int prev = get(i);
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        while (true) {
            int prev = get(i);
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = get(i);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = get(i);
            int next = accumulatorFunction.applyAsInt(prev, x);
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

    public final int getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, int newValue) {
        set(i, newValue);
    }

    public final int getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, int newValue) {
        set(i, newValue);
    }
}
