import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;
import java.util.Hashtable;
import java.util.Vector;

/** A hash table on JOP (JopSim oracle): JOP's java.util.Hashtable with Integer keys and String values, and a Vector. */
public class SimHash {
    static final String[] NAMES = {"alpha", "beta", "gamma", "delta", "eps"};

    static int run() {
        Hashtable t = new Hashtable();
        Vector v = new Vector();
        for (int i = 0; i < 40; i++) {
            Integer k = new Integer(i * 7);
            t.put(k, NAMES[i % NAMES.length]);
            v.addElement(k);
        }
        int s = 0;
        for (int i = 0; i < 80; i++) {
            Object o = t.get(new Integer(i * 3));
            if (o != null) {
                s += ((String) o).length() * i;
            }
        }
        for (int i = 0; i < v.size(); i += 3) {
            Integer k = (Integer) v.elementAt(i);
            if (t.containsKey(k)) {
                s += k.intValue();
            }
            t.remove(k);
        }
        return s + t.size() * 1000 + v.size();
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
