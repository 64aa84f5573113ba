// Fasta style: writes DNA sequences (repeated ALU-like fragment, then two weighted random
// sequences drawn from a linear congruential generator) as 60-column lines into a byte buffer.
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

public class BenchFasta {
    static final int LINE = 60;
    static final String FRAGMENT =
        "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGAC"
        + "CAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAATACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCAGCTA";

    static final class Freq {
        final byte sym;
        double p;

        Freq(char c, double p) {
            this.sym = (byte) c;
            this.p = p;
        }
    }

    static final Freq[] IUB = {
        new Freq('a', 0.27), new Freq('c', 0.12), new Freq('g', 0.12), new Freq('t', 0.27),
        new Freq('B', 0.02), new Freq('D', 0.02), new Freq('H', 0.02), new Freq('K', 0.02),
        new Freq('M', 0.02), new Freq('N', 0.02), new Freq('R', 0.02), new Freq('S', 0.02),
        new Freq('V', 0.02), new Freq('W', 0.02), new Freq('Y', 0.02),
    };
    static final Freq[] HOMO = {
        new Freq('a', 0.3029549426680), new Freq('c', 0.1979883004921),
        new Freq('g', 0.1975473066391), new Freq('t', 0.3015094502008),
    };

    static int seed = 42;

    static double random(double max) {
        seed = (seed * 3877 + 29573) % 139968;
        return max * seed / 139968;
    }

    static void cumulate(Freq[] fs) {
        double acc = 0;
        for (Freq f : fs) {
            acc += f.p;
            f.p = acc;
        }
    }

    static void repeat(OutputStream out, String header, String src, int n) throws IOException {
        out.write(header.getBytes());
        byte[] s = src.getBytes();
        byte[] line = new byte[LINE + 1];
        int pos = 0;
        while (n > 0) {
            int len = Math.min(n, LINE);
            for (int i = 0; i < len; i++) {
                line[i] = s[pos];
                if (++pos == s.length) pos = 0;
            }
            line[len] = '\n';
            out.write(line, 0, len + 1);
            n -= len;
        }
    }

    static void randomSeq(OutputStream out, String header, Freq[] fs, int n) throws IOException {
        out.write(header.getBytes());
        byte[] line = new byte[LINE + 1];
        while (n > 0) {
            int len = Math.min(n, LINE);
            for (int i = 0; i < len; i++) {
                double r = random(1.0);
                int k = 0;
                while (fs[k].p < r) k++;
                line[i] = fs[k].sym;
            }
            line[len] = '\n';
            out.write(line, 0, len + 1);
            n -= len;
        }
    }

    public static void main(String[] args) throws IOException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        cumulate(IUB);
        cumulate(HOMO);
        ByteArrayOutputStream buf = new ByteArrayOutputStream(1024);
        repeat(buf, ">ONE Homo sapiens alu\n", FRAGMENT, n * 2);
        randomSeq(buf, ">TWO IUB ambiguity codes\n", IUB, n * 3);
        randomSeq(buf, ">THREE Homo sapiens frequency\n", HOMO, n * 5);
        PrintStream ps = new PrintStream(System.out, false);
        buf.writeTo(ps);
        ps.flush();
        System.err.println("bytes: " + buf.size() + " seed: " + seed);
        byte[] all = buf.toByteArray();
        int gc = 0;
        for (byte b : all) if (b == 'g' || b == 'c' || b == 'G' || b == 'C') gc++;
        System.err.printf("gc=%d ratio=%.4f%n", gc, (double) gc / all.length);
        buf.reset();
        System.err.println("after reset: " + buf.size() + " '" + buf.toString() + "'");
    }
}
