// The base program of the verifier's mutation tests (cmd/crossprof/verify_test.go): each
// test changes a few bytes of Target.class or Main.class and compares crossprof's output
// with HotSpot's on the mutated class.
public class Main {
    public static void main(String[] args) {
        System.out.println("start");
        try {
            Target.run();
        } catch (VerifyError e) {
            System.out.println("caught: " + e.getMessage().split("\n")[0]);
        }
        Target.run();
        System.out.println("end");
    }
}

class Target {
    static int counter;
    int field;

    Target() {
        field = 1;
    }

    static void run() {
        System.out.println("Hello " + sum(10));
        System.out.println(name(null) + " " + label("s") + " " + make().field);
        try {
            counter = 10 / counter;
        } catch (ArithmeticException e) {
            counter = -1;
        }
        System.out.println(counter);
    }

    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }

    static String name(Object o) {
        return o == null ? "null" : o.toString();
    }

    static String label(Object o) {
        return (String) o;
    }

    static Target make() {
        return new Target();
    }
}
