// IndyCost: the cost of invokedynamic call sites once linked (BenchmarkIndy in tracer/vm).
// "lambda" calls an IntBinaryOperator-like interface through a lambda, "iface" through a
// named class with the same body: a linked lambda should cost an interface call plus its own
// bytecodes. "concat" builds strings with +, which javac 17 compiles to invokedynamic
// (StringConcatFactory) and javac --release 8 to a StringBuilder chain: compare the two
// compilations of this same file.

public class IndyCost {
    interface Op { int apply(int a, int b); }

    static final class Add implements Op {
        public int apply(int a, int b) { return a + b; }
    }

    static int run(Op op, int n) {
        int acc = 0;
        for (int i = 0; i < n; i++) acc = op.apply(acc, i);
        return acc;
    }

    public static void main(String[] args) {
        int n = 200000;
        switch (args[0]) {
            case "lambda":
                System.out.println(run((a, b) -> a + b, n));
                break;
            case "iface":
                System.out.println(run(new Add(), n));
                break;
            case "concat": {
                int total = 0;
                for (int i = 0; i < n / 10; i++) {
                    String s = "item " + i + ": " + (i * 0.5) + '/' + (i % 7 == 0) + " of " + n;
                    total += s.length();
                }
                System.out.println(total);
                break;
            }
            default:
                throw new IllegalArgumentException(args[0]);
        }
    }
}
