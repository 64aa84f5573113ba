// Lambda: a lambda compiles to invokedynamic, which crossprof does not support yet; the run must
// stop with a message naming the class, method and pc (cmd/crossprof's tests check it).

public class Lambda {
    public static void main(String[] args) {
        System.out.println("before the lambda");
        Runnable r = () -> System.out.println("inside the lambda");
        r.run();
    }
}
