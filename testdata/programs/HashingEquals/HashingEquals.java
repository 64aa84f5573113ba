// HashingEquals: user classes overriding equals/hashCode used as HashMap/HashSet keys, and
// toString overrides printed through string concatenation.
// Covers: HashMap/HashSet/LinkedHashMap with user keys (deterministic hashCode, so iteration
// order is reproducible), colliding hash codes (equal hashes, different objects) in the same
// bucket, a key whose hashCode changes after insertion (lookup fails, as in the JDK), equals
// symmetric/transitive checks across a subclass, Objects.equals/hash/hashCode/toString,
// String.valueOf(Object) calling an overridden toString, Comparable keys in a TreeMap,
// containsKey/containsValue/remove with equal-but-not-identical keys, and a word-frequency count.

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

final class Point implements Comparable<Point> {
    final int x, y;

    Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Point)) return false;
        Point p = (Point) o;
        return x == p.x && y == p.y;
    }

    public int hashCode() {
        return 31 * x + y;
    }

    public String toString() {
        return "(" + x + "," + y + ")";
    }

    public int compareTo(Point o) {
        return x != o.x ? Integer.compare(x, o.x) : Integer.compare(y, o.y);
    }
}

class Collider {
    final String name;

    Collider(String name) {
        this.name = name;
    }

    public boolean equals(Object o) {
        return o instanceof Collider && ((Collider) o).name.equals(name);
    }

    public int hashCode() {
        return 42; // every instance collides
    }

    public String toString() {
        return "Collider[" + name + "]";
    }
}

class Mutable {
    int v;

    Mutable(int v) {
        this.v = v;
    }

    public boolean equals(Object o) {
        return o instanceof Mutable && ((Mutable) o).v == v;
    }

    public int hashCode() {
        return v * 1000003;
    }

    public String toString() {
        return "M" + v;
    }
}

class Person {
    final String first, last;
    final int age;

    Person(String first, String last, int age) {
        this.first = first;
        this.last = last;
        this.age = age;
    }

    public boolean equals(Object o) {
        if (!(o instanceof Person)) return false;
        Person p = (Person) o;
        return Objects.equals(first, p.first) && Objects.equals(last, p.last) && age == p.age;
    }

    public int hashCode() {
        return Objects.hash(first, last, age);
    }

    public String toString() {
        return first + " " + last + " (" + age + ")";
    }
}

public class HashingEquals {
    public static void main(String[] args) {
        HashMap<Point, String> grid = new HashMap<Point, String>();
        for (int x = -2; x <= 2; x++)
            for (int y = 0; y < 3; y++) grid.put(new Point(x, y * 7), "p" + x + y);
        System.out.println("grid " + grid);
        System.out.println("lookup with a new equal key: " + grid.get(new Point(1, 7)) + ", containsKey " + grid.containsKey(new Point(-2, 14))
                + ", missing " + grid.get(new Point(5, 5)));
        grid.remove(new Point(0, 0));
        grid.put(new Point(1, 7), "replaced");
        System.out.println("after remove/replace size " + grid.size() + " " + grid.get(new Point(1, 7)) + " containsValue(p00) " + grid.containsValue("p00"));

        HashSet<Collider> cs = new HashSet<Collider>();
        String[] names = { "a", "b", "c", "a", "d", "b" };
        for (int i = 0; i < names.length; i++) cs.add(new Collider(names[i]));
        System.out.println("colliding set " + cs + " size " + cs.size() + " contains c " + cs.contains(new Collider("c")));
        cs.remove(new Collider("b"));
        System.out.println("after remove " + cs);

        HashMap<Mutable, String> mm = new HashMap<Mutable, String>();
        Mutable key = new Mutable(1);
        mm.put(key, "one");
        mm.put(new Mutable(2), "two");
        key.v = 3;
        System.out.println("mutated key: get(M3) " + mm.get(new Mutable(3)) + ", get(M1) " + mm.get(new Mutable(1)) + ", map " + mm + ", containsKey(key) " + mm.containsKey(key));

        Person p1 = new Person("Ada", "Lovelace", 36);
        Person p2 = new Person("Ada", "Lovelace", 36);
        Person p3 = new Person(null, "Anonymous", 0);
        System.out.println("persons equal " + p1.equals(p2) + " same " + (p1 == p2) + " hash equal " + (p1.hashCode() == p2.hashCode()) + " hash " + p1.hashCode()
                + " null-field hash " + p3.hashCode() + " equals null " + p1.equals(null));
        System.out.println("Objects: " + Objects.equals(null, null) + " " + Objects.equals(p1, null) + " " + Objects.hashCode(null) + " " + Objects.hash(1, "a", null)
                + " " + Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.toString(p3));
        LinkedHashMap<Person, Integer> visits = new LinkedHashMap<Person, Integer>();
        Person[] people = { p1, p3, p2, new Person("Alan", "Turing", 41), p3, p1 };
        for (int i = 0; i < people.length; i++) {
            Integer old = visits.get(people[i]);
            visits.put(people[i], old == null ? 1 : old + 1);
        }
        System.out.println("visits " + visits);
        Object asObject = p1;
        System.out.println("String.valueOf -> " + String.valueOf(asObject) + "; concat -> " + p1 + "; StringBuilder -> " + new StringBuilder().append(asObject));

        TreeMap<Point, Integer> sorted = new TreeMap<Point, Integer>();
        for (Map.Entry<Point, String> e : grid.entrySet()) sorted.put(e.getKey(), e.getValue().length());
        System.out.println("sorted points " + sorted.keySet());

        String text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs over the hill";
        HashMap<String, Integer> freq = new HashMap<String, Integer>();
        String[] words = text.split(" ");
        for (int i = 0; i < words.length; i++) {
            Integer c = freq.get(words[i]);
            freq.put(words[i], c == null ? 1 : c + 1);
        }
        System.out.println("word frequencies " + freq);
        TreeMap<String, Integer> sortedFreq = new TreeMap<String, Integer>(freq);
        System.out.println("sorted " + sortedFreq);

        HashMap<Point, Integer> big = new HashMap<Point, Integer>();
        for (int i = 0; i < 2000; i++) big.put(new Point(i % 50, i / 50), i);
        long sum = 0;
        for (int i = 0; i < 2000; i++) sum += big.get(new Point(i % 50, i / 50));
        int n = 0;
        long orderHash = 0;
        for (Point p : big.keySet()) {
            orderHash = orderHash * 31 + p.hashCode();
            n++;
        }
        System.out.println("big map size " + big.size() + " sum " + sum + " iteration-order hash " + orderHash + " over " + n);
    }
}
