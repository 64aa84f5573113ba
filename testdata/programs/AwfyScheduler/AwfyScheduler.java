// An operating-system scheduler simulation in the spirit of the classic task benchmarks (own
// design): prioritized tasks exchange message packets through per-task queues, a producer, two
// workers, two devices and an idle task; enums with switch, interface default methods, inner and
// anonymous classes, ArrayDeque/PriorityQueue, checked counts at the end.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

public class AwfyScheduler {
    enum Kind { IDLE, PRODUCER, WORKER, DEVICE }

    enum State { RUNNABLE, WAITING, HELD }

    static final class Packet {
        final int id;
        int owner;
        int payload;
        final int[] data = new int[4];

        Packet(int id, int owner) {
            this.id = id;
            this.owner = owner;
        }
    }

    interface Behaviour {
        /** Runs one step; returns the id of the task to which the packet (if any) goes, or -1. */
        int step(Task self, Packet p);

        default String describe() {
            String n = getClass().getSimpleName();
            return n.isEmpty() ? "anonymous" : n.contains("Lambda") ? "lambda" : n;
        }
    }

    final class Task implements Comparable<Task> {
        final int id;
        final int priority;
        final Kind kind;
        final Behaviour behaviour;
        final ArrayDeque<Packet> inbox = new ArrayDeque<>();
        State state = State.WAITING;
        int runs;

        Task(int id, int priority, Kind kind, Behaviour b) {
            this.id = id;
            this.priority = priority;
            this.kind = kind;
            this.behaviour = b;
        }

        public int compareTo(Task o) {
            int c = Integer.compare(o.priority, priority);
            return c != 0 ? c : Integer.compare(id, o.id);
        }

        @Override
        public String toString() {
            return String.format("%-9s#%d p=%-3d %-8s runs=%5d queued=%d", kind, id, priority, state, runs, inbox.size());
        }
    }

    final List<Task> tasks = new ArrayList<>();
    final Map<Kind, Integer> stepsByKind = new EnumMap<>(Kind.class);
    int queuePackets, holds, seed = 17;

    int rand(int n) {
        seed = (seed * 69069 + 1) & 0x7fffffff;
        return (seed >>> 8) % n;
    }

    Task add(int priority, Kind kind, Behaviour b) {
        Task t = new Task(tasks.size(), priority, kind, b);
        tasks.add(t);
        return t;
    }

    void send(Packet p, int to) {
        Task t = tasks.get(to);
        p.owner = to;
        t.inbox.addLast(p);
        queuePackets++;
        if (t.state == State.WAITING) t.state = State.RUNNABLE;
    }

    void run(int maxSteps) {
        PriorityQueue<Task> ready = new PriorityQueue<>();
        int step = 0;
        while (step < maxSteps) {
            ready.clear();
            for (Task t : tasks) {
                switch (t.state) {
                    case RUNNABLE:
                        ready.add(t);
                        break;
                    case HELD:
                        if (rand(4) == 0) t.state = t.inbox.isEmpty() ? State.WAITING : State.RUNNABLE;
                        break;
                    default:
                        break;
                }
            }
            Task cur = ready.poll();
            if (cur == null) cur = tasks.get(0);
            Packet p = cur.inbox.pollFirst();
            int to = cur.behaviour.step(cur, p);
            cur.runs++;
            stepsByKind.merge(cur.kind, 1, Integer::sum);
            if (p != null && to >= 0) send(p, to);
            if (cur.state != State.HELD) cur.state = cur.inbox.isEmpty() && cur.kind != Kind.IDLE ? State.WAITING : State.RUNNABLE;
            step++;
        }
    }

    AwfyScheduler() {
        final int[] counter = new int[1];
        add(0, Kind.IDLE, new Behaviour() {
            public int step(Task self, Packet p) {
                counter[0]++;
                Task dev = tasks.get(4 + (counter[0] & 1));
                if (dev.state == State.HELD) dev.state = State.RUNNABLE;
                return -1;
            }

            public String describe() {
                return "idle";
            }
        });
        add(10, Kind.PRODUCER, new Behaviour() {
            int made;

            public int step(Task self, Packet p) {
                if (p == null) return -1;
                made++;
                p.payload = (p.payload * 7 + made) % 1000;
                return 2 + (p.payload & 1);
            }
        });
        for (int w = 0; w < 2; w++) {
            final int device = 4 + w;
            add(20 + w, Kind.WORKER, (self, p) -> {
                if (p == null) return -1;
                for (int i = 0; i < p.data.length; i++) p.data[i] = (p.data[i] + p.payload + i) % 26;
                if (rand(10) == 0) {
                    self.state = State.HELD;
                    holds++;
                }
                return device;
            });
        }
        for (int d = 0; d < 2; d++) {
            add(30 + d, Kind.DEVICE, new Behaviour() {
                int handled;

                public int step(Task self, Packet p) {
                    if (p == null) return -1;
                    handled++;
                    StringBuilder sb = new StringBuilder();
                    for (int x : p.data) sb.append((char) ('A' + x));
                    p.payload += sb.toString().hashCode() & 0xff;
                    return 1;
                }

                public String describe() {
                    return "device(" + handled + ")";
                }
            });
        }
    }

    public static void main(String[] args) {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        AwfyScheduler s = new AwfyScheduler();
        for (int i = 0; i < 8; i++) s.send(new Packet(i, 1), 1);
        s.queuePackets = 0;
        s.run(steps);
        for (Task t : s.tasks) System.out.println(t + " " + t.behaviour.describe());
        System.out.println("queued=" + s.queuePackets + " holds=" + s.holds + " seed=" + s.seed);
        System.out.println(s.stepsByKind);
        int total = 0;
        for (int v : s.stepsByKind.values()) total += v;
        if (total != steps) throw new AssertionError("lost steps: " + total);
        Kind k = Kind.valueOf("DEVICE");
        System.out.println(k.ordinal() + " " + k.name() + " " + k.compareTo(Kind.IDLE) + " " + java.util.Arrays.toString(State.values()));
        try {
            Kind.valueOf("PRINTER");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.exit(s.holds % 7);
    }
}
