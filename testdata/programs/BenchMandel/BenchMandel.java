// Mandelbrot style: a PBM (P4) bitmap of the Mandelbrot set written as raw bytes to stdout through
// a BufferedOutputStream; rows computed by threads that take row numbers from an AtomicInteger.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicInteger;

public class BenchMandel {
    static byte[][] rows;
    static double[] crs;

    static void computeRow(int y, int size) {
        double ci = 2.0 * y / size - 1.0;
        byte[] row = rows[y];
        int bits = 0, bitNum = 0, out = 0;
        for (int x = 0; x < size; x++) {
            double zr = 0, zi = 0, cr = crs[x];
            int i = 50;
            double tr, ti;
            do {
                tr = zr * zr;
                ti = zi * zi;
                zi = 2.0 * zr * zi + ci;
                zr = tr - ti + cr;
            } while (tr + ti <= 4.0 && --i > 0);
            bits = (bits << 1) | (tr + ti <= 4.0 ? 1 : 0);
            if (++bitNum == 8) {
                row[out++] = (byte) bits;
                bits = 0;
                bitNum = 0;
            }
        }
        if (bitNum != 0) row[out] = (byte) (bits << (8 - bitNum));
    }

    public static void main(String[] args) throws Exception {
        final int size = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        rows = new byte[size][(size + 7) / 8];
        crs = new double[size];
        for (int x = 0; x < size; x++) crs[x] = 2.0 * x / size - 1.5;
        final AtomicInteger next = new AtomicInteger();
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(new Runnable() {
                public void run() {
                    int y;
                    while ((y = next.getAndIncrement()) < size) computeRow(y, size);
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 12);
        out.write(("P4\n" + size + " " + size + "\n").getBytes("US-ASCII"));
        for (byte[] row : rows) out.write(row);
        out.write(0x0A);
        out.write(new byte[] {(byte) 0xFF, 0x00, (byte) 0x80}, 1, 2);
        out.flush();
        int ones = 0;
        for (byte[] row : rows) for (byte b : row) ones += Integer.bitCount(b & 0xFF);
        System.out.println();
        System.out.println("set bits: " + ones);
        System.out.flush();
        try {
            out.write(new byte[2], 1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        } catch (IOException e) {
            System.out.println("io " + e);
        }
        out.close();
        System.out.println("after close");
    }
}
