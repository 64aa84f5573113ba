import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;
import java.util.function.*;

public class ExecutorsUse {
    static class Fib extends RecursiveTask<Integer> {
        final int n;
        Fib(int n) { this.n = n; }
        protected Integer compute() {
            if (n < 2) return n;
            Fib a = new Fib(n - 1);
            a.fork();
            Fib b = new Fib(n - 2);
            return b.compute() + a.join();
        }
    }

    static class SumAction extends RecursiveAction {
        final long[] data; final int lo, hi; final AtomicLong total;
        SumAction(long[] d, int lo, int hi, AtomicLong t) { data = d; this.lo = lo; this.hi = hi; total = t; }
        protected void compute() {
            if (hi - lo <= 100) { long s = 0; for (int i = lo; i < hi; i++) s += data[i]; total.addAndGet(s); return; }
            int mid = (lo + hi) >>> 1;
            invokeAll(new SumAction(data, lo, mid, total), new SumAction(data, mid, hi, total));
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(3);
        List<Callable<Integer>> tasks = new ArrayList<Callable<Integer>>();
        for (int i = 0; i < 6; i++) {
            final int n = i;
            tasks.add(new Callable<Integer>() {
                public Integer call() {
                    int s = 0;
                    for (int k = 0; k <= n * 100; k++) s += k;
                    return s;
                }
            });
        }
        for (Future<Integer> f : ex.invokeAll(tasks)) System.out.print(f.get() + " ");
        System.out.println();
        Future<?> failing = ex.submit(new Runnable() { public void run() { throw new IllegalStateException("task failed"); } });
        try { failing.get(); } catch (ExecutionException e) { System.out.println(e.getMessage() + " / " + e.getCause()); }
        System.out.println("any " + ex.invokeAny(tasks.subList(2, 3)));
        ex.shutdown();
        System.out.println(ex.awaitTermination(5, TimeUnit.SECONDS) + " " + ex.isShutdown() + " " + ex.isTerminated());
        try { ex.execute(new Runnable() { public void run() { } }); } catch (RejectedExecutionException e) { System.out.println("rejected"); }

        ExecutorService single = Executors.newSingleThreadExecutor();
        System.out.println(single.submit(new Callable<String>() { public String call() { return Thread.currentThread().getName(); } }).get());
        single.shutdown();

        final ReentrantLock lock = new ReentrantLock();
        final Condition cond = lock.newCondition();
        final AtomicInteger ai = new AtomicInteger();
        final int[] counter = {0};
        final CountDownLatch latch = new CountDownLatch(4);
        final CyclicBarrier barrier = new CyclicBarrier(4, new Runnable() { public void run() { System.out.println("barrier tripped"); } });
        final Semaphore sem = new Semaphore(2);
        final int[] maxInside = {0}, inside = {0};
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            ts[i] = new Thread(new Runnable() { public void run() {
                try {
                    for (int k = 0; k < 500; k++) { ai.incrementAndGet(); lock.lock(); try { counter[0]++; } finally { lock.unlock(); } }
                    sem.acquire();
                    synchronized (inside) { inside[0]++; maxInside[0] = Math.max(maxInside[0], inside[0]); }
                    Thread.sleep(2);
                    synchronized (inside) { inside[0]--; }
                    sem.release();
                    barrier.await();
                    latch.countDown();
                } catch (Exception e) { throw new RuntimeException(e); }
            }});
            ts[i].start();
        }
        latch.await();
        for (Thread t : ts) t.join();
        System.out.println(ai + " " + counter[0] + " " + (maxInside[0] <= 2) + " " + latch.getCount() + " " + sem.availablePermits());
        try { lock.unlock(); } catch (IllegalMonitorStateException e) { System.out.println("IMSE " + e.getMessage()); }
        lock.lock();
        System.out.println(lock.getHoldCount() + " " + lock.isHeldByCurrentThread() + " " + cond.await(5, TimeUnit.MILLISECONDS));
        lock.unlock();

        final Exchanger<String> exch = new Exchanger<String>();
        Thread partner = new Thread(new Runnable() { public void run() { try { exch.exchange("from partner"); } catch (InterruptedException e) { } } });
        partner.start();
        System.out.println(exch.exchange("from main"));
        partner.join();

        final Phaser ph = new Phaser(3);
        for (int i = 0; i < 2; i++) new Thread(new Runnable() { public void run() { ph.arriveAndAwaitAdvance(); ph.arriveAndDeregister(); } }).start();
        System.out.println("phase " + ph.arriveAndAwaitAdvance());
        ph.arriveAndAwaitAdvance();
        System.out.println("parties " + ph.getRegisteredParties() + " phase " + ph.getPhase());

        final ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<Integer>(2);
        Thread producer = new Thread(new Runnable() { public void run() {
            try { for (int i = 1; i <= 20; i++) q.put(i); q.put(-1); } catch (InterruptedException e) { }
        }});
        producer.start();
        int sum = 0;
        for (int v; (v = q.take()) != -1; ) sum += v;
        System.out.println("consumed " + sum);

        System.out.println(new ForkJoinPool(3).invoke(new Fib(16)));
        System.out.println(ForkJoinPool.commonPool().invoke(new Fib(12)));
        long[] data = new long[1000];
        for (int i = 0; i < data.length; i++) data[i] = i;
        AtomicLong total = new AtomicLong();
        ForkJoinPool.commonPool().invoke(new SumAction(data, 0, data.length, total));
        System.out.println("sum " + total);

        CompletableFuture<Integer> cf = CompletableFuture.supplyAsync(new Supplier<Integer>() { public Integer get() { return 21; } })
            .thenApply(new Function<Integer, Integer>() { public Integer apply(Integer x) { return x * 2; } });
        CompletableFuture<String> other = CompletableFuture.completedFuture("answer");
        System.out.println(cf.thenCombine(other, new BiFunction<Integer, String, String>() { public String apply(Integer a, String b) { return b + "=" + a; } }).join());
        CompletableFuture<Integer> bad = CompletableFuture.supplyAsync(new Supplier<Integer>() { public Integer get() { throw new IllegalArgumentException("bad input"); } });
        System.out.println(bad.exceptionally(new Function<Throwable, Integer>() { public Integer apply(Throwable t) { System.out.println("recovered from " + t); return -1; } }).join());
        System.out.println(bad.handle(new BiFunction<Integer, Throwable, String>() { public String apply(Integer v, Throwable t) { return v + " " + (t == null ? null : t.getCause().getMessage()); } }).get());
        try { bad.get(); } catch (ExecutionException e) { System.out.println("get: " + e.getCause()); }
        CompletableFuture<Void> all = CompletableFuture.allOf(cf, other);
        all.join();
        System.out.println(all.isDone() + " " + bad.isCompletedExceptionally());

        ScheduledExecutorService ses = Executors.newScheduledThreadPool(1);
        final AtomicInteger ticks = new AtomicInteger();
        ScheduledFuture<?> p = ses.scheduleAtFixedRate(new Runnable() { public void run() { ticks.incrementAndGet(); } }, 0, 10, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> s1 = ses.schedule(new Callable<String>() { public String call() { return "delayed " + Thread.currentThread().getName(); } }, 35, TimeUnit.MILLISECONDS);
        System.out.println(s1.get());
        p.cancel(false);
        ses.shutdown();
        System.out.println(ses.awaitTermination(1, TimeUnit.SECONDS) + " " + (ticks.get() >= 3) + " " + p.isCancelled());
    }
}
