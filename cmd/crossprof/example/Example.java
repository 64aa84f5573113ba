// Example: the program `crossprof demo` traces. A small embedded-style job: a sensor filter
// in fixed point, a packet checksum, and a polymorphic shape computation (the JP2 paper's
// example), so the profile shows several calling contexts of the same methods.
// Rebuild: javac --release 8 -d cmd/crossprof/example cmd/crossprof/example/Example.java

abstract class Shape {
    abstract int area();
}

class Square extends Shape {
    private final int side;

    Square(int side) {
        this.side = side;
    }

    int area() {
        return side * side;
    }
}

class Composite extends Shape {
    private final Shape[] parts;

    Composite(Shape[] parts) {
        this.parts = parts;
    }

    int area() {
        int sum = 0;
        for (int i = 0; i < parts.length; i++) {
            sum += parts[i].area();
        }
        return sum;
    }
}

public class Example {
    // Q15 low-pass filter taps.
    static final int[] TAPS = { 1638, 3277, 6554, 9830, 6554, 3277, 1638 };

    static int filter(int[] x, int n) {
        int acc = 0;
        for (int k = 0; k < TAPS.length; k++) {
            int i = n - k;
            if (i >= 0) {
                acc += TAPS[k] * x[i];
            }
        }
        return acc >> 15;
    }

    static int checksum(byte[] packet, int len) {
        int sum = 0;
        for (int i = 0; i + 1 < len; i += 2) {
            sum += ((packet[i] & 0xff) << 8) | (packet[i + 1] & 0xff);
        }
        while ((sum >> 16) != 0) {
            sum = (sum & 0xffff) + (sum >> 16);
        }
        return ~sum & 0xffff;
    }

    static int sumAreas(Shape[] shapes) {
        int sum = 0;
        for (int i = 0; i < shapes.length; i++) {
            sum += shapes[i].area();
        }
        return sum;
    }

    public static void main(String[] args) {
        int[] samples = new int[2000];
        int seed = 12345;
        for (int i = 0; i < samples.length; i++) {
            seed = seed * 1103515245 + 12345;
            samples[i] = (seed >> 16) & 0x7fff;
        }
        long filtered = 0;
        for (int n = 0; n < samples.length; n++) {
            filtered += filter(samples, n);
        }
        byte[] packet = new byte[64];
        int check = 0;
        for (int p = 0; p < 200; p++) {
            for (int i = 0; i < packet.length; i++) {
                packet[i] = (byte) (p * 31 + i);
            }
            check ^= checksum(packet, packet.length);
        }
        Shape[] shapes = new Shape[3];
        for (int i = 0; i < 2; i++) {
            shapes[i] = new Square(i + 1);
        }
        shapes[2] = new Composite(new Shape[] { new Square(3), new Square(4) });
        int area = 0;
        for (int r = 0; r < 100; r++) {
            area += sumAreas(shapes);
        }
        System.out.println("filtered sum = " + filtered);
        System.out.println("checksum     = " + Integer.toHexString(check));
        System.out.println("total area   = " + area);
    }
}
