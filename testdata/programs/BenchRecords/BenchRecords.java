// Collision-detection style with JDK 17 features: records for vectors and aircraft, a sealed-free
// interface hierarchy, var, switch expressions on enums, text blocks, streams with collectors
// (groupingBy, counting, joining, summarizing), and a spatial grid keyed by a record.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class BenchRecords {
    record Vec(double x, double y) {
        Vec plus(Vec o) { return new Vec(x + o.x, y + o.y); }
        Vec minus(Vec o) { return new Vec(x - o.x, y - o.y); }
        Vec times(double k) { return new Vec(x * k, y * k); }
        double dot(Vec o) { return x * o.x + y * o.y; }
        double length() { return Math.sqrt(dot(this)); }
    }

    record Cell(int cx, int cy) {}

    enum Size { SMALL, MEDIUM, LARGE }

    record Aircraft(String callsign, Vec pos, Vec vel, Size size) {
        Aircraft {
            if (callsign.isEmpty()) throw new IllegalArgumentException("empty callsign");
        }

        double radius() {
            return switch (size) {
                case SMALL -> 0.5;
                case MEDIUM -> 1.0;
                case LARGE -> 1.75;
            };
        }

        Aircraft move(double dt) { return new Aircraft(callsign, pos.plus(vel.times(dt)), vel, size); }
    }

    record Collision(String a, String b, int frame) {}

    static List<Collision> detect(List<Aircraft> planes, int frame) {
        var grid = new HashMap<Cell, List<Aircraft>>();
        for (var p : planes) {
            var c = new Cell((int) Math.floor(p.pos().x() / 4), (int) Math.floor(p.pos().y() / 4));
            grid.computeIfAbsent(c, k -> new ArrayList<>()).add(p);
        }
        var out = new TreeSet<String>();
        List<Collision> cs = new ArrayList<>();
        for (var e : grid.entrySet()) {
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    var other = grid.get(new Cell(e.getKey().cx() + dx, e.getKey().cy() + dy));
                    if (other == null) continue;
                    for (var a : e.getValue()) {
                        for (var b : other) {
                            if (a.callsign().compareTo(b.callsign()) >= 0) continue;
                            if (a.pos().minus(b.pos()).length() < a.radius() + b.radius() && out.add(a.callsign() + b.callsign())) {
                                cs.add(new Collision(a.callsign(), b.callsign(), frame));
                            }
                        }
                    }
                }
            }
        }
        cs.sort(Comparator.comparing(Collision::a).thenComparing(Collision::b));
        return cs;
    }

    public static void main(String[] args) {
        var rnd = new Random(2024);
        var sizes = Size.values();
        List<Aircraft> planes = IntStream.range(0, 60)
            .mapToObj(i -> new Aircraft(String.format("AC%03d", i),
                new Vec(rnd.nextDouble() * 60, rnd.nextDouble() * 60),
                new Vec(rnd.nextDouble() * 2 - 1, rnd.nextDouble() * 2 - 1), sizes[i % 3]))
            .collect(Collectors.toList());
        var all = new ArrayList<Collision>();
        for (int frame = 0; frame < 40; frame++) {
            all.addAll(detect(planes, frame));
            final int f = frame;
            planes = planes.stream().map(p -> p.move(0.5 + f % 2 * 0.25)).toList();
        }
        System.out.println("collisions: " + all.size());
        all.stream().limit(5).forEach(System.out::println);
        Map<Integer, Long> perFrame = all.stream().collect(Collectors.groupingBy(Collision::frame, TreeMap::new, Collectors.counting()));
        System.out.println(perFrame);
        var stats = planes.stream().mapToDouble(p -> p.pos().length()).summaryStatistics();
        System.out.printf("n=%d min=%.3f max=%.3f avg=%.5f%n", stats.getCount(), stats.getMin(), stats.getMax(), stats.getAverage());
        System.out.println(planes.stream().collect(Collectors.groupingBy(Aircraft::size, () -> new EnumMap<>(Size.class),
            Collectors.mapping(Aircraft::callsign, Collectors.joining(",", "[", "]")))).get(Size.LARGE).substring(0, 30));
        System.out.println(planes.get(0).size() + " " + new Vec(1, 2) + " " + new Vec(1, 2).equals(new Vec(1.0, 2.0)) + " " + new Cell(3, 4).hashCode());
        String report = """
            Report:
              planes  %d
              frames  %d\
            """.formatted(planes.size(), 40);
        System.out.println(report);
        Function<Aircraft, String> label = p -> p.callsign().toLowerCase();
        BinaryOperator<String> longer = (a, b) -> a.length() >= b.length() ? a : b;
        System.out.println(planes.stream().map(label).reduce("", longer) + " " +
            planes.stream().filter(p -> p.size() == Size.SMALL).map(Aircraft::callsign).sorted(Comparator.reverseOrder()).findFirst().orElse("none"));
        Object o = planes.get(1);
        if (o instanceof Aircraft a && a.size() != Size.LARGE) System.out.println("pattern " + a.callsign());
        new Aircraft("", new Vec(0, 0), new Vec(0, 0), Size.SMALL);
    }
}
