import java.util.*;
import java.util.function.*;

/** Comparator's static factories and default combinators, with sorting of small records. */
public class ComparatorChains {
    static final class Person {
        final String name;
        final int age;
        final long id;
        final double score;
        final String city;

        Person(String name, int age, long id, double score, String city) {
            this.name = name;
            this.age = age;
            this.id = id;
            this.score = score;
            this.city = city;
        }

        String getName() {
            return name;
        }

        int getAge() {
            return age;
        }

        String getCity() {
            return city;
        }

        public String toString() {
            return name + "/" + age + "/" + id + "/" + score + "/" + city;
        }
    }

    static List<Person> people() {
        return new ArrayList<>(Arrays.asList(
                new Person("Dora", 31, 7L, 2.5, "Oslo"),
                new Person("al", 25, 3L, 9.0, null),
                new Person("Cleo", 31, 5L, -0.0, "Bern"),
                new Person("Bob", 25, 9L, 0.0, "Oslo"),
                new Person("eve", 40, 1L, Double.NaN, "Bern"),
                new Person("Finn", 25, 3L, 9.0, "Athens")));
    }

    static void show(String label, Comparator<Person> c) {
        List<Person> l = people();
        l.sort(c);
        StringBuilder sb = new StringBuilder(label).append(':');
        for (Person p : l) {
            sb.append(' ').append(p.name);
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        show("byName", Comparator.comparing(Person::getName));
        show("byNameCI", Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER));
        show("byNameCIrev", Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER).reversed());
        show("byAge", Comparator.comparingInt(Person::getAge));
        show("byAgeThenName", Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
        show("byAgeThenNameRev", Comparator.comparingInt(Person::getAge).thenComparing(Person::getName, Comparator.reverseOrder()));
        show("byAgeRevThenId", Comparator.comparingInt(Person::getAge).reversed().thenComparingLong(p -> p.id));
        show("byIdThenScore", Comparator.comparingLong((Person p) -> p.id).thenComparingDouble(p -> p.score));
        show("byScore", Comparator.comparingDouble((Person p) -> p.score));
        show("byScoreRev", Comparator.comparingDouble((Person p) -> p.score).reversed());
        show("byCityNullsFirst", Comparator.comparing(Person::getCity, Comparator.nullsFirst(Comparator.naturalOrder())).thenComparingInt(Person::getAge));
        show("byCityNullsLast", Comparator.comparing(Person::getCity, Comparator.nullsLast(Comparator.<String>naturalOrder())).thenComparing(Person::getName));
        show("byCityNullsLastRev", Comparator.comparing(Person::getCity, Comparator.nullsLast(Comparator.<String>naturalOrder()).reversed()));
        show("byNameLenThenAgeThenName", Comparator.comparingInt((Person p) -> p.name.length()).thenComparingInt(Person::getAge).thenComparing(Comparator.comparing(Person::getName)));
        Comparator<Person> byCity = Comparator.comparing(Person::getCity, Comparator.nullsFirst(String::compareTo));
        show("byCityThenAgeRev", byCity.thenComparing(Comparator.comparingInt(Person::getAge).reversed()));

        List<String> words = new ArrayList<>(Arrays.asList("pear", null, "Apple", "fig", null, "banana", "apple"));
        words.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(words);
        words.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(words);
        words.sort(Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.reverseOrder())));
        System.out.println(words);
        words.sort(Comparator.nullsLast(Comparator.comparing(String::length).thenComparing(Function.identity())));
        System.out.println(words);
        words.removeIf(Objects::isNull);
        words.sort(Comparator.<String>naturalOrder().reversed());
        System.out.println(words);
        words.sort(Comparator.<String>reverseOrder().reversed());
        System.out.println(words);

        Comparator<Integer> nat = Comparator.naturalOrder();
        System.out.println(nat.compare(1, 2) + " " + nat.reversed().compare(1, 2) + " " + Comparator.<Integer>reverseOrder().compare(1, 2)
                + " " + Comparator.nullsFirst(nat).compare(null, 1) + " " + Comparator.nullsLast(nat).compare(null, 1)
                + " " + Comparator.nullsFirst(nat).compare(null, null));
        Comparator<Map.Entry<String, Integer>> byVal = Map.Entry.comparingByValue();
        List<Map.Entry<String, Integer>> es = new ArrayList<>();
        es.add(new AbstractMap.SimpleEntry<>("x", 3));
        es.add(new AbstractMap.SimpleEntry<>("y", 1));
        es.add(new AbstractMap.SimpleEntry<>("z", 2));
        es.sort(byVal.thenComparing(Map.Entry.comparingByKey()));
        System.out.println(es);
        es.sort(Map.Entry.<String, Integer>comparingByKey().reversed());
        System.out.println(es);
        es.sort(Map.Entry.comparingByValue(Comparator.reverseOrder()));
        System.out.println(es);

        // The natural order and the key comparators throw ClassCastException / NullPointerException.
        Runnable[] bad = {
            () -> Comparator.comparing((Person p) -> p.city).compare(people().get(0), people().get(1)),
            () -> Comparator.comparing(null),
            () -> Comparator.comparing(Person::getName, null),
            () -> Comparator.comparingInt(null),
            () -> Comparator.comparingLong(null),
            () -> Comparator.comparingDouble(null),
            () -> Comparator.<String>naturalOrder().thenComparing((Comparator<String>) null),
            () -> Comparator.nullsFirst(nat).thenComparing((Comparator<Integer>) null),
        };
        for (int i = 0; i < bad.length; i++) {
            try {
                bad[i].run();
                System.out.println(i + ": ok");
            } catch (RuntimeException e) {
                System.out.println(i + ": " + e.getClass().getName());
            }
        }
        List<Object> mixed = new ArrayList<>(Arrays.asList("a", 1));
        try {
            mixed.sort(null);
        } catch (ClassCastException e) {
            System.out.println("mixed: ClassCastException");
        }
        TreeSet<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        ts.addAll(Arrays.asList("bb", "a", "ccc", "aa", "b", "dd"));
        System.out.println(ts + " " + ts.first() + " " + ts.descendingSet());
        PriorityQueue<Person> pq = new PriorityQueue<>(Comparator.comparingDouble((Person p) -> p.score).thenComparing(Person::getName));
        pq.addAll(people());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll().name).append(' ');
        }
        System.out.println(sb.toString().trim());
        Person[] arr = people().toArray(new Person[0]);
        Arrays.sort(arr, Collections.reverseOrder(Comparator.comparing(Person::getName)));
        System.out.println(Arrays.toString(arr));
        System.out.println(Collections.max(people(), Comparator.comparingInt(Person::getAge).thenComparing(Person::getName)).name
                + " " + Collections.min(people(), Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER)).name);
    }
}
