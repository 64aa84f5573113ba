package java.util.concurrent;

import java.util.ConcurrentModificationException;
import java.util.NoSuchElementException;

/**
 * What ForkJoinTask rethrows when a task failed in another thread. HotSpot builds a new
 * exception of the same class through the class's public constructors (the (Throwable) one,
 * else the no-argument one followed by initCause), so the stack trace shows the joining
 * thread. Without reflection on constructors we can do that only for the library's own
 * exception classes listed here; any other class (a program's own) is rethrown as is.
 */
final class ThrowableCopies {
    private ThrowableCopies() {
    }

    /** The copy HotSpot would make of ex, or ex itself where we cannot tell. */
    static Throwable copyOf(Throwable ex) {
        Throwable c = withCause(ex);
        if (c == null) {
            c = bare(ex.getClass());
            if (c == null) {
                return ex;
            }
            c.initCause(ex);
        }
        return c;
    }

    /** A class with a public (Throwable) constructor: new instance with ex as cause. */
    private static Throwable withCause(Throwable ex) {
        Class<?> k = ex.getClass();
        if (k == RuntimeException.class) {
            return new RuntimeException(ex);
        } else if (k == IllegalStateException.class) {
            return new IllegalStateException(ex);
        } else if (k == IllegalArgumentException.class) {
            return new IllegalArgumentException(ex);
        } else if (k == UnsupportedOperationException.class) {
            return new UnsupportedOperationException(ex);
        } else if (k == SecurityException.class) {
            return new SecurityException(ex);
        } else if (k == ConcurrentModificationException.class) {
            return new ConcurrentModificationException(ex);
        } else if (k == NoSuchElementException.class) {
            return new NoSuchElementException(ex);
        } else if (k == CompletionException.class) {
            return new CompletionException(ex);
        } else if (k == RejectedExecutionException.class) {
            return new RejectedExecutionException(ex);
        } else if (k == InternalError.class) {
            return new InternalError(ex);
        } else if (k == Error.class) {
            return new Error(ex);
        } else if (k == Exception.class) {
            return new Exception(ex);
        }
        return null;
    }

    /** A class with only a public no-argument constructor among the usable ones. */
    private static Throwable bare(Class<?> k) {
        if (k == ArithmeticException.class) {
            return new ArithmeticException();
        } else if (k == NullPointerException.class) {
            return new NullPointerException();
        } else if (k == ClassCastException.class) {
            return new ClassCastException();
        } else if (k == IndexOutOfBoundsException.class) {
            return new IndexOutOfBoundsException();
        } else if (k == ArrayIndexOutOfBoundsException.class) {
            return new ArrayIndexOutOfBoundsException();
        } else if (k == StringIndexOutOfBoundsException.class) {
            return new StringIndexOutOfBoundsException();
        } else if (k == NumberFormatException.class) {
            return new NumberFormatException();
        } else if (k == NegativeArraySizeException.class) {
            return new NegativeArraySizeException();
        } else if (k == ArrayStoreException.class) {
            return new ArrayStoreException();
        } else if (k == CancellationException.class) {
            return new CancellationException();
        } else if (k == IllegalMonitorStateException.class) {
            return new IllegalMonitorStateException();
        } else if (k == AssertionError.class) {
            return new AssertionError();
        } else if (k == StackOverflowError.class) {
            return new StackOverflowError();
        } else if (k == OutOfMemoryError.class) {
            return new OutOfMemoryError();
        }
        return null;
    }
}
