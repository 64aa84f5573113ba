// Lambda: one lambda. cmd/crossprof's tests rename its bootstrap method in the class file to one
// crossprof does not know, and check that the run stops with a message naming the bootstrap
// method and the call site's class, method, pc and line.

public class Lambda {
    public static void main(String[] args) {
        System.out.println("before the lambda");
        Runnable r = () -> System.out.println("inside the lambda");
        r.run();
    }
}
