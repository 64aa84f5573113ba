// Fannkuch-redux style: permutations of 1..n in a fixed order, counting prefix reversals
// until 1 is in front; checksum and maximum flips. Work split into chunks run by an
// ExecutorService; results combined in chunk order so the output is deterministic.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

public class BenchFannkuch {
    static int[] fact;

    /** Flips and checksum over permutations [from, to) of n, by index. */
    static int[] run(int n, int from, int to, AtomicInteger done) {
        int[] perm = new int[n], count = new int[n], p = new int[n], pp = new int[n];
        int idx = from;
        for (int i = 0; i < n; i++) p[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int d = idx / fact[i];
            count[i] = d;
            idx = idx % fact[i];
            System.arraycopy(p, 0, pp, 0, i + 1);
            for (int j = 0; j <= i; j++) p[j] = j + d <= i ? pp[j + d] : pp[j + d - i - 1];
        }
        int maxFlips = 0, checksum = 0;
        for (int k = from; k < to; k++) {
            if (p[0] != 0) {
                System.arraycopy(p, 0, perm, 0, n);
                int flips = 1;
                int first = perm[0];
                while (perm[first] != 0) {
                    int t = perm[first];
                    perm[first] = first;
                    first = t;
                    // reverse the prefix before 'first'
                    for (int lo = 1, hi = first - 1; lo < hi; lo++, hi--) {
                        int s = perm[lo]; perm[lo] = perm[hi]; perm[hi] = s;
                    }
                    flips++;
                }
                maxFlips = Math.max(maxFlips, flips);
                checksum += (k & 1) == 0 ? flips : -flips;
            }
            // next permutation
            int first = p[1];
            p[1] = p[0];
            p[0] = first;
            int i = 1;
            while (++count[i] > i) {
                count[i++] = 0;
                if (i >= n) break;
                int next = p[1];
                p[0] = next;
                for (int j = 1; j < i; j++) p[j] = p[j + 1];
                p[i] = first;
                first = next;
            }
        }
        done.incrementAndGet();
        return new int[] {checksum, maxFlips};
    }

    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        fact = new int[n + 1];
        fact[0] = 1;
        for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
        int chunks = 6;
        final int chunk = (fact[n] + chunks - 1) / chunks;
        final AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<int[]>> fs = new ArrayList<Future<int[]>>();
        for (int c = 0; c < chunks; c++) {
            final int from = c * chunk, to = Math.min(fact[n], from + chunk);
            fs.add(pool.submit(new Callable<int[]>() {
                public int[] call() {
                    return run(n, from, to, done);
                }
            }));
        }
        int checksum = 0, max = 0;
        for (Future<int[]> f : fs) {
            int[] r = f.get();
            checksum += r[0];
            max = Math.max(max, r[1]);
        }
        pool.shutdown();
        System.out.println(checksum + "\nPfannkuchen(" + n + ") = " + max);
        System.out.println("chunks done: " + done.get() + ", terminated: " + pool.awaitTermination(1, java.util.concurrent.TimeUnit.SECONDS));
        // single-threaded cross-check
        int[] all = run(n, 0, fact[n], done);
        System.out.printf("%d %d %d%n", all[0], all[1], done.get());
    }
}
