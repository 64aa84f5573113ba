import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Recursion on JOP (JopSim oracle): Fibonacci (broad), an Ackermann-style function (deep) and a walk of a binary tree. */
public class SimRecurse {
    static class Node {
        Node left, right;
        int val;

        Node(int val) {
            this.val = val;
        }
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static int ack(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ack(m - 1, 1);
        }
        return ack(m - 1, ack(m, n - 1));
    }

    static Node build(int lo, int hi) {
        if (lo > hi) {
            return null;
        }
        int mid = (lo + hi) >>> 1;
        Node n = new Node(mid);
        n.left = build(lo, mid - 1);
        n.right = build(mid + 1, hi);
        return n;
    }

    static int walk(Node n, int depth) {
        if (n == null) {
            return depth;
        }
        return n.val + walk(n.left, depth + 1) + walk(n.right, depth + 1);
    }

    static int deep(int n) {
        return n == 0 ? 0 : 1 + deep(n - 1);
    }

    static int run() {
        int s = fib(14);
        for (int k = 0; k < 3; k++) {
            s += ack(2, 3);
        }
        Node root = build(0, 62);
        s += walk(root, 0);
        s += deep(14);
        return s;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
