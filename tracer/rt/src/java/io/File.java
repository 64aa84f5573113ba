package java.io;

import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * A file or directory path, with the JDK's Unix normalization (no duplicate or trailing slashes).
 * Queries and changes go through FileIO, inside the --allow-read/--allow-write permissions;
 * relative paths resolve against user.dir. list() returns names sorted.
 */
public class File implements Serializable, Comparable<File> {
    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else {
            this.path = join(normalize(parent), normalize(child));
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else {
            this.path = join(parent.path, normalize(child));
        }
    }

    /** The JDK's UnixFileSystem.resolve: an empty parent means the root. */
    private static String join(String parent, String child) {
        if (parent.isEmpty()) {
            return child.startsWith("/") ? child : "/" + child;
        }
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            return parent.equals("/") ? child : parent + child;
        }
        return parent.equals("/") ? parent + child : parent + "/" + child;
    }

    /** Removes duplicate slashes and a trailing slash (but keeps "/"). */
    static String normalize(String p) {
        StringBuilder sb = new StringBuilder(p.length());
        char prev = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
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

    final boolean isInvalid() {
        return path.indexOf('\0') >= 0;
    }

    public String getName() {
        int i = path.lastIndexOf('/');
        return path.substring(i + 1);
    }

    public String getParent() {
        int i = path.lastIndexOf('/');
        if (i < 0) {
            return null;
        }
        if (i == 0) {
            return path.length() > 1 ? "/" : null;
        }
        return path.substring(0, i);
    }

    public File getParentFile() {
        String p = getParent();
        return (p == null) ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        return path.isEmpty() ? dir : join(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    /** The absolute path with "." and ".." removed (symbolic links are not followed). */
    public String getCanonicalPath() throws IOException {
        String[] parts = getAbsolutePath().split("/");
        String[] out = new String[parts.length];
        int n = 0;
        for (String s : parts) {
            if (s.isEmpty() || s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (n > 0) {
                    n--;
                }
                continue;
            }
            out[n++] = s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('/').append(out[i]);
        }
        return n == 0 ? "/" : sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    /** The path FileIO resolves: the empty path is no file at all. */
    private int stat() {
        if (isInvalid() || path.isEmpty()) {
            return -FileIO.ENOENT;
        }
        return FileIO.stat(path);
    }

    public boolean exists() {
        return stat() > 0;
    }

    public boolean isFile() {
        return stat() == FileIO.REGULAR;
    }

    public boolean isDirectory() {
        return stat() == FileIO.DIRECTORY;
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public boolean canRead() {
        return exists();
    }

    public boolean canWrite() {
        return exists();
    }

    public long length() {
        if (isInvalid() || path.isEmpty()) {
            return 0L;
        }
        long n = FileIO.size(path);
        return (n < 0) ? 0L : n;
    }

    public boolean createNewFile() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        int fd = FileIO.open(path, FileIO.CREATE_NEW);
        if (fd >= 0) {
            FileIO.close(fd);
            return true;
        }
        if (fd == -FileIO.EEXIST || fd == -FileIO.EISDIR) {
            return false;
        }
        throw new IOException(FileIO.reason(fd));
    }

    public boolean delete() {
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileIO.remove(path) == 0;
    }

    public String[] list() {
        if (isInvalid() || path.isEmpty()) {
            return null;
        }
        return FileIO.list(path);
    }

    public File[] listFiles() {
        String[] names = list();
        if (names == null) {
            return null;
        }
        File[] fs = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            fs[i] = new File(this, names[i]);
        }
        return fs;
    }

    public File[] listFiles(FileFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        java.util.ArrayList<File> out = new java.util.ArrayList<File>();
        for (String n : names) {
            File f = new File(this, n);
            if (filter == null || filter.accept(f)) {
                out.add(f);
            }
        }
        return out.toArray(new File[out.size()]);
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        java.util.ArrayList<File> out = new java.util.ArrayList<File>();
        for (String n : names) {
            if (filter == null || filter.accept(this, n)) {
                out.add(new File(this, n));
            }
        }
        return out.toArray(new File[out.size()]);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        for (String n : names) {
            if (filter.accept(this, n)) {
                out.add(n);
            }
        }
        return out.toArray(new String[out.size()]);
    }

    public boolean mkdir() {
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileIO.mkdir(path, false) == 0;
    }

    /** As the JDK: false when the directory already exists. */
    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileIO.mkdir(path, true) == 0;
    }

    public Path toPath() {
        return Paths.get(path);
    }

    public int compareTo(File other) {
        return path.compareTo(other.path);
    }

    public boolean equals(Object obj) {
        return (obj instanceof File) && compareTo((File) obj) == 0;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return path;
    }
}
