package java.util.concurrent;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The dependent stages of CompletableFuture (thenApply, thenCombine, applyToEither,
 * thenCompose, handle, whenComplete and their variants): each registers a continuation on its
 * source future src and returns the new stage. An executor e runs the function; null runs it
 * synchronously in the thread that completes the source (or registers, if already complete).
 */
final class CompletableFutureStages {
    private CompletableFutureStages() {
    }

    static <T, U> CompletableFuture<U> uniApply(final CompletableFuture<T> src, final Executor e,
            final Function<? super T, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = src.newIncompleteFuture();
        src.whenDone(null, new Runnable() {
            public void run() {
                if (src.relayFailure(d)) {
                    return;
                }
                dispatch(e, new Runnable() {
                    public void run() {
                        try {
                            d.completeValue(fn.apply(CompletableFuture.<T>valueOf(src.result)));
                        } catch (Throwable t) {
                            d.completeThrowable(t);
                        }
                    }
                });
            }
        });
        return d;
    }

    /** Runs r now (e null) or on e. */
    static void dispatch(Executor e, Runnable r) {
        if (e == null) {
            r.run();
        } else {
            e.execute(r);
        }
    }

    static <T> CompletableFuture<Void> uniAccept(final CompletableFuture<T> src,
            Executor e, final Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniApply(src, e, new Function<T, Void>() {
            public Void apply(T t) {
                action.accept(t);
                return null;
            }
        });
    }

    static <T> CompletableFuture<Void> uniRun(final CompletableFuture<T> src,
            Executor e, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniApply(src, e, new Function<T, Void>() {
            public Void apply(T t) {
                action.run();
                return null;
            }
        });
    }

    static <T, U, V> CompletableFuture<V> biApply(final CompletableFuture<T> src, final Executor e,
            CompletionStage<? extends U> o, final BiFunction<? super T, ? super U, ? extends V> fn) {
        if (fn == null || o == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<? extends U> other = o.toCompletableFuture();
        final CompletableFuture<V> d = src.newIncompleteFuture();
        src.whenDone(null, new Runnable() {
            public void run() {
                other.whenDone(null, new Runnable() {
                    public void run() {
                        if (src.relayFailure(d) || other.relayFailure(d)) {
                            return;
                        }
                        dispatch(e, new Runnable() {
                            public void run() {
                                try {
                                    U u = CompletableFuture.<U>valueOf(other.result);
                                    d.completeValue(fn.apply(CompletableFuture.<T>valueOf(src.result), u));
                                } catch (Throwable t) {
                                    d.completeThrowable(t);
                                }
                            }
                        });
                    }
                });
            }
        });
        return d;
    }

    static <T, U> CompletableFuture<Void> biAccept(final CompletableFuture<T> src,
            Executor e, CompletionStage<? extends U> o,
            final BiConsumer<? super T, ? super U> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biApply(src, e, o, new BiFunction<T, U, Void>() {
            public Void apply(T t, U u) {
                action.accept(t, u);
                return null;
            }
        });
    }

    static <T> CompletableFuture<Void> biRun(final CompletableFuture<T> src,
            Executor e, CompletionStage<?> o, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biApply(src, e, o, new BiFunction<T, Object, Void>() {
            public Void apply(T t, Object u) {
                action.run();
                return null;
            }
        });
    }

    /** Applies fn to the result of whichever of src and o completes first. */
    static <T, U> CompletableFuture<U> orApply(final CompletableFuture<T> src,
            final Executor e, CompletionStage<? extends T> o,
            final Function<? super T, U> fn) {
        if (fn == null || o == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = src.newIncompleteFuture();
        final boolean[] claimed = {false};
        CompletableFuture<?>[] both = {src, o.toCompletableFuture()};
        for (int i = 0; i < 2; i++) {
            final CompletableFuture<?> f = both[i];
            f.whenDone(null, new Runnable() {
                public void run() {
                    synchronized (claimed) {
                        if (claimed[0]) {
                            return;
                        }
                        claimed[0] = true;
                    }
                    if (f.relayFailure(d)) {
                        return;
                    }
                    dispatch(e, new Runnable() {
                        public void run() {
                            try {
                                d.completeValue(fn.apply(CompletableFuture.<T>valueOf(f.result)));
                            } catch (Throwable t) {
                                d.completeThrowable(t);
                            }
                        }
                    });
                }
            });
        }
        return d;
    }

    static <T> CompletableFuture<Void> orAccept(final CompletableFuture<T> src,
            Executor e, CompletionStage<? extends T> o,
            final Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orApply(src, e, o, new Function<T, Void>() {
            public Void apply(T t) {
                action.accept(t);
                return null;
            }
        });
    }

    @SuppressWarnings("unchecked")
    static <T> CompletableFuture<Void> orRun(final CompletableFuture<T> src,
            Executor e, CompletionStage<?> o, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orApply(src, e, (CompletionStage<T>) o, new Function<T, Void>() {
            public Void apply(T t) {
                action.run();
                return null;
            }
        });
    }

    static <T, U> CompletableFuture<U> uniCompose(final CompletableFuture<T> src, final Executor e,
            final Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = src.newIncompleteFuture();
        src.whenDone(null, new Runnable() {
            public void run() {
                if (src.relayFailure(d)) {
                    return;
                }
                dispatch(e, new Runnable() {
                    public void run() {
                        try {
                            final CompletableFuture<U> g =
                                    fn.apply(CompletableFuture.<T>valueOf(src.result)).toCompletableFuture();
                            g.whenDone(null, new Runnable() {
                                public void run() {
                                    if (!g.relayFailure(d)) {
                                        d.completeValue(g.result == CompletableFuture.NIL ? null : g.result);
                                    }
                                }
                            });
                        } catch (Throwable t) {
                            d.completeThrowable(t);
                        }
                    }
                });
            }
        });
        return d;
    }

    static <T, U> CompletableFuture<U> uniHandle(final CompletableFuture<T> src, final Executor e,
            final BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = src.newIncompleteFuture();
        src.whenDone(e, new Runnable() {
            public void run() {
                try {
                    Object r = src.result;
                    d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r), CompletableFuture.exOf(r)));
                } catch (Throwable t) {
                    d.completeThrowable(t);
                }
            }
        });
        return d;
    }

    static <T> CompletableFuture<T> uniWhenComplete(final CompletableFuture<T> src, final Executor e,
            final BiConsumer<? super T, ? super Throwable> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<T> d = src.newIncompleteFuture();
        src.whenDone(e, new Runnable() {
            public void run() {
                Object r = src.result;
                Throwable x = CompletableFuture.exOf(r);
                try {
                    action.accept(CompletableFuture.<T>valueOf(r), x);
                } catch (Throwable t) {
                    if (x == null) {
                        d.completeThrowable(t);
                        return;
                    }
                    if (x != t) {
                        x.addSuppressed(t);
                    }
                }
                if (x != null) {
                    d.completeThrowable(x);
                } else {
                    d.completeWith(r);
                }
            }
        });
        return d;
    }
}
