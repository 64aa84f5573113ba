// Regex-redux in an asynchronous style: stdin read fully through an InputStream into a String
// (ISO-8859-1), variant patterns counted concurrently with CompletableFuture.supplyAsync and
// Matcher.results().count(), substitutions chained with replaceAll, splitAsStream and
// String.chars() statistics; results joined in a fixed order.
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;
import java.util.regex.*;
import java.util.stream.*;

public class BenchRegexAsync {
    static String slurp(InputStream in) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        byte[] buf = new byte[256];
        for (int n; (n = in.read(buf, 0, buf.length)) != -1; ) bos.write(buf, 0, n);
        return bos.toString(StandardCharsets.ISO_8859_1.name());
    }

    public static void main(String[] args) throws Exception {
        String input = slurp(System.in);
        String seq = Pattern.compile(">[^\n]*\n|\n").matcher(input).replaceAll("").toLowerCase();
        List<String> variants = Arrays.asList("agg|cct", "[ag]gt|ac[ct]", "a[cg]t", "(tt|aa)a+", "g{3,}", "c.c.c");
        ExecutorService ex = Executors.newFixedThreadPool(2);
        Map<String, CompletableFuture<Long>> counts = new LinkedHashMap<>();
        for (String v : variants) {
            counts.put(v, CompletableFuture.supplyAsync(() -> Pattern.compile(v).matcher(seq).results().count(), ex));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(counts.values().toArray(new CompletableFuture[0]));
        all.join();
        counts.forEach((v, f) -> System.out.println(v + " " + f.join()));

        Map<String, String> subst = new LinkedHashMap<>();
        subst.put("tHa[Nt]", "<4>");
        subst.put("a[ct]g", "<2>");
        subst.put("<[^>]*>", "|");
        subst.put("\\|+", "-");
        String s = seq.substring(0, Math.min(2000, seq.length()));
        for (Map.Entry<String, String> e : subst.entrySet()) {
            s = Pattern.compile(e.getKey(), Pattern.CASE_INSENSITIVE).matcher(s).replaceAll(e.getValue());
            System.out.println(e.getKey() + " => " + s.length());
        }
        Map<Integer, Long> pieces = Pattern.compile("-").splitAsStream(s)
            .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println(pieces.entrySet().stream().limit(6).collect(Collectors.toList()));
        Map<Character, Long> letters = seq.chars().mapToObj(c -> (char) c)
            .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println(letters);
        Matcher m = Pattern.compile("(?<first>a+)(c+)").matcher(seq);
        List<String> firstFew = m.results().limit(4).map(r -> r.group(1) + ":" + r.group(2) + "@" + r.start()).collect(Collectors.toList());
        System.out.println(firstFew + " " + m.hitEnd());
        System.out.println(Pattern.compile("(\\w)(\\d)").matcher("a1b2c3").replaceAll(r -> r.group(2) + r.group(1)));
        CompletableFuture<String> chain = CompletableFuture.supplyAsync(() -> "x", ex)
            .thenApplyAsync(x -> x + "y", ex).thenCombine(CompletableFuture.completedFuture("z"), String::concat);
        System.out.println(chain.get(5, TimeUnit.SECONDS));
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> Integer.parseInt("zz"), ex);
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getCause());
        }
        System.out.println(failing.isCompletedExceptionally() + " " + failing.exceptionally(t -> -1).join());
        ex.shutdown();
        System.out.println(String.format("%n%d%n%d", input.length(), seq.length()).trim());
    }
}
