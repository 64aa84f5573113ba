// InterfacesAbstract: interfaces, abstract classes and the four kinds of nested classes.
// Covers: interface constants (implicitly static final, inlined or read with getstatic),
// abstract classes with a template method calling abstract hooks, anonymous classes
// (implementing an interface, extending an abstract class with constructor arguments, capturing
// effectively final locals and the enclosing instance), inner (non-static) classes reading and
// writing outer fields (this$0, synthetic accessors for private members), inner class creation
// via outer.new Inner(), static nested classes, local classes capturing locals, a custom
// Iterable/Iterator used by the enhanced for loop, Comparable implemented by a user class and
// sorted with Collections.sort, getClass().getName() of nested/anonymous/local classes
// (Outer$Inner, Outer$1, Outer$1Local).

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

interface Config {
    int MAX_ITEMS = 5;
    String PREFIX = "cfg-";
    int[] PRIMES = { 2, 3, 5, 7 }; // not a constant: initialized in Config's <clinit>
}

abstract class Report implements Config {
    private final String title;

    protected Report(String title) {
        this.title = title;
    }

    // Template method.
    final String render() {
        StringBuilder sb = new StringBuilder(PREFIX + title + ":");
        int n = Math.min(count(), MAX_ITEMS);
        for (int i = 0; i < n; i++) {
            sb.append(' ').append(item(i));
        }
        if (count() > MAX_ITEMS) sb.append(" ...");
        return sb.append(footer()).toString();
    }

    abstract int count();

    abstract String item(int i);

    String footer() {
        return " [" + count() + " items]";
    }
}

class SquaresReport extends Report {
    private final int n;

    SquaresReport(int n) {
        super("squares");
        this.n = n;
    }

    int count() {
        return n;
    }

    String item(int i) {
        return String.valueOf(i * i);
    }
}

class Range implements Iterable<Integer> {
    private final int from, to, step;

    Range(int from, int to, int step) {
        this.from = from;
        this.to = to;
        this.step = step;
    }

    public Iterator<Integer> iterator() {
        return new RangeIterator();
    }

    // Inner class: uses the enclosing Range's private fields.
    private class RangeIterator implements Iterator<Integer> {
        private int next = from;

        public boolean hasNext() {
            return next < to;
        }

        public Integer next() {
            if (!hasNext()) throw new NoSuchElementException();
            int v = next;
            next += step;
            return v;
        }

        public void remove() {
            throw new UnsupportedOperationException("remove");
        }
    }
}

class Version implements Comparable<Version> {
    final int major, minor;

    Version(int major, int minor) {
        this.major = major;
        this.minor = minor;
    }

    public int compareTo(Version o) {
        return major != o.major ? major - o.major : minor - o.minor;
    }

    public String toString() {
        return major + "." + minor;
    }
}

public class InterfacesAbstract {
    private int counter = 100;
    private static int created;

    class Inner {
        final int id;

        Inner() {
            id = ++counter; // writes the outer instance's private field
            created++;
        }

        String describe() {
            return "Inner#" + id + " of outer with counter " + counter + " (" + InterfacesAbstract.this.counter + ")";
        }

        class Deeper {
            String path() {
                return "Deeper in Inner#" + id + " in outer " + counter;
            }
        }
    }

    static class Nested {
        private final String v;

        Nested(String v) {
            this.v = v;
        }

        String get() {
            return "Nested(" + v + ") created so far " + created;
        }
    }

    interface Op {
        int apply(int x);
    }

    Op adder(final int amount) {
        return new Op() {
            public int apply(int x) {
                return x + amount + counter;
            }
        };
    }

    static Op compose(final Op f, final Op g) {
        return new Op() {
            public int apply(int x) {
                return g.apply(f.apply(x));
            }

            public String toString() {
                return "composed";
            }
        };
    }

    String localClassDemo(final String greeting) {
        final int base = counter;
        class Local {
            private final int n;

            Local(int n) {
                this.n = n;
            }

            String say() {
                return greeting + " x" + n + " base " + base + " counter " + counter;
            }
        }
        Local l1 = new Local(1);
        counter += 10;
        Local l2 = new Local(2);
        return l1.say() + " | " + l2.say() + " | " + l1.getClass().getName();
    }

    public static void main(String[] args) {
        System.out.println("constants: " + Config.MAX_ITEMS + " " + Config.PREFIX + " primes " + Config.PRIMES.length + " last " + Config.PRIMES[3]);
        Report r1 = new SquaresReport(3);
        Report r2 = new SquaresReport(8);
        Report r3 = new Report("anonymous") {
            int count() {
                return 2;
            }

            String item(int i) {
                return i == 0 ? "first" : "second";
            }

            String footer() {
                return " (custom footer, super was" + super.footer() + ")";
            }
        };
        System.out.println(r1.render());
        System.out.println(r2.render());
        System.out.println(r3.render());
        System.out.println("anonymous class name " + r3.getClass().getName() + ", superclass via instanceof Report " + (r3 instanceof Report));

        InterfacesAbstract outer = new InterfacesAbstract();
        InterfacesAbstract.Inner a = outer.new Inner();
        InterfacesAbstract.Inner b = outer.new Inner();
        System.out.println(a.describe());
        System.out.println(b.describe());
        InterfacesAbstract.Inner.Deeper d = b.new Deeper();
        System.out.println(d.path() + " " + d.getClass().getName());
        InterfacesAbstract other = new InterfacesAbstract();
        other.counter = 5;
        System.out.println(other.new Inner().describe());
        System.out.println(new Nested("n1").get() + " " + Nested.class.getName());

        Op add5 = outer.adder(5);
        Op twice = new Op() {
            public int apply(int x) {
                return 2 * x;
            }
        };
        Op both = compose(add5, twice);
        System.out.println("ops: " + add5.apply(1) + " " + twice.apply(21) + " " + both.apply(1) + " " + both + " " + add5.getClass().getName());
        outer.counter = 0;
        System.out.println("captured outer instance sees update: " + add5.apply(1));
        System.out.println(outer.localClassDemo("hi"));

        int sum = 0;
        StringBuilder sb = new StringBuilder();
        for (int v : new Range(3, 30, 4)) {
            sum += v;
            sb.append(v).append(' ');
        }
        System.out.println("range " + sb + "sum " + sum);
        Iterator<Integer> it = new Range(0, 1, 1).iterator();
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted iterator: NoSuchElementException");
        }
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("remove: UnsupportedOperationException " + e.getMessage());
        }
        List<Version> versions = new ArrayList<Version>();
        int[][] vs = { { 1, 10 }, { 1, 2 }, { 0, 9 }, { 2, 0 }, { 1, 2 }, { 10, 1 } };
        for (int i = 0; i < vs.length; i++) versions.add(new Version(vs[i][0], vs[i][1]));
        Collections.sort(versions);
        System.out.println("sorted versions " + versions + " max " + Collections.max(versions));
    }
}
