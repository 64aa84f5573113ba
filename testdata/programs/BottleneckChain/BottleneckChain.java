// BottleneckChain: a clear top-down bottleneck chain for `crossprof query bottlenecks`.
// main -> run -> process -> hotLoop, where hotLoop executes most (over 60%) of the bytecodes in
// its own code, beside light siblings (setup, validate, prepare, summary, report) of a few
// percent each. The search refines main, run and process into hotLoop, the most specific one.
public class BottleneckChain {
    private final int[] data;
    private final int[] weights;

    BottleneckChain(int[] data) {
        this.data = data;
        this.weights = new int[data.length];
    }

    public static void main(String[] args) {
        int[] data = setup(600);
        BottleneckChain chain = new BottleneckChain(data);
        long result = chain.run();
        report(result, chain.summary());
    }

    // Light: fills the input with a fixed linear congruential sequence.
    static int[] setup(int n) {
        int[] a = new int[n];
        int x = 12345;
        for (int i = 0; i < n; i++) {
            x = x * 1103515245 + 12345;
            a[i] = (x >>> 16) & 0x7fff;
        }
        return a;
    }

    long run() {
        if (!validate()) {
            return -1;
        }
        return process();
    }

    // Light: checks the input's range.
    boolean validate() {
        for (int i = 0; i < data.length; i++) {
            if (data[i] < 0 || data[i] > 0x7fff) {
                return false;
            }
        }
        return true;
    }

    long process() {
        prepare();
        long acc = 0;
        for (int pass = 0; pass < 2; pass++) {
            acc += hotLoop(pass);
        }
        return acc;
    }

    // Light: weights derived from the input, a few percent of the run.
    void prepare() {
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < data.length; i++) {
                weights[i] = (weights[i] * 31 + data[i] + round) & 0xffff;
            }
        }
    }

    // The bottleneck: a quadratic-ish loop nest in its own code.
    long hotLoop(int pass) {
        long acc = pass;
        int n = data.length;
        for (int i = 0; i < n; i += 3) {
            int wi = weights[i];
            for (int j = i & 7; j < n; j += 8) {
                acc += (data[j] ^ wi) & 0xff;
            }
        }
        return acc;
    }

    // Light: a checksum of the weights.
    int summary() {
        int s = 0;
        for (int i = 0; i < weights.length; i++) {
            s = s * 17 + weights[i];
        }
        return s;
    }

    static void report(long result, int summary) {
        System.out.println("result " + result);
        System.out.println("summary " + summary);
    }
}
