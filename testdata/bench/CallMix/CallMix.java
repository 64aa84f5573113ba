// A benchmark input for ingest and cost models: about 10^7 invocations (with the default
// argument) in a realistic mix of small virtual and static calls, recursion, and a few deep
// chains, so that the calling context tree has thousands of contexts.
public class CallMix {
    interface Shape { int area(); }
    static final class Square implements Shape {
        final int s;
        Square(int s) { this.s = s; }
        public int area() { return s * s; }
    }
    static final class Rect implements Shape {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        public int area() { return w * h; }
    }

    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

    static int filter(int[] x) {
        int acc = 0;
        for (int i = 0; i < x.length; i++) acc += clamp(x[i] * 3 - acc / 2, -1000, 1000);
        return acc;
    }

    static int chain(int depth) { return depth == 0 ? 1 : 1 + chain(depth - 1); }

    static int shapes(Shape[] s) {
        int sum = 0;
        for (Shape x : s) sum += x.area();
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        Shape[] s = new Shape[16];
        for (int i = 0; i < s.length; i++) s[i] = i % 3 == 0 ? new Rect(i, i + 1) : new Square(i);
        int[] x = new int[64];
        for (int i = 0; i < x.length; i++) x[i] = (i * 37) % 101 - 50;
        long total = 0;
        for (int r = 0; r < rounds; r++) {
            total += fib(18);
            total += filter(x);
            total += shapes(s);
            total += chain(r % 200);
        }
        System.out.println(total);
    }
}
