package java.io;

/** The character console. crossprof's programs never have one: System.console() is null. */
public final class Console {
    private Console() {
    }
}
