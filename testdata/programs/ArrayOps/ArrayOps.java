// ArrayOps: arrays of every type and the exceptions arrays raise.
// Covers: newarray for every primitive type (default values), anewarray, multianewarray (2D, 3D,
// partially specified dimensions like new int[3][] and new long[2][3][]), array initializers,
// [bcsilfd a]aload/astore, arraylength, array covariance (String[] as Object[]), clone() of
// primitive, reference and multi-dimensional arrays (shallow), ArrayIndexOutOfBoundsException
// messages ("Index 5 out of bounds for length 3"), NegativeArraySizeException messages (also
// from multianewarray), ArrayStoreException messages, NullPointerException on a null array,
// System.arraycopy (overlapping ranges, primitive and reference, with its exception messages),
// getClass().getName() of array classes, Arrays.toString/deepToString/equals/fill/copyOf.
// NullPointerException messages are printed: JDK 17's helpful ones for the VM's NPEs, none
// (null) for those thrown by System.arraycopy.

import java.util.Arrays;

public class ArrayOps {
    static int three = 3;
    static int minusOne = -1;

    static void defaults() {
        boolean[] z = new boolean[2];
        byte[] b = new byte[2];
        char[] c = new char[2];
        short[] s = new short[2];
        int[] i = new int[2];
        long[] l = new long[2];
        float[] f = new float[2];
        double[] d = new double[2];
        String[] str = new String[2];
        System.out.println("defaults: " + z[1] + " " + b[1] + " " + (int) c[1] + " " + s[1] + " " + i[1] + " " + l[1] + " "
                + f[1] + " " + d[1] + " " + str[1]);
        System.out.println("lengths: " + z.length + b.length + c.length + s.length + i.length + l.length + f.length + d.length + str.length);
        z[0] = true;
        b[0] = (byte) 200;
        c[0] = 'x';
        s[0] = (short) 70000;
        i[0] = 1 << 31;
        l[0] = 1L << 40;
        f[0] = 1.5f;
        d[0] = -2.25;
        str[0] = "s";
        System.out.println("stored: " + z[0] + " " + b[0] + " " + c[0] + " " + s[0] + " " + i[0] + " " + l[0] + " " + f[0] + " "
                + d[0] + " " + str[0]);
        b[1] = (byte) (b[0] + 100);
        c[1] = (char) (c[0] + 1);
        s[1] += 1000;
        i[1]++;
        l[1]--;
        f[1] -= 0.5f;
        d[1] *= 3;
        System.out.println("updated: " + b[1] + " " + c[1] + " " + s[1] + " " + i[1] + " " + l[1] + " " + f[1] + " " + d[1]);
        System.out.println(Arrays.toString(z) + Arrays.toString(b) + Arrays.toString(c) + Arrays.toString(s)
                + Arrays.toString(i) + Arrays.toString(l) + Arrays.toString(f) + Arrays.toString(d) + Arrays.toString(str));
        System.out.println("classes: " + z.getClass().getName() + " " + b.getClass().getName() + " " + c.getClass().getName()
                + " " + s.getClass().getName() + " " + i.getClass().getName() + " " + l.getClass().getName() + " "
                + f.getClass().getName() + " " + d.getClass().getName() + " " + str.getClass().getName() + " "
                + new int[1][1].getClass().getName() + " " + new String[0][0][0].getClass().getName());
        System.out.println("simple names: " + i.getClass().getSimpleName() + " " + new String[1][1].getClass().getSimpleName());
        int[] empty = new int[0];
        System.out.println("empty: " + empty.length + " " + Arrays.toString(empty));
    }

    static void multi() {
        int[][] grid = new int[3][4];
        for (int r = 0; r < grid.length; r++)
            for (int k = 0; k < grid[r].length; k++)
                grid[r][k] = r * 10 + k;
        System.out.println("grid " + Arrays.deepToString(grid));
        int[][][] cube = new int[2][3][4];
        int n = 0;
        for (int a = 0; a < 2; a++)
            for (int b = 0; b < 3; b++)
                for (int c = 0; c < 4; c++)
                    cube[a][b][c] = n++;
        System.out.println("cube " + Arrays.deepToString(cube) + " " + cube[1][2][3]);
        int[][] jag = new int[three][];
        System.out.println("jag rows null: " + (jag[0] == null) + " " + jag.length);
        for (int r = 0; r < jag.length; r++) {
            jag[r] = new int[r + 1];
            jag[r][r] = r + 1;
        }
        System.out.println("jag " + Arrays.deepToString(jag));
        long[][][] partial = new long[2][3][];
        System.out.println("partial " + partial.length + " " + partial[1].length + " " + partial[1][2]);
        char[][] lit = { { 'a', 'b' }, {}, { 'c' } };
        System.out.println("lit " + lit[0][1] + lit[2][0] + " " + lit[1].length);
        String[][] names = new String[2][2];
        names[1][0] = "x";
        System.out.println("names " + Arrays.deepToString(names));
        Object[] objs = new int[2][3];
        System.out.println("int[][] as Object[]: " + objs.length + " " + objs[0].getClass().getName());
        double[][] zero = new double[0][5];
        System.out.println("zero outer: " + zero.length);
        boolean[][] bb = new boolean[2][0];
        System.out.println("zero inner: " + bb[1].length);
    }

    static void covariance() {
        String[] strs = { "a", "b", "c" };
        Object[] objs = strs;
        System.out.println("covariant read: " + objs[1] + " " + (objs instanceof String[]) + " " + objs.getClass().getName());
        try {
            objs[0] = Integer.valueOf(1);
            System.out.println("no exception?");
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        objs[0] = "z";
        objs[1] = null;
        System.out.println("after stores: " + Arrays.toString(strs));
        Number[] nums = new Integer[2];
        try {
            nums[0] = Double.valueOf(1.5);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e);
        }
        Object[][] grid = new String[2][2];
        try {
            grid[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        Object[] o2 = new Object[1];
        o2[0] = new int[0];
        System.out.println("Object[] holds int[]: " + o2[0].getClass().getName());
        try {
            Object[] ints2 = new int[1][];
            ints2[0] = new long[1];
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
    }

    static void clones() {
        int[] a = { 1, 2, 3 };
        int[] b = a.clone();
        b[0] = 99;
        System.out.println("clone int[]: " + Arrays.toString(a) + " " + Arrays.toString(b) + " same=" + (a == b));
        String[] s = { "x", "y" };
        String[] t = s.clone();
        System.out.println("clone String[]: " + t[1] + " " + t.getClass().getName() + " " + (s[0] == t[0]));
        int[][] m = { { 1 }, { 2 } };
        int[][] mc = m.clone();
        mc[0][0] = 42;
        mc[1] = new int[] { 7 };
        System.out.println("shallow clone: " + Arrays.deepToString(m) + " " + Arrays.deepToString(mc));
        Object o = new double[] { 1.5 }.clone();
        System.out.println("clone via Object: " + ((double[]) o)[0]);
        char[] cs = "hello".toCharArray();
        char[] cs2 = cs.clone();
        cs2[0] = 'j';
        System.out.println(new String(cs) + " " + new String(cs2));
    }

    static void bounds() {
        int[] a = new int[three];
        int[] idx = { 5, -1, 3, Integer.MIN_VALUE };
        for (int k = 0; k < idx.length; k++) {
            try {
                a[idx[k]] = 1;
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("store: " + e.getMessage());
            }
            try {
                System.out.println(a[idx[k]]);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("load: " + e);
            }
        }
        long[] l = new long[0];
        try {
            l[0]++;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("long[0]: " + e.getMessage());
        }
        byte[][] bb = new byte[2][2];
        try {
            bb[1][2] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("byte[][]: " + e.getMessage());
        }
        String s = "abc";
        try {
            s.charAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt: " + e.getMessage());
        }
        try {
            int[] neg = new int[minusOne];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException: " + e.getMessage());
        }
        try {
            String[] neg = new String[-5 * three];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException: " + e);
        }
        try {
            int[][] neg = new int[2][minusOne];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("multianewarray: " + e.getMessage());
        }
        try {
            int[][][] neg = new int[three][minusOne * 2][];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("multianewarray 3D: " + e.getMessage());
        }
        int[] nul = null;
        try {
            System.out.println(nul[0]);
        } catch (NullPointerException e) {
            System.out.println("null aload: " + e.getMessage());
        }
        try {
            System.out.println(nul.length);
        } catch (NullPointerException e) {
            System.out.println("null arraylength: " + e.getMessage());
        }
        Object[] on = null;
        try {
            on[0] = "x";
        } catch (NullPointerException e) {
            System.out.println("null aastore: " + e);
        }
    }

    static void arraycopy() {
        int[] a = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
        System.arraycopy(a, 0, a, 2, 6);
        System.out.println("overlap right: " + Arrays.toString(a));
        int[] b = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
        System.arraycopy(b, 3, b, 1, 6);
        System.out.println("overlap left: " + Arrays.toString(b));
        String[] s = { "a", "b", "c", "d" };
        Object[] o = new Object[5];
        System.arraycopy(s, 1, o, 2, 3);
        System.out.println("String[] -> Object[]: " + Arrays.toString(o));
        Object[] mixed = { "p", "q", Integer.valueOf(3), "r" };
        String[] dst = new String[4];
        try {
            System.arraycopy(mixed, 0, dst, 0, 4);
        } catch (ArrayStoreException e) {
            System.out.println("partial copy then ASE: " + e.getMessage() + " " + Arrays.toString(dst));
        }
        try {
            System.arraycopy(a, 0, new long[10], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("int[] -> long[]: " + e.getMessage());
        }
        try {
            System.arraycopy(a, 0, new Object[10], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("int[] -> Object[]: " + e.getMessage());
        }
        try {
            System.arraycopy(s, 0, new int[4], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("String[] -> int[]: " + e.getMessage());
        }
        try {
            System.arraycopy("notarray", 0, a, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("String src: " + e.getMessage());
        }
        try {
            System.arraycopy(a, 0, new Object(), 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("Object dst: " + e.getMessage());
        }
        try {
            System.arraycopy(a, 5, new int[10], 0, 6);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("src overrun: " + e.getMessage());
        }
        try {
            System.arraycopy(a, 0, new int[3], 1, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("dst overrun: " + e.getMessage());
        }
        try {
            System.arraycopy(a, -1, new int[3], 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("negative src pos: " + e.getMessage());
        }
        try {
            System.arraycopy(a, 0, new int[3], -2, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("negative dst pos: " + e.getMessage());
        }
        try {
            System.arraycopy(a, 0, new int[3], 0, -1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("negative length: " + e.getMessage());
        }
        try {
            System.arraycopy(s, 0, new String[1], 0, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("object dst overrun: " + e.getMessage());
        }
        try {
            System.arraycopy(null, 0, a, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("null src: NPE " + (e.getMessage() == null));
        }
        System.arraycopy(a, 10, new int[1], 1, 0);
        System.out.println("zero-length copy at the end is fine");
        char[] cs = "abcdef".toCharArray();
        System.arraycopy(cs, 0, cs, 1, 5);
        System.out.println("char overlap: " + new String(cs));
        double[] ds = { 1.5, 2.5, 3.5 };
        double[] dd = new double[3];
        System.arraycopy(ds, 1, dd, 0, 2);
        System.out.println("double: " + Arrays.toString(dd));
    }

    static void utilities() {
        int[] a = { 5, 3, 9, 1, 7 };
        int[] c = Arrays.copyOf(a, 7);
        int[] r = Arrays.copyOfRange(a, 1, 3);
        System.out.println("copyOf " + Arrays.toString(c) + " copyOfRange " + Arrays.toString(r));
        String[] sc = Arrays.copyOf(new String[] { "a" }, 3);
        System.out.println("copyOf String[] " + Arrays.toString(sc) + " " + sc.getClass().getName());
        Arrays.fill(c, 2, 5, -1);
        System.out.println("fill " + Arrays.toString(c));
        System.out.println("equals " + Arrays.equals(a, new int[] { 5, 3, 9, 1, 7 }) + " " + Arrays.equals(a, c)
                + " deepEquals " + Arrays.deepEquals(new int[][] { { 1 } }, new int[][] { { 1 } }));
        System.out.println("hashCode " + Arrays.hashCode(a) + " " + Arrays.hashCode(new String[] { "a", null, "b" })
                + " " + Arrays.hashCode(new long[] { 1L << 40, -1 }) + " " + Arrays.hashCode(new double[] { 1.5 })
                + " " + Arrays.hashCode(new boolean[] { true, false }));
        Object[] deep = { "s", new int[] { 1, 2 }, new Object[] { null, new char[] { 'c' } }, null };
        System.out.println("deepToString " + Arrays.deepToString(deep));
        System.out.println("toString null " + Arrays.toString((int[]) null));
    }

    public static void main(String[] args) {
        defaults();
        multi();
        covariance();
        clones();
        bounds();
        arraycopy();
        utilities();
    }
}
