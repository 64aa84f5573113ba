package java.util.stream;

import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Supplier;

/**
 * The state every stream stage shares: a link to the source stage (which owns the spliterator,
 * the parallel flag and the close handlers), the JDK's "linked or consumed" rule, and what the
 * stage knows about its size. Subclasses per element type add the operations. Evaluation wraps
 * the terminal sink in each stage's sink, from the last stage back to the source, then pushes
 * the source's elements into the chain.
 */
abstract class Pipeline {
    static final String LINKED = "stream has already been operated upon or closed";
    static final String CONSUMED = "source already consumed or closed";

    /** Operation flag: the stage's output size is unknown even if its input's is known. */
    static final int NOT_SIZED = 1;
    /** Operation flag: the stage may stop the traversal early (cancellation is polled). */
    static final int SHORT_CIRCUIT = 2;

    final Pipeline head;
    final Pipeline previous;
    final boolean sized;
    final boolean shortCircuit;

    // Owned by the source stage.
    private Spliterator<?> spliterator;
    private Supplier<? extends Spliterator<?>> supplier;
    private boolean parallel;
    private Runnable closeAction;

    boolean linked;

    /** A source stage over a spliterator (or a supplier of one, with its characteristics). */
    Pipeline(Spliterator<?> spliterator, Supplier<? extends Spliterator<?>> supplier, int characteristics,
            boolean parallel) {
        this.head = this;
        this.previous = null;
        this.spliterator = spliterator;
        this.supplier = supplier;
        this.parallel = parallel;
        this.sized = (characteristics & Spliterator.SIZED) != 0;
        this.shortCircuit = false;
    }

    /** An operation stage appended to previous, which becomes linked. */
    Pipeline(Pipeline previous, int opFlags) {
        if (previous.linked) {
            throw new IllegalStateException(LINKED);
        }
        previous.linked = true;
        this.head = previous.head;
        this.previous = previous;
        this.sized = previous.sized && (opFlags & NOT_SIZED) == 0;
        this.shortCircuit = previous.shortCircuit || (opFlags & SHORT_CIRCUIT) != 0;
    }

    /** This stage's sink in front of down; the source stage passes elements through as they are. */
    Sink wrap(Sink down) {
        return down;
    }

    /** The output size of this stage given its input size (only skip/limit change it). */
    long adjustSize(long inputSize) {
        return inputSize;
    }

    /** Pushes every remaining element of the source spliterator (the source stage's type). */
    abstract void pushAll(Spliterator<?> s, Sink sink);

    /** Pushes one element; false at the end. */
    abstract boolean pushOne(Spliterator<?> s, Sink sink);

    final Sink wrapAll(Sink terminal) {
        Sink sink = terminal;
        for (Pipeline p = this; p != head; p = p.previous) {
            sink = p.wrap(sink);
        }
        return sink;
    }

    /** Marks this stage consumed, as a terminal operation does. */
    final void consume() {
        if (linked) {
            throw new IllegalStateException(LINKED);
        }
        linked = true;
    }

    /** Takes the source's spliterator: a stream's source can be traversed once. */
    final Spliterator<?> takeSource() {
        Pipeline h = head;
        if (h.spliterator != null) {
            Spliterator<?> s = h.spliterator;
            h.spliterator = null;
            return s;
        }
        if (h.supplier != null) {
            Spliterator<?> s = h.supplier.get();
            h.supplier = null;
            return s;
        }
        throw new IllegalStateException(CONSUMED);
    }

    /** Runs the pipeline into the terminal sink; returns it for the caller to read the result. */
    final <S extends Sink> S evaluate(S terminal, boolean terminalShortCircuits) {
        consume();
        return runWith(takeSource(), terminal, terminalShortCircuits);
    }

    /** Pushes the (already taken) source spliterator's elements through the stages into terminal. */
    final <S extends Sink> S runWith(Spliterator<?> s, S terminal, boolean terminalShortCircuits) {
        Sink sink = wrapAll(terminal);
        sink.begin();
        if (shortCircuit || terminalShortCircuits) {
            while (!sink.cancellationRequested() && head.pushOne(s, sink)) {
                // one element per step so that cancellation is seen at once
            }
        } else {
            head.pushAll(s, sink);
        }
        sink.end();
        return terminal;
    }

    /** The number of elements, without traversal when the size is known (JDK 9+ behaviour). */
    final long countElements() {
        consume();
        Spliterator<?> s = takeSource();
        long known = exactSize(s);
        if (known >= 0) {
            return known;
        }
        final long[] n = new long[1];
        runWith(s, new Sink() {
            public void accept(Object t) {
                n[0]++;
            }

            public void accept(int v) {
                n[0]++;
            }

            public void accept(long v) {
                n[0]++;
            }

            public void accept(double v) {
                n[0]++;
            }
        }, false);
        return n[0];
    }

    /** skip/limit's output size for an input of n elements (-1: unknown); limit -1 means none. */
    static long sliceSize(long n, long skip, long limit) {
        if (n < 0) {
            return -1;
        }
        return Math.max(0, Math.min(n - skip, limit < 0 ? Long.MAX_VALUE : limit));
    }

    private long outputSize(long sourceSize) {
        return previous == null ? sourceSize : adjustSize(previous.outputSize(sourceSize));
    }

    /**
     * For spliterator()/iterator(): the source stage hands out its own spliterator, a later stage
     * one that pulls elements through the pipeline on demand.
     */
    final Spliterator<?> sourceOrNull() {
        consume();
        if (this == head) {
            return takeSource();
        }
        return null;
    }

    /** The exact output size for a wrapping spliterator, or -1. */
    final long exactSize(Spliterator<?> source) {
        if (!sized) {
            return -1;
        }
        long n = source.getExactSizeIfKnown();
        return n < 0 ? -1 : outputSize(n);
    }

    // ---- BaseStream ----

    public final boolean isParallel() {
        return head.parallel;
    }

    final void setParallel(boolean p) {
        head.parallel = p;
    }

    final void addCloseHandler(Runnable handler) {
        if (linked) {
            throw new IllegalStateException(LINKED);
        }
        Objects.requireNonNull(handler);
        Runnable old = head.closeAction;
        head.closeAction = old == null ? handler : StreamSources.bothRunnables(old, handler);
    }

    public void close() {
        linked = true;
        spliterator = null;
        supplier = null;
        Runnable r = head.closeAction;
        if (r != null) {
            head.closeAction = null;
            r.run();
        }
    }

    /** The base of the spliterators over a pipeline stage (see sourceOrNull). */
    abstract static class Wrapping {
        final Pipeline pipe;
        final Spliterator<?> source;
        private Sink sink;
        private boolean finished;

        Wrapping(Pipeline pipe, Spliterator<?> source) {
            this.pipe = pipe;
            this.source = source;
        }

        abstract boolean buffered();

        abstract Sink bufferSink();

        /** Pulls source elements through the pipeline until one comes out; false at the end. */
        final boolean fill() {
            if (sink == null) {
                sink = pipe.wrapAll(bufferSink());
                sink.begin();
            }
            while (!buffered()) {
                if (finished) {
                    return false;
                }
                if (sink.cancellationRequested() || !pipe.head.pushOne(source, sink)) {
                    finished = true;
                    sink.end();
                }
            }
            return true;
        }

        public final long estimateSize() {
            long n = pipe.exactSize(source);
            return n >= 0 ? n : source.estimateSize();
        }

        public final int characteristics() {
            int c = source.characteristics() & Spliterator.ORDERED;
            return pipe.sized ? c | Spliterator.SIZED | Spliterator.SUBSIZED : c;
        }

        public final long getExactSizeIfKnown() {
            return pipe.exactSize(source);
        }
    }
    // ---- sinks shared by the element types (inherited member types of every pipeline class) ----

    /** flatMap's sink: remembers whether cancellation is polled, to push inner streams lazily then. */
    abstract static class FlatSink extends Sink.Chained {
        boolean polled;

        FlatSink(Sink down) {
            super(down);
        }

        @Override
        void begin() {
            down.begin();
        }

        @Override
        boolean cancellationRequested() {
            polled = true;
            return down.cancellationRequested();
        }

        static void pushInts(IntStream inner, Sink down, boolean polled) {
            if (!polled) {
                inner.sequential().forEach((java.util.function.IntConsumer) down);
            } else {
                Spliterator.OfInt s = inner.sequential().spliterator();
                while (!down.cancellationRequested() && s.tryAdvance((java.util.function.IntConsumer) down)) {
                    // until the inner stream ends or downstream is satisfied
                }
            }
        }

        static void pushLongs(LongStream inner, Sink down, boolean polled) {
            if (!polled) {
                inner.sequential().forEach((java.util.function.LongConsumer) down);
            } else {
                Spliterator.OfLong s = inner.sequential().spliterator();
                while (!down.cancellationRequested() && s.tryAdvance((java.util.function.LongConsumer) down)) {
                    // until the inner stream ends or downstream is satisfied
                }
            }
        }

        static void pushDoubles(DoubleStream inner, Sink down, boolean polled) {
            if (!polled) {
                inner.sequential().forEach((java.util.function.DoubleConsumer) down);
            } else {
                Spliterator.OfDouble s = inner.sequential().spliterator();
                while (!down.cancellationRequested() && s.tryAdvance((java.util.function.DoubleConsumer) down)) {
                    // until the inner stream ends or downstream is satisfied
                }
            }
        }
    }

    /**
     * sorted's sink: a barrier that takes every element before passing any on, so it never asks
     * upstream to stop; it polls downstream while emitting only if cancellation was polled.
     */
    abstract static class SortingSink extends Sink.Chained {
        boolean polled;

        SortingSink(Sink down) {
            super(down);
        }

        @Override
        boolean cancellationRequested() {
            polled = true;
            return false;
        }
    }

    /** distinct's sink for every element type (primitives are compared boxed, as in the JDK). */
    static final class DistinctSink extends Sink.Chained {
        private java.util.HashSet<Object> seen;

        DistinctSink(Sink down) {
            super(down);
        }

        @Override
        void begin() {
            seen = new java.util.HashSet<Object>();
            down.begin();
        }

        @Override
        void end() {
            seen = null;
            down.end();
        }

        @Override
        public void accept(Object t) {
            if (!seen.contains(t)) {
                seen.add(t);
                down.accept(t);
            }
        }

        @Override
        public void accept(int v) {
            Integer b = Integer.valueOf(v);
            if (!seen.contains(b)) {
                seen.add(b);
                down.accept(v);
            }
        }

        @Override
        public void accept(long v) {
            Long b = Long.valueOf(v);
            if (!seen.contains(b)) {
                seen.add(b);
                down.accept(v);
            }
        }

        @Override
        public void accept(double v) {
            Double b = Double.valueOf(v);
            if (!seen.contains(b)) {
                seen.add(b);
                down.accept(v);
            }
        }
    }

    /** reduce without identity: the first element seeds the state. */
    abstract static class ReducingSink extends Sink {
        boolean empty = true;
        Object state;
    }

    /** anyMatch/allMatch/noneMatch. */
    abstract static class MatchSink extends Sink {
        boolean stop;
        boolean result;

        MatchSink(boolean initial) {
            result = initial;
        }

        @Override
        boolean cancellationRequested() {
            return stop;
        }
    }

    /** findFirst/findAny: keeps the first element (boxed for primitives). */
    static final class FindSink extends Sink {
        boolean found;
        Object value;

        @Override
        boolean cancellationRequested() {
            return found;
        }

        @Override
        public void accept(Object t) {
            if (!found) {
                found = true;
                value = t;
            }
        }

        @Override
        public void accept(int v) {
            accept((Object) Integer.valueOf(v));
        }

        @Override
        public void accept(long v) {
            accept((Object) Long.valueOf(v));
        }

        @Override
        public void accept(double v) {
            accept((Object) Double.valueOf(v));
        }
    }
}
