package java.lang;

/** The main thread's object; this library has neither a name nor a priority field. */
public class Thread implements Runnable {
    public void run() {
    }
}
