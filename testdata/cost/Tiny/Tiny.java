// Tiny: a program small enough to cost by hand (see cost/cost_test.go). main calls big()
// three times; big's code is 104 bytes, so loading it on a method cache miss takes longer
// than the 37 cycles an invoke hides.
public class Tiny {
    static int big(int x) {
        x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1;
        x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1;
        x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1; x = x * 3 + 1;
        return x;
    }

    public static void main(String[] args) {
        int s = 0;
        for (int i = 0; i < 3; i++) s = big(s);
    }
}
