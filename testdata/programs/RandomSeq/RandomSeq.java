// RandomSeq: java.util.Random with fixed seeds must reproduce the JDK's exact sequences.
// Covers: the 48-bit LCG (setSeed scrambling, next(bits)), nextInt(), nextInt(bound) for
// power-of-two and other bounds (including the rejection loop for large bounds), nextLong,
// nextDouble, nextFloat, nextBoolean, nextBytes, nextGaussian (printed rounded to 1e-9, since it
// uses StrictMath.log/sqrt), setSeed resetting the sequence and the cached Gaussian,
// IllegalArgumentException for a bad bound, Collections.shuffle(list, rnd), and a Monte Carlo
// style histogram. Long arithmetic heavy (lmul, land, lushr).

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

public class RandomSeq {
    static double round9(double v) {
        return Math.round(v * 1e9) / 1e9;
    }

    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder("nextInt:");
        for (int i = 0; i < 8; i++) sb.append(' ').append(r.nextInt());
        System.out.println(sb);
        int[] bounds = { 1, 2, 3, 7, 10, 16, 100, 1000, 1 << 20, 1000000007, Integer.MAX_VALUE, (1 << 30) + 1 };
        for (int b = 0; b < bounds.length; b++) {
            sb.setLength(0);
            sb.append("nextInt(").append(bounds[b]).append("):");
            for (int i = 0; i < 10; i++) sb.append(' ').append(r.nextInt(bounds[b]));
            System.out.println(sb);
        }
        sb.setLength(0);
        sb.append("nextLong:");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextLong());
        System.out.println(sb);
        sb.setLength(0);
        sb.append("nextDouble:");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextDouble());
        System.out.println(sb);
        sb.setLength(0);
        sb.append("nextFloat:");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextFloat());
        System.out.println(sb);
        sb.setLength(0);
        sb.append("nextBoolean:");
        for (int i = 0; i < 16; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println(sb);
        byte[] bytes = new byte[11];
        r.nextBytes(bytes);
        sb.setLength(0);
        sb.append("nextBytes:");
        for (int i = 0; i < bytes.length; i++) sb.append(' ').append(bytes[i]);
        System.out.println(sb);
        sb.setLength(0);
        sb.append("nextGaussian:");
        for (int i = 0; i < 6; i++) sb.append(' ').append(round9(r.nextGaussian()));
        System.out.println(sb);

        Random a = new Random(-1L);
        Random b = new Random(0L);
        Random c = new Random(Long.MAX_VALUE);
        System.out.println("seeds -1/0/MAX: " + a.nextInt() + " " + b.nextInt() + " " + c.nextInt() + " " + a.nextLong() + " " + b.nextDouble() + " " + c.nextInt(50));
        r.nextGaussian(); // leaves a cached Gaussian; setSeed must clear it
        r.setSeed(42);
        System.out.println("after setSeed(42): " + r.nextInt() + " " + round9(r.nextGaussian()));
        Random r2 = new Random(42);
        r2.nextInt();
        System.out.println("fresh Random(42) agrees: " + round9(r2.nextGaussian()));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
        try {
            r.nextInt(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(-5): " + e.getMessage());
        }

        List<Integer> list = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) list.add(i);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffle(seed 7) " + list);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffled again   " + list);
        List<String> words = new ArrayList<String>();
        for (int i = 0; i < 6; i++) words.add("w" + i);
        Collections.shuffle(words, new Random(123456789L));
        System.out.println("shuffle words " + words);

        Random m = new Random(2024);
        int[] hist = new int[10];
        long sum = 0;
        for (int i = 0; i < 100000; i++) {
            int v = m.nextInt(10);
            hist[v]++;
            sum += m.nextInt(1000);
        }
        sb.setLength(0);
        sb.append("histogram:");
        for (int i = 0; i < 10; i++) sb.append(' ').append(hist[i]);
        System.out.println(sb + " sum " + sum);
        int inside = 0;
        for (int i = 0; i < 50000; i++) {
            double x = m.nextDouble(), y = m.nextDouble();
            if (x * x + y * y <= 1.0) inside++;
        }
        System.out.println("monte carlo inside " + inside + " pi ~ " + (4.0 * inside / 50000));
    }
}
