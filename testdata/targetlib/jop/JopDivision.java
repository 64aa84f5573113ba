/** Integer and long arithmetic that JOP runs in software, printed through System.out. */
public class JopDivision {
    public static void main(String[] args) {
        int seed = 12345;
        int sum = 0;
        for (int i = 1; i < 40; i++) {
            seed = seed * 1103515245 + 12345;
            int d = (seed >>> 8) % 1000 - 500;
            if (d == 0) {
                d = 7;
            }
            sum += seed / d + seed % d;
        }
        System.out.println(sum);
        long acc = 1;
        for (int i = 1; i < 20; i++) {
            acc = acc * 31 + i;
            acc = acc % 1000000007L;
        }
        System.out.println((int) acc);
        System.out.println((int) (acc / 3));
        try {
            System.out.println(sum / (sum - sum));
        } catch (ArithmeticException e) {
            System.out.println("caught");
        }
    }
}
