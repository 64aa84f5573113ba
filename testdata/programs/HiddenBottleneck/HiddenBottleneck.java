// HiddenBottleneck: the hidden bottleneck JBolt's paper draws, for `crossprof query bottlenecks`.
// checksum(int) is small and called from 14 call sites in eight methods of four classes (53
// contexts, as Store.flush recurses 40 deep); each of its calling contexts is well below 10% of
// the run, and so is each caller, but together they are far above it. Nothing leads to checksum
// through a chain of bottlenecks: only bulk, a plain loop beside the callers, is a top-down
// bottleneck; checksum is a deep starter. Store.flush's 40 nested contexts sum to far more than
// its own share, which counts the recursion once.
public class HiddenBottleneck {
    static int calls;

    public static void main(String[] args) {
        int h = 0;
        h += checksum(1);
        h += Parser.parse(40);
        h += Parser.scan(60);
        h += Encoder.encode(40);
        h += Encoder.pack(40);
        h += Store.put(40);
        h += Store.get(40);
        h += Store.flush(40);
        h += Net.send(40);
        h += bulk(1000);
        h += checksum(2);
        System.out.println("hash " + h);
        System.out.println("checksum calls " + calls);
    }

    // The hidden bottleneck: a few dozen bytecodes per call, called everywhere.
    static int checksum(int x) {
        calls++;
        int s = x;
        for (int i = 0; i < 20; i++) {
            s = (s ^ (s >>> 7)) * 0x9E3779B1 + i;
        }
        return s;
    }

    // The one top-down bottleneck: a loop in its own code, about a quarter of the run.
    static int bulk(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 20; j++) {
                s = s * 31 + (i ^ j);
            }
        }
        return s;
    }
}

class Parser {
    static int parse(int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h += HiddenBottleneck.checksum(i);
            h ^= HiddenBottleneck.checksum(h);
        }
        return h;
    }

    static int scan(int n) {
        int h = 7;
        for (int i = 0; i < n; i++) {
            h = h * 3 + HiddenBottleneck.checksum(i + h);
        }
        return h;
    }
}

class Encoder {
    static int encode(int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h += HiddenBottleneck.checksum(i * 5);
            h -= HiddenBottleneck.checksum(i * 11);
        }
        return h;
    }

    static int pack(int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h ^= HiddenBottleneck.checksum(i) << 1;
        }
        return h;
    }
}

class Store {
    static int put(int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h += HiddenBottleneck.checksum(i + 100);
        }
        return h;
    }

    static int get(int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h += HiddenBottleneck.checksum(i + 200);
            h += HiddenBottleneck.checksum(i + 300);
        }
        return h;
    }

    // Recursive: 40 nested contexts of flush, each calling checksum once more.
    static int flush(int n) {
        if (n == 0) {
            return 0;
        }
        return HiddenBottleneck.checksum(n) ^ (flush(n - 1) * 3);
    }
}

class Net {
    static int send(int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h += HiddenBottleneck.checksum(i * 13);
            h += HiddenBottleneck.checksum(i * 17);
        }
        return h;
    }
}
