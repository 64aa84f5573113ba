import java.util.*;
import java.util.function.*;

/**
 * List.of, Set.of, Map.of, Map.ofEntries, Map.entry and the copyOf methods: contents, equality,
 * and the exceptions of mutators, nulls, duplicates and bad indexes. Set and Map iteration
 * orders vary between HotSpot runs, so they are only printed sorted.
 */
public class ImmutableCollections {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            // Helpful NullPointerException messages name the library's variables: not compared.
            String msg = e.getMessage();
            if (msg != null && msg.startsWith("Cannot ")) {
                msg = "(helpful message)";
            }
            System.out.println(what + ": " + e.getClass().getName() + ": " + msg);
        }
    }

    static <T extends Comparable<? super T>> List<T> sorted(Collection<T> c) {
        List<T> l = new ArrayList<>(c);
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) {
        lists();
        sets();
        maps();
    }

    static void lists() {
        System.out.println("== lists");
        List<Integer> l0 = List.of();
        List<Integer> l1 = List.of(1);
        List<Integer> l2 = List.of(1, 2);
        List<Integer> l3 = List.of(1, 2, 3);
        List<Integer> l10 = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        List<Integer> lv = List.of(new Integer[] {5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5});
        System.out.println(l0 + " " + l1 + " " + l2 + " " + l3 + " " + l10 + " " + lv);
        System.out.println(List.of(1, 2, 3, 4) + " " + List.of(1, 2, 3, 4, 5) + " " + List.of(1, 2, 3, 4, 5, 6) + " "
                + List.of(1, 2, 3, 4, 5, 6, 7) + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8) + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        System.out.println(l3.equals(Arrays.asList(1, 2, 3)) + " " + new ArrayList<>(l3).equals(l3) + " " + l3.equals(l2)
                + " " + l3.hashCode() + " " + Arrays.asList(1, 2, 3).hashCode() + " " + l0.hashCode() + " " + l0.equals(Collections.emptyList()));
        System.out.println(l3.contains(2) + " " + l3.indexOf(3) + " " + lv.lastIndexOf(0) + " " + l3.indexOf(9) + " " + l10.subList(2, 5)
                + " " + l10.subList(2, 8).subList(1, 3) + " " + l3.containsAll(List.of(1, 3)) + " " + l3.size() + " " + l0.isEmpty());
        System.out.println(Arrays.toString(l3.toArray()) + " " + Arrays.toString(l3.toArray(new Integer[5])) + " "
                + Arrays.toString(l2.toArray(new Integer[0])) + " " + Arrays.toString(l3.toArray(Integer[]::new)));
        ListIterator<Integer> it = l3.listIterator(3);
        StringBuilder sb = new StringBuilder();
        while (it.hasPrevious()) {
            sb.append(it.previousIndex()).append('=').append(it.previous()).append(' ');
        }
        System.out.println(sb.toString().trim());
        List<String> src = new ArrayList<>(List.of("a", "b"));
        List<String> copy = List.copyOf(src);
        src.add("c");
        System.out.println(copy + " " + src + " " + (List.copyOf(copy) == copy) + " " + (List.copyOf(l3) == l3));
        attempt("add", () -> l3.add(4));
        attempt("add index", () -> l3.add(0, 4));
        attempt("set", () -> l1.set(0, 4));
        attempt("remove", () -> l2.remove(Integer.valueOf(1)));
        attempt("remove index", () -> l2.remove(0));
        attempt("clear empty", () -> l0.clear());
        attempt("addAll empty", () -> l0.addAll(List.of()));
        attempt("removeIf", () -> l3.removeIf(x -> false));
        attempt("replaceAll", () -> l3.replaceAll(x -> x));
        attempt("sort", () -> l3.sort(null));
        attempt("retainAll", () -> l3.retainAll(l3));
        attempt("iterator remove", () -> {
            Iterator<Integer> i = l3.iterator();
            i.next();
            i.remove();
        });
        attempt("listIterator set", () -> l3.listIterator().set(1));
        attempt("iterator hasPrevious", () -> ((ListIterator<Integer>) l3.iterator()).hasPrevious());
        attempt("subList add", () -> l10.subList(1, 3).add(1));
        attempt("get -1 of 2", () -> l2.get(-1));
        attempt("get 2 of 2", () -> l2.get(2));
        attempt("get 1 of 1", () -> l1.get(1));
        attempt("get 3 of 3", () -> l3.get(3));
        attempt("get 0 of 0", () -> l0.get(0));
        attempt("subList get", () -> l10.subList(2, 4).get(2));
        attempt("subList -1", () -> l3.subList(-1, 2));
        attempt("subList 4", () -> l3.subList(0, 4));
        attempt("subList 2,1", () -> l3.subList(2, 1));
        attempt("listIterator 4", () -> l3.listIterator(4));
        attempt("iterator past end", () -> {
            Iterator<Integer> i = l1.iterator();
            i.next();
            i.next();
        });
        attempt("of null", () -> List.of(1, null));
        attempt("of null varargs", () -> List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null));
        attempt("of null array", () -> List.of((Integer[]) null));
        attempt("contains null", () -> l3.contains(null));
        attempt("indexOf null", () -> l1.indexOf(null));
        attempt("copyOf with null", () -> List.copyOf(Arrays.asList("a", null)));
    }

    static void sets() {
        System.out.println("== sets");
        Set<String> s0 = Set.of();
        Set<String> s1 = Set.of("one");
        Set<String> s2 = Set.of("one", "two");
        Set<String> s5 = Set.of("e", "d", "c", "b", "a");
        Set<String> sv = Set.of("k", "j", "i", "h", "g", "f", "e", "d", "c", "b", "a", "z");
        System.out.println(s0 + " " + s1 + " " + sorted(s2) + " " + sorted(s5) + " " + sorted(sv) + " " + sv.size());
        System.out.println(sorted(Set.of(1, 2, 3)) + " " + sorted(Set.of(1, 2, 3, 4)) + " " + sorted(Set.of(1, 2, 3, 4, 5, 6))
                + " " + sorted(Set.of(1, 2, 3, 4, 5, 6, 7)) + " " + sorted(Set.of(1, 2, 3, 4, 5, 6, 7, 8)) + " "
                + sorted(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9)) + " " + sorted(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)));
        System.out.println(s2.contains("two") + " " + s2.contains("three") + " " + s5.equals(new HashSet<>(List.of("a", "b", "c", "d", "e")))
                + " " + new TreeSet<>(s5).equals(s5) + " " + s5.hashCode() + " " + new HashSet<>(s5).hashCode() + " " + s0.equals(Set.of())
                + " " + s2.equals(List.of("one", "two")) + " " + s1.containsAll(List.of("one")));
        Set<Integer> sc = Set.copyOf(List.of(3, 1, 3, 2, 1));
        System.out.println(sorted(sc) + " " + (Set.copyOf(sc) == sc));
        Object[] arr = s5.toArray();
        Arrays.sort(arr);
        System.out.println(Arrays.toString(arr));
        attempt("duplicate 2", () -> Set.of("x", "x"));
        attempt("duplicate 3", () -> Set.of("x", "y", "x"));
        attempt("duplicate varargs", () -> Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 7));
        attempt("null element", () -> Set.of("a", null));
        attempt("null single", () -> Set.of((String) null));
        attempt("contains null", () -> s2.contains(null));
        attempt("add", () -> s2.add("x"));
        attempt("remove", () -> s2.remove("one"));
        attempt("clear", () -> s0.clear());
        attempt("removeAll", () -> s5.removeAll(List.of()));
        attempt("copyOf null", () -> Set.copyOf(Arrays.asList("a", null)));
        attempt("iterator past end", () -> {
            Iterator<String> i = s0.iterator();
            i.next();
        });
    }

    static void maps() {
        System.out.println("== maps");
        Map<String, Integer> m0 = Map.of();
        Map<String, Integer> m1 = Map.of("a", 1);
        Map<String, Integer> m3 = Map.of("c", 3, "a", 1, "b", 2);
        Map<String, Integer> m10 = Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7, "h", 8, "i", 9, "j", 10);
        System.out.println(m0 + " " + m1 + " " + new TreeMap<>(m3) + " " + new TreeMap<>(m10) + " " + m10.size());
        System.out.println(new TreeMap<>(Map.of("a", 1, "b", 2)) + " " + new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3, "d", 4))
                + " " + new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5)) + " " + Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6).size()
                + " " + Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7).size() + " "
                + Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7, "h", 8).size() + " "
                + Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7, "h", 8, "i", 9).get("i"));
        System.out.println(m3.get("b") + " " + m3.get("z") + " " + m3.containsKey("c") + " " + m3.containsValue(3) + " " + m3.containsValue(7)
                + " " + m3.getOrDefault("z", 0) + " " + m3.getOrDefault("a", 0) + " " + m3.equals(Map.of("a", 1, "b", 2, "c", 3))
                + " " + m3.equals(new HashMap<>(m3)) + " " + new HashMap<>(m3).equals(m3) + " " + m3.hashCode() + " " + new HashMap<>(m3).hashCode()
                + " " + m0.hashCode() + " " + m1.equals(Map.of("a", 2)));
        System.out.println(sorted(m3.keySet()) + " " + sorted(m3.values()) + " " + m3.entrySet().contains(Map.entry("a", 1))
                + " " + m3.entrySet().contains(Map.entry("a", 2)) + " " + m3.keySet().contains("b"));
        List<String> es = new ArrayList<>();
        for (Map.Entry<String, Integer> e : m3.entrySet()) {
            es.add(e.toString() + "#" + e.hashCode());
        }
        Collections.sort(es);
        System.out.println(es);
        Map<String, Integer> me = Map.ofEntries(Map.entry("x", 24), Map.entry("y", 25), new AbstractMap.SimpleEntry<>("z", 26));
        System.out.println(new TreeMap<>(me) + " " + Map.ofEntries() + " " + Map.ofEntries(Map.entry("k", "v")));
        Map.Entry<String, Integer> e = Map.entry("key", 7);
        System.out.println(e + " " + e.getKey() + " " + e.getValue() + " " + e.hashCode() + " " + e.equals(new AbstractMap.SimpleEntry<>("key", 7))
                + " " + new AbstractMap.SimpleEntry<>("key", 7).equals(e) + " " + e.equals(Map.entry("key", 8)));
        Map<String, Integer> src = new TreeMap<>(Map.of("p", 1, "q", 2));
        Map<String, Integer> copy = Map.copyOf(src);
        src.put("r", 3);
        System.out.println(new TreeMap<>(copy) + " " + src + " " + (Map.copyOf(copy) == copy));
        List<String> seen = new ArrayList<>();
        m3.forEach((k, v) -> seen.add(k + v));
        Collections.sort(seen);
        System.out.println(seen);
        attempt("duplicate key", () -> Map.of("a", 1, "a", 2));
        attempt("duplicate key 3", () -> Map.of("a", 1, "b", 2, "b", 3));
        attempt("duplicate entries", () -> Map.ofEntries(Map.entry("q", 1), Map.entry("q", 1)));
        attempt("null key", () -> Map.of(null, 1));
        attempt("null value", () -> Map.of("a", 1, "b", null));
        attempt("entry null key", () -> Map.entry(null, 1));
        attempt("entry null value", () -> Map.entry("k", null));
        attempt("entry setValue", () -> e.setValue(5));
        attempt("map entry setValue", () -> m3.entrySet().iterator().next().setValue(5));
        attempt("get null", () -> m3.get(null));
        attempt("containsKey null", () -> m10.containsKey(null));
        attempt("containsValue null", () -> m10.containsValue(null));
        attempt("put", () -> m3.put("d", 4));
        attempt("put existing", () -> m1.put("a", 1));
        attempt("remove", () -> m3.remove("a"));
        attempt("remove absent", () -> m0.remove("zz"));
        attempt("putAll", () -> m3.putAll(Map.of()));
        attempt("clear", () -> m0.clear());
        attempt("putIfAbsent", () -> m3.putIfAbsent("a", 1));
        attempt("compute", () -> m3.compute("a", (k, v) -> v));
        attempt("computeIfAbsent", () -> m3.computeIfAbsent("a", k -> 1));
        attempt("computeIfPresent", () -> m3.computeIfPresent("a", (k, v) -> v));
        attempt("merge", () -> m3.merge("a", 1, Integer::sum));
        attempt("replace", () -> m3.replace("a", 5));
        attempt("replaceAll", () -> m3.replaceAll((k, v) -> v));
        attempt("keySet remove", () -> m3.keySet().remove("a"));
        attempt("values clear", () -> m3.values().clear());
        attempt("entrySet add", () -> m3.entrySet().add(Map.entry("n", 1)));
        attempt("copyOf null value", () -> Map.copyOf(Collections.singletonMap("k", null)));
        System.out.println(new TreeMap<>(m3));
    }
}
