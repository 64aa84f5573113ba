package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** An object reference updated atomically; compareAndSet compares identities (==). */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final synchronized boolean compareAndSet(V expectedValue, V newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized V compareAndExchange(V expectedValue, V newValue) {
        V old = value;
        if (old == expectedValue) {
            value = newValue;
        }
        return old;
    }

    public final synchronized V getAndSet(V newValue) {
        V old = value;
        value = newValue;
        return old;
    }

    /** The function may run more than once when threads contend, as in the JDK. */
    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        while (true) {
            V prev = get();
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        while (true) {
            V prev = get();
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        while (true) {
            V prev = get();
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        while (true) {
            V prev = get();
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return String.valueOf(get());
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }
}
