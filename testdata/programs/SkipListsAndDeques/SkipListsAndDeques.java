// ConcurrentSkipListMap/Set (navigation, range and descending views, compute family, comparators,
// weakly consistent iteration), ConcurrentLinkedQueue, ConcurrentLinkedDeque and
// LinkedTransferQueue (transfer, tryTransfer, blocking operations), with their exceptions.
import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;

public class SkipListsAndDeques {
    static void p(Object o) {
        System.out.println(o);
    }

    interface Action {
        Object run() throws Exception;
    }

    static void t(String label, Action a) {
        try {
            p(label + ": " + a.run());
        } catch (Exception e) {
            p(label + " threw " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        skipListMap();
        views();
        computeFamily();
        comparators();
        weakIteration();
        skipListSet();
        linkedQueue();
        linkedDeque();
        transferQueue();
        threads();
    }

    static ConcurrentSkipListMap<Integer, String> sample() {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<Integer, String>();
        int[] keys = {50, 10, 40, 20, 30, 70, 60, 90, 80};
        for (int k : keys) {
            m.put(k, "v" + k);
        }
        return m;
    }

    static void skipListMap() {
        p("== ConcurrentSkipListMap");
        final ConcurrentSkipListMap<Integer, String> m = sample();
        p(m + " size=" + m.size() + " empty=" + m.isEmpty());
        p(m.firstKey() + " " + m.lastKey() + " " + m.firstEntry() + " " + m.lastEntry());
        p(m.get(40) + " " + m.get(45) + " " + m.containsKey(90) + " " + m.containsKey(91)
                + " " + m.containsValue("v20") + " " + m.containsValue("x"));
        p(m.ceilingKey(35) + " " + m.ceilingKey(40) + " " + m.ceilingKey(95) + " " + m.ceilingEntry(55));
        p(m.floorKey(35) + " " + m.floorKey(40) + " " + m.floorKey(5) + " " + m.floorEntry(99));
        p(m.higherKey(40) + " " + m.higherKey(90) + " " + m.higherEntry(0));
        p(m.lowerKey(40) + " " + m.lowerKey(10) + " " + m.lowerEntry(1000));
        p(m.put(40, "forty") + " " + m.put(45, "v45") + " " + m.remove(45) + " " + m.remove(45));
        p(m.pollFirstEntry() + " " + m.pollLastEntry() + " " + m);
        p(m.putIfAbsent(20, "x") + " " + m.putIfAbsent(25, "v25") + " " + m.replace(25, "w25")
                + " " + m.replace(26, "x") + " " + m.replace(25, "w25", "z25") + " " + m.replace(25, "q", "r"));
        p(m.remove(25, "nope") + " " + m.remove(25, "z25") + " " + m.remove(25, null) + " " + m);
        p(m.getOrDefault(30, "d") + " " + m.getOrDefault(31, "d"));
        t("setValue", () -> m.firstEntry().setValue("x"));
        t("put null key", () -> m.put(null, "x"));
        t("put null value", () -> m.put(1, null));
        t("get null", () -> m.get(null));
        t("containsValue null", () -> m.containsValue(null));
        t("ceilingKey null", () -> m.ceilingKey(null));
        t("remove null", () -> m.remove(null));
        t("replace null", () -> m.replace(20, null));
        ConcurrentSkipListMap<Integer, String> e = new ConcurrentSkipListMap<Integer, String>();
        p(e + " " + e.firstEntry() + " " + e.pollFirstEntry() + " " + e.lowerKey(3) + " " + e.isEmpty());
        t("firstKey empty", () -> e.firstKey());
        t("lastKey empty", () -> e.lastKey());
        ConcurrentSkipListMap<Object, String> o = new ConcurrentSkipListMap<Object, String>();
        try {
            o.put(new Object(), "x");
            p("no exception");
        } catch (ClassCastException ex) {
            p("ClassCastException for non-comparable key, size " + o.size());
        }
        ConcurrentSkipListMap<Integer, String> c = m.clone();
        c.put(1, "one");
        p(c + " / " + m + " equal=" + c.equals(m));
        c.remove(1);
        TreeMap<Integer, String> tm = new TreeMap<Integer, String>(m);
        p("equals TreeMap " + m.equals(tm) + " " + tm.equals(m) + " hash " + (m.hashCode() == tm.hashCode())
                + " clone equal " + c.equals(m));
        ConcurrentSkipListMap<Integer, Integer> big = new ConcurrentSkipListMap<Integer, Integer>();
        for (int i = 0; i < 500; i++) {
            big.put((i * 7919) % 1000, i);
        }
        int prev = -1;
        boolean sorted = true;
        for (Integer k : big.keySet()) {
            sorted &= k > prev;
            prev = k;
        }
        for (int i = 0; i < 1000; i += 3) {
            big.remove(i);
        }
        p("big " + big.size() + " sorted=" + sorted + " " + big.firstKey() + " " + big.lastKey()
                + " " + big.headMap(100).size() + " " + big.ceilingKey(500) + " " + big.floorKey(501));
    }

    static void views() {
        p("== views");
        final ConcurrentSkipListMap<Integer, String> m = sample();
        p(m.keySet() + " " + m.navigableKeySet() + " " + m.descendingKeySet());
        p(m.values() + " " + m.entrySet());
        p(m.descendingMap());
        p(m.headMap(40) + " " + m.headMap(40, true) + " " + m.tailMap(70) + " " + m.tailMap(70, false));
        p(m.subMap(20, 60) + " " + m.subMap(20, false, 60, true) + " " + m.subMap(25, 26));
        final ConcurrentNavigableMap<Integer, String> sub = m.subMap(20, true, 70, false);
        p(sub.firstKey() + " " + sub.lastKey() + " " + sub.size() + " " + sub.firstEntry() + " " + sub.lastEntry());
        p(sub.ceilingKey(5) + " " + sub.floorKey(95) + " " + sub.higherKey(60) + " " + sub.lowerKey(20)
                + " " + sub.lowerEntry(100) + " " + sub.higherEntry(1));
        p(sub.get(10) + " " + sub.get(30) + " " + sub.containsKey(70) + " " + sub.remove(80) + " " + m.size());
        t("put out of range", () -> sub.put(75, "x"));
        t("putIfAbsent out of range", () -> sub.putIfAbsent(5, "x"));
        t("inconsistent", () -> m.subMap(60, 20));
        t("sub of sub out of range", () -> sub.subMap(10, 30));
        t("headMap beyond", () -> sub.headMap(70, true));
        t("tailMap null", () -> sub.tailMap(null));
        p(sub.put(35, "v35") + " " + m.get(35) + " " + sub);
        ConcurrentNavigableMap<Integer, String> d = sub.descendingMap();
        p(d + " " + d.firstKey() + " " + d.lastKey() + " " + d.keySet() + " " + d.values());
        p(d.ceilingKey(45) + " " + d.floorKey(45) + " " + d.higherKey(45) + " " + d.lowerKey(45)
                + " " + d.ceilingKey(100) + " " + d.floorKey(100) + " " + d.higherKey(0) + " " + d.lowerKey(0));
        p(d.headMap(40) + " " + d.tailMap(40) + " " + d.subMap(60, 30) + " " + d.descendingMap());
        t("descending inconsistent", () -> d.subMap(30, 60));
        p(d.pollFirstEntry() + " " + d.pollLastEntry() + " " + m);
        ConcurrentNavigableMap<Integer, String> md = m.descendingMap();
        p(md.headMap(50) + " " + md.tailMap(50, false) + " " + md.navigableKeySet().headSet(70)
                + " " + md.descendingKeySet());
        NavigableSet<Integer> ks = m.keySet();
        p(ks.first() + " " + ks.last() + " " + ks.ceiling(33) + " " + ks.floor(33) + " " + ks.higher(90)
                + " " + ks.lower(30) + " " + ks.headSet(50) + " " + ks.tailSet(50, false)
                + " " + ks.subSet(30, true, 60, true) + " " + ks.descendingSet());
        Iterator<Integer> di = ks.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            sb.append(di.next()).append(' ');
        }
        p(sb + "| " + ks.pollFirst() + " " + ks.pollLast() + " " + ks.remove(60) + " " + ks.remove(61) + " " + m);
        t("keySet add", () -> ks.add(5));
        p(m.values().remove("v50") + " " + m.values().contains("v40") + " " + m.entrySet().contains(new AbstractMap.SimpleEntry<Integer, String>(40, "v40"))
                + " " + m.entrySet().remove(new AbstractMap.SimpleEntry<Integer, String>(40, "v40")) + " " + m);
        m.headMap(30).clear();
        p(m + " " + m.tailMap(80).isEmpty() + " " + m.headMap(30).isEmpty());
        Object[] arr = m.keySet().toArray();
        Integer[] arr2 = m.keySet().toArray(new Integer[0]);
        p(Arrays.toString(arr) + " " + Arrays.toString(arr2) + " " + Arrays.toString(m.values().toArray())
                + " " + Arrays.toString(m.entrySet().toArray()));
        p(m.keySet().equals(new TreeSet<Integer>(m.keySet())) + " " + m.keySet().equals(new HashSet<Object>(Arrays.asList("a")))
                + " " + m.entrySet().equals(new TreeMap<Integer, String>(m).entrySet()));
        p(m.descendingMap().descendingMap() + " " + (m.comparator() == null) + " "
                + (m.descendingMap().comparator() == Collections.reverseOrder()));
        for (Map.Entry<Integer, String> en : m.descendingMap().entrySet()) {
            System.out.print(en.getKey() + "=" + en.getValue() + ";");
        }
        p("");
    }

    static void computeFamily() {
        p("== compute");
        final ConcurrentSkipListMap<String, Integer> m = new ConcurrentSkipListMap<String, Integer>();
        for (String w : "to be or not to be that is the question".split(" ")) {
            m.merge(w, 1, (a, b) -> a + b);
        }
        p(m);
        p(m.computeIfAbsent("new", k -> k.length()) + " " + m.computeIfAbsent("be", k -> 99)
                + " " + m.computeIfAbsent("none", k -> null) + " " + m.containsKey("none"));
        p(m.computeIfPresent("to", (k, v) -> v * 10) + " " + m.computeIfPresent("zz", (k, v) -> 1)
                + " " + m.computeIfPresent("is", (k, v) -> null) + " " + m.containsKey("is"));
        p(m.compute("or", (k, v) -> v == null ? -1 : v + 100) + " " + m.compute("xx", (k, v) -> v == null ? -1 : v)
                + " " + m.compute("not", (k, v) -> null) + " " + m.compute("yy", (k, v) -> null));
        p(m.merge("be", 5, (a, b) -> a * b) + " " + m.merge("that", 1, (a, b) -> null) + " " + m);
        m.replaceAll((k, v) -> v + k.length());
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        p(sb);
        t("merge null value", () -> m.merge("a", null, (a, b) -> a));
        t("compute null fn", () -> m.compute("a", null));
        t("replaceAll null result", () -> {
            m.replaceAll((k, v) -> null);
            return "no";
        });
        p(m);
        ConcurrentNavigableMap<String, Integer> sub = m.headMap("q");
        p(sub.merge("a", 1, (a, b) -> a + b) + " " + sub.computeIfAbsent("b", k -> 2) + " " + sub);
        t("sub merge out of range", () -> sub.merge("z", 1, (a, b) -> a + b));
    }

    static void comparators() {
        p("== comparators");
        ConcurrentSkipListMap<String, Integer> ci = new ConcurrentSkipListMap<String, Integer>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Bob", 1);
        ci.put("alice", 2);
        ci.put("BOB", 3);
        ci.put("carol", 4);
        p(ci + " " + ci.get("ALICE") + " " + (ci.comparator() == String.CASE_INSENSITIVE_ORDER));
        ConcurrentSkipListMap<Integer, String> rev = new ConcurrentSkipListMap<Integer, String>(Collections.<Integer>reverseOrder());
        for (int i = 1; i <= 6; i++) {
            rev.put(i * 11, "r" + i);
        }
        p(rev + " " + rev.headMap(33) + " " + rev.ceilingKey(30) + " " + rev.higherKey(33) + " " + rev.descendingMap());
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>(Comparator.comparing(String::length));
        tm.put("ccc", 3);
        tm.put("a", 1);
        tm.put("bb", 2);
        ConcurrentSkipListMap<String, Integer> fromSorted = new ConcurrentSkipListMap<String, Integer>(tm);
        fromSorted.put("dddd", 4);
        fromSorted.put("zz", 22);
        p(fromSorted + " " + (fromSorted.comparator() == tm.comparator()));
        ConcurrentSkipListMap<String, Integer> fromMap = new ConcurrentSkipListMap<String, Integer>(new HashMap<String, Integer>(tm));
        p(fromMap + " " + fromMap.comparator());
        ConcurrentSkipListSet<String> byLen = new ConcurrentSkipListSet<String>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        byLen.addAll(Arrays.asList("pear", "fig", "apple", "kiwi", "plum", "banana", "date"));
        p(byLen + " " + byLen.descendingSet() + " " + byLen.headSet("zzzz") + " " + byLen.first());
    }

    static void weakIteration() {
        p("== weakly consistent iteration");
        ConcurrentSkipListMap<Integer, String> m = sample();
        StringBuilder sb = new StringBuilder();
        for (Integer k : m.keySet()) {
            sb.append(k).append(' ');
            if (k == 20) {
                m.remove(30);
                m.put(25, "v25");
                m.put(5, "v5");
            }
            if (k == 60) {
                m.put(95, "v95");
                m.remove(60);
            }
        }
        p(sb + "| " + m.keySet());
        Iterator<Map.Entry<Integer, String>> it = m.entrySet().iterator();
        Map.Entry<Integer, String> first = it.next();
        m.remove(first.getKey() + 5);
        Map.Entry<Integer, String> second = it.next();
        p(first + " " + second + " hasNext=" + it.hasNext());
        it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Integer, String> en = it.next();
            if (en.getKey() % 20 == 0) {
                it.remove();
            }
        }
        p(m);
        final Iterator<Integer> it2 = m.keySet().iterator();
        t("remove before next", () -> {
            it2.remove();
            return "no";
        });
        it2.next();
        it2.remove();
        t("remove twice", () -> {
            it2.remove();
            return "no";
        });
        Iterator<String> vi = m.values().iterator();
        String v1 = vi.next();
        m.clear();
        p(v1 + " hasNext after clear=" + vi.hasNext() + " " + m);
        t("next at end", () -> vi.next());
        ConcurrentSkipListMap<Integer, Integer> d = new ConcurrentSkipListMap<Integer, Integer>();
        for (int i = 0; i < 10; i++) {
            d.put(i, i);
        }
        sb.setLength(0);
        for (Integer k : d.descendingKeySet()) {
            sb.append(k).append(' ');
            if (k == 7) {
                d.remove(6);
                d.remove(5);
                d.put(-1, -1);
            }
        }
        p(sb + "| no ConcurrentModificationException");
    }

    static void skipListSet() {
        p("== ConcurrentSkipListSet");
        final ConcurrentSkipListSet<Integer> s = new ConcurrentSkipListSet<Integer>(Arrays.asList(5, 3, 9, 1, 7, 3, 5));
        p(s + " " + s.size() + " " + s.add(4) + " " + s.add(4) + " " + s.remove(9) + " " + s.remove(9) + " " + s.contains(7));
        p(s.first() + " " + s.last() + " " + s.ceiling(6) + " " + s.floor(6) + " " + s.higher(7) + " " + s.lower(1));
        p(s.headSet(5) + " " + s.headSet(5, true) + " " + s.tailSet(5) + " " + s.tailSet(5, false) + " " + s.subSet(3, 7)
                + " " + s.subSet(3, false, 7, true) + " " + s.descendingSet());
        NavigableSet<Integer> head = s.headSet(5, true);
        head.add(2);
        t("add out of range", () -> head.add(8));
        p(s + " " + head + " " + head.pollLast() + " " + s + " " + head.descendingSet().first());
        Iterator<Integer> di = s.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            Integer x = di.next();
            sb.append(x).append(' ');
            if (x == 4) {
                s.add(10);
                s.remove(2);
            }
        }
        p(sb + "| " + s);
        p(s.pollFirst() + " " + s.pollLast() + " " + s + " " + s.equals(new TreeSet<Integer>(Arrays.asList(3, 4, 7)))
                + " " + s.equals(new HashSet<Integer>(Arrays.asList(3, 4, 7))) + " " + s.hashCode());
        ConcurrentSkipListSet<Integer> c = s.clone();
        c.add(100);
        p(c + " " + s + " " + c.removeAll(Arrays.asList(3, 100, 55)) + " " + c + " " + c.retainAll(Arrays.asList(4)) + " " + c);
        t("add null", () -> s.add(null));
        t("contains null", () -> s.contains(null));
        t("remove null", () -> s.remove(null));
        t("first empty", () -> new ConcurrentSkipListSet<String>().first());
        t("subSet inconsistent", () -> s.subSet(7, 3));
        ConcurrentSkipListSet<String> r = new ConcurrentSkipListSet<String>(Collections.reverseOrder());
        r.addAll(Arrays.asList("b", "d", "a", "c"));
        ConcurrentSkipListSet<String> copy = new ConcurrentSkipListSet<String>(r);
        p(r + " " + copy + " " + copy.comparator().compare("a", "b") + " " + r.pollFirst() + " " + r.ceiling("bb")
                + " " + Arrays.toString(r.toArray()) + " " + r.toArray(new String[5]).length);
        s.clear();
        p(s + " " + s.isEmpty() + " " + s.pollFirst() + " " + s.size());
    }

    static void linkedQueue() {
        p("== ConcurrentLinkedQueue");
        final ConcurrentLinkedQueue<String> q = new ConcurrentLinkedQueue<String>(Arrays.asList("a", "b"));
        Object oq = q;
        p((oq instanceof BlockingQueue) + " " + (oq instanceof Queue) + " " + (oq instanceof AbstractQueue));
        p(q.offer("c") + " " + q.add("d") + " " + q + " " + q.peek() + " " + q.poll() + " " + q.size() + " " + q.isEmpty());
        p(q.contains("c") + " " + q.contains(null) + " " + q.remove("c") + " " + q.remove("zz") + " " + q.remove(null) + " " + q);
        t("offer null", () -> q.offer(null));
        t("addAll self", () -> q.addAll(q));
        t("addAll with null", () -> q.addAll(Arrays.asList("x", null)));
        p(q + " " + q.addAll(Arrays.asList("e", "f", "g")) + " " + q.addAll(new ArrayList<String>()));
        StringBuilder sb = new StringBuilder();
        for (Iterator<String> it = q.iterator(); it.hasNext();) {
            String x = it.next();
            sb.append(x).append(' ');
            if (x.equals("d")) {
                q.remove("e");
                q.add("h");
            }
            if (x.equals("f")) {
                it.remove();
            }
        }
        p(sb + "| " + q + " " + Arrays.toString(q.toArray()) + " " + Arrays.toString(q.toArray(new String[6])));
        Iterator<String> it = q.iterator();
        String h = it.next();
        q.clear();
        p(h + " " + it.hasNext() + " " + q + " " + q.poll() + " " + q.peek());
        t("remove empty", () -> q.remove());
        t("element empty", () -> q.element());
        q.add("z");
        p(q.remove() + " " + q.size());
    }

    static void linkedDeque() {
        p("== ConcurrentLinkedDeque");
        final ConcurrentLinkedDeque<Integer> d = new ConcurrentLinkedDeque<Integer>();
        Object od = d;
        p((od instanceof Deque) + " " + (od instanceof BlockingDeque) + " " + (od instanceof Queue));
        d.addFirst(2);
        d.addLast(3);
        d.offerFirst(1);
        d.offerLast(4);
        d.push(0);
        d.add(5);
        d.offer(6);
        p(d + " " + d.size() + " " + d.peekFirst() + " " + d.peekLast() + " " + d.getFirst() + " " + d.getLast() + " " + d.peek() + " " + d.element());
        p(d.pollFirst() + " " + d.pollLast() + " " + d.pop() + " " + d.poll() + " " + d.removeFirst() + " " + d.removeLast() + " " + d.remove() + " " + d);
        t("removeFirst empty", () -> d.removeFirst());
        t("removeLast empty", () -> d.removeLast());
        t("getFirst empty", () -> d.getFirst());
        t("getLast empty", () -> d.getLast());
        t("pop empty", () -> d.pop());
        p(d.pollFirst() + " " + d.pollLast() + " " + d.peekFirst() + " " + d.peek());
        d.addAll(Arrays.asList(1, 2, 3, 2, 1, 4));
        p(d.removeFirstOccurrence(2) + " " + d + " " + d.removeLastOccurrence(1) + " " + d + " " + d.remove((Object) 9) + " " + d.contains(4) + " " + d.contains(null));
        t("remove null", () -> d.remove(null));
        t("removeLastOccurrence null", () -> d.removeLastOccurrence(null));
        t("addFirst null", () -> {
            d.addFirst(null);
            return "no";
        });
        t("push null", () -> {
            d.push(null);
            return "no";
        });
        t("addAll self", () -> d.addAll(d));
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = d.descendingIterator(); it.hasNext();) {
            Integer x = it.next();
            sb.append(x).append(' ');
            if (x == 3) {
                it.remove();
                d.addFirst(-1);
                d.addLast(99);
            }
        }
        p(sb + "| " + d);
        sb.setLength(0);
        for (Integer x : d) {
            sb.append(x).append(' ');
            if (x == 1) {
                d.removeLast();
                d.add(100);
            }
        }
        p(sb + "| " + d + " " + Arrays.toString(d.toArray()) + " " + d.toArray(new Integer[0]).length);
        ConcurrentLinkedDeque<Integer> copy = new ConcurrentLinkedDeque<Integer>(d);
        copy.clear();
        p(copy + " " + copy.isEmpty() + " " + d.size());
    }

    static void transferQueue() throws Exception {
        p("== LinkedTransferQueue");
        final LinkedTransferQueue<String> q = new LinkedTransferQueue<String>();
        Object oq = q;
        p((oq instanceof BlockingQueue) + " " + (oq instanceof TransferQueue));
        p(q.offer("a") + " " + q.add("b") + " " + q.offer("c", 1, TimeUnit.SECONDS) + " " + q + " " + q.size()
                + " " + q.remainingCapacity() + " " + q.peek());
        q.put("d");
        p(q.poll() + " " + q.take() + " " + q.poll(10, TimeUnit.MILLISECONDS) + " " + q);
        p(q.tryTransfer("x") + " " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount() + " " + q);
        p(q.tryTransfer("y", 20, TimeUnit.MILLISECONDS) + " " + q);
        List<String> drained = new ArrayList<String>();
        q.add("e");
        q.add("f");
        p(q.drainTo(drained) + " " + drained + " " + q.poll() + " " + q.poll(5, TimeUnit.MILLISECONDS));
        t("offer null", () -> q.offer(null));
        t("transfer null", () -> {
            q.transfer(null);
            return "no";
        });
        t("tryTransfer null", () -> q.tryTransfer(null));
        final List<String> got = Collections.synchronizedList(new ArrayList<String>());
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 4; i++) {
                    got.add(q.take());
                }
            } catch (InterruptedException e) {
                got.add("interrupted");
            }
        });
        consumer.start();
        q.transfer("t1");
        q.transfer("t2");
        while (!q.hasWaitingConsumer()) {
            Thread.sleep(1);
        }
        p("waiting consumers " + q.getWaitingConsumerCount());
        boolean handed = q.tryTransfer("t3");
        q.transfer("t4");
        consumer.join();
        p("handed " + handed + " got " + got + " left " + q);
        Thread waiter = new Thread(() -> {
            try {
                q.transfer("never");
                p("transferred");
            } catch (InterruptedException e) {
                p("transfer interrupted, queue " + q);
            }
        });
        waiter.start();
        while (q.isEmpty()) {
            Thread.sleep(1);
        }
        waiter.interrupt();
        waiter.join();
        Iterator<String> it = new LinkedTransferQueue<String>(Arrays.asList("p", "q", "r")).iterator();
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) {
            sb.append(it.next());
        }
        p(sb);
    }

    static void threads() throws Exception {
        p("== threads");
        final ConcurrentSkipListMap<Integer, Integer> m = new ConcurrentSkipListMap<Integer, Integer>();
        final ConcurrentSkipListMap<Integer, Integer> counts = new ConcurrentSkipListMap<Integer, Integer>();
        final ConcurrentSkipListSet<Integer> s = new ConcurrentSkipListSet<Integer>();
        final ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<Integer>();
        final ConcurrentLinkedDeque<Integer> d = new ConcurrentLinkedDeque<Integer>();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int base = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 50; i++) {
                    int k = i * 4 + base;
                    m.put(k, k * k);
                    counts.merge(k % 7, 1, Integer::sum);
                    s.add(k % 13);
                    q.offer(k);
                    if (base % 2 == 0) {
                        d.addFirst(k);
                    } else {
                        d.addLast(k);
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long sum = 0;
        Integer x;
        while ((x = q.poll()) != null) {
            sum += x;
        }
        int dn = 0;
        while (d.pollLast() != null) {
            dn++;
        }
        p(m.size() + " " + m.headMap(7) + " " + counts + " " + m.lastEntry() + " " + s + " sum=" + sum + " deque=" + dn);
    }
}
