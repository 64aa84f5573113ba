// MatMul: dense matrix multiplication. A 100x100 int matrix product (with int overflow
// wrap-around) and a 60x60 double product, both from deterministically generated inputs, plus a
// transpose-based variant and a long-accumulating variant that must agree. Prints checksums.
// Heavy workload: roughly 4*10^7 bytecodes.
// Covers: 2D arrays (aaload + iaload/daload), triple nested loops, imul/iadd, dmul/dadd, i2d,
// l2i, row caching in locals, double printing of sums.

public class MatMul {
    static int[][] genInt(int n, int seed) {
        int[][] m = new int[n][n];
        int s = seed;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                s = s * 1103515245 + 12345;
                m[i][j] = (s >> 16) % 1000;
            }
        return m;
    }

    static double[][] genDouble(int n, int seed) {
        double[][] m = new double[n][n];
        int s = seed;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                s = s * 1103515245 + 12345;
                m[i][j] = ((s >>> 8) % 20001 - 10000) / 1000.0;
            }
        return m;
    }

    static int[][] mul(int[][] a, int[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        int[][] c = new int[n][m];
        for (int i = 0; i < n; i++) {
            int[] ai = a[i];
            int[] ci = c[i];
            for (int j = 0; j < m; j++) {
                int sum = 0;
                for (int x = 0; x < k; x++) sum += ai[x] * b[x][j];
                ci[j] = sum * 65599; // wraps around
            }
        }
        return c;
    }

    static int[][] mulTransposed(int[][] a, int[][] b) {
        int n = a.length;
        int[][] bt = new int[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) bt[j][i] = b[i][j];
        int[][] c = new int[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                long sum = 0;
                int[] ai = a[i], bj = bt[j];
                for (int x = 0; x < n; x++) sum += (long) ai[x] * bj[x];
                c[i][j] = (int) sum * 65599;
            }
        return c;
    }

    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length;
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double sum = 0;
                for (int x = 0; x < n; x++) sum += a[i][x] * b[x][j];
                c[i][j] = sum;
            }
        return c;
    }

    static long checksum(int[][] m) {
        long h = 0;
        for (int i = 0; i < m.length; i++)
            for (int j = 0; j < m[i].length; j++) h = h * 31 + m[i][j];
        return h;
    }

    public static void main(String[] args) {
        int[][] a = genInt(100, 1);
        int[][] b = genInt(100, 2);
        int[][] c = mul(a, b);
        int[][] c2 = mulTransposed(a, b);
        System.out.println("int 100x100: c[0][0]=" + c[0][0] + " c[99][99]=" + c[99][99] + " checksum " + checksum(c) + " transposed agrees " + (checksum(c2) == checksum(c)));
        double[][] d = genDouble(60, 3);
        double[][] e = genDouble(60, 4);
        double[][] f = mul(d, e);
        double trace = 0, total = 0;
        for (int i = 0; i < 60; i++) {
            trace += f[i][i];
            for (int j = 0; j < 60; j++) total += f[i][j];
        }
        System.out.println("double 60x60: f[0][0]=" + f[0][0] + " f[59][0]=" + f[59][0] + " trace " + trace + " total " + total);
        double[][] id = new double[60][60];
        for (int i = 0; i < 60; i++) id[i][i] = 1.0;
        double[][] g = mul(f, id);
        boolean same = true;
        for (int i = 0; i < 60; i++)
            for (int j = 0; j < 60; j++) if (g[i][j] != f[i][j]) same = false;
        System.out.println("multiplying by identity is exact: " + same);
    }
}
