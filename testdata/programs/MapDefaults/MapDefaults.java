import java.util.*;
import java.util.function.*;

/**
 * The Java 8 default methods of Map, Collection, List, Iterable and Iterator, and the overrides
 * of HashMap, LinkedHashMap, TreeMap, Hashtable and ArrayList, including the
 * ConcurrentModificationException a modifying function causes and the iteration orders the
 * overrides produce.
 */
public class MapDefaults {
    /** A map that only has the AbstractMap basics, so every default method of Map is used. */
    static class PairMap<K, V> extends AbstractMap<K, V> {
        final List<K> keys = new ArrayList<>();
        final List<V> vals = new ArrayList<>();

        public V put(K k, V v) {
            int i = keys.indexOf(k);
            if (i >= 0) {
                return vals.set(i, v);
            }
            keys.add(k);
            vals.add(v);
            return null;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.size();
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        int next;

                        public boolean hasNext() {
                            return next < keys.size();
                        }

                        public Map.Entry<K, V> next() {
                            final int i = next++;
                            return new AbstractMap.SimpleEntry<K, V>(keys.get(i), vals.get(i)) {
                                public V setValue(V v) {
                                    vals.set(i, v);
                                    return super.setValue(v);
                                }
                            };
                        }

                        public void remove() {
                            next--;
                            keys.remove(next);
                            vals.remove(next);
                        }
                    };
                }
            };
        }
    }

    public static void main(String[] args) {
        common("HashMap", new HashMap<>());
        common("LinkedHashMap", new LinkedHashMap<>());
        common("TreeMap", new TreeMap<>());
        common("Hashtable", new Hashtable<>());
        common("PairMap", new PairMap<>());
        hashMapOrder();
        linkedAccessOrder();
        hashtableOrder();
        modification("HashMap", new HashMap<>());
        modification("LinkedHashMap", new LinkedHashMap<>());
        modification("TreeMap", new TreeMap<>());
        modification("Hashtable", new Hashtable<>());
        nulls();
        collections();
    }

    static void common(String name, Map<String, Integer> m) {
        System.out.println("== " + name);
        m.put("one", 1);
        m.put("two", 2);
        m.put("three", 3);
        System.out.println(m.computeIfAbsent("four", String::length) + " " + m.computeIfAbsent("one", k -> 99)
                + " " + m.computeIfAbsent("none", k -> null) + " " + m.containsKey("none"));
        System.out.println(m.computeIfPresent("two", (k, v) -> v * 10) + " " + m.computeIfPresent("zzz", (k, v) -> 5)
                + " " + m.computeIfPresent("three", (k, v) -> null) + " " + m.containsKey("three"));
        System.out.println(m.compute("one", (k, v) -> v == null ? -1 : v + 100) + " " + m.compute("new", (k, v) -> v == null ? -1 : v)
                + " " + m.compute("four", (k, v) -> null) + " " + m.compute("absent", (k, v) -> null));
        System.out.println(m.merge("one", 5, Integer::sum) + " " + m.merge("five", 5, Integer::sum) + " "
                + m.merge("new", 0, (a, b) -> null) + " " + m.containsKey("new"));
        System.out.println(m.getOrDefault("two", 0) + " " + m.getOrDefault("nine", 0) + " " + m.putIfAbsent("two", 7)
                + " " + m.putIfAbsent("six", 6) + " " + m.replace("six", 66) + " " + m.replace("seven", 7)
                + " " + m.replace("six", 66, 60) + " " + m.replace("six", 1, 2) + " " + m.remove("six", 1) + " " + m.remove("six", 60));
        m.replaceAll((k, v) -> v + k.length());
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println(sorted(sb.toString()) + "| " + new TreeMap<>(m));
        int[] calls = {0};
        m.computeIfAbsent("one", k -> {
            calls[0]++;
            return 0;
        });
        m.merge("brand", 1, (a, b) -> {
            calls[0]++;
            return a;
        });
        System.out.println("function calls: " + calls[0]);
    }

    static String sorted(String words) {
        String[] w = words.trim().split(" ");
        Arrays.sort(w);
        return String.join(" ", w) + " ";
    }

    /** Keys 1, 17, 33 share bin 1 of a 16-slot table; compute* adds at the bin's head. */
    static void hashMapOrder() {
        System.out.println("== HashMap order");
        HashMap<Integer, String> m = new HashMap<>();
        m.put(1, "put");
        m.computeIfAbsent(17, k -> "cia");
        m.compute(33, (k, v) -> "cmp");
        m.merge(49, "mrg", String::concat);
        m.put(65, "put");
        System.out.println(m);
        m.merge(17, "+", String::concat);
        m.computeIfPresent(33, (k, v) -> null);
        System.out.println(m + " " + m.keySet() + " " + m.values());
        // 12 entries fill a 16-slot table; compute* grows the table before adding a 14th entry.
        HashMap<Integer, Integer> g = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            g.put(i * 16 + i % 3, i);
        }
        g.computeIfAbsent(500, k -> 1);
        System.out.println(g);
        g.computeIfAbsent(501, k -> 2);
        System.out.println(g);
        g.merge(502, 3, Integer::sum);
        System.out.println(g);
        // Many colliding keys: the bin becomes a tree.
        HashMap<Long, Integer> t = new HashMap<>();
        for (long i = 0; i < 20; i++) {
            t.computeIfAbsent(i << 32 | i, k -> (int) (k & 0xff));
        }
        for (long i = 0; i < 20; i += 3) {
            t.compute(i << 32 | i, (k, v) -> v == null ? -1 : v * 2);
        }
        t.merge(7L << 32 | 7L, 1000, Integer::sum);
        System.out.println(t.size() + " " + t.get(6L << 32 | 6L) + " " + t.get(7L << 32 | 7L));
    }

    static void linkedAccessOrder() {
        System.out.println("== LinkedHashMap access order");
        LinkedHashMap<String, Integer> m = new LinkedHashMap<>(16, 0.75f, true);
        m.put("a", 1);
        m.put("b", 2);
        m.put("c", 3);
        m.computeIfPresent("a", (k, v) -> v + 1);
        System.out.println(m);
        m.merge("b", 10, Integer::sum);
        System.out.println(m);
        m.compute("c", (k, v) -> v * 3);
        m.computeIfAbsent("a", k -> 0);
        System.out.println(m);
        m.replaceAll((k, v) -> v * -1);
        List<String> order = new ArrayList<>();
        m.forEach((k, v) -> order.add(k + v));
        System.out.println(order);
    }

    /** Hashtable's iterators walk its buckets downwards, forEach and replaceAll upwards. */
    static void hashtableOrder() {
        System.out.println("== Hashtable order");
        Hashtable<Integer, String> h = new Hashtable<>();
        for (int i = 1; i <= 5; i++) {
            h.put(i, "v" + i);
        }
        h.put(12, "v12");
        System.out.println(h + " " + h.keySet());
        StringBuilder sb = new StringBuilder();
        h.forEach((k, v) -> sb.append(k).append(' '));
        System.out.println(sb);
        List<Integer> visited = new ArrayList<>();
        h.replaceAll((k, v) -> {
            visited.add(k);
            return v.toUpperCase();
        });
        System.out.println(visited + " " + h);
        System.out.println(h.merge(40, null, (a, b) -> a) + " " + h.containsKey(40));
        try {
            h.replaceAll((k, v) -> null);
        } catch (NullPointerException e) {
            System.out.println("replaceAll null: NullPointerException " + h);
        }
    }

    static void modification(String name, Map<Integer, Integer> m) {
        System.out.println("== " + name + " modified by its function");
        for (int i = 0; i < 4; i++) {
            m.put(i, i);
        }
        tryIt("computeIfAbsent", () -> m.computeIfAbsent(10, k -> m.put(11, 11)));
        tryIt("computeIfAbsent remove", () -> m.computeIfAbsent(12, k -> m.remove(0)));
        tryIt("computeIfPresent", () -> m.computeIfPresent(1, (k, v) -> m.put(20, 20)));
        tryIt("compute", () -> m.compute(2, (k, v) -> m.put(21, 21)));
        tryIt("merge", () -> m.merge(3, 1, (a, b) -> m.put(22, 22)));
        tryIt("compute same key", () -> m.compute(3, (k, v) -> {
            m.put(3, 33);
            return 34;
        }));
        tryIt("forEach", () -> m.forEach((k, v) -> {
            if (k == 1) {
                m.remove(2);
            }
        }));
        tryIt("forEach last", () -> m.forEach((k, v) -> {
            if (!m.containsKey(99)) {
                m.put(99, 99);
            }
        }));
        tryIt("replaceAll", () -> m.replaceAll((k, v) -> {
            m.remove(99);
            return v;
        }));
        System.out.println("after: " + new TreeMap<>(m));
    }

    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    static void nulls() {
        System.out.println("== nulls");
        HashMap<String, String> h = new HashMap<>();
        h.put("k", null);
        h.put(null, "nullkey");
        System.out.println(h.computeIfAbsent("k", k -> "filled") + " " + h.merge("k", "x", String::concat)
                + " " + h.merge("k", "y", String::concat) + " " + h.compute(null, (k, v) -> v + "!") + " " + h);
        TreeMap<String, String> t = new TreeMap<>();
        t.put("a", null);
        System.out.println(t.computeIfAbsent("a", k -> "A") + " " + t.merge("a", "b", String::concat) + " " + t);
        List<Map<String, String>> maps = Arrays.asList(new HashMap<>(), new TreeMap<>(), new LinkedHashMap<>(), new Hashtable<>(), new PairMap<>());
        for (Map<String, String> m : maps) {
            String n = m.getClass().getSimpleName();
            tryIt(n + " merge null value", () -> m.merge("a", null, (a, b) -> a));
            tryIt(n + " merge null fn", () -> m.merge("a", "v", null));
            tryIt(n + " computeIfAbsent null fn", () -> m.computeIfAbsent("a", null));
            tryIt(n + " compute null fn", () -> m.compute("a", null));
            tryIt(n + " forEach null", () -> m.forEach(null));
            tryIt(n + " replaceAll null", () -> m.replaceAll(null));
        }
        TreeMap<String, String> empty = new TreeMap<>();
        // Only the exception's type: its helpful message names a variable of the library.
        try {
            empty.computeIfAbsent(null, k -> "v");
        } catch (NullPointerException e) {
            System.out.println("TreeMap null key: " + e.getClass().getName() + " " + empty);
        }
        tryIt("TreeMap null key, null value", () -> empty.computeIfAbsent(null, k -> null));
    }

    static void collections() {
        System.out.println("== collections");
        List<Integer> al = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8));
        List<Integer> ll = new LinkedList<>(al);
        Set<Integer> hs = new HashSet<>(al);
        System.out.println(al.removeIf(x -> x % 3 == 0) + " " + ll.removeIf(x -> x % 3 == 0) + " " + hs.removeIf(x -> x % 3 == 0)
                + " " + al.removeIf(x -> x > 100) + " " + al + " " + ll + " " + hs);
        al.replaceAll(x -> x * x);
        ll.replaceAll(x -> -x);
        System.out.println(al + " " + ll);
        // A throwing predicate: ArrayList tests everything before removing, LinkedList removes as it goes.
        for (List<Integer> l : Arrays.asList(new ArrayList<>(Arrays.asList(1, 2, 3, 4)), new LinkedList<>(Arrays.asList(1, 2, 3, 4)))) {
            try {
                l.removeIf(x -> {
                    if (x == 3) {
                        throw new IllegalStateException("at " + x);
                    }
                    return x < 3;
                });
            } catch (IllegalStateException e) {
                System.out.println(l.getClass().getSimpleName() + " " + e.getMessage() + " " + l);
            }
        }
        List<String> out = new ArrayList<>();
        al.forEach(x -> out.add("a" + x));
        hs.forEach(x -> out.add("h" + x));
        new ArrayDeque<>(Arrays.asList(7, 8)).forEach(x -> out.add("d" + x));
        Iterator<Integer> it = ll.iterator();
        it.next();
        it.forEachRemaining(x -> out.add("r" + x));
        System.out.println(out);
        List<Integer> cme = new ArrayList<>(Arrays.asList(1, 2, 3));
        tryIt("ArrayList.forEach add", () -> cme.forEach(x -> {
            if (x == 2) {
                cme.add(9);
            }
        }));
        System.out.println(cme);
        tryIt("ArrayList.removeIf add", () -> cme.removeIf(x -> cme.add(0)));
        System.out.println(cme.size());
        tryIt("ArrayList.replaceAll add", () -> cme.replaceAll(x -> {
            cme.add(1);
            return x;
        }));
        tryIt("iterate over replaceAll", () -> {
            for (Integer x : cme) {
                cme.replaceAll(y -> y + 1);
            }
        });
        tryIt("iterate over sort", () -> {
            for (Integer x : cme) {
                cme.sort(null);
            }
        });
        tryIt("LinkedList.forEach add", () -> {
            List<Integer> l = new LinkedList<>(Arrays.asList(1, 2, 3));
            l.forEach(x -> l.add(4));
        });
        tryIt("removeIf null", () -> cme.removeIf(null));
        tryIt("forEach null", () -> cme.forEach(null));
        tryIt("replaceAll null", () -> new LinkedList<Integer>().replaceAll(null));
        tryIt("forEachRemaining null", () -> cme.iterator().forEachRemaining(null));
        // The unmodifiable wrappers refuse even when the function would change nothing.
        List<Integer> ul = Collections.unmodifiableList(new ArrayList<>(Arrays.asList(1, 2)));
        Map<String, Integer> um = Collections.unmodifiableMap(new HashMap<>(Collections.singletonMap("k", 1)));
        tryIt("unmodifiable removeIf nothing", () -> ul.removeIf(x -> false));
        tryIt("unmodifiable replaceAll empty", () -> Collections.unmodifiableList(new ArrayList<Integer>()).replaceAll(x -> x));
        tryIt("unmodifiable set removeIf", () -> Collections.unmodifiableSet(new HashSet<Integer>()).removeIf(x -> true));
        tryIt("unmodifiable computeIfAbsent null", () -> um.computeIfAbsent("a", k -> null));
        tryIt("unmodifiable computeIfPresent absent", () -> um.computeIfPresent("a", (k, v) -> v));
        tryIt("unmodifiable merge", () -> um.merge("k", 1, Integer::sum));
        tryIt("unmodifiable replaceAll", () -> um.replaceAll((k, v) -> v));
        tryIt("unmodifiable compute", () -> um.compute("z", (k, v) -> null));
        List<String> seen = new ArrayList<>();
        ul.forEach(x -> seen.add("u" + x));
        um.forEach((k, v) -> seen.add(k + v));
        Collections.synchronizedMap(new TreeMap<>(Collections.singletonMap("s", 2))).forEach((k, v) -> seen.add(k + v));
        System.out.println(seen);
        Comparator<String> byLen = Comparator.comparing(String::length);
        List<String> words = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dddd", "ee"));
        words.sort(byLen.reversed());
        System.out.println(words);
    }
}
