import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ConcurrentCollections {
    public static void main(String[] args) {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        String[] words = "the quick brown fox jumps over the lazy dog and then some more words to fill a table beyond twelve entries alpha beta gamma delta epsilon zeta eta theta iota kappa lambda".split(" ");
        for (String w : words) m.merge(w, 1, new java.util.function.BiFunction<Integer,Integer,Integer>() { public Integer apply(Integer a, Integer b) { return a + b; } });
        System.out.println(m);
        ConcurrentHashMap<Integer, String> im = new ConcurrentHashMap<Integer, String>();
        for (int i = 0; i < 40; i++) im.put(i * 37 % 101 - 20, "v" + i);
        System.out.println(im);
        System.out.println(im.keySet());
        ConcurrentHashMap<Integer, Integer> col = new ConcurrentHashMap<Integer, Integer>();
        for (int i = 0; i < 12; i++) col.put(i * 16, i);
        System.out.println(col);
        Map<String,Integer> hm = new HashMap<String,Integer>(); for (int i = 0; i < 20; i++) hm.put("k" + i, i);
        System.out.println(new ConcurrentHashMap<String,Integer>(hm));
        ConcurrentHashMap<String,Integer> pa = new ConcurrentHashMap<String,Integer>(); pa.putAll(hm); System.out.println(pa);
        Set<String> ks = ConcurrentHashMap.newKeySet(); for (String w : words) ks.add(w); System.out.println(ks);
        ConcurrentHashMap<Integer,Integer> c2 = new ConcurrentHashMap<Integer,Integer>(16); for (int i = 100; i > 0; i -= 7) c2.put(i, i); System.out.println(c2);
        Iterator<Integer> it = c2.keySet().iterator(); while (it.hasNext()) if (it.next() % 2 == 0) it.remove(); System.out.println(c2 + " " + c2.mappingCount());
        CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<String>(Arrays.asList("a", "b", "c"));
        for (String x : cow) cow.add(x + x);
        System.out.println(cow + " " + cow.addIfAbsent("a") + " " + cow.indexOf("bb"));
        try { cow.iterator().remove(); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        CopyOnWriteArraySet<Integer> cs = new CopyOnWriteArraySet<Integer>(Arrays.asList(3, 1, 3, 2)); System.out.println(cs);
        ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<Integer>(2);
        System.out.println(abq.offer(1) + " " + abq.offer(2) + " " + abq.offer(3) + " " + abq + " " + abq.remainingCapacity());
        try { abq.add(9); } catch (IllegalStateException e) { System.out.println(e); }
        LinkedBlockingDeque<Integer> lbd = new LinkedBlockingDeque<Integer>(3); lbd.addFirst(1); lbd.addLast(2); lbd.push(0);
        try { lbd.addLast(5); } catch (IllegalStateException e) { System.out.println(e); }
        System.out.println(lbd + " " + lbd.pollLast() + " " + lbd.peekFirst());
        PriorityBlockingQueue<Integer> pq = new PriorityBlockingQueue<Integer>(Arrays.asList(5, 3, 8, 1, 9, 2));
        System.out.print(pq + " ->"); while (!pq.isEmpty()) System.out.print(" " + pq.poll()); System.out.println();
        ConcurrentLinkedQueue<String> clq = new ConcurrentLinkedQueue<String>(); clq.add("x"); clq.offer("y"); System.out.println(clq + " " + clq.poll() + " " + clq.size());
        AtomicInteger ai = new AtomicInteger(5); AtomicLong al = new AtomicLong(-3);
        System.out.println(ai.getAndIncrement() + " " + ai.addAndGet(10) + " " + ai.compareAndSet(16, 1) + " " + ai + " " + al.decrementAndGet());
        AtomicIntegerArray aia = new AtomicIntegerArray(new int[] {1, 2, 3}); aia.addAndGet(1, 40); System.out.println(aia + " " + new AtomicReferenceArray<String>(2));
        LongAdder la = new LongAdder(); la.add(7); la.increment(); DoubleAdder da = new DoubleAdder(); da.add(1.5); da.add(2.25);
        System.out.println(la + " " + da + " " + new AtomicBoolean(true) + " " + new AtomicReference<String>("ref"));
        System.out.println(TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.toSeconds(4500) + " " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE) + " " + TimeUnit.HOURS.convert(150, TimeUnit.MINUTES));
        try { new AtomicIntegerArray(2).get(5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getName()); }
        try { m.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE"); }
    }
}
