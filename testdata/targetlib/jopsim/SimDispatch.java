import com.jopdesign.sys.Const;
import com.jopdesign.sys.Native;

/** Dispatch on JOP (JopSim oracle): virtual, interface and super calls, a synchronized method, switches and large increments. */
public class SimDispatch {
    interface Shape {
        int area();
    }

    static class Rect implements Shape {
        int w, h;

        Rect(int w, int h) {
            this.w = w;
            this.h = h;
        }

        public int area() {
            return w * h;
        }

        int kind() {
            return 1;
        }
    }

    static class Square extends Rect {
        Square(int s) {
            super(s, s);
        }

        int kind() {
            return super.kind() + 1;
        }
    }

    static class Counter {
        int n;

        synchronized void add(int k) {
            n += k;
        }
    }

    static int dense(int k) {
        switch (k & 7) {
            case 0: return 3;
            case 1: return 5;
            case 2: return 7;
            case 3: return 11;
            case 4: return 13;
            default: return 1;
        }
    }

    static int sparse(int k) {
        switch (k) {
            case 10: return 1;
            case 1000: return 2;
            case -5: return 3;
            case 77777: return 4;
            default: return 0;
        }
    }

    static int run() {
        Shape[] shapes = new Shape[8];
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = (i & 1) == 0 ? new Rect(i, i + 1) : new Square(i);
        }
        Counter c = new Counter();
        int s = 0;
        for (int r = 0; r < 30; r++) {
            for (int i = 0; i < shapes.length; i++) {
                s += shapes[i].area();
                s += ((Rect) shapes[i]).kind();
                c.add(dense(i + r));
            }
            s += sparse(r * 333 + 10);
            s += 300;
            r += 0;
        }
        for (int i = 0; i < 1000; i += 130) {
            s -= i;
        }
        for (int i = 0; i < 100000; i += 1000) {
            s ^= i;
        }
        return s + c.n;
    }

    public static void main(String[] args) {
        int t0 = Native.rd(Const.IO_CNT);
        int r = run();
        int t1 = Native.rd(Const.IO_CNT);
        System.out.println(r);
        System.out.println(t1 - t0);
    }
}
