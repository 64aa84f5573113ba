// K-nucleotide style: reads a FASTA file from stdin with BufferedReader.readLine, takes the
// sequence after ">THREE", counts k-mers in HashMaps keyed by a custom key class and by String,
// prints frequencies sorted by count (Comparator) with "%s %.3f", and counts of given k-mers.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class BenchKNuc {
    /** A k-mer packed two bits per base into a long. */
    static final class Key {
        long bits;
        int len;

        Key(long bits, int len) {
            this.bits = bits;
            this.len = len;
        }

        @Override
        public int hashCode() {
            return (int) (bits ^ (bits >>> 32)) * 31 + len;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Key)) return false;
            Key k = (Key) o;
            return k.bits == bits && k.len == len;
        }

        @Override
        public String toString() {
            char[] cs = new char[len];
            long b = bits;
            for (int i = len - 1; i >= 0; i--) {
                cs[i] = "ACGT".charAt((int) (b & 3));
                b >>= 2;
            }
            return new String(cs);
        }
    }

    static int code(byte c) {
        switch (c) {
            case 'A': return 0;
            case 'C': return 1;
            case 'G': return 2;
            default: return 3;
        }
    }

    static Map<Key, int[]> count(byte[] seq, int k) {
        Map<Key, int[]> m = new HashMap<Key, int[]>();
        long mask = (1L << (2 * k)) - 1;
        long bits = 0;
        for (int i = 0; i < seq.length; i++) {
            bits = ((bits << 2) | code(seq[i])) & mask;
            if (i >= k - 1) {
                Key key = new Key(bits, k);
                int[] c = m.get(key);
                if (c == null) m.put(key, new int[] {1});
                else c[0]++;
            }
        }
        return m;
    }

    static void frequencies(byte[] seq, int k) {
        Map<Key, int[]> m = count(seq, k);
        List<Map.Entry<Key, int[]>> es = new ArrayList<Map.Entry<Key, int[]>>(m.entrySet());
        Collections.sort(es, new Comparator<Map.Entry<Key, int[]>>() {
            public int compare(Map.Entry<Key, int[]> a, Map.Entry<Key, int[]> b) {
                int c = Integer.compare(b.getValue()[0], a.getValue()[0]);
                return c != 0 ? c : a.getKey().toString().compareTo(b.getKey().toString());
            }
        });
        int total = seq.length - k + 1;
        for (Map.Entry<Key, int[]> e : es) {
            System.out.printf("%s %.3f\n", e.getKey(), e.getValue()[0] * 100.0 / total);
        }
        System.out.println();
    }

    static void specific(byte[] seq, String frag) {
        Map<Key, int[]> m = count(seq, frag.length());
        long bits = 0;
        for (int i = 0; i < frag.length(); i++) bits = (bits << 2) | code((byte) frag.charAt(i));
        int[] c = m.get(new Key(bits, frag.length()));
        System.out.println((c == null ? 0 : c[0]) + "\t" + frag);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.startsWith(">THREE")) break;
        }
        StringBuilder sb = new StringBuilder();
        int lines = 0;
        while ((line = in.readLine()) != null) {
            if (line.charAt(0) == '>') break;
            sb.append(line);
            lines++;
        }
        byte[] seq = sb.toString().toUpperCase().getBytes();
        System.out.println("lines " + lines + ", length " + seq.length);
        frequencies(seq, 1);
        frequencies(seq, 2);
        String[] frags = {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"};
        for (String f : frags) specific(seq, f);

        // String keys and a TreeMap view of 3-mers
        Map<String, Integer> counts = new HashMap<String, Integer>();
        String s = new String(seq);
        for (int i = 0; i + 3 <= s.length(); i++) {
            String kmer = s.substring(i, i + 3);
            Integer old = counts.get(kmer);
            counts.put(kmer, old == null ? 1 : old + 1);
        }
        TreeMap<String, Integer> sorted = new TreeMap<String, Integer>(counts);
        System.out.println(sorted.size() + " " + sorted.firstKey() + "=" + sorted.firstEntry().getValue()
                + " " + sorted.lastEntry() + " " + sorted.headMap("CA"));
    }
}
