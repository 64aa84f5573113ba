// CallLoop: calls a method forever, so that its trace grows without bound (one call row per
// invocation); it tests crossprof trace's --max-trace-size.
public class CallLoop {
    static int sink;

    static int step(int i) {
        return i * 31 + 7;
    }

    public static void main(String[] args) {
        System.out.println("calling forever");
        int i = 0;
        while (true) {
            i = step(i);
            sink ^= i;
        }
    }
}
