package java.util.concurrent;

import java.util.ArrayList;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future that may be completed explicitly, with dependent stages triggered on completion.
 * Dependents registered before completion run in the completing thread, the most recently
 * registered first (as the JDK's stack does); registered after completion, they run at once
 * in the registering thread. Async stages use the common pool if its parallelism is above 1,
 * otherwise a new thread per task, as in the JDK. A failure is stored wrapped in a
 * CompletionException when it arises in a function or a source stage.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    /** Stands for a null value or holds an exception. */
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    /** Runs each task on a new thread. */
    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            new Thread(r).start();
        }
    }

    private static final Executor ASYNC_POOL = (ForkJoinPool.getCommonPoolParallelism() > 1)
            ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor();

    volatile Object result;
    private ArrayList<Runnable> dependents;

    public CompletableFuture() {
    }

    private CompletableFuture(Object r) {
        result = r;
    }

    // ---- completion ----

    /** Sets the result if not yet completed and runs the dependents; true if it did. */
    final boolean completeWith(Object r) {
        ArrayList<Runnable> deps;
        synchronized (this) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            notifyAll();
        }
        if (deps != null) {
            for (int i = deps.size() - 1; i >= 0; i--) {
                deps.get(i).run();
            }
        }
        return true;
    }

    final boolean completeValue(Object v) {
        return completeWith((v == null) ? NIL : v);
    }

    /** Completes with x wrapped in a CompletionException (unless it already is one). */
    final boolean completeThrowable(Throwable x) {
        return completeWith(new AltResult(
                (x instanceof CompletionException) ? x : new CompletionException(x)));
    }

    static Throwable exOf(Object r) {
        return (r instanceof AltResult) ? ((AltResult) r).ex : null;
    }

    @SuppressWarnings("unchecked")
    static <V> V valueOf(Object r) {
        return (r instanceof AltResult) ? null : (V) r;
    }

    /** Runs body once this future is complete: now, from the completing thread, or via e. */
    final void whenDone(final Executor e, final Runnable body) {
        Runnable task = body;
        if (e != null) {
            task = new Runnable() {
                public void run() {
                    e.execute(body);
                }
            };
        }
        synchronized (this) {
            if (result == null) {
                if (dependents == null) {
                    dependents = new ArrayList<Runnable>();
                }
                dependents.add(task);
                return;
            }
        }
        task.run();
    }

    /** Completes d with this future's exception and returns true, if it has one. */
    final boolean relayFailure(CompletableFuture<?> d) {
        Throwable x = exOf(result);
        if (x == null) {
            return false;
        }
        d.completeThrowable(x);
        return true;
    }

    static Executor screen(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    // ---- static factories ----

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier,
            Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        screen(executor).execute(new Runnable() {
            public void run() {
                try {
                    d.completeValue(supplier.get());
                } catch (Throwable t) {
                    d.completeThrowable(t);
                }
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(final Runnable runnable, Executor executor) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        screen(executor).execute(new Runnable() {
            public void run() {
                try {
                    runnable.run();
                    d.completeValue(null);
                } catch (Throwable t) {
                    d.completeThrowable(t);
                }
            }
        });
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>((value == null) ? NIL : value);
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return completedFuture(value);
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    /** Completes when all complete; exceptionally (leftmost failure) if any failed. */
    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.completeValue(null);
            return d;
        }
        final int[] left = {cfs.length};
        for (int i = 0; i < cfs.length; i++) {
            cfs[i].whenDone(null, new Runnable() {
                public void run() {
                    boolean last;
                    synchronized (left) {
                        last = --left[0] == 0;
                    }
                    if (last) {
                        for (int j = 0; j < cfs.length; j++) {
                            if (cfs[j].relayFailure(d)) {
                                return;
                            }
                        }
                        d.completeValue(null);
                    }
                }
            });
        }
        return d;
    }

    /** Completes with the result of the first of cfs to complete. */
    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (int i = 0; i < cfs.length; i++) {
            final CompletableFuture<?> c = cfs[i];
            c.whenDone(null, new Runnable() {
                public void run() {
                    if (!c.relayFailure(d)) {
                        d.completeValue(valueOf(c.result));
                    }
                }
            });
        }
        return d;
    }

    // ---- Future and explicit completion ----

    public boolean isDone() {
        return result != null;
    }

    public boolean isCancelled() {
        return exOf(result) instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        return exOf(result) != null;
    }

    public boolean complete(T value) {
        return completeValue(value);
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeWith(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = completeWith(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public void obtrudeValue(T value) {
        synchronized (this) {
            result = (value == null) ? NIL : value;
            notifyAll();
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            result = new AltResult(ex);
            notifyAll();
        }
    }

    private Object waitDone(boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        synchronized (this) {
            while (result == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return result;
    }

    private static <V> V reportJoin(Object r) {
        Throwable x = exOf(r);
        if (x == null) {
            return valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException) {
            throw (CompletionException) x;
        }
        throw new CompletionException(x);
    }

    private static <V> V reportGet(Object r) throws ExecutionException {
        Throwable x = exOf(r);
        if (x == null) {
            return valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException && x.getCause() != null) {
            x = x.getCause();
        }
        throw new ExecutionException(x);
    }

    public T join() {
        try {
            return reportJoin(waitDone(false));
        } catch (InterruptedException e) {
            throw new InternalError();
        }
    }

    public T get() throws InterruptedException, ExecutionException {
        return reportGet(waitDone(true));
    }

    public T get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (result == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return reportGet(result);
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return (r == null) ? valueIfAbsent : CompletableFuture.<T>reportJoin(r);
    }

    public synchronized int getNumberOfDependents() {
        return (dependents == null) ? 0 : dependents.size();
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    /** Completes this future with a TimeoutException unless it is done within the timeout. */
    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        CompletableFutureDelayer.completeLater(this, true, null, timeout, unit);
        return this;
    }

    /** Completes this future with value unless it is done within the timeout. */
    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        CompletableFutureDelayer.completeLater(this, false, value, timeout, unit);
        return this;
    }

    /** An executor that hands each task to executor after the delay. */
    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new CompletableFutureDelayer.DelayedExecutor(delay, unit, executor);
    }

    /** An executor that hands each task to the default async executor after the delay. */
    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        return new CompletableFutureDelayer.DelayedExecutor(delay, unit, ASYNC_POOL);
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> copy() {
        return thenApply(new Function<T, T>() {
            public T apply(T t) {
                return t;
            }
        });
    }

    public CompletableFuture<T> completeAsync(final Supplier<? extends T> supplier,
            Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        screen(executor).execute(new Runnable() {
            public void run() {
                try {
                    completeValue(supplier.get());
                } catch (Throwable t) {
                    completeThrowable(t);
                }
            }
        });
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, ASYNC_POOL);
    }

    public String toString() {
        Object r = result;
        int count = getNumberOfDependents();
        String s;
        if (r == null) {
            s = (count == 0) ? "[Not completed]" : "[Not completed, " + count + " dependents]";
        } else {
            Throwable x = exOf(r);
            s = (x != null) ? "[Completed exceptionally: " + x + "]" : "[Completed normally]";
        }
        return super.toString() + s;
    }

    /** Maps a failure to a value with fn; a normal result passes through unchanged. */
    public CompletableFuture<T> exceptionally(final Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<T> d = newIncompleteFuture();
        whenDone(null, new Runnable() {
            public void run() {
                Object r = result;
                Throwable x = exOf(r);
                if (x == null) {
                    d.completeWith(r);
                    return;
                }
                try {
                    d.completeValue(fn.apply(x));
                } catch (Throwable t) {
                    d.completeThrowable(t);
                }
            }
        });
        return d;
    }

    // ---- the CompletionStage methods: synchronous, default async executor, given executor
    // (the stages themselves are in CompletableFutureStages) ----

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return CompletableFutureStages.uniApply(this, null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return CompletableFutureStages.uniApply(this, ASYNC_POOL, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return CompletableFutureStages.uniApply(this, screen(executor), fn);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return CompletableFutureStages.uniAccept(this, null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return CompletableFutureStages.uniAccept(this, ASYNC_POOL, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return CompletableFutureStages.uniAccept(this, screen(executor), action);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return CompletableFutureStages.uniRun(this, null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return CompletableFutureStages.uniRun(this, ASYNC_POOL, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return CompletableFutureStages.uniRun(this, screen(executor), action);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
        return CompletableFutureStages.biApply(this, null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
        return CompletableFutureStages.biApply(this, ASYNC_POOL, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return CompletableFutureStages.biApply(this, screen(executor), other, fn);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
        return CompletableFutureStages.biAccept(this, null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
        return CompletableFutureStages.biAccept(this, ASYNC_POOL, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action, Executor executor) {
        return CompletableFutureStages.biAccept(this, screen(executor), other, action);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return CompletableFutureStages.biRun(this, null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return CompletableFutureStages.biRun(this, ASYNC_POOL, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return CompletableFutureStages.biRun(this, screen(executor), other, action);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return CompletableFutureStages.orApply(this, null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return CompletableFutureStages.orApply(this, ASYNC_POOL, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn, Executor executor) {
        return CompletableFutureStages.orApply(this, screen(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return CompletableFutureStages.orAccept(this, null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return CompletableFutureStages.orAccept(this, ASYNC_POOL, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action, Executor executor) {
        return CompletableFutureStages.orAccept(this, screen(executor), other, action);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return CompletableFutureStages.orRun(this, null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return CompletableFutureStages.orRun(this, ASYNC_POOL, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return CompletableFutureStages.orRun(this, screen(executor), other, action);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return CompletableFutureStages.uniCompose(this, null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return CompletableFutureStages.uniCompose(this, ASYNC_POOL, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn, Executor executor) {
        return CompletableFutureStages.uniCompose(this, screen(executor), fn);
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return CompletableFutureStages.uniHandle(this, null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return CompletableFutureStages.uniHandle(this, ASYNC_POOL, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return CompletableFutureStages.uniHandle(this, screen(executor), fn);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return CompletableFutureStages.uniWhenComplete(this, null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return CompletableFutureStages.uniWhenComplete(this, ASYNC_POOL, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return CompletableFutureStages.uniWhenComplete(this, screen(executor), action);
    }
}
