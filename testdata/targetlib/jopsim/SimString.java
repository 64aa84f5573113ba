import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** String methods on JOP (JopSim oracle): equals, indexOf, charAt, substring, startsWith, compareTo and hashCode. */
public class SimString {
    static final String TEXT = "the quick brown fox jumps over the lazy dog and the cat";
    static final String[] WORDS = {"the", "fox", "dog", "cat", "cow", "lazy", "over", "jumps"};

    static int count(String text, String w) {
        int n = 0;
        int i = text.indexOf(w);
        while (i >= 0) {
            n++;
            i = text.indexOf(w, i + 1);
        }
        return n;
    }

    static int run() {
        int s = 0;
        for (int r = 0; r < 4; r++) {
            for (int k = 0; k < WORDS.length; k++) {
                s += count(TEXT, WORDS[k]) * (k + 1);
            }
            int start = 0;
            int sp = TEXT.indexOf(' ');
            while (sp >= 0) {
                String w = TEXT.substring(start, sp);
                for (int k = 0; k < WORDS.length; k++) {
                    if (w.equals(WORDS[k])) {
                        s += k;
                    }
                }
                if (w.startsWith("t")) {
                    s += 2;
                }
                s += w.compareTo("m") > 0 ? 1 : 0;
                start = sp + 1;
                sp = TEXT.indexOf(' ', start);
            }
            for (int i = 0; i < TEXT.length(); i++) {
                if (TEXT.charAt(i) == 'o') {
                    s += i;
                }
            }
            s ^= TEXT.substring(r * 3).hashCode();
        }
        return s;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
