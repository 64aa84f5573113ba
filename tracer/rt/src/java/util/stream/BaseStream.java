package java.util.stream;

import java.util.Iterator;
import java.util.Spliterator;

/** What every stream (object, int, long, double) offers. */
public interface BaseStream<T, S extends BaseStream<T, S>> extends AutoCloseable {
    Iterator<T> iterator();

    Spliterator<T> spliterator();

    boolean isParallel();

    S sequential();

    /** crossprof runs parallel streams sequentially (same results, encounter order kept). */
    S parallel();

    S unordered();

    S onClose(Runnable closeHandler);

    @Override
    void close();
}
