import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** String building on JOP (JopSim oracle): StringBuffer appends of strings, chars and ints, Integer.toString and toString. */
public class SimStrBuf {
    static int run() {
        int h = 0;
        for (int r = 0; r < 6; r++) {
            StringBuffer sb = new StringBuffer();
            for (int i = 0; i < 12; i++) {
                sb.append("v");
                sb.append(i * 37 - r * 101);
                sb.append(',');
            }
            String s = sb.toString();
            h = h * 31 + s.length();
            for (int i = 0; i < s.length(); i += 3) {
                h += s.charAt(i);
            }
            String t = Integer.toString(r * 12345 - 777);
            h += t.length() + t.charAt(t.length() - 1);
        }
        return h;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
