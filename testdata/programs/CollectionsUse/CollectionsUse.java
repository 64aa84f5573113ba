// CollectionsUse: the java.util collections and their observable orders.
// Covers: ArrayList (add/insert/remove/set/indexOf/subList/contains/toArray), LinkedList (as list
// and deque), Vector and Enumeration, Stack (push/pop/peek/search/empty), HashMap iteration order
// with String and Integer keys (including negative and large keys, after many removals and after
// resizes), null keys/values, LinkedHashMap (insertion order, re-put keeps position), HashSet and
// LinkedHashSet, TreeMap (sorted, firstKey/lastKey/headMap/tailMap/ceiling/floor), TreeSet with a
// Comparator (anonymous class), Hashtable (its own iteration and toString order, keys()/elements()),
// PriorityQueue (poll order and heap toString order), ArrayDeque as stack and queue,
// Iterator.remove, ListIterator, ConcurrentModificationException caught, Collections
// sort/reverse/max/min/unmodifiableList (UnsupportedOperationException)/swap/frequency/nCopies/
// emptyList/singletonList, Arrays.sort (ints, Strings, range, with Comparator)/asList/binarySearch/
// fill/toString/equals, equals/hashCode of lists, sets and maps, and AbstractCollection.toString.

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.Stack;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;

public class CollectionsUse {
    static void lists() {
        ArrayList<String> al = new ArrayList<String>();
        for (int i = 0; i < 12; i++) al.add("s" + i);
        al.add(0, "first");
        al.add(5, "middle");
        al.remove("s3");
        al.remove(al.size() - 1);
        al.set(1, "SET");
        System.out.println("ArrayList " + al + " size " + al.size() + " indexOf(s7) " + al.indexOf("s7") + " contains(s3) " + al.contains("s3"));
        List<String> sub = al.subList(2, 5);
        System.out.println("subList " + sub + " get(1) " + sub.get(1));
        Object[] arr = al.toArray();
        String[] sarr = al.toArray(new String[0]);
        System.out.println("toArray " + arr.length + " " + sarr[sarr.length - 1] + " " + sarr.getClass().getSimpleName());
        try {
            al.get(99);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("ArrayList.get(99): " + e.getMessage());
        }
        try {
            new ArrayList<Integer>().remove(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty remove(0): " + e.getMessage());
        }

        LinkedList<Integer> ll = new LinkedList<Integer>();
        for (int i = 0; i < 6; i++) ll.add(i * i);
        ll.addFirst(-1);
        ll.addLast(100);
        ll.removeFirstOccurrence(4);
        System.out.println("LinkedList " + ll + " first " + ll.getFirst() + " last " + ll.getLast() + " poll " + ll.poll() + " pollLast " + ll.pollLast()
                + " peek " + ll.peek() + " get(2) " + ll.get(2) + " -> " + ll);
        ListIterator<Integer> li = ll.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 9) li.add(10);
            else if (v == 1) li.set(11);
            else if (v == 25) li.remove();
        }
        System.out.println("after ListIterator " + ll);

        Vector<String> v = new Vector<String>();
        v.addElement("v1");
        v.add("v2");
        v.insertElementAt("v0", 0);
        StringBuilder sb = new StringBuilder();
        for (Enumeration<String> e = v.elements(); e.hasMoreElements();) sb.append(e.nextElement()).append(';');
        System.out.println("Vector " + v + " elementAt(1) " + v.elementAt(1) + " enumeration " + sb + " firstElement " + v.firstElement());

        Stack<Integer> st = new Stack<Integer>();
        for (int i = 1; i <= 5; i++) st.push(i * 10);
        System.out.println("Stack " + st + " peek " + st.peek() + " pop " + st.pop() + " search(20) " + st.search(20) + " search(99) " + st.search(99)
                + " empty " + st.empty() + " -> " + st);
        try {
            new Stack<String>().pop();
        } catch (java.util.EmptyStackException e) {
            System.out.println("EmptyStackException " + e.getMessage());
        }
        List<Integer> a = new ArrayList<Integer>(Arrays.asList(1, 2, 3));
        List<Integer> b = new LinkedList<Integer>(Arrays.asList(1, 2, 3));
        System.out.println("list equals across types " + a.equals(b) + " hashCodes " + a.hashCode() + " " + b.hashCode());
    }

    static void hashMaps() {
        HashMap<String, Integer> hm = new HashMap<String, Integer>();
        String[] words = { "zebra", "apple", "mango", "kiwi", "banana", "cherry", "date", "fig", "grape", "lemon", "lime", "orange",
                "peach", "pear", "plum", "quince", "raspberry", "strawberry", "tangerine", "ugli", "vanilla", "watermelon", "Aa", "BB" };
        for (int i = 0; i < words.length; i++) hm.put(words[i], i);
        System.out.println("HashMap<String> " + hm);
        System.out.println("keySet " + hm.keySet());
        System.out.println("values " + hm.values());
        for (int i = 0; i < words.length; i += 3) hm.remove(words[i]);
        hm.put("new1", 100);
        hm.put("apple", -1);
        hm.put(null, 0);
        hm.put("nullValue", null);
        System.out.println("after removes " + hm + " size " + hm.size() + " get(null) " + hm.get(null) + " containsKey(nullValue) "
                + hm.containsKey("nullValue") + " get(missing) " + hm.get("missing") + " containsValue(100) " + hm.containsValue(100));
        HashMap<Integer, String> im = new HashMap<Integer, String>();
        int[] keys = { 5, 17, -3, 1000000, 33, 16, 0, 64, -2147483648, 2147483647, 48, 1 << 20, 7, 123456789 };
        for (int i = 0; i < keys.length; i++) im.put(keys[i], "v" + i);
        System.out.println("HashMap<Integer> " + im);
        HashMap<Integer, Integer> grow = new HashMap<Integer, Integer>();
        for (int i = 0; i < 200; i += 7) grow.put(i * 37 % 101, i);
        for (int i = 0; i < 200; i += 21) grow.remove(i * 37 % 101);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Integer> e : grow.entrySet()) sb.append(e.getKey()).append('=').append(e.getValue()).append(' ');
        System.out.println("resized map entrySet " + sb);
        Iterator<Map.Entry<Integer, Integer>> it = grow.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Integer, Integer> e = it.next();
            if (e.getKey() % 2 == 0) it.remove();
            else e.setValue(e.getValue() * 10);
        }
        System.out.println("after Iterator.remove/setValue " + grow);
        HashMap<String, Integer> copy = new HashMap<String, Integer>(hm);
        System.out.println("map equals copy " + copy.equals(hm) + " hashCode equal " + (copy.hashCode() == hm.hashCode()));

        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<String, Integer>();
        for (int i = 0; i < 8; i++) lhm.put(words[i], i);
        lhm.put("zebra", 99);
        lhm.remove("mango");
        lhm.put("mango", 3);
        System.out.println("LinkedHashMap " + lhm + " keys " + lhm.keySet());

        HashSet<String> hs = new HashSet<String>();
        for (int i = 0; i < words.length; i++) hs.add(words[i].toUpperCase());
        hs.remove("KIWI");
        System.out.println("HashSet " + hs + " add dup " + hs.add("ZEBRA") + " contains " + hs.contains("FIG"));
        HashSet<Integer> his = new HashSet<Integer>();
        for (int i = 0; i < 30; i++) his.add((i * 7919) % 1000 - 500);
        System.out.println("HashSet<Integer> " + his);
        LinkedHashSet<Integer> lhs = new LinkedHashSet<Integer>();
        for (int i = 10; i > 0; i--) lhs.add(i % 4 * 10 + i % 3);
        System.out.println("LinkedHashSet " + lhs);
        Set<String> s1 = new HashSet<String>(Arrays.asList("x", "y"));
        Set<String> s2 = new TreeSet<String>(Arrays.asList("y", "x"));
        System.out.println("set equals " + s1.equals(s2) + " hash " + s1.hashCode() + " " + s2.hashCode());
    }

    static void sorted() {
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>();
        String[] ws = { "delta", "alpha", "echo", "charlie", "bravo", "foxtrot", "Alpha", "", "golf" };
        for (int i = 0; i < ws.length; i++) tm.put(ws[i], ws[i].length());
        System.out.println("TreeMap " + tm + " first " + tm.firstKey() + " last " + tm.lastKey());
        System.out.println("headMap(charlie) " + tm.headMap("charlie") + " tailMap(delta) " + tm.tailMap("delta") + " ceilingKey(c) " + tm.ceilingKey("c")
                + " floorKey(c) " + tm.floorKey("c") + " higherKey(echo) " + tm.higherKey("echo") + " lowerKey(alpha) " + tm.lowerKey("alpha"));
        Map.Entry<String, Integer> fe = tm.firstEntry();
        System.out.println("firstEntry " + fe.getKey() + "=" + fe.getValue() + " pollFirstEntry " + tm.pollFirstEntry() + " descendingMap " + tm.descendingMap());
        TreeMap<Integer, String> ti = new TreeMap<Integer, String>();
        for (int i = 0; i < 20; i++) ti.put((i * 13) % 20 - 10, "n" + i);
        ti.remove(0);
        ti.remove(-10);
        System.out.println("TreeMap<Integer> " + ti.keySet() + " values " + ti.values());
        TreeSet<String> byLength = new TreeSet<String>(new Comparator<String>() {
            public int compare(String x, String y) {
                if (x.length() != y.length()) return x.length() - y.length();
                return y.compareTo(x);
            }
        });
        for (int i = 0; i < ws.length; i++) byLength.add(ws[i]);
        byLength.add("zzzzz");
        System.out.println("TreeSet by length desc-alpha " + byLength + " first " + byLength.first() + " last " + byLength.last()
                + " headSet(echo) " + byLength.headSet("echo") + " descending " + byLength.descendingSet());
        TreeSet<Integer> tsi = new TreeSet<Integer>();
        for (int i = 0; i < 15; i++) tsi.add(i * i % 17);
        System.out.println("TreeSet<Integer> " + tsi + " ceiling(5) " + tsi.ceiling(5) + " floor(5) " + tsi.floor(5) + " pollFirst " + tsi.pollFirst()
                + " pollLast " + tsi.pollLast() + " subSet(2,9) " + tsi.subSet(2, 9));
        try {
            new TreeMap<String, String>().firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("empty TreeMap.firstKey: NoSuchElementException " + e.getMessage());
        }
    }

    static void hashtables() {
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        String[] ws = { "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve" };
        for (int i = 0; i < ws.length; i++) ht.put(ws[i], i + 1);
        System.out.println("Hashtable " + ht);
        ht.remove("four");
        ht.put("thirteen", 13);
        StringBuilder keys = new StringBuilder();
        for (Enumeration<String> e = ht.keys(); e.hasMoreElements();) keys.append(e.nextElement()).append(' ');
        StringBuilder vals = new StringBuilder();
        for (Enumeration<Integer> e = ht.elements(); e.hasMoreElements();) vals.append(e.nextElement()).append(' ');
        System.out.println("keys() " + keys + "| elements() " + vals + "| keySet " + ht.keySet() + " contains(7) " + ht.contains(7));
        Hashtable<Integer, Integer> hi = new Hashtable<Integer, Integer>();
        for (int i = 0; i < 25; i++) hi.put(i * 31 % 50, i);
        System.out.println("Hashtable<Integer> " + hi);
        try {
            ht.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null key: NullPointerException");
        }
        try {
            ht.put("k", null);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null value: NullPointerException");
        }
    }

    static void queues() {
        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        int[] vals = { 42, 7, 19, 3, 88, 7, 56, 1, 23, 64, 5 };
        for (int i = 0; i < vals.length; i++) pq.offer(vals[i]);
        System.out.println("PriorityQueue heap order " + pq + " peek " + pq.peek() + " size " + pq.size());
        pq.remove(19);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("poll order " + sb + "poll on empty " + pq.poll());
        PriorityQueue<String> pqs = new PriorityQueue<String>(4, new Comparator<String>() {
            public int compare(String x, String y) {
                return y.compareTo(x);
            }
        });
        pqs.add("m");
        pqs.add("c");
        pqs.add("x");
        pqs.add("a");
        pqs.add("q");
        System.out.println("reverse PriorityQueue " + pqs + " poll " + pqs.poll() + " " + pqs.poll());

        ArrayDeque<Integer> dq = new ArrayDeque<Integer>();
        for (int i = 0; i < 20; i++) {
            if (i % 3 == 0) dq.addFirst(i);
            else dq.addLast(i);
        }
        System.out.println("ArrayDeque " + dq + " peekFirst " + dq.peekFirst() + " peekLast " + dq.peekLast());
        dq.push(-1);
        System.out.println("pop " + dq.pop() + " pollFirst " + dq.pollFirst() + " pollLast " + dq.pollLast() + " removeFirst " + dq.removeFirst() + " size " + dq.size());
        StringBuilder rev = new StringBuilder();
        for (Iterator<Integer> it = dq.descendingIterator(); it.hasNext();) rev.append(it.next()).append(',');
        System.out.println("descending " + rev);
        try {
            new ArrayDeque<String>().removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println("empty ArrayDeque.removeFirst: NoSuchElementException");
        }
        try {
            dq.add(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque.add(null): NullPointerException");
        }
    }

    static void iterators() {
        ArrayList<Integer> list = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) list.add(i);
        for (Iterator<Integer> it = list.iterator(); it.hasNext();) {
            if (it.next() % 3 == 0) it.remove();
        }
        System.out.println("after Iterator.remove " + list);
        try {
            for (Integer x : list) {
                if (x == 4) list.remove(x);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException from ArrayList, message " + e.getMessage());
        }
        HashMap<String, Integer> m = new HashMap<String, Integer>();
        m.put("a", 1);
        m.put("b", 2);
        m.put("c", 3);
        try {
            for (String k : m.keySet()) {
                if (k.equals("a")) m.put("d", 4);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException from HashMap");
        }
        Iterator<Integer> it = list.iterator();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: IllegalStateException");
        }
        Iterator<String> empty = new ArrayList<String>().iterator();
        try {
            empty.next();
        } catch (NoSuchElementException e) {
            System.out.println("next on exhausted iterator: NoSuchElementException");
        }
    }

    static void utilities() {
        ArrayList<Integer> list = new ArrayList<Integer>();
        for (int i = 0; i < 15; i++) list.add((i * 37 + 11) % 23);
        System.out.println("list " + list + " max " + Collections.max(list) + " min " + Collections.min(list) + " frequency(11) " + Collections.frequency(list, 11));
        Collections.sort(list);
        System.out.println("sorted " + list + " binarySearch(14) " + Collections.binarySearch(list, 14) + " binarySearch(13) " + Collections.binarySearch(list, 13));
        Collections.reverse(list);
        Collections.swap(list, 0, list.size() - 1);
        System.out.println("reversed+swapped " + list);
        Collections.sort(list, new Comparator<Integer>() {
            public int compare(Integer x, Integer y) {
                int c = Integer.compare(x % 5, y % 5);
                return c != 0 ? c : Integer.compare(y, x);
            }
        });
        System.out.println("sorted by mod 5 (stable tie-break desc) " + list);
        List<String> names = new ArrayList<String>(Arrays.asList("Walter", "anna", "Zoe", "bob", "Carl", "dave"));
        Collections.sort(names);
        System.out.println("String natural order " + names + " max by length " + Collections.max(names, new Comparator<String>() {
            public int compare(String x, String y) {
                return x.length() - y.length();
            }
        }));
        List<String> un = Collections.unmodifiableList(names);
        try {
            un.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableList.add: UnsupportedOperationException, still " + un.size() + " " + un.get(0));
        }
        System.out.println("nCopies " + Collections.nCopies(3, "ab") + " emptyList " + Collections.emptyList() + " singletonList " + Collections.singletonList(7)
                + " emptyMap " + Collections.emptyMap());
        List<Integer> fixed = Arrays.asList(3, 1, 2);
        try {
            fixed.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("Arrays.asList add: UnsupportedOperationException");
        }
        fixed.set(0, 9);
        System.out.println("Arrays.asList set " + fixed);

        int[] ia = { 9, -2, 7, 0, 15, 3, 3, -8, 100, 42 };
        Arrays.sort(ia);
        System.out.println("Arrays.sort int " + Arrays.toString(ia) + " binarySearch(15) " + Arrays.binarySearch(ia, 15) + " (4) " + Arrays.binarySearch(ia, 4)
                + " (-100) " + Arrays.binarySearch(ia, -100) + " (1000) " + Arrays.binarySearch(ia, 1000));
        int[] part = { 5, 4, 3, 2, 1, 0 };
        Arrays.sort(part, 1, 4);
        System.out.println("range sort " + Arrays.toString(part));
        double[] da = { 3.5, -0.0, 0.0, Double.NaN, -1.5, Double.NEGATIVE_INFINITY };
        Arrays.sort(da);
        System.out.println("double sort " + Arrays.toString(da));
        char[] ca = "sorting".toCharArray();
        Arrays.sort(ca);
        System.out.println("char sort " + new String(ca));
        String[] sa = { "pear", "Apple", "fig", "apple", "Banana" };
        Arrays.sort(sa);
        System.out.println("String sort " + Arrays.toString(sa));
        Arrays.sort(sa, new Comparator<String>() {
            public int compare(String x, String y) {
                return x.compareToIgnoreCase(y);
            }
        });
        System.out.println("ignore-case sort (stable) " + Arrays.toString(sa));
        long[] la = new long[5];
        Arrays.fill(la, 7L);
        Arrays.fill(la, 1, 3, -1L);
        System.out.println("fill " + Arrays.toString(la) + " equals " + Arrays.equals(la, new long[] { 7, -1, -1, 7, 7 }) + " "
                + Arrays.equals(new Object[] { "a", null }, new Object[] { "a", null }));
    }

    public static void main(String[] args) {
        lists();
        hashMaps();
        sorted();
        hashtables();
        queues();
        iterators();
        utilities();
    }
}
