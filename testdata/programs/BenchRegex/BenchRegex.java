// Regex-redux style: reads FASTA from stdin into a String, strips headers and newlines with
// replaceAll, counts matches of alternation patterns with Matcher.find, then applies IUB code
// substitutions with Matcher.appendReplacement / replaceAll and prints the lengths.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class BenchRegex {
    static String readAll(Reader r) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[512];
        int n;
        while ((n = r.read(buf)) != -1) sb.append(buf, 0, n);
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        String input = readAll(new BufferedReader(new InputStreamReader(System.in)));
        int initial = input.length();
        String seq = Pattern.compile(">.*\n|\n").matcher(input).replaceAll("");
        int cleaned = seq.length();
        seq = seq.toLowerCase();

        String[] variants = {
            "agggtaaa|tttaccct",
            "[cgt]gggtaaa|tttaccc[acg]",
            "a[act]ggtaaa|tttacc[agt]t",
            "ag[act]gtaaa|tttac[agt]ct",
            "agg[act]taaa|ttta[agt]cct",
            "aggg[acg]aaa|ttt[cgt]ccct",
            "gc[at]t|a[at]gc",
            "(ta|at)+g",
            "c{2,3}a?g",
        };
        for (String v : variants) {
            Matcher m = Pattern.compile(v).matcher(seq);
            int count = 0;
            while (m.find()) count++;
            System.out.println(v + " " + count);
        }

        Map<String, String> iub = new LinkedHashMap<String, String>();
        iub.put("tHa[Nt]", "<4>");
        iub.put("aND|caN|Ha[DS]|WaS", "<3>");
        iub.put("a[NSt]|BY", "<2>");
        iub.put("<[^>]*>", "|");
        iub.put("\\|[^|][^|]*\\|", "-");
        String upper = seq.substring(0, Math.min(seq.length(), 3000)).toUpperCase().replace('A', 'a').replace('T', 't');
        for (Map.Entry<String, String> e : iub.entrySet()) {
            Matcher m = Pattern.compile(e.getKey()).matcher(upper);
            StringBuffer sb = new StringBuffer();
            int reps = 0;
            while (m.find()) {
                m.appendReplacement(sb, e.getValue());
                reps++;
            }
            m.appendTail(sb);
            upper = sb.toString();
            System.out.println(e.getKey() + " -> " + reps + " " + upper.length());
        }

        Pattern words = Pattern.compile("([a-z]+)(\\d+)?", Pattern.CASE_INSENSITIVE);
        Matcher wm = words.matcher("abc12 DEF x9 ghi");
        while (wm.find()) {
            System.out.println(wm.group() + " [" + wm.start() + "," + wm.end() + ") g1=" + wm.group(1) + " g2=" + wm.group(2) + " count=" + wm.groupCount());
        }
        System.out.println(Pattern.matches("[ACGT]+", "GATTACA") + " " + "a1b22c333".replaceAll("\\d+", "#") + " " + "x-y--z".split("-+").length);
        System.out.println(Pattern.compile("g+").matcher("aggcgggt").replaceAll("<$0>") + " " + Pattern.quote("a.b") + " " + "a.b".matches(Pattern.quote("a.b")));
        System.out.println(String.join(",", Pattern.compile(",\\s*").split("one, two,three,  four")));
        System.out.println("\n" + initial + "\n" + cleaned + "\n" + upper.length());
    }
}
