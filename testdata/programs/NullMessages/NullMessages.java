import java.util.HashMap;
import java.util.Map;

/**
 * The helpful NullPointerException messages of JDK 17 (JEP 358): every kind of instruction that
 * dereferences null, and every way the message describes where the null came from (locals,
 * parameters, this, fields, static fields, array elements, method results, constants), with
 * the limits of that description (long chains, merged control flow, complex indexes).
 */
public class NullMessages {
    static class Node {
        Node next;
        int v;
        long big;
        String name;
        int[] ints;
        Node[] kids;

        Node(Node next) {
            this.next = next;
        }

        Node get() {
            return null;
        }

        static Node none() {
            return null;
        }
    }

    static Node staticNode;
    static int[] staticInts;
    static Object[][] grid = new Object[3][];

    Node head;
    Object lock;
    String text;

    static void show(String label, Throwable e) {
        System.out.print(label);
        System.out.print(": ");
        System.out.println(e.getMessage());
    }

    static String nullString() {
        return null;
    }

    static int[] nullInts() {
        return null;
    }

    static int zero() {
        return 0;
    }

    static Node make(int a, String b, long c, double[] d, Object[][] e, StringBuilder f, Integer g, boolean h, char i) {
        return null;
    }

    // --- locals and parameters (this class is compiled without -g: no variable names)

    static void localInvoke() {
        String s = nullString();
        s.length();
    }

    static void paramInvoke(String s) {
        s.length();
    }

    static void secondParamAfterLong(long a, String s) {
        s.trim();
    }

    static void paramOverwritten(String s) {
        s = nullString();
        s.length();
    }

    // The null is stored back to the parameter in the loop: HotSpot's analysis stops at the
    // first pass that reaches the failing instruction, before it sees the store.
    static void paramStoredInLoop(String s) {
        for (int i = 0; i < 2; i++) {
            if (i == 1) {
                s.length();
            }
            s = null;
        }
    }

    void instanceParam(Node n) {
        n.v = 1;
    }

    void thisField() {
        head.next.v = 2;
    }

    void lockField() {
        synchronized (lock) {
            text = "locked";
        }
    }

    // --- fields

    static void fieldRead(Node n) {
        System.out.println(n.next.v);
    }

    static void longChain(Node n) {
        n.next.next.next.next.next.next.next.v = 3;
    }

    static void fieldWriteLong(Node n) {
        n.next.big = 4L;
    }

    static void staticField() {
        staticNode.v = 5;
    }

    static void staticFieldRead() {
        System.out.println(staticNode.name.length());
    }

    static void outerStatic() {
        System.out.println(Node.none().name);
    }

    // --- method results

    static void returnValueStatic() {
        make(1, "b", 2L, null, null, null, null, false, 'c').v = 6;
    }

    static void returnValueVirtual(Node n) {
        n.get().v = 7;
    }

    static void returnValueChained(Node n) {
        System.out.println(n.get().next.v);
    }

    static void unboxing(Map<String, Integer> m) {
        int x = m.get("missing");
        System.out.println(x);
    }

    static void unboxingLong(Long l) {
        long x = l;
        System.out.println(x);
    }

    static void interfaceInvoke(Map<String, Integer> m) {
        m.put("a", 1);
    }

    static void builderInvoke(StringBuilder sb) {
        sb.append(1.5).append((Object) "x");
    }

    // --- arrays: each element type, loads and stores

    static void arrays(int which) {
        int[] ia = null;
        long[] la = null;
        float[] fa = null;
        double[] da = null;
        Object[] oa = null;
        byte[] ba = null;
        boolean[] za = null;
        char[] ca = null;
        short[] sa = null;
        switch (which) {
            case 0: System.out.println(ia[0]); break;
            case 1: System.out.println(la[0]); break;
            case 2: System.out.println(fa[0]); break;
            case 3: System.out.println(da[0]); break;
            case 4: System.out.println(oa[0]); break;
            case 5: System.out.println(ba[0]); break;
            case 6: System.out.println(za[0]); break;
            case 7: System.out.println(ca[0]); break;
            case 8: System.out.println(sa[0]); break;
            case 9: ia[0] = 1; break;
            case 10: la[0] = 1L; break;
            case 11: fa[0] = 1f; break;
            case 12: da[0] = 1d; break;
            case 13: oa[0] = "o"; break;
            case 14: ba[0] = 1; break;
            case 15: za[0] = true; break;
            case 16: ca[0] = 'c'; break;
            case 17: sa[0] = 1; break;
            case 18: System.out.println(ia.length); break;
            default: break;
        }
    }

    static void staticArray() {
        staticInts[1] = 2;
    }

    static void returnedArray() {
        nullInts()[0] = 1;
    }

    static void storeToReturnedObjects() {
        makeArray()[0] = "x";
    }

    static void storeToStoredObjects() {
        Object[] made = makeArray();
        made[0] = "x";
    }

    static Object[] makeArray() {
        return null;
    }

    // --- array elements as the null: constant and variable indexes

    static void elementConstant(int k) {
        Object[][] g = new Object[300][];
        switch (k) {
            case 0: g[2][0] = "x"; break;
            case 1: g[-1 + 100][0] = "x"; break;
            case 2: g[200][0] = "x"; break;
            case 3: g[299][0] = "x"; break;
            default: break;
        }
    }

    static void elementVariable(int i) {
        int[][] m = new int[3][];
        m[i][1] = 5;
    }

    static void elementComplex(int i) {
        int[][] m = new int[3][];
        m[i + 1][1] = 5;
    }

    static void elementOfElement(int i) {
        Object[][][] m = new Object[2][2][];
        m[i][i][0] = "x";
    }

    static void elementIndexedByElement(int[] idx) {
        Node[] nodes = new Node[4];
        nodes[idx[1]].v = 3;
    }

    static void elementIndexedByCall() {
        Node[] nodes = new Node[4];
        nodes[zero()].v = 3;
    }

    static void elementOfStatic() {
        System.out.println(grid[1].length);
    }

    static void elementOfField(Node n) {
        n.kids[2].v = 1;
    }

    static void elementLength(int[][] m) {
        System.out.println(m[2].length);
    }

    // --- other instructions

    static void throwNull() throws Exception {
        Exception e = null;
        throw e;
    }

    static void throwNullField(Node n) {
        synchronized (n.name) {
            System.out.println("unreachable");
        }
    }

    static void constantNull() {
        ((String) null).length();
    }

    static void merged(boolean b, String x, String y) {
        (b ? x : y).length();
    }

    static void inCatch(String s) {
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            s.length();
        }
    }

    static void arrayClone(int[] a) {
        a.clone();
    }

    interface Measure {
        int of(String s);
    }

    // A lambda's body is a method of this class; a method reference runs in generated code
    // that HotSpot hides from stack traces, so its NullPointerException has no message.
    static void lambdas(final NullMessages me, int k) {
        Runnable body = () -> System.out.println(me.text.length());
        Measure length = String::length;
        if (k == 0) {
            body.run();
        } else {
            length.of(null);
        }
    }

    static void explicit(int k) {
        if (k == 0) {
            throw new NullPointerException();
        }
        throw new NullPointerException("my own message");
    }

    public static void main(String[] args) throws Exception {
        NullMessages me = new NullMessages();
        Node n = new Node(new Node(new Node(new Node(new Node(new Node(new Node(null)))))));
        try { localInvoke(); } catch (NullPointerException e) { show("localInvoke", e); }
        try { paramInvoke(null); } catch (NullPointerException e) { show("paramInvoke", e); }
        try { secondParamAfterLong(1L, null); } catch (NullPointerException e) { show("secondParamAfterLong", e); }
        try { paramOverwritten("x"); } catch (NullPointerException e) { show("paramOverwritten", e); }
        try { paramStoredInLoop("x"); } catch (NullPointerException e) { show("paramStoredInLoop", e); }
        try { me.instanceParam(null); } catch (NullPointerException e) { show("instanceParam", e); }
        try { me.thisField(); } catch (NullPointerException e) { show("thisField", e); }
        try { me.lockField(); } catch (NullPointerException e) { show("lockField", e); }
        try { fieldRead(new Node(null)); } catch (NullPointerException e) { show("fieldRead", e); }
        try { longChain(n); } catch (NullPointerException e) { show("longChain", e); }
        try { fieldWriteLong(new Node(null)); } catch (NullPointerException e) { show("fieldWriteLong", e); }
        try { staticField(); } catch (NullPointerException e) { show("staticField", e); }
        staticNode = new Node(null);
        try { staticFieldRead(); } catch (NullPointerException e) { show("staticFieldRead", e); }
        try { outerStatic(); } catch (NullPointerException e) { show("outerStatic", e); }
        try { returnValueStatic(); } catch (NullPointerException e) { show("returnValueStatic", e); }
        try { returnValueVirtual(n); } catch (NullPointerException e) { show("returnValueVirtual", e); }
        try { returnValueChained(n); } catch (NullPointerException e) { show("returnValueChained", e); }
        try { unboxing(new HashMap<String, Integer>()); } catch (NullPointerException e) { show("unboxing", e); }
        try { unboxingLong(null); } catch (NullPointerException e) { show("unboxingLong", e); }
        try { interfaceInvoke(null); } catch (NullPointerException e) { show("interfaceInvoke", e); }
        try { builderInvoke(null); } catch (NullPointerException e) { show("builderInvoke", e); }
        for (int i = 0; i < 19; i++) {
            try { arrays(i); } catch (NullPointerException e) { show("arrays", e); }
        }
        try { staticArray(); } catch (NullPointerException e) { show("staticArray", e); }
        try { returnedArray(); } catch (NullPointerException e) { show("returnedArray", e); }
        try { storeToReturnedObjects(); } catch (NullPointerException e) { show("storeToReturnedObjects", e); }
        try { storeToStoredObjects(); } catch (NullPointerException e) { show("storeToStoredObjects", e); }
        for (int k = 0; k < 4; k++) {
            try { elementConstant(k); } catch (NullPointerException e) { show("elementConstant", e); }
        }
        try { elementVariable(1); } catch (NullPointerException e) { show("elementVariable", e); }
        try { elementComplex(1); } catch (NullPointerException e) { show("elementComplex", e); }
        try { elementOfElement(1); } catch (NullPointerException e) { show("elementOfElement", e); }
        try { elementIndexedByElement(new int[] {0, 2}); } catch (NullPointerException e) { show("elementIndexedByElement", e); }
        try { elementIndexedByCall(); } catch (NullPointerException e) { show("elementIndexedByCall", e); }
        try { elementOfStatic(); } catch (NullPointerException e) { show("elementOfStatic", e); }
        Node withKids = new Node(null);
        withKids.kids = new Node[3];
        try { elementOfField(withKids); } catch (NullPointerException e) { show("elementOfField", e); }
        try { elementLength(new int[3][]); } catch (NullPointerException e) { show("elementLength", e); }
        try { throwNull(); } catch (NullPointerException e) { show("throwNull", e); }
        try { throwNullField(new Node(null)); } catch (NullPointerException e) { show("throwNullField", e); }
        try { constantNull(); } catch (NullPointerException e) { show("constantNull", e); }
        try { merged(true, null, "y"); } catch (NullPointerException e) { show("merged", e); }
        try { inCatch(null); } catch (NullPointerException e) { show("inCatch", e); }
        try { arrayClone(null); } catch (NullPointerException e) { show("arrayClone", e); }
        try { lambdas(me, 0); } catch (NullPointerException e) { show("lambda", e); }
        try { lambdas(me, 1); } catch (NullPointerException e) { show("method reference", e); }
        try { explicit(0); } catch (NullPointerException e) { show("explicit", e); }
        try { explicit(1); } catch (NullPointerException e) { show("explicit", e); }
        try {
            paramInvoke(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        me.thisField();
    }
}
