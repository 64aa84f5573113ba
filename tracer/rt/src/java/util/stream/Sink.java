package java.util.stream;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * One stage of a push-based pipeline: the source pushes elements through a chain of sinks
 * (one per intermediate operation) into the terminal operation's sink. begin/end bracket a
 * traversal; cancellationRequested is polled before each element only when some operation can
 * short-circuit, as in the JDK, so side effects happen in the same order.
 */
abstract class Sink implements Consumer<Object>, IntConsumer, LongConsumer, DoubleConsumer {
    void begin() {
    }

    void end() {
    }

    boolean cancellationRequested() {
        return false;
    }

    public void accept(Object t) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(int value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(long value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(double value) {
        throw new IllegalStateException("called wrong accept method");
    }

    /** A sink that forwards begin/end/cancellation to the next sink. */
    abstract static class Chained extends Sink {
        final Sink down;

        Chained(Sink down) {
            this.down = down;
        }

        @Override
        void begin() {
            down.begin();
        }

        @Override
        void end() {
            down.end();
        }

        @Override
        boolean cancellationRequested() {
            return down.cancellationRequested();
        }
    }

    /** skip/limit for every element type: drops the first `skip`, passes at most `limit`. */
    static final class Slice extends Chained {
        private long toSkip;
        private long toPass;

        Slice(Sink down, long skip, long limit) {
            super(down);
            this.toSkip = skip;
            this.toPass = limit < 0 ? Long.MAX_VALUE : limit;
        }

        private boolean pass() {
            if (toSkip > 0) {
                toSkip--;
                return false;
            }
            if (toPass > 0) {
                toPass--;
                return true;
            }
            return false;
        }

        @Override
        boolean cancellationRequested() {
            return toPass == 0 || down.cancellationRequested();
        }

        @Override
        public void accept(Object t) {
            if (pass()) {
                down.accept(t);
            }
        }

        @Override
        public void accept(int v) {
            if (pass()) {
                down.accept(v);
            }
        }

        @Override
        public void accept(long v) {
            if (pass()) {
                down.accept(v);
            }
        }

        @Override
        public void accept(double v) {
            if (pass()) {
                down.accept(v);
            }
        }
    }
}
