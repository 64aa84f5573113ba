// NQueens: counts the solutions of the n-queens problem for n = 1..10 with two algorithms that
// must agree: an array-based backtracking search with explicit conflict checks, and a bitmask
// search. Also prints the first solution found for n = 8. Heavy workload: roughly 5*10^7
// bytecodes.
// Covers: deep recursion with many small frames, boolean[] and int[] state, iand/ior/ishl/
// ineg (lowest set bit), branch-heavy loops, Math.abs.

public class NQueens {
    static int[] cols;
    static long nodes;

    static boolean safe(int row, int col) {
        for (int r = 0; r < row; r++) {
            int c = cols[r];
            if (c == col || Math.abs(c - col) == row - r) return false;
        }
        return true;
    }

    static int solveArray(int row, int n) {
        if (row == n) return 1;
        int count = 0;
        for (int col = 0; col < n; col++) {
            nodes++;
            if (safe(row, col)) {
                cols[row] = col;
                count += solveArray(row + 1, n);
            }
        }
        return count;
    }

    static int solveBits(int n, int colsUsed, int diag1, int diag2) {
        int all = (1 << n) - 1;
        if (colsUsed == all) return 1;
        int count = 0;
        int free = ~(colsUsed | diag1 | diag2) & all;
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            count += solveBits(n, colsUsed | bit, (diag1 | bit) << 1, (diag2 | bit) >>> 1);
        }
        return count;
    }

    static boolean first(int row, int n) {
        if (row == n) return true;
        for (int col = 0; col < n; col++) {
            if (safe(row, col)) {
                cols[row] = col;
                if (first(row + 1, n)) return true;
            }
        }
        return false;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 10; n++) {
            cols = new int[n];
            nodes = 0;
            int a = solveArray(0, n);
            int b = solveBits(n, 0, 0, 0);
            System.out.println("n=" + n + ": " + a + " solutions (bitmask agrees: " + (a == b) + "), " + nodes + " nodes");
        }
        cols = new int[8];
        first(0, 8);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) sb.append(cols[r] == c ? 'Q' : '.');
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
