// Binary-trees style: allocate many perfect binary trees of varying depth, count nodes; the depth
// iterations run as tasks on an ExecutorService and the lines are printed in depth order.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.ArrayList;
import java.util.List;

public class BenchTrees {
    static final class Node {
        final Node left, right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        int check() {
            return left == null ? 1 : 1 + left.check() + right.check();
        }
    }

    static Node build(int depth) {
        return depth == 0 ? new Node(null, null) : new Node(build(depth - 1), build(depth - 1));
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        final int minDepth = 4;
        final int maxDepth = Math.max(minDepth + 2, n);
        int stretch = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretch + "\t check: " + build(stretch).check());
        Node longLived = build(maxDepth);

        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<String>> results = new ArrayList<>();
        for (int d = minDepth; d <= maxDepth; d += 2) {
            final int depth = d;
            results.add(pool.submit(() -> {
                int iterations = 1 << (maxDepth - depth + minDepth);
                int check = 0;
                for (int i = 0; i < iterations; i++) check += build(depth).check();
                return iterations + "\t trees of depth " + depth + "\t check: " + check;
            }));
        }
        for (Future<String> f : results) System.out.println(f.get());
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());

        Supplier<Node> s = () -> build(3);
        System.out.println(String.format("%-8s|%8d|", "supplied", s.get().check()));
        System.out.println(pool.isShutdown() + " " + pool.isTerminated());
    }
}
