// Exception handlers, finally, synchronized blocks and both kinds of switch.
public class Flow {
    static int table(int x) {
        switch (x) {
            case 0: return 10;
            case 1: return 11;
            case 2: return 12;
            case 3: return 13;
            case 4: return 14;
            default: return -1;
        }
    }

    static int lookup(int x) {
        switch (x) {
            case -1000: return 1;
            case 7: return 2;
            case 100000: return 3;
            default: return 0;
        }
    }

    static String strings(String s) {
        switch (s) {
            case "a": return "A";
            case "bb": return "B";
            default: return "?";
        }
    }

    static int guarded(int[] a, int i) {
        try {
            return a[i] / (i - 1);
        } catch (ArrayIndexOutOfBoundsException | NullPointerException e) {
            return -1;
        } catch (ArithmeticException e) {
            return -2;
        } finally {
            System.out.println("done");
        }
    }

    private final Object lock = new Object();
    private int n;

    synchronized void bump() { n++; }

    void locked() {
        synchronized (lock) {
            n += 2;
        }
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int i = -1; i < 6; i++) {
            sum += table(i) + lookup(i * 7) + guarded(new int[] {1, 2, 3}, i);
        }
        long[][] grid = new long[3][4];
        grid[1][2] = sum;
        System.out.println(sum + strings("bb") + grid[1][2]);
    }
}
