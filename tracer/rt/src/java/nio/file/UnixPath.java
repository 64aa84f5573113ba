package java.nio.file;

import java.io.File;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * crossprof's Path: a normalized string (no duplicate or trailing slashes) split into names on
 * demand, with the JDK's UnixPath results for the empty path, the root and "..".
 */
final class UnixPath implements Path {
    private final String path;
    private String[] names;

    UnixPath(String input) {
        this.path = normalize(input);
    }

    static Path of(String first, String... more) {
        if (first == null) {
            throw new NullPointerException();
        }
        if (more.length == 0) {
            return new UnixPath(first);
        }
        StringBuilder sb = new StringBuilder(first);
        for (String s : more) {
            if (s.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(s);
        }
        return new UnixPath(sb.toString());
    }

    private static String normalize(String input) {
        StringBuilder sb = new StringBuilder(input.length());
        char prev = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == '\0') {
                throw new InvalidPathException(input, "Nul character not allowed", i);
            }
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private String[] names() {
        if (names == null) {
            if (path.isEmpty()) {
                names = new String[] {""};
            } else {
                ArrayList<String> l = new ArrayList<String>();
                int start = 0;
                int n = path.length();
                for (int i = 0; i <= n; i++) {
                    if (i == n || path.charAt(i) == '/') {
                        if (i > start) {
                            l.add(path.substring(start, i));
                        }
                        start = i + 1;
                    }
                }
                names = l.toArray(new String[l.size()]);
            }
        }
        return names;
    }

    private static UnixPath join(String[] parts, int from, int to, boolean absolute) {
        StringBuilder sb = new StringBuilder();
        if (absolute) {
            sb.append('/');
        }
        for (int i = from; i < to; i++) {
            if (i > from) {
                sb.append('/');
            }
            sb.append(parts[i]);
        }
        return new UnixPath(sb.toString());
    }

    private static UnixPath check(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        if (!(p instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) p;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    public Path getFileName() {
        if (path.isEmpty()) {
            return this;
        }
        if (path.equals("/")) {
            return null;
        }
        String[] n = names();
        return new UnixPath(n[n.length - 1]);
    }

    public Path getParent() {
        String[] n = names();
        if (path.isEmpty() || n.length == 0) {
            return null;
        }
        if (n.length == 1) {
            return isAbsolute() ? getRoot() : null;
        }
        return join(n, 0, n.length - 1, isAbsolute());
    }

    public int getNameCount() {
        return names().length;
    }

    public Path getName(int index) {
        String[] n = names();
        if (index < 0 || index >= n.length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(n[index]);
    }

    public Path subpath(int beginIndex, int endIndex) {
        String[] n = names();
        if (beginIndex < 0 || beginIndex >= n.length || endIndex > n.length
                || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        return join(n, beginIndex, endIndex, false);
    }

    public boolean startsWith(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute() != isAbsolute()) {
            return false;
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names();
        String[] b = o.names();
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String other) {
        return startsWith(new UnixPath(other));
    }

    public boolean endsWith(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o.path.equals(path);
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names();
        String[] b = o.names();
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[a.length - b.length + i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(String other) {
        return endsWith(new UnixPath(other));
    }

    public Path normalize() {
        String[] n = names();
        String[] out = new String[n.length];
        int k = 0;
        boolean abs = isAbsolute();
        for (String s : n) {
            if (s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (k > 0 && !out[k - 1].equals("..")) {
                    k--;
                    continue;
                }
                if (abs) {
                    continue;
                }
            }
            out[k++] = s;
        }
        if (k == n.length && !path.isEmpty()) {
            return this;
        }
        return join(out, 0, k, abs);
    }

    public Path resolve(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o;
        }
        if (o.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return o;
        }
        return new UnixPath(path.equals("/") ? "/" + o.path : path + "/" + o.path);
    }

    public Path resolve(String other) {
        return resolve(new UnixPath(other));
    }

    public Path resolveSibling(Path other) {
        check(other);
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    public Path resolveSibling(String other) {
        return resolveSibling(new UnixPath(other));
    }

    public Path relativize(Path other) {
        UnixPath o = check(other);
        if (o.equals(this)) {
            return new UnixPath("");
        }
        if (isAbsolute() != o.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (path.isEmpty()) {
            return o;
        }
        String[] a = names();
        String[] b = o.names();
        int common = 0;
        while (common < a.length && common < b.length && a[common].equals(b[common])) {
            common++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = common; i < a.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int i = common; i < b.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(b[i]);
        }
        return new UnixPath(sb.toString());
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        return new UnixPath(System.getProperty("user.dir")).resolve(this);
    }

    public Path toRealPath(LinkOption... options) throws java.io.IOException {
        Path p = toAbsolutePath().normalize();
        if (!Files.exists(p)) {
            throw new NoSuchFileException(path);
        }
        return p;
    }

    public File toFile() {
        return new File(path);
    }

    public Iterator<Path> iterator() {
        final String[] n = path.isEmpty() ? new String[] {""} : names();
        return new Iterator<Path>() {
            private int i;

            public boolean hasNext() {
                return i < n.length;
            }

            public Path next() {
                if (i >= n.length) {
                    throw new NoSuchElementException();
                }
                return new UnixPath(n[i++]);
            }
        };
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object ob) {
        return (ob instanceof UnixPath) && ((UnixPath) ob).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
