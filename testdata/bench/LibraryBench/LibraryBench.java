// LibraryBench: library-heavy workloads for the benchmark against HotSpot's interpreter
// (BenchmarkLibrary in tracer/vm, testdata/bench-library.sh). "bigmul" multiplies and "bigdiv"
// divides 1,000-digit BigIntegers; "chm" fills, reads and merges a ConcurrentHashMap from four
// pool threads. Each prints a checksum so that both JVMs can be seen to do the same work.

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class LibraryBench {
    static BigInteger digits(Random r, int n) {
        StringBuilder sb = new StringBuilder();
        sb.append((char) ('1' + r.nextInt(9)));
        for (int i = 1; i < n; i++) sb.append((char) ('0' + r.nextInt(10)));
        return new BigInteger(sb.toString());
    }

    public static void main(String[] args) throws Exception {
        Random r = new Random(42);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        switch (args[0]) {
            case "bigmul": {
                BigInteger a = digits(r, 1000), b = digits(r, 1000), acc = BigInteger.ZERO;
                for (int i = 0; i < rounds; i++) {
                    acc = acc.add(a.multiply(b));
                    a = a.add(BigInteger.ONE);
                }
                System.out.println(acc.bitLength() + " " + acc.mod(BigInteger.valueOf(1000003)));
                break;
            }
            case "bigdiv": {
                BigInteger a = digits(r, 2000), b = digits(r, 1000), acc = BigInteger.ZERO;
                for (int i = 0; i < rounds; i++) {
                    BigInteger[] qr = a.divideAndRemainder(b);
                    acc = acc.add(qr[0]).add(qr[1]);
                    a = a.add(BigInteger.TEN);
                }
                System.out.println(acc.bitLength() + " " + acc.mod(BigInteger.valueOf(1000003)));
                break;
            }
            case "chm": {
                ConcurrentHashMap<Integer, Long> map = new ConcurrentHashMap<>();
                ExecutorService pool = Executors.newFixedThreadPool(4);
                List<Future<Long>> results = new ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    final int seed = t;
                    results.add(pool.submit(() -> {
                        long sum = 0;
                        for (int i = 0; i < rounds * 250; i++) {
                            int k = (i * 31 + seed * 7) % 5000;
                            map.merge(k, 1L, Long::sum);
                            Long v = map.get((k * 17) % 5000);
                            if (v != null) sum += v;
                        }
                        return sum;
                    }));
                }
                long total = 0;
                for (Future<Long> f : results) total += f.get();
                pool.shutdown();
                long merged = 0;
                for (long v : map.values()) merged += v;
                System.out.println(map.size() + " " + merged + " " + (total > 0));
                break;
            }
            default:
                throw new IllegalArgumentException(args[0]);
        }
    }
}
