package java.util.concurrent;

/**
 * The timer behind CompletableFuture.orTimeout, completeOnTimeout and delayedExecutor: one
 * daemon thread named "CompletableFutureDelayScheduler", as in the JDK, started on first use.
 * Delays follow the VM's clock (System.nanoTime).
 */
final class CompletableFutureDelayer {
    private CompletableFutureDelayer() {
    }

    private static ScheduledThreadPoolExecutor timer;

    private static synchronized ScheduledThreadPoolExecutor timer() {
        if (timer == null) {
            timer = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
                public Thread newThread(Runnable r) {
                    Thread t = new Thread(r);
                    t.setDaemon(true);
                    t.setName("CompletableFutureDelayScheduler");
                    return t;
                }
            });
            timer.setRemoveOnCancelPolicy(true);
        }
        return timer;
    }

    static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
        return timer().schedule(command, delay, unit);
    }

    /**
     * After the delay, completes f with value (or with a TimeoutException if timeout) unless
     * it is done by then; completing f earlier cancels the timer task.
     */
    static <T> void completeLater(final CompletableFuture<T> f, final boolean timeout,
            final T value, long delay, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (f.result != null) {
            return;
        }
        final ScheduledFuture<?> task = delay(new Runnable() {
            public void run() {
                if (timeout) {
                    f.completeExceptionally(new TimeoutException());
                } else {
                    f.complete(value);
                }
            }
        }, delay, unit);
        f.whenDone(null, new Runnable() {
            public void run() {
                if (!task.isDone()) {
                    task.cancel(false);
                }
            }
        });
    }

    /** Runs each task on executor after the delay. */
    static final class DelayedExecutor implements Executor {
        private final long delay;
        private final TimeUnit unit;
        private final Executor executor;

        DelayedExecutor(long delay, TimeUnit unit, Executor executor) {
            this.delay = delay;
            this.unit = unit;
            this.executor = executor;
        }

        public void execute(final Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            delay(new Runnable() {
                public void run() {
                    executor.execute(r);
                }
            }, delay, unit);
        }
    }
}
