// Fgh: the CProf paper's example of why flat profiles mislead: f() calls h() 10 times and g()
// calls h() 55 times (g loops i = 1..10 with an inner loop j < i), main calls f() then g().
// h() does a little integer arithmetic; the results are printed.
// Covers: invokestatic, nested counted loops, iinc, irem/imul/iadd.

public class Fgh {
    static int calls;

    static int h(int x) {
        calls++;
        int y = x * 7 + 3;
        return (y % 11) + (y >> 1);
    }

    static int f() {
        int s = 0;
        for (int i = 0; i < 10; i++) {
            s += h(i);
        }
        return s;
    }

    static int g() {
        int s = 0;
        for (int i = 1; i <= 10; i++) {
            for (int j = 0; j < i; j++) {
                s += h(i + j);
            }
        }
        return s;
    }

    public static void main(String[] args) {
        int a = f();
        int callsAfterF = calls;
        int b = g();
        System.out.println("f() = " + a + " (h called " + callsAfterF + " times)");
        System.out.println("g() = " + b + " (h called " + (calls - callsAfterF) + " times)");
    }
}
