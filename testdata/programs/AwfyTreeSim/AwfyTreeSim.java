// Collision-detection benchmark style (own code) on hand-written collections, as such suites
// avoid java.util: a growable Vec<E> with forEach(Consumer)/removeIf-like filtering, a red-black
// tree map with Comparable keys (insert with rebalancing, in-order walk), 2D motion with double
// math, and a harness loop that verifies a checksum per iteration count.
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

public class AwfyTreeSim {
    /** A growable array, the suite's replacement for ArrayList. */
    static final class Vec<E> {
        private Object[] items = new Object[4];
        private int size;

        void append(E e) {
            if (size == items.length) {
                Object[] n = new Object[size * 2];
                System.arraycopy(items, 0, n, 0, size);
                items = n;
            }
            items[size++] = e;
        }

        @SuppressWarnings("unchecked")
        E at(int i) {
            if (i >= size) throw new IndexOutOfBoundsException("index " + i + " size " + size);
            return (E) items[i];
        }

        int size() { return size; }

        @SuppressWarnings("unchecked")
        void forEach(Consumer<? super E> f) {
            for (int i = 0; i < size; i++) f.accept((E) items[i]);
        }

        @SuppressWarnings("unchecked")
        Vec<E> filter(Predicate<? super E> p) {
            Vec<E> out = new Vec<>();
            for (int i = 0; i < size; i++) if (p.test((E) items[i])) out.append((E) items[i]);
            return out;
        }
    }

    /** A red-black tree map; only insertion and ordered traversal, as the benchmark needs. */
    static final class RbMap<K extends Comparable<K>, V> {
        static final boolean RED = true, BLACK = false;

        final class Node {
            final K key;
            V value;
            Node left, right, parent;
            boolean color = RED;

            Node(K k, V v, Node p) { key = k; value = v; parent = p; }
        }

        Node root;
        int size, rotations;

        V put(K key, V value) {
            Node p = null, x = root;
            int c = 0;
            while (x != null) {
                p = x;
                c = key.compareTo(x.key);
                if (c == 0) {
                    V old = x.value;
                    x.value = value;
                    return old;
                }
                x = c < 0 ? x.left : x.right;
            }
            Node n = new Node(key, value, p);
            if (p == null) root = n;
            else if (c < 0) p.left = n;
            else p.right = n;
            size++;
            fixAfterInsert(n);
            return null;
        }

        private boolean isRed(Node n) { return n != null && n.color == RED; }

        private void rotateLeft(Node x) {
            rotations++;
            Node y = x.right;
            x.right = y.left;
            if (y.left != null) y.left.parent = x;
            y.parent = x.parent;
            if (x.parent == null) root = y;
            else if (x == x.parent.left) x.parent.left = y;
            else x.parent.right = y;
            y.left = x;
            x.parent = y;
        }

        private void rotateRight(Node x) {
            rotations++;
            Node y = x.left;
            x.left = y.right;
            if (y.right != null) y.right.parent = x;
            y.parent = x.parent;
            if (x.parent == null) root = y;
            else if (x == x.parent.right) x.parent.right = y;
            else x.parent.left = y;
            y.right = x;
            x.parent = y;
        }

        private void fixAfterInsert(Node z) {
            while (z != root && isRed(z.parent)) {
                Node p = z.parent, g = p.parent;
                boolean leftSide = p == g.left;
                Node uncle = leftSide ? g.right : g.left;
                if (isRed(uncle)) {
                    p.color = BLACK;
                    uncle.color = BLACK;
                    g.color = RED;
                    z = g;
                } else {
                    if (leftSide && z == p.right) { z = p; rotateLeft(z); }
                    else if (!leftSide && z == p.left) { z = p; rotateRight(z); }
                    z.parent.color = BLACK;
                    z.parent.parent.color = RED;
                    if (leftSide) rotateRight(z.parent.parent);
                    else rotateLeft(z.parent.parent);
                }
            }
            root.color = BLACK;
        }

        void forEach(BiConsumer<K, V> f) { walk(root, f); }

        private void walk(Node n, BiConsumer<K, V> f) {
            if (n == null) return;
            walk(n.left, f);
            f.accept(n.key, n.value);
            walk(n.right, f);
        }

        int blackHeight() {
            int h = 0;
            for (Node n = root; n != null; n = n.left) if (n.color == BLACK) h++;
            return h;
        }
    }

    /** A call sign ordered by its number, then name. */
    static final class Sign implements Comparable<Sign> {
        final int number;
        final String name;

        Sign(int number, String name) { this.number = number; this.name = name; }

        public int compareTo(Sign o) {
            int c = Integer.compare(number, o.number);
            return c != 0 ? c : name.compareTo(o.name);
        }

        @Override
        public String toString() { return name + "-" + number; }
    }

    static final class Craft {
        final Sign sign;
        double x, y, dx, dy;

        Craft(Sign s, double x, double y, double dx, double dy) {
            sign = s; this.x = x; this.y = y; this.dx = dx; this.dy = dy;
        }
    }

    static int runFrames(int numCrafts, int frames) {
        Vec<Craft> crafts = new Vec<>();
        for (int i = 0; i < numCrafts; i++) {
            double a = i * 2 * Math.PI / numCrafts;
            crafts.append(new Craft(new Sign(i % 7, "c" + i), Math.cos(a) * 20, Math.sin(a) * 20, -Math.cos(a + 0.1), -Math.sin(a + 0.1)));
        }
        int collisions = 0;
        for (int f = 0; f < frames; f++) {
            RbMap<Sign, Craft> byId = new RbMap<>();
            crafts.forEach(c -> byId.put(c.sign, c));
            Vec<Craft> ordered = new Vec<>();
            byId.forEach((k, c) -> ordered.append(c));
            for (int i = 0; i < ordered.size(); i++) {
                Craft a = ordered.at(i);
                for (int j = i + 1; j < ordered.size(); j++) {
                    Craft b = ordered.at(j);
                    double ddx = a.x - b.x, ddy = a.y - b.y;
                    if (ddx * ddx + ddy * ddy < 1.0) collisions++;
                }
            }
            crafts.forEach(c -> { c.x += c.dx; c.y += c.dy; });
            if (f == frames - 1) {
                System.out.println("tree size " + byId.size + " rotations " + byId.rotations + " black height " + byId.blackHeight());
                StringBuilder sb = new StringBuilder();
                byId.forEach((k, c) -> { if (sb.length() < 60) sb.append(k).append(' '); });
                System.out.println(sb.toString().trim());
            }
        }
        Vec<Craft> far = crafts.filter(c -> Math.hypot(c.x, c.y) > 15);
        System.out.printf("far: %d of %d, first at (%.4f, %.4f)%n", far.size(), crafts.size(), far.at(0).x, far.at(0).y);
        return collisions;
    }

    public static void main(String[] args) {
        int iterations = Integer.parseInt(args[0]);
        int[] sizes = {10, 40, 100};
        int[] expected = new int[sizes.length];
        for (int it = 0; it < iterations; it++) {
            for (int s = 0; s < sizes.length; s++) {
                int r = runFrames(sizes[s], 50);
                if (it == 0) expected[s] = r;
                else if (expected[s] != r) throw new AssertionError("iteration " + it + ": " + r + " != " + expected[s]);
                System.out.println("crafts " + sizes[s] + " collisions " + r);
            }
        }
        new Vec<String>().at(0);
    }
}
