package java.util.stream;

import java.util.Arrays;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Consumer;

/** Pulls elements of a later stage through the pipeline for spliterator()/iterator(). */
final class RefWrapSpliterator<T> extends Pipeline.Wrapping implements Spliterator<T> {
    private Object[] buf = new Object[8];
    private int rd;
    private int wr;

    RefWrapSpliterator(Pipeline pipe, Spliterator<?> source) {
        super(pipe, source);
    }

    boolean buffered() {
        return rd < wr;
    }

    Sink bufferSink() {
        return new Sink() {
            public void accept(Object t) {
                if (wr == buf.length) {
                    buf = Arrays.copyOf(buf, wr * 2);
                }
                buf[wr++] = t;
            }
        };
    }

    public boolean tryAdvance(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        if (!fill()) {
            return false;
        }
        Object t = buf[rd];
        buf[rd++] = null;
        if (rd == wr) {
            rd = 0;
            wr = 0;
        }
        action.accept((T) t);
        return true;
    }

    public Spliterator<T> trySplit() {
        return null;
    }
}
