package java.nio.file;

/** Makes Paths from strings. */
public final class Paths {
    private Paths() {
    }

    public static Path get(String first, String... more) {
        return UnixPath.of(first, more);
    }
}
