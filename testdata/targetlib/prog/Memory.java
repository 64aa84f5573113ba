/**
 * Library code that reads and writes arrays through JOP's handles (the stand-in System.arraycopy):
 * int, char, long and reference arrays, overlapping copies, and the checks of the handle's type
 * and length words.
 */
public class Memory {
    public static void main(String[] args) {
        int[] a = {1, 2, 3, 4, 5, 6};
        int[] b = new int[4];
        System.arraycopy(a, 2, b, 1, 3);
        System.out.println(b[0] * 1000 + b[1] * 100 + b[2] * 10 + b[3]);
        System.arraycopy(a, 0, a, 1, 5);
        System.out.println(a[0] * 100000 + a[1] * 10000 + a[2] * 1000 + a[3] * 100 + a[4] * 10 + a[5]);
        char[] c = {'h', 'a', 'n', 'd', 'l', 'e'};
        char[] e = new char[3];
        System.arraycopy(c, 3, e, 0, 3);
        System.out.print(e[0]);
        System.out.print(e[1]);
        System.out.print(e[2]);
        System.out.println("");
        long[] l = {0x100000002L, -3L, 0x7fffffffffffffffL};
        long[] m = new long[3];
        System.arraycopy(l, 0, m, 1, 2);
        System.out.println(m[1] == 0x100000002L && m[2] == -3L && m[0] == 0 ? "longs copied" : "longs wrong");
        Object[] r = {"x", "y", null};
        Object[] s = new Object[2];
        System.arraycopy(r, 1, s, 0, 2);
        System.out.println(s[0] == r[1] && s[1] == null ? "references copied" : "references wrong");
        try {
            System.arraycopy(a, 0, c, 0, 1);
        } catch (ArrayStoreException x) {
            System.out.println("int[] to char[] refused");
        }
        try {
            System.arraycopy(a, 4, b, 0, 3);
        } catch (IndexOutOfBoundsException x) {
            System.out.println("past the end refused");
        }
    }
}
