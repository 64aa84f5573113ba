// ObjectsAndFields: classes with fields of every type, static and instance, defaults,
// inheritance with field hiding, constructor chaining with this(...) and super(...), instance
// initializer blocks and field initializers running in textual order, final fields, static
// counters, objects referencing each other (a linked list), and field access through a
// superclass-typed reference (fields are resolved statically, not virtually).
// Covers: new/dup/invokespecial <init>, getfield/putfield/getstatic/putstatic for Z B C S I J F D
// and references, aconst_null, if_acmpeq/if_acmpne, ifnull/ifnonnull.

class Base {
    static int instances;
    static String kind = "base-static";
    String name = "base";
    int value;
    protected long id;

    {
        instances++;
        System.out.println("  Base initializer block, name=" + name + " value=" + value);
    }

    Base() {
        this(7);
        System.out.println("  Base() after this(7)");
    }

    Base(int value) {
        super();
        this.value = value;
        this.id = 1000L + instances;
        System.out.println("  Base(int " + value + ") describe=" + describe());
    }

    String describe() {
        return "Base[" + name + "," + value + "]";
    }
}

class Derived extends Base {
    static String kind = "derived-static";
    String name = "derived";
    private final double ratio;
    int extra = computeExtra();

    Derived() {
        super(3);
        ratio = 0.5;
        System.out.println("  Derived() ratio=" + ratio);
    }

    Derived(String n) {
        this();
        this.name = n;
        super.name = "base-of-" + n;
        System.out.println("  Derived(String) name=" + name + " super.name=" + super.name);
    }

    int computeExtra() {
        System.out.println("  Derived field initializer, value=" + value);
        return value * 100;
    }

    String describe() {
        // Called from Base's constructor before Derived's fields are initialized.
        return "Derived[" + name + "," + value + "," + extra + "," + ratio + "]";
    }
}

class AllTypes {
    boolean z;
    byte b;
    char c;
    short s;
    int i;
    long j;
    float f;
    double d;
    Object o;
    int[] arr;
    static boolean sz;
    static byte sb;
    static char sc;
    static short ss;
    static int si;
    static long sj;
    static float sf;
    static double sd;
    static Object so;

    String dump() {
        return z + " " + b + " " + (int) c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + o + " " + arr;
    }

    static String sdump() {
        return sz + " " + sb + " " + (int) sc + " " + ss + " " + si + " " + sj + " " + sf + " " + sd + " " + so;
    }
}

class Node {
    final int val;
    Node next;

    Node(int val, Node next) {
        this.val = val;
        this.next = next;
    }
}

class Counter {
    private static int nextId = 1;
    private final int id;
    private int count;

    Counter() {
        id = nextId++;
    }

    Counter inc() {
        count++;
        return this;
    }

    int id() {
        return id;
    }

    int count() {
        return count;
    }
}

public class ObjectsAndFields {
    public static void main(String[] args) {
        System.out.println("new Base():");
        Base b = new Base();
        System.out.println("new Derived():");
        Derived d = new Derived();
        System.out.println("new Derived(\"dd\"):");
        Derived dd = new Derived("dd");
        System.out.println("instances = " + Base.instances);
        Base asBase = dd;
        System.out.println("field hiding: asBase.name=" + asBase.name + " dd.name=" + dd.name + " ((Base)dd).name=" + ((Base) dd).name);
        System.out.println("static hiding: " + Base.kind + " " + Derived.kind);
        System.out.println("virtual describe: " + asBase.describe() + " / " + b.describe());
        System.out.println("ids: " + b.id + " " + d.id + " " + dd.id + " extra=" + d.extra);

        AllTypes t = new AllTypes();
        System.out.println("defaults: " + t.dump());
        System.out.println("static defaults: " + AllTypes.sdump());
        t.z = true;
        t.b = (byte) 0x80;
        t.c = '\u20ac';
        t.s = Short.MIN_VALUE;
        t.i = Integer.MAX_VALUE;
        t.j = Long.MIN_VALUE;
        t.f = 3.25f;
        t.d = 1e100;
        t.o = "obj";
        t.arr = null;
        AllTypes.sz = true;
        AllTypes.sb = 127;
        AllTypes.sc = 'Z';
        AllTypes.ss = 12345;
        AllTypes.si = -1;
        AllTypes.sj = 1L << 62;
        AllTypes.sf = -0.0f;
        AllTypes.sd = Double.MIN_VALUE;
        AllTypes.so = t.o;
        System.out.println("set: " + t.dump());
        System.out.println("static set: " + AllTypes.sdump());
        t.i += 1;
        t.j -= 1;
        t.b += 1;
        t.s--;
        t.c++;
        System.out.println("updated: " + t.i + " " + t.j + " " + t.b + " " + t.s + " " + (int) t.c);

        Node list = null;
        for (int k = 1; k <= 5; k++) {
            list = new Node(k * k, list);
        }
        StringBuilder sb = new StringBuilder();
        int sum = 0;
        for (Node n = list; n != null; n = n.next) {
            sb.append(n.val).append(n.next == null ? "" : "->");
            sum += n.val;
        }
        System.out.println("list " + sb + " sum " + sum);
        Node same = list;
        System.out.println("identity: " + (same == list) + " " + (list.next == list) + " " + (list.next.next.next.next.next == null));

        Counter c1 = new Counter();
        Counter c2 = new Counter();
        c1.inc().inc().inc();
        c2.inc();
        System.out.println("counters: " + c1.id() + ":" + c1.count() + " " + c2.id() + ":" + c2.count());
        System.out.println("class names: " + b.getClass().getName() + " " + dd.getClass().getName() + " " + t.getClass().getSimpleName());
    }
}
