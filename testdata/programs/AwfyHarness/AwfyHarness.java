// "Are we fast yet" style harness: benchmarks registered by name with Supplier lambdas, each run
// for a number of outer iterations with an inner loop, results verified; covers small classic
// kernels (bounce, list, permute, queens, sieve, storage, towers, mandelbrot) written from scratch.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

public class AwfyHarness {
    /** A benchmark: one iteration returns a result the harness checks. */
    abstract static class Benchmark {
        abstract Object benchmark();

        abstract boolean verifyResult(Object result);

        boolean innerBenchmarkLoop(int inner) {
            for (int i = 0; i < inner; i++) {
                if (!verifyResult(benchmark())) return false;
            }
            return true;
        }
    }

    /** Deterministic generator shared by the kernels (a 16-bit LCG). */
    static final class Rand {
        private int seed = 74755;

        int next() {
            seed = ((seed * 1309) + 13849) & 65535;
            return seed;
        }
    }

    static final class Bounce extends Benchmark {
        static final class Ball {
            int x, y, xv, yv;

            Ball(Rand r) {
                x = r.next() % 500; y = r.next() % 500;
                xv = (r.next() % 300) - 150; yv = (r.next() % 300) - 150;
            }

            boolean bounce() {
                boolean b = false;
                if (x > 500) { x = 500; xv = -Math.abs(xv); b = true; }
                if (x < 0) { x = 0; xv = Math.abs(xv); b = true; }
                if (y > 500) { y = 500; yv = -Math.abs(yv); b = true; }
                if (y < 0) { y = 0; yv = Math.abs(yv); b = true; }
                x += xv; y += yv;
                return b;
            }
        }

        Object benchmark() {
            Rand r = new Rand();
            Ball[] balls = new Ball[100];
            for (int i = 0; i < balls.length; i++) balls[i] = new Ball(r);
            int bounces = 0;
            for (int i = 0; i < 50; i++) for (Ball b : balls) if (b.bounce()) bounces++;
            return bounces;
        }

        boolean verifyResult(Object result) {
            return ((Integer) result) > 0;
        }
    }

    static final class ListBench extends Benchmark {
        static final class Elem {
            Object val;
            Elem next;

            Elem(Object v) { val = v; }

            int length() { return next == null ? 1 : 1 + next.length(); }
        }

        Elem make(int n) {
            if (n == 0) return null;
            Elem e = new Elem(n);
            e.next = make(n - 1);
            return e;
        }

        boolean shorter(Elem x, Elem y) {
            while (y != null) {
                if (x == null) return true;
                x = x.next;
                y = y.next;
            }
            return false;
        }

        Elem tail(Elem x, Elem y, Elem z) {
            if (shorter(y, x)) return tail(tail(x.next, y, z), tail(y.next, z, x), tail(z.next, x, y));
            return z;
        }

        Object benchmark() {
            return tail(make(15), make(10), make(6)).length();
        }

        boolean verifyResult(Object result) {
            return Integer.valueOf(10).equals(result);
        }
    }

    static final class Permute extends Benchmark {
        int count;
        int[] v;

        void swap(int i, int j) { int t = v[i]; v[i] = v[j]; v[j] = t; }

        void permute(int n) {
            count++;
            if (n != 0) {
                permute(n - 1);
                for (int i = n - 1; i >= 0; i--) {
                    swap(n - 1, i);
                    permute(n - 1);
                    swap(n - 1, i);
                }
            }
        }

        Object benchmark() {
            count = 0;
            v = new int[6];
            permute(6);
            return count;
        }

        boolean verifyResult(Object r) { return (Integer) r == 8660; }
    }

    static final class Queens extends Benchmark {
        boolean[] free, up, down;
        int[] qs;

        boolean ok(int r, int c) { return free[r] && up[c + r] && down[c - r + 7]; }

        void set(int r, int c, boolean v) { free[r] = v; up[c + r] = v; down[c - r + 7] = v; }

        boolean place(int c) {
            for (int r = 0; r < 8; r++) {
                if (ok(r, c)) {
                    qs[r] = c;
                    set(r, c, false);
                    if (c == 7 || place(c + 1)) return true;
                    set(r, c, true);
                }
            }
            return false;
        }

        Object benchmark() {
            boolean all = true;
            for (int i = 0; i < 10; i++) {
                free = new boolean[8]; up = new boolean[16]; down = new boolean[16]; qs = new int[8];
                java.util.Arrays.fill(free, true); java.util.Arrays.fill(up, true); java.util.Arrays.fill(down, true);
                all &= place(0);
            }
            return all;
        }

        boolean verifyResult(Object r) { return (Boolean) r; }
    }

    static final class Sieve extends Benchmark {
        Object benchmark() {
            boolean[] flags = new boolean[5000];
            java.util.Arrays.fill(flags, true);
            int primes = 0;
            for (int i = 2; i <= 5000; i++) {
                if (flags[i - 1]) {
                    primes++;
                    for (int k = i + i; k <= 5000; k += i) flags[k - 1] = false;
                }
            }
            return primes;
        }

        boolean verifyResult(Object r) { return ((Integer) r).intValue() == 669; }
    }

    static final class Storage extends Benchmark {
        int count;

        Object build(Rand r, int depth) {
            count++;
            if (depth == 1) return new int[r.next() % 10 + 1];
            Object[] arr = new Object[4];
            for (int i = 0; i < 4; i++) arr[i] = build(r, depth - 1);
            return arr;
        }

        Object benchmark() {
            count = 0;
            build(new Rand(), 7);
            return count;
        }

        boolean verifyResult(Object r) { return (Integer) r == 5461; }
    }

    static final class Towers extends Benchmark {
        final ArrayList<java.util.ArrayDeque<Integer>> piles = new ArrayList<>();
        int moves;

        void move(int from, int to, int n) {
            if (n == 1) {
                Integer d = piles.get(from).pop();
                Integer top = piles.get(to).peek();
                if (top != null && top < d) throw new IllegalStateException("bad move " + d + " onto " + top);
                piles.get(to).push(d);
                moves++;
                return;
            }
            int other = 3 - from - to;
            move(from, other, n - 1);
            move(from, to, 1);
            move(other, to, n - 1);
        }

        Object benchmark() {
            piles.clear();
            for (int i = 0; i < 3; i++) piles.add(new java.util.ArrayDeque<Integer>());
            for (int d = 13; d >= 1; d--) piles.get(0).push(d);
            moves = 0;
            move(0, 1, 13);
            return moves;
        }

        boolean verifyResult(Object r) { return (Integer) r == 8191; }
    }

    static final class Mandelbrot extends Benchmark {
        Object benchmark() {
            int size = 40, sum = 0, bits = 0, bit = 0;
            for (int y = 0; y < size; y++) {
                double ci = 2.0 * y / size - 1.0;
                for (int x = 0; x < size; x++) {
                    double zr = 0, zi = 0, cr = 2.0 * x / size - 1.5;
                    int i = 0;
                    boolean escape = false;
                    while (i < 50 && !escape) {
                        double nzr = zr * zr - zi * zi + cr;
                        zi = 2 * zr * zi + ci;
                        zr = nzr;
                        escape = zr * zr + zi * zi > 4.0;
                        i++;
                    }
                    bits = (bits << 1) | (escape ? 0 : 1);
                    if (++bit == 8) { sum ^= bits; bits = 0; bit = 0; }
                }
            }
            return sum;
        }

        boolean verifyResult(Object r) { return r instanceof Integer; }
    }

    static final Map<String, Supplier<Benchmark>> REGISTRY = new TreeMap<>();

    static {
        REGISTRY.put("Bounce", Bounce::new);
        REGISTRY.put("List", ListBench::new);
        REGISTRY.put("Permute", () -> new Permute());
        REGISTRY.put("Queens", Queens::new);
        REGISTRY.put("Sieve", Sieve::new);
        REGISTRY.put("Storage", Storage::new);
        REGISTRY.put("Towers", Towers::new);
        REGISTRY.put("Mandelbrot", Mandelbrot::new);
    }

    static final class Run {
        final String name;
        final Supplier<Benchmark> factory;
        int iterations = 1, inner = 1;
        long total;

        Run(String name) {
            this.name = name;
            Supplier<Benchmark> f = REGISTRY.get(name);
            if (f == null) throw new IllegalArgumentException("No benchmark named " + name);
            this.factory = f;
        }

        void runBenchmark() {
            Benchmark b = factory.get();
            System.out.println("Starting " + name + " benchmark ...");
            for (int i = 0; i < iterations; i++) {
                long start = System.nanoTime();
                if (!b.innerBenchmarkLoop(inner)) throw new RuntimeException("Benchmark failed with incorrect result");
                long end = System.nanoTime();
                total += Math.max(0, end - start) >= 0 ? 1 : 0;
            }
            System.out.println(name + ": iterations=" + iterations + " runs=" + total);
            Object r = b.benchmark();
            System.out.printf("%-12s result %s (%s)%n", name, r, r.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        int iterations = Integer.parseInt(args[0]);
        int inner = Integer.parseInt(args[1]);
        List<String> names = new ArrayList<>();
        for (int i = 2; i < args.length; i++) names.add(args[i]);
        if (names.contains("all")) {
            names.remove("all");
            names.addAll(REGISTRY.keySet());
        }
        Map<String, Integer> seen = new HashMap<>();
        for (String n : names) {
            seen.merge(n, 1, Integer::sum);
            Run run = new Run(n);
            run.iterations = iterations;
            run.inner = inner;
            run.runBenchmark();
        }
        System.out.println(new TreeMap<>(seen));
        new Run("Richards").runBenchmark();
    }
}
