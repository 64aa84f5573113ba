// K-nucleotide in a streams-and-tasks style: stdin lines via BufferedReader.lines(), the third
// record's sequence upper-cased with toUpperCase(Locale.ROOT), k-mer tables built by tasks from
// invokeAll into ConcurrentHashMaps (merge, LongAdder), sorted with Map.Entry comparators and
// Collectors.toMap into LinkedHashMap; output with String.format widths.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class BenchKNucStreams {
    static Map<String, Long> table(String seq, int k) {
        ConcurrentHashMap<String, LongAdder> m = new ConcurrentHashMap<>();
        IntStream.rangeClosed(0, seq.length() - k).parallel()
            .forEach(i -> m.computeIfAbsent(seq.substring(i, i + k), x -> new LongAdder()).increment());
        return m.entrySet().stream()
            .sorted(Map.Entry.<String, LongAdder>comparingByValue(Comparator.comparingLong(LongAdder::sum)).reversed()
                .thenComparing(Map.Entry.comparingByKey()))
            .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().sum(), (a, b) -> a, LinkedHashMap::new));
    }

    public static void main(String[] args) throws IOException, InterruptedException, ExecutionException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        List<String> lines = r.lines().collect(Collectors.toList());
        int start = -1;
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).startsWith(">THREE")) start = i + 1;
        String seq = lines.subList(start, lines.size()).stream()
            .filter(l -> !l.startsWith(">"))
            .collect(Collectors.joining()).toUpperCase(Locale.ROOT);
        System.out.println("sequence " + seq.length() + " from " + lines.size() + " lines");

        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Callable<Map<String, Long>>> jobs = new ArrayList<>();
        for (int k : new int[] {1, 2, 3, 4, 6, 12, 18}) jobs.add(() -> table(seq, k));
        List<Future<Map<String, Long>>> results = pool.invokeAll(jobs);
        pool.shutdown();
        for (int j = 0; j < 2; j++) {
            Map<String, Long> t = results.get(j).get();
            long total = t.values().stream().mapToLong(Long::longValue).sum();
            t.forEach((key, n) -> System.out.println(String.format("%s %.3f", key, 100.0 * n / total)));
            System.out.println();
        }
        String[] probes = {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"};
        for (String p : probes) {
            Map<String, Long> t = null;
            for (Future<Map<String, Long>> f : results) {
                Map<String, Long> cand = f.get();
                if (cand.keySet().iterator().next().length() == p.length()) t = cand;
            }
            long n = t == null ? -1 : t.getOrDefault(p, 0L);
            System.out.printf("%d\t%s%n", n, p);
        }
        Map<String, Long> tri = results.get(2).get();
        System.out.println(tri.entrySet().stream().limit(5).map(Object::toString).collect(Collectors.joining(" ", "<", ">")));
        IntSummaryStatistics st = tri.values().stream().mapToInt(Long::intValue).summaryStatistics();
        System.out.println(st);
        Map<Character, List<String>> byFirst = tri.keySet().stream().sorted()
            .collect(Collectors.groupingBy(s -> s.charAt(0), TreeMap::new, Collectors.toList()));
        byFirst.forEach((c, l) -> System.out.printf("%c: %2d %s..%s%n", c, l.size(), l.get(0), l.get(l.size() - 1)));
        System.out.println(pool.awaitTermination(5, TimeUnit.SECONDS) + " " + "gGtA".toLowerCase(Locale.ROOT) + " " + "title".toUpperCase(Locale.ENGLISH));
    }
}
