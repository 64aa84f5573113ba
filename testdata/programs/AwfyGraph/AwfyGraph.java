// Loop-recognition benchmark style (own code): builds a synthetic control-flow graph of nested
// diamonds and loops, numbers it by iterative DFS (ArrayDeque as stack), computes dominators with
// the iterative data-flow algorithm over BitSets, finds natural loops from back edges with a
// union-find, and reports loop nesting; HashMap/HashSet with custom keys, Comparator chains.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class AwfyGraph {
    static final class Block {
        final int name;
        final List<Block> succ = new ArrayList<>(2), pred = new ArrayList<>(2);
        int dfs = -1;

        Block(int name) { this.name = name; }

        @Override
        public String toString() { return "B" + name; }
    }

    static final class Edge {
        final int from, to;

        Edge(int from, int to) { this.from = from; this.to = to; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Edge && ((Edge) o).from == from && ((Edge) o).to == to;
        }

        @Override
        public int hashCode() { return from * 7919 + to; }
    }

    final List<Block> blocks = new ArrayList<>();
    final Set<Edge> edges = new HashSet<>();

    Block block() {
        Block b = new Block(blocks.size());
        blocks.add(b);
        return b;
    }

    void edge(Block a, Block b) {
        if (edges.add(new Edge(a.name, b.name))) {
            a.succ.add(b);
            b.pred.add(a);
        }
    }

    Block diamond(Block start) {
        Block l = block(), r = block(), join = block();
        edge(start, l); edge(start, r); edge(l, join); edge(r, join);
        return join;
    }

    Block loop(Block head, int depth, int width) {
        Block body = head;
        for (int i = 0; i < width; i++) {
            body = diamond(body);
            if (depth > 0) {
                Block inner = block();
                edge(body, inner);
                body = loop(inner, depth - 1, width);
            }
        }
        Block exit = block();
        edge(body, head);
        edge(body, exit);
        return exit;
    }

    List<Block> dfsOrder(Block entry) {
        List<Block> order = new ArrayList<>();
        ArrayDeque<Block> stack = new ArrayDeque<>();
        stack.push(entry);
        while (!stack.isEmpty()) {
            Block b = stack.pop();
            if (b.dfs >= 0) continue;
            b.dfs = order.size();
            order.add(b);
            for (int i = b.succ.size() - 1; i >= 0; i--) if (b.succ.get(i).dfs < 0) stack.push(b.succ.get(i));
        }
        return order;
    }

    BitSet[] dominators(List<Block> order) {
        int n = blocks.size();
        BitSet[] dom = new BitSet[n];
        for (Block b : order) {
            dom[b.name] = new BitSet(n);
            if (b.dfs == 0) dom[b.name].set(b.name);
            else dom[b.name].set(0, n);
        }
        boolean changed = true;
        int rounds = 0;
        while (changed) {
            changed = false;
            rounds++;
            for (Block b : order) {
                if (b.dfs == 0) continue;
                BitSet nd = null;
                for (Block p : b.pred) {
                    if (p.dfs < 0) continue;
                    if (nd == null) nd = (BitSet) dom[p.name].clone();
                    else nd.and(dom[p.name]);
                }
                nd.set(b.name);
                if (!nd.equals(dom[b.name])) {
                    dom[b.name] = nd;
                    changed = true;
                }
            }
        }
        System.out.println("dominator rounds: " + rounds);
        return dom;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) {
        int depth = Integer.parseInt(args[0]), width = Integer.parseInt(args[1]);
        AwfyGraph g = new AwfyGraph();
        Block entry = g.block();
        Block cur = entry;
        for (int i = 0; i < 3; i++) {
            Block head = g.block();
            g.edge(cur, head);
            cur = g.loop(head, depth, width);
        }
        List<Block> order = g.dfsOrder(entry);
        System.out.println("blocks " + g.blocks.size() + " edges " + g.edges.size() + " reachable " + order.size());
        BitSet[] dom = g.dominators(order);
        Map<Block, Set<Block>> loops = new HashMap<>();
        int[] parent = new int[g.blocks.size()];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        for (Block b : order) {
            for (Block s : b.succ) {
                if (dom[b.name].get(s.name)) {
                    // back edge b -> s: collect the natural loop of s
                    Set<Block> body = loops.computeIfAbsent(s, k -> new LinkedHashSet<>());
                    body.add(s);
                    ArrayDeque<Block> work = new ArrayDeque<>();
                    work.add(b);
                    while (!work.isEmpty()) {
                        Block x = work.poll();
                        if (body.add(x)) work.addAll(x.pred);
                    }
                    for (Block x : body) parent[find(parent, x.name)] = find(parent, s.name);
                }
            }
        }
        List<Map.Entry<Block, Set<Block>>> ls = new ArrayList<>(loops.entrySet());
        ls.sort(Comparator.comparing((Map.Entry<Block, Set<Block>> e) -> e.getValue().size()).reversed()
                .thenComparing(e -> e.getKey().name));
        int shown = 0;
        for (Map.Entry<Block, Set<Block>> e : ls) {
            if (shown++ < 8) System.out.printf("loop at %-5s size %4d%n", e.getKey(), e.getValue().size());
        }
        Set<Integer> roots = new HashSet<>();
        for (int i = 0; i < parent.length; i++) roots.add(find(parent, i));
        System.out.println("loops " + loops.size() + " components " + roots.size());
        int maxDom = 0;
        for (BitSet d : dom) if (d != null) maxDom = Math.max(maxDom, d.cardinality());
        System.out.println("deepest dominator chain " + maxDom + " " + dom[entry.name] + " " + Collections.max(order, Comparator.comparingInt(b -> b.pred.size())).pred.size());
    }
}
