// MissingLibrary: uses a class crossprof's runtime library does not have (processes are never
// available to a guest). The first use is caught, as Java allows; the second ends the run, and
// crossprof must say what is missing and where it was needed (cmd/crossprof's tests check it).

public class MissingLibrary {
    public static void main(String[] args) throws Exception {
        try {
            new ProcessBuilder("true");
        } catch (NoClassDefFoundError e) {
            System.out.println("caught NoClassDefFoundError: " + e.getMessage());
        }
        new ProcessBuilder("true").start();
    }
}
