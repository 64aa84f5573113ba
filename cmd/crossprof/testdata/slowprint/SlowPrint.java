/** Prints a line, sleeps, prints another: a pipe must see the first line during the sleep. */
public class SlowPrint {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("first line");
        System.err.print("no newline on stderr");
        Thread.sleep(Long.parseLong(args[0]));
        System.out.println("second line");
    }
}
