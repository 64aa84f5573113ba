// Reverse-complement style: reads all of stdin as bytes (System.in.read into a growing buffer),
// and for each FASTA record writes the header and the reverse complement of its sequence in
// 60-column lines with System.out.write(byte[], int, int).
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

public class BenchRevComp {
    static final byte[] MAP = new byte[128];

    static {
        String from = "ACGTUMRWSYKVHDBNacgtumrwsykvhdbn";
        String to   = "TGCAAKYWSRMBDHVNTGCAAKYWSRMBDHVN";
        for (int i = 0; i < MAP.length; i++) MAP[i] = (byte) i;
        for (int i = 0; i < from.length(); i++) MAP[from.charAt(i)] = (byte) to.charAt(i);
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        byte[] buf = new byte[1000];
        int n;
        while ((n = in.read(buf)) > 0) bos.write(buf, 0, n);
        return bos.toByteArray();
    }

    static void emit(ByteArrayOutputStream out, byte[] data, int start, int end) {
        // collect bases without newlines, reversed and complemented
        byte[] seq = new byte[end - start];
        int n = 0;
        for (int i = end - 1; i >= start; i--) {
            byte b = data[i];
            if (b != '\n') seq[n++] = MAP[b];
        }
        for (int i = 0; i < n; i += 60) {
            out.write(seq, i, Math.min(60, n - i));
            out.write('\n');
        }
    }

    public static void main(String[] args) throws IOException {
        byte[] data = readAll(System.in);
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length);
        int i = 0, records = 0;
        while (i < data.length) {
            int hdrEnd = i;
            while (data[hdrEnd] != '\n') hdrEnd++;
            out.write(data, i, hdrEnd + 1 - i);
            int seqStart = hdrEnd + 1, seqEnd = seqStart;
            while (seqEnd < data.length && data[seqEnd] != '>') seqEnd++;
            emit(out, data, seqStart, seqEnd);
            records++;
            i = seqEnd;
        }
        System.out.write(out.toByteArray(), 0, out.size());
        System.out.flush();
        System.out.println(records + " records, " + data.length + " bytes in, " + out.size() + " out");
        System.out.println(System.in.read() + " " + System.in.available());
    }
}
