import java.util.Enumeration;
import java.util.Hashtable;
import java.util.Stack;
import java.util.Vector;

/** The small library's collections: Vector, Stack and Hashtable with Integer and String keys. */
public class JopCollections {
    public static void main(String[] args) {
        Vector v = new Vector();
        for (int i = 0; i < 40; i++) {
            v.addElement(new Integer((i * 17) % 41));
        }
        v.removeElementAt(3);
        v.insertElementAt(new Integer(-1), 0);
        int sum = 0;
        for (int i = 0; i < v.size(); i++) {
            sum += ((Integer) v.elementAt(i)).intValue();
        }
        System.out.println(v.size() + " elements, sum " + sum + ", first " + v.elementAt(0) + ", last " + v.lastElement()
                + ", index of 34: " + v.indexOf(new Integer(34)) + ", contains 99: " + v.contains(new Integer(99)));

        Stack s = new Stack();
        for (int i = 1; i <= 6; i++) {
            s.push("s" + i);
        }
        StringBuffer popped = new StringBuffer();
        while (s.size() > 2) {
            popped.append(s.pop()).append(' ');
        }
        System.out.println("popped " + popped + "peek " + s.peek() + " empty " + s.empty());

        Hashtable h = new Hashtable();
        for (int i = 0; i < 200; i++) {
            Integer k = new Integer(i % 37);
            Integer old = (Integer) h.get(k);
            h.put(k, new Integer(old == null ? i : old.intValue() + i));
        }
        int total = 0;
        int keys = 0;
        for (Enumeration e = h.keys(); e.hasMoreElements();) {
            Integer k = (Integer) e.nextElement();
            total += ((Integer) h.get(k)).intValue() * (k.intValue() + 1);
            keys++;
        }
        System.out.println(keys + " keys, weighted total " + total + ", size " + h.size() + ", get(5) " + h.get(new Integer(5)));
        h.remove(new Integer(5));
        System.out.println("after remove: size " + h.size() + ", get(5) " + h.get(new Integer(5)) + ", containsKey(6) " + h.containsKey(new Integer(6)));

        Hashtable words = new Hashtable();
        String[] ws = {"alpha", "beta", "gamma", "beta", "alpha", "beta", "delta"};
        for (int i = 0; i < ws.length; i++) {
            Integer c = (Integer) words.get(ws[i]);
            words.put(ws[i], new Integer(c == null ? 1 : c.intValue() + 1));
        }
        System.out.println("alpha " + words.get("alpha") + ", beta " + words.get("beta") + ", gamma " + words.get("gamma") + ", epsilon " + words.get("epsilon"));
    }
}
