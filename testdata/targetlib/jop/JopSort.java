/** Insertion sort of pseudo-random ints, with a StringBuffer for the output line. */
public class JopSort {
    public static void main(String[] args) {
        int[] a = new int[24];
        int x = 7;
        for (int i = 0; i < a.length; i++) {
            x = x * 75 % 65537;
            a[i] = x % 100;
        }
        for (int i = 1; i < a.length; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < a.length; i++) {
            sb.append(a[i]);
            sb.append(' ');
        }
        System.out.println(sb.toString());
    }
}
