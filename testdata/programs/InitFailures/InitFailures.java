// Failed class initialization as HotSpot 17 reports it: ExceptionInInitializerError the first
// time; NoClassDefFoundError "Could not initialize class" afterwards, whose cause is an
// ExceptionInInitializerError naming the original exception and thread, with its stack trace;
// a subclass whose superclass failed fails too; Errors are not wrapped; uncaught at the end.
public class InitFailures {
    static class Bad { static int v = 1 / Integer.parseInt("0"); static void touch() {} }
    static class Sub extends Bad { static int w = 5; }
    static class Thrower { static { if (true) throw new IllegalStateException(); } static int z; }
    static class Err { static { if (true) throw new StackOverflowError("deep"); } static int z; }
    static String nested() { return Integer.toString(1 / Integer.parseInt("0")); }
    static class Deep { static String s = nested(); }
    static class Late { static int x = Integer.parseInt("late"); }
    public static void main(String[] args) {
        try { System.out.println(Sub.w); } catch (Throwable t) { System.out.println("1: " + t + " / " + t.getCause()); }
        try { System.out.println(Sub.w); } catch (Throwable t) { System.out.println("2: " + t + " / " + t.getCause()); }
        try { System.out.println(Bad.v); } catch (Throwable t) { System.out.println("3: " + t + " / " + t.getCause()); }
        try { System.out.println(Thrower.z); } catch (Throwable t) { System.out.println("4: " + t + " / " + t.getCause()); }
        try { System.out.println(Thrower.z); } catch (Throwable t) { System.out.println("5: " + t + " / " + t.getCause()); }
        try { System.out.println(Err.z); } catch (Throwable t) { System.out.println("6: " + t + " / " + t.getCause()); }
        try { System.out.println(Err.z); } catch (Throwable t) { System.out.println("7: " + t + " / " + t.getCause()); t.printStackTrace(System.out); }
        try { System.out.println(Deep.s); } catch (Throwable t) { System.out.println("8: " + t); }
        try { System.out.println(Deep.s); } catch (Throwable t) { t.printStackTrace(System.out); Throwable c = t.getCause(); System.out.println(c.getCause() + " " + c.getMessage()); try { c.initCause(null); } catch (Throwable u) { System.out.println("initCause: " + u); } try { t.initCause(null); } catch (Throwable u) { System.out.println("initCause2: " + u); } }
        Thread other = new Thread("worker") {
            public void run() {
                try { System.out.println(Late.x); } catch (Throwable t) { System.out.println("9: " + t + " / " + t.getCause()); }
            }
        };
        other.start();
        try { other.join(); } catch (InterruptedException e) { }
        try { System.out.println(Late.x); } catch (Throwable t) { System.out.println("10: " + t + " / " + t.getCause()); }
        Bad.touch();
    }
}
