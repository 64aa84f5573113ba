// The base program of the old verifier's mutation tests (cmd/crossprof/verify_test.go): the
// class files here are javac --release 8 output with their version patched to 49 (Java 5),
// which HotSpot verifies by type inference. Each test changes a few bytes of Old.class and
// compares crossprof's output with HotSpot's.
public class Main {
    public static void main(String[] args) {
        System.out.println("start");
        try {
            Old.run();
        } catch (VerifyError e) {
            System.out.println("caught: " + e.getMessage().split("\n")[0]);
        }
        Old.run();
        System.out.println("end");
    }
}

class Shape {
    String name() {
        return "shape";
    }
}

class Circle extends Shape {
    String name() {
        return "circle";
    }
}

class Square extends Shape {
    String name() {
        return "square";
    }
}

class Old {
    static int counter;

    static void run() {
        System.out.println("sum " + sum(10));
        System.out.println("pick " + pick(1).name() + " " + pick(2).name() + " " + pick(3).name());
        System.out.println("fin " + fin(5) + " " + counter);
        System.out.println("div " + div(10, 0) + " " + div(10, 3));
        System.out.println("text " + text(3));
        System.out.println("obj " + choose(true) + " " + choose(false));
        System.out.println("prot " + Prot.peek(new Prot(), new java.io.ByteArrayOutputStream()));
    }

    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            if (i % 3 == 0) {
                continue;
            }
            s += i;
        }
        return s;
    }

    static Shape pick(int k) {
        Shape s;
        if (k == 1) {
            s = new Circle();
        } else if (k == 2) {
            s = new Square();
        } else {
            s = new Shape();
        }
        return s;
    }

    static int fin(int x) {
        int r = 0;
        try {
            r = x * 2;
        } finally {
            counter = counter + 1;
        }
        return r;
    }

    static int div(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    static String text(int n) {
        StringBuffer sb = new StringBuffer();
        while (n-- > 0) {
            sb.append('x');
        }
        return sb.toString();
    }

    static Object choose(boolean b) {
        Object o = b ? (Object) Integer.valueOf(1) : "s";
        return o;
    }
}

class Prot extends java.io.ByteArrayOutputStream {
    static int peek(Prot o, java.io.ByteArrayOutputStream b) {
        return o.count;
    }
}
